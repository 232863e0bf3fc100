import { useState } from 'react';
import {
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Rate,
  Space,
  Spin,
  Table,
  Timeline,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpsSampleDetail, OpsSampleStep } from '@emall/contract/ops';
import { Money, UNIT_PRICE_DECIMALS } from '../../../ui/money';
import { useCanWrite } from '../shared/api/ops-session';
import { OpsSampleStatusTag } from './ops-sample-status-tag';
import {
  RejectSampleDialog,
  RequestFeedbackDialog,
  ShipSampleDialog,
  type ShipValues,
} from './ops-sample-step-dialogs';
import { useOpsSampleDetail, useSampleStep, type SampleStepInput } from './api/use-ops-samples';
import { formatTime } from '../shared/ops-time';

const when = (iso: string) => formatTime(iso);

/** The order the step buttons stand in: approving is asked once more, the others open their dialog. */
const STEP_ORDER: readonly OpsSampleStep[] = ['approve', 'ship', 'requestFeedback', 'reject'];

/** The seller's steps the status allows; none for the read-only auditor. */
function StepButtons({ detail }: { detail: OpsSampleDetail }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const canWrite = useCanWrite();
  const step = useSampleStep();
  const [dialog, setDialog] = useState<'reject' | 'ship' | 'requestFeedback' | null>(null);
  if (!canWrite || detail.steps.length === 0) return null;
  const run = (input: SampleStepInput, done: string) => {
    step.mutate(input, {
      onSuccess: () => {
        setDialog(null);
        void message.success(done);
      },
    });
  };
  const id = detail.sampleReqId;
  const confirmApprove = () => {
    modal.confirm({
      title: t('ops.samples.approve.confirm', { no: detail.sampleReqNo }),
      okText: t('ops.samples.action.approve'),
      cancelText: t('ops.common.cancel'),
      onOk: () => {
        run({ step: 'approve', sampleReqId: id }, t('ops.samples.done.approve'));
      },
    });
  };
  return (
    <Space>
      {STEP_ORDER.filter((name) => detail.steps.includes(name)).map((name) => (
        <Button
          key={name}
          type={name === 'reject' ? undefined : 'primary'}
          danger={name === 'reject'}
          loading={name === 'approve' ? step.isPending : undefined}
          onClick={() => {
            if (name === 'approve') confirmApprove();
            else setDialog(name);
          }}
        >
          {t(`ops.samples.action.${name}`)}
        </Button>
      ))}
      <RejectSampleDialog
        open={dialog === 'reject'}
        sampleReqNo={detail.sampleReqNo}
        busy={step.isPending}
        onCancel={() => {
          setDialog(null);
        }}
        onSubmit={({ reason }) => {
          run({ step: 'reject', sampleReqId: id, reason: reason.trim() }, t('ops.samples.done.reject'));
        }}
      />
      <ShipSampleDialog
        open={dialog === 'ship'}
        sampleReqNo={detail.sampleReqNo}
        busy={step.isPending}
        onCancel={() => {
          setDialog(null);
        }}
        onSubmit={(values: ShipValues) => {
          run({ step: 'ship', sampleReqId: id, ...values }, t('ops.samples.done.ship'));
        }}
      />
      <RequestFeedbackDialog
        open={dialog === 'requestFeedback'}
        sampleReqNo={detail.sampleReqNo}
        busy={step.isPending}
        onCancel={() => {
          setDialog(null);
        }}
        onSubmit={({ note }) => {
          run({ step: 'requestFeedback', sampleReqId: id, note }, t('ops.samples.done.requestFeedback'));
        }}
      />
    </Space>
  );
}

