import { useState } from 'react';
import { Button, Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES } from '@emall/contract/ops';
import type { FeedbackStatus, OpsFeedbackRow } from '@emall/contract/ops';
import { toaster } from '../../../api/toaster';
import { useCanWrite } from '../shared/api/ops-session';
import { OpsRowLink } from '../shared/ops-list-page';
import { useOpsFilters } from '../shared/ops-list-state';
import { formatTime } from '../shared/ops-time';
import { useFeedbackPage, useHandleFeedback } from './api/use-ops-leads';
import { handlingStatusColor } from './lead-status';
import { OpsHandleDialog } from './ops-handle-dialog';
import { handlingBody, handlingFilters, OpsHandlingList } from './ops-handling-list';

/** One feedback in full (the row carries it all) and, while new and for an operator, "mark handled". */
function OpsFeedbackDrawer({ row, onClose }: { row: OpsFeedbackRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const [dialog, setDialog] = useState(false);
  const handle = useHandleFeedback(row?.feedbackId, () => {
    toaster.success(t('ops.leads.handled'));
    setDialog(false);
    onClose();
  });
  const when = (iso: string | null) => (iso ? formatTime(iso) : '—');
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={row ? t('ops.leads.feedbackTitle', { id: row.feedbackId }) : ''}
      extra={
        canWrite &&
        row?.status === 'NEW' && (
          <Button
            type="primary"
            onClick={() => {
              setDialog(true);
            }}
          >
            {t('ops.leads.markHandled')}
          </Button>
        )
      }
    >
      {row && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('ops.common.status')} span={2}>
              <Tag color={handlingStatusColor(row.status)}>{row.statusName}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('ops.leads.content')} span={2}>
              <div className="ops-leads__text">{row.content}</div>
            </Descriptions.Item>
            <Descriptions.Item label={t('ops.leads.company')}>{row.companyName || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('ops.leads.tenant')}>
              {row.tenantName ?? t('ops.leads.visitor')}
            </Descriptions.Item>
            <Descriptions.Item label={t('ops.leads.tel')}>{row.tel || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('ops.leads.email')}>{row.email || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('ops.leads.createdAt')}>{when(row.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('ops.leads.lang')}>{row.lang}</Descriptions.Item>
            <Descriptions.Item label={t('ops.leads.ip')}>{row.clientIp}</Descriptions.Item>
            <Descriptions.Item label={t('ops.leads.handledAt')}>{when(row.handledAt)}</Descriptions.Item>
            <Descriptions.Item label={t('ops.leads.handledBy')}>{row.handledBy ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('ops.leads.note')} span={2}>
              <div className="ops-leads__text">{row.handlingNote ?? '—'}</div>
            </Descriptions.Item>
          </Descriptions>
          {dialog && (
            <OpsHandleDialog
              title={t('ops.leads.markHandled')}
              okText={t('ops.leads.markHandled')}
              pending={handle.isPending}
              onSubmit={(note) => {
                handle.mutate(note);
              }}
              onClose={() => {
                setDialog(false);
              }}
            />
          )}
        </>
      )}
    </Drawer>
  );
}

/** Feedback from the shop's sidebar, new first by default; a row opens it in full. */
export function OpsFeedbackList({ initialStatus }: { initialStatus: FeedbackStatus | 'ALL' }) {
  const { t } = useTranslation();
  const list = useOpsFilters(handlingFilters<FeedbackStatus>('NEW'), handlingFilters(initialStatus));
  const [open, setOpen] = useState<OpsFeedbackRow | null>(null);
  const page = useFeedbackPage(handlingBody(list));
  return (
    <OpsHandlingList<FeedbackStatus, OpsFeedbackRow>
      statuses={FEEDBACK_STATUSES}
      statusLabel={(s) => t(`ops.feedback.status.${s}`)}
      keywordLabel={t('ops.feedback.keyword')}
      list={list}
      query={page}
      rowKey="feedbackId"
      emptyText={t('ops.leads.emptyFeedback')}
      onOpen={setOpen}
      columns={[
        {
          title: t('ops.leads.content'),
          dataIndex: 'content',
          render: (content: string, row) => (
            <OpsRowLink
              className="ops-leads__snippet"
              onOpen={() => {
                setOpen(row);
              }}
            >
              {content}
            </OpsRowLink>
          ),
        },
        {
          title: t('ops.leads.company'),
          key: 'company',
          render: (_, row) => row.tenantName ?? (row.companyName || '—'),
        },
        {
          title: t('ops.leads.tel'),
          key: 'contact',
          render: (_, row) => row.tel || row.email || '—',
        },
        {
          title: t('ops.common.status'),
          dataIndex: 'statusName',
          render: (name: string, row) => <Tag color={handlingStatusColor(row.status)}>{name}</Tag>,
        },
        {
          title: t('ops.leads.createdAt'),
          dataIndex: 'createdAt',
          render: (value: string) => formatTime(value),
        },
      ]}
    >
      <OpsFeedbackDrawer
        row={open}
        onClose={() => {
          setOpen(null);
        }}
      />
    </OpsHandlingList>
  );
}
