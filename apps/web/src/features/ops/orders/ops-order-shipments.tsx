import { useState } from 'react';
import { App, Button, Empty, Table, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExpressGroup } from '@emall/contract';
import { useCanWrite } from '../shared/api/ops-session';
import { LogisticsEventDialog } from './ops-order-dialogs';
import { useOrderStep } from './api/use-ops-orders';
import { formatTime } from '../shared/ops-time';

const when = (iso: string) => formatTime(iso);

/** The order's parcels: what each holds and what the carrier reported, with "add event" for operators. */
export function OpsOrderShipments({ orderId, shipments }: { orderId: string; shipments: ExpressGroup[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useCanWrite();
  const step = useOrderStep();
  const [eventFor, setEventFor] = useState<string | null>(null);
  if (shipments.length === 0) return <Empty description={t('ops.orders.noShipments')} />;
  return (
    <div className="ops-orders__parcels">
      {shipments.map((parcel) => (
        <ParcelSection
          key={parcel.shipmentId}
          parcel={parcel}
          canWrite={canWrite}
          onAddEvent={() => {
            setEventFor(parcel.shipmentId);
          }}
        />
      ))}
      <LogisticsEventDialog
        open={eventFor !== null}
        busy={step.isPending}
        onCancel={() => {
          setEventFor(null);
        }}
        onSubmit={(values) => {
          if (!eventFor) return;
          step.mutate(
            { step: 'event', body: { orderId, shipmentId: eventFor, ...values } },
            {
              onSuccess: () => {
                setEventFor(null);
                void message.success(t('ops.orders.done.event'));
              },
            },
          );
        }}
      />
    </div>
  );
}

/** One parcel: carrier, tracking number, state and time, the lines in it, and the carrier's events. */
function ParcelSection({
  parcel,
  canWrite,
  onAddEvent,
}: {
  parcel: ExpressGroup;
  canWrite: boolean;
  onAddEvent: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="ops-orders__parcel" aria-label={parcel.expressNo}>
      <header className="ops-orders__parcel-head">
        <strong>
          {parcel.carrierName} {parcel.expressNo}
        </strong>
        <Tag color={parcel.status === 'DELIVERED' ? 'green' : 'blue'}>
          {t(`ops.orders.shipmentStatus.${parcel.status}`)}
        </Tag>
        <span className="ops-orders__muted">
          {t('ops.orders.shippedAt', { time: when(parcel.shipTime) })}
        </span>
        {canWrite && (
          <Button size="small" onClick={onAddEvent}>
            {t('ops.orders.event.add')}
          </Button>
        )}
      </header>
      <Table
        rowKey="orderLineId"
        size="small"
        pagination={false}
        dataSource={parcel.lines}
        columns={[
          { title: t('ops.orders.line.lineNo'), dataIndex: 'lineNo', width: 60 },
          { title: t('ops.orders.line.part'), dataIndex: 'mfrPartNumber' },
          { title: t('ops.orders.line.brand'), dataIndex: 'brandCode' },
          {
            title: t('ops.orders.line.qty'),
            key: 'qty',
            align: 'right',
            render: (_, l) => `${l.quantity} ${l.qtyUnit}`,
          },
        ]}
      />
      {parcel.events.length > 0 && (
        <Timeline
          className="ops-orders__events"
          items={parcel.events.map((e, i) => ({
            key: `${e.eventTime}-${i}`,
            content: (
              <span>
                <strong>{e.eventText}</strong> · {when(e.eventTime)}
                {e.location && ` · ${e.location}`}
                {e.detail && ` · ${e.detail}`}
              </span>
            ),
          }))}
        />
      )}
    </section>
  );
}