/** The request's facts: status, time, tenant, requester, address, project, refusal and shipment. */
function SampleFacts({ detail }: { detail: OpsSampleDetail }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={2} size="small" bordered>
      <Descriptions.Item label={t('ops.common.status')}>
        <OpsSampleStatusTag status={detail.status} name={detail.statusName} />
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.samples.createTime')}>{when(detail.createTime)}</Descriptions.Item>
      <Descriptions.Item label={t('ops.common.tenant')}>
        {detail.tenantName} ({detail.tenantCode})
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.samples.requester')}>{detail.requesterName}</Descriptions.Item>
      <Descriptions.Item label={t('ops.samples.address')} span={2}>
        {detail.recipient} {detail.contactPhone1}
        {detail.contactPhone2 && ` / ${detail.contactPhone2}`} {detail.regionPath} {detail.detailAddr}
      </Descriptions.Item>
      {detail.projectName && (
        <Descriptions.Item label={t('ops.samples.project')} span={2}>
          {detail.projectName}
          {detail.projectDesc && <div className="ops-samples__muted">{detail.projectDesc}</div>}
        </Descriptions.Item>
      )}
      {detail.rejectReason && (
        <Descriptions.Item label={t('ops.samples.rejectReason')} span={2}>
          {detail.rejectReason}
        </Descriptions.Item>
      )}
      {detail.trackingNo && (
        <Descriptions.Item label={t('ops.samples.shipment')} span={2}>
          {detail.carrier} · {detail.trackingNo}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** The requested parts with their limits, prices and amounts, and the total. */
function SampleLines({ detail }: { detail: OpsSampleDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('ops.samples.lines')}</Typography.Title>
      <Table
        rowKey="spuId"
        size="small"
        pagination={false}
        dataSource={detail.lines}
        columns={[
          { title: t('ops.samples.part'), dataIndex: 'mfrPartNumber' },
          { title: t('ops.samples.brand'), dataIndex: 'brandCode' },
          { title: t('ops.samples.qty'), dataIndex: 'qty', align: 'right' },
          {
            title: t('ops.samples.unitLimit'),
            dataIndex: 'unitLimit',
            align: 'right',
            render: (limit: number | null) => limit ?? '—',
          },
          {
            title: t('ops.samples.unitPrice'),
            key: 'unitPrice',
            align: 'right',
            render: (_, line) => <Money value={line.unitPrice} decimals={UNIT_PRICE_DECIMALS} />,
          },
          {
            title: t('ops.samples.amount'),
            key: 'amount',
            align: 'right',
            render: (_, line) => <Money value={line.amount} />,
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              {t('ops.samples.total')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Money value={detail.amount} />
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </>
  );
}

/** The request in full: its facts, lines, timeline and the buyer's feedback. */
function DetailBody({ detail }: { detail: OpsSampleDetail }) {
  const { t } = useTranslation();
  return (
    <div className="ops-samples__detail">
      <SampleFacts detail={detail} />
      <SampleLines detail={detail} />
      <Typography.Title level={5}>{t('ops.samples.timeline')}</Typography.Title>
      <Timeline
        items={detail.timeline.map((entry) => ({
          key: entry.status,
          content: (
            <>
              <strong>{entry.statusName}</strong> <span className="ops-samples__muted">{when(entry.at)}</span>
            </>
          ),
        }))}
      />

      <Typography.Title level={5}>{t('ops.samples.feedback')}</Typography.Title>
      {detail.feedback ? (
        <div className="ops-samples__feedback">
          <Rate disabled value={detail.feedback.rating} />
          <div>{detail.feedback.feedbackText || t('ops.samples.noComment')}</div>
          <div className="ops-samples__muted">
            {detail.feedback.staffName} · {when(detail.feedback.createTime)}
          </div>
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ops.samples.noFeedback')} />
      )}
    </div>
  );
}

/** The detail of one request beside the list, with the steps its status allows. */
export function OpsSampleDrawer({
  sampleReqId,
  onClose,
}: {
  sampleReqId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useOpsSampleDetail(sampleReqId);
  const data = detail.data?.sampleReqId === sampleReqId ? detail.data : undefined;
  return (
    <Drawer
      open={sampleReqId !== undefined}
      onClose={onClose}
      size="large"
      title={data ? t('ops.samples.detailTitle', { no: data.sampleReqNo }) : t('ops.common.details')}
      extra={data && <StepButtons detail={data} />}
    >
      {data ? <DetailBody detail={data} /> : <Spin />}
    </Drawer>
  );
}
