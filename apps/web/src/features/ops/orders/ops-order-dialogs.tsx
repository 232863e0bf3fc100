import { useState } from 'react';
import { DatePicker, Form, Input, InputNumber, Modal, Select, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CARRIER_CODES, LOGISTICS_EVENT_CODES } from '@emall/contract';
import type { CarrierCode, LogisticsEventCode, OrderLine } from '@emall/contract';
import { EXPRESS_NO_MAX, OPS_REJECT_REASON_MAX } from '@emall/contract/ops';
import { OpsFormDialog, OpsTextDialog } from '../shared/ops-form-dialog';

interface DialogProps<V> {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (values: V) => void;
}

/** Reject the payment proof with a reason: the buyer's message quotes it. */
export function RejectProofDialog({ open, busy, onCancel, onSubmit }: DialogProps<{ reason: string }>) {
  const { t } = useTranslation();
  return (
    <OpsTextDialog
      open={open}
      busy={busy}
      danger
      title={t('ops.orders.reject.title')}
      okText={t('ops.orders.step.reject')}
      label={t('ops.common.reason')}
      extra={t('ops.orders.reject.hint')}
      requiredMessage={t('ops.orders.reject.reasonRequired')}
      max={OPS_REJECT_REASON_MAX}
      onCancel={onCancel}
      onSubmit={(reason) => {
        onSubmit({ reason });
      }}
    />
  );
}

export interface ShipValues {
  carrierCode: CarrierCode;
  expressNo: string;
  lines: { orderLineId: string; qty: number }[];
}

/** Pieces of a line still to ship. */
const leftOf = (line: OrderLine) => line.quantity - line.shippedQty;

/**
 * A parcel: carrier, tracking number, and how many pieces of each line go in it (all that is left by
 * default; 0 leaves a line out). Only paid lines not fully shipped are offered.
 */
export function ShipDialog({
  open,
  busy,
  lines,
  onCancel,
  onSubmit,
}: DialogProps<ShipValues> & { lines: OrderLine[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ carrierCode: CarrierCode; expressNo: string }>();
  const shippable = lines.filter(
    (l) => (l.status === 'PAID' || l.status === 'PART_SHIPPED') && leftOf(l) > 0,
  );
  const [qtys, setQtys] = useState<Record<string, number>>({});
  const qtyOf = (line: OrderLine) => qtys[line.orderLineId] ?? leftOf(line);
  const [isEmpty, setIsEmpty] = useState(false);
  return (
    <Modal
      open={open}
      title={t('ops.orders.ship.title')}
      okText={t('ops.orders.step.ship')}
      okButtonProps={{ loading: busy }}
      cancelText={t('ops.common.cancel')}
      onCancel={onCancel}
      onOk={() => {
        form.submit();
      }}
      afterClose={() => {
        setQtys({});
        setIsEmpty(false);
      }}
      width={760}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => {
          const chosen = shippable
            .map((l) => ({ orderLineId: l.orderLineId, qty: qtyOf(l) }))
            .filter((l) => l.qty > 0);
          setIsEmpty(chosen.length === 0);
          if (chosen.length === 0) return;
          onSubmit({ carrierCode: values.carrierCode, expressNo: values.expressNo.trim(), lines: chosen });
        }}
      >
        <ParcelFields />
        <ShipQuantities
          lines={shippable}
          qtyOf={qtyOf}
          onQty={(line, qty) => {
            setQtys({ ...qtys, [line.orderLineId]: qty });
          }}
        />
        {isEmpty && <Typography.Text type="danger">{t('ops.orders.ship.noLines')}</Typography.Text>}
      </Form>
    </Modal>
  );
}

/** The parcel's carrier and tracking number (checked by the server's rule before sending). */
function ParcelFields() {
  const { t } = useTranslation();
  return (
    <div className="ops-orders__ship-head">
      <Form.Item
        name="carrierCode"
        label={t('ops.orders.carrier')}
        rules={[{ required: true, message: t('ops.orders.ship.carrierRequired') }]}
      >
        <Select
          style={{ width: 200 }}
          options={CARRIER_CODES.map((c) => ({ value: c, label: t(`order.carrier.${c}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="expressNo"
        label={t('ops.orders.expressNo')}
        rules={[
          { required: true, whitespace: true, message: t('ops.orders.ship.expressNoRequired') },
          // The server's rule (opsShipSchema), checked here to say so before sending.
          { pattern: /^\s*[A-Za-z0-9-]+\s*$/, message: t('ops.orders.ship.expressNoInvalid') },
        ]}
      >
        <Input maxLength={EXPRESS_NO_MAX} style={{ width: 260 }} />
      </Form.Item>
    </div>
  );
}

/** The lines still to ship, each with what is left and how many pieces go in this parcel. */
function ShipQuantities({
  lines,
  qtyOf,
  onQty,
}: {
  lines: OrderLine[];
  qtyOf: (line: OrderLine) => number;
  onQty: (line: OrderLine, qty: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table<OrderLine>
      rowKey="orderLineId"
      size="small"
      pagination={false}
      dataSource={lines}
      columns={[
        { title: t('ops.orders.line.lineNo'), dataIndex: 'lineNo', width: 60 },
        { title: t('ops.orders.line.part'), dataIndex: 'mfrPartNumber' },
        {
          title: t('ops.orders.line.left'),
          key: 'left',
          align: 'right',
          render: (_, line) => `${leftOf(line)} ${line.qtyUnit}`,
        },
        {
          title: t('ops.orders.ship.qty'),
          key: 'qty',
          width: 140,
          render: (_, line) => (
            <InputNumber<number>
              aria-label={t('ops.orders.ship.qtyOf', { part: line.mfrPartNumber })}
              min={0}
              max={leftOf(line)}
              precision={0}
              value={qtyOf(line)}
              onChange={(value) => {
                onQty(line, value ?? 0);
              }}
            />
          ),
        },
      ]}
    />
  );
}

export interface EventValues {
  eventCode: LogisticsEventCode;
  eventTime?: string;
  location: string;
  detail: string;
}

/** A carrier's step for one parcel; the time defaults to now on the server. */
export function LogisticsEventDialog({ open, busy, onCancel, onSubmit }: DialogProps<EventValues>) {
  const { t } = useTranslation();
  return (
    <OpsFormDialog<{ eventCode: LogisticsEventCode; eventTime?: Dayjs; location?: string; detail?: string }>
      open={open}
      busy={busy}
      title={t('ops.orders.event.title')}
      okText={t('ops.common.save')}
      onCancel={onCancel}
      onFinish={(values) => {
        onSubmit({
          eventCode: values.eventCode,
          ...(values.eventTime ? { eventTime: values.eventTime.toISOString() } : {}),
          location: values.location?.trim() ?? '',
          detail: values.detail?.trim() ?? '',
        });
      }}
    >
      <Form.Item
        name="eventCode"
        label={t('ops.orders.event.code')}
        rules={[{ required: true, message: t('ops.orders.event.codeRequired') }]}
      >
        <Select
          options={LOGISTICS_EVENT_CODES.map((c) => ({ value: c, label: t(`order.logistics.${c}`) }))}
        />
      </Form.Item>
      <Form.Item name="eventTime" label={t('ops.orders.event.time')} extra={t('ops.orders.event.timeHint')}>
        <DatePicker showTime />
      </Form.Item>
      <Form.Item name="location" label={t('ops.orders.event.location')}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item name="detail" label={t('ops.orders.event.detail')}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </OpsFormDialog>
  );
}
