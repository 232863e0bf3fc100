import { useState } from 'react';
import { Alert, Button, Descriptions, Empty, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { OrderLine, PaymentProof } from '@emall/contract';
import type { AuditEntry, OpsOrderDetail } from '@emall/contract/ops';
import { Money, UNIT_PRICE_DECIMALS } from '../../../ui/money';
import { OpsJson } from '../shared/ops-json';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { OpsOrderShipments } from './ops-order-shipments';
import { OpsOrderStatusTag } from './ops-order-status-tag';
import { OpsOrderSteps } from './ops-order-steps';
import { OpsProofPreview } from './ops-proof-preview';
import { useOpsOrderDetail } from './api/use-ops-orders';
import { formatTime } from '../shared/ops-time';

const when = (iso: string) => formatTime(iso);

/** The invoice fields shown, in the order a clerk reads them. */
const INVOICE_FIELDS = [
  'title',
  'taxNum',
  'depositBank',
  'bankAccount',
  'invoiceAddr',
  'invoicePhone',
] as const;

function Head({ detail }: { detail: OpsOrderDetail }) {
  const { t } = useTranslation();
  const o = detail.order;
  const address = o.shippingAddress;
  const invoice = o.invoiceTitle;
  return (
    <div className="ops-card">
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
        <Descriptions.Item label={t('ops.common.status')}>
          <OpsOrderStatusTag status={o.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('ops.common.tenant')}>
          {o.custName} ({o.acctTenantCode})
        </Descriptions.Item>
        <Descriptions.Item label={t('ops.orders.staff')}>{o.staffName}</Descriptions.Item>
        <Descriptions.Item label={t('ops.orders.col.amount')}>
          <Money value={o.amount} currency={o.currency} />
        </Descriptions.Item>
        <Descriptions.Item label={t('ops.orders.noTaxAmount')}>
          <Money value={o.noTaxAmount} currency={o.currency} />
        </Descriptions.Item>
        <Descriptions.Item label={t('ops.orders.taxAmount')}>
          <Money value={o.taxAmount} currency={o.currency} />
        </Descriptions.Item>
        <Descriptions.Item label={t('ops.common.createdAt')}>{when(o.createTime)}</Descriptions.Item>
        <Descriptions.Item label={t('ops.orders.paymentDue')}>{o.paymentDueDate}</Descriptions.Item>
        <Descriptions.Item label={t('ops.orders.deliveryMethod')}>{o.deliveryMethodName}</Descriptions.Item>
        <Descriptions.Item label={t('ops.orders.custOrderNo')}>{o.custOrderNo ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('ops.orders.address')} span={2}>
          {address
            ? `${address.recipients} ${address.contactPhone} · ${address.regionPath} ${address.detailAddr}`
            : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('ops.orders.invoice')} span={3}>
          {invoice && Object.keys(invoice).length > 0
            ? INVOICE_FIELDS.map((f) => invoice[f])
                .filter(Boolean)
                .join(' · ')
            : '—'}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}

function Lines({ lines }: { lines: OrderLine[] }) {
  const { t } = useTranslation();
  return (
    <Table<OrderLine>
      rowKey="orderLineId"
      size="small"
      pagination={false}
      dataSource={lines}
      scroll={{ x: 900 }}
      columns={[
        { title: t('ops.orders.line.lineNo'), dataIndex: 'lineNo', width: 60 },
        { title: t('ops.orders.line.part'), dataIndex: 'mfrPartNumber' },
        { title: t('ops.orders.line.brand'), dataIndex: 'brandName' },
        {
          title: t('ops.orders.line.qty'),
          key: 'qty',
          align: 'right',
          render: (_, l) => `${l.quantity} ${l.qtyUnit}`,
        },
        { title: t('ops.orders.line.shipped'), dataIndex: 'shippedQty', align: 'right' },
        {
          title: t('ops.orders.line.price'),
          dataIndex: 'taxPrice',
          align: 'right',
          render: (price: string) => <Money value={price} decimals={UNIT_PRICE_DECIMALS} />,
        },
        {
          title: t('ops.orders.line.amount'),
          dataIndex: 'amount',
          align: 'right',
          render: (amount: string) => <Money value={amount} />,
        },
        {
          title: t('ops.common.status'),
          dataIndex: 'status',
          render: (status: OrderLine['status']) => <OpsOrderStatusTag status={status} />,
        },
      ]}
    />
  );
}

function Proofs({ proofs }: { proofs: PaymentProof[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<PaymentProof | null>(null);
  if (proofs.length === 0) return <Empty description={t('ops.orders.noProofs')} />;
  return (
    <>
      <Table<PaymentProof>
        rowKey="proofId"
        size="small"
        pagination={false}
        dataSource={proofs}
        columns={[
          { title: t('ops.orders.proof.file'), dataIndex: 'fileName' },
          { title: t('ops.orders.proof.kind'), dataIndex: 'kind', render: (k: string) => k.toUpperCase() },
          {
            title: t('ops.orders.proof.size'),
            dataIndex: 'size',
            align: 'right',
            render: (size: number) => t('ops.orders.proof.kb', { kb: Math.max(1, Math.round(size / 1024)) }),
          },
          { title: t('ops.orders.proof.uploaded'), dataIndex: 'uploadTime', render: when },
          {
            title: t('ops.common.actions'),
            key: 'view',
            render: (_, proof) => (
              <Button
                type="link"
                onClick={() => {
                  setShown(proof);
                }}
              >
                {t('ops.orders.proof.view')}
              </Button>
            ),
          },
        ]}
      />
      <OpsProofPreview
        proof={shown}
        onClose={() => {
          setShown(null);
        }}
      />
    </>
  );
}

function History({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <Table<AuditEntry>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={entries}
      locale={{ emptyText: t('ops.orders.noHistory') }}
      expandable={{
        expandedRowRender: (entry) => (
          <div className="ops-orders__diff">
            <OpsJson value={entry.before} />
            <OpsJson value={entry.after} />
          </div>
        ),
      }}
      columns={[
        { title: t('ops.audit.when'), dataIndex: 'createdAt', width: 170, render: when },
        {
          title: t('ops.audit.who'),
          key: 'who',
          render: (_, e) => `${e.operatorName} (${e.loginCode})`,
        },
        {
          title: t('ops.audit.action'),
          dataIndex: 'action',
          render: (action: string) => {
            const key = `ops.orders.action.${action.replace(/^order\./, '')}`;
            return t(key, { defaultValue: action });
          },
        },
      ]}
    />
  );
}

/** /ops/orders/:orderId: one order of any tenant with everything the seller needs, and the steps. */
export function OpsOrderDetailPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const detail = useOpsOrderDetail(orderId);
  const back = <Link to="..">{t('ops.orders.back')}</Link>;
  if (detail.isPending) return <Spin />;
  if (!detail.data)
    return (
      <OpsPageFrame title={t('ops.menu.orders')} extra={back}>
        <Alert type="error" showIcon title={t('ops.orders.notFound')} />
      </OpsPageFrame>
    );
  const d = detail.data;
  return (
    <OpsPageFrame
      title={t('ops.orders.detailTitle', { orderNo: d.order.dopOrderNo })}
      extra={
        <>
          <OpsOrderSteps detail={d} />
          {back}
        </>
      }
    >
      <Head detail={d} />
      <div className="ops-card">
        <h4 className="ops-orders__section">{t('ops.orders.section.lines')}</h4>
        <Lines lines={d.lines} />
      </div>
      <div className="ops-card">
        <h4 className="ops-orders__section">{t('ops.orders.section.proofs')}</h4>
        <Proofs proofs={d.proofs} />
      </div>
      <div className="ops-card">
        <h4 className="ops-orders__section">{t('ops.orders.section.shipments')}</h4>
        <OpsOrderShipments orderId={d.order.orderId} shipments={d.shipments} />
      </div>
      <div className="ops-card">
        <h4 className="ops-orders__section">{t('ops.orders.section.history')}</h4>
        <History entries={d.history} />
      </div>
    </OpsPageFrame>
  );
}
