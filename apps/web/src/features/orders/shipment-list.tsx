import { Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { ExpressGroup } from '@emall/contract';

const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** One parcel: carrier, tracking number, what is in it, and where it went (newest event first). */
function Shipment({ group }: { group: ExpressGroup }) {
  const { t } = useTranslation();
  return (
    <article className="shipment" aria-label={`${group.carrierName} ${group.expressNo}`}>
      <header className="shipment__head">
        <strong>{t(`order.carrier.${group.carrierCode}`)}</strong>
        <span>
          {t('orders.shipment.trackingNo')}: <Typography.Text copyable>{group.expressNo}</Typography.Text>
        </span>
        <Tag color={group.status === 'DELIVERED' ? 'green' : 'blue'}>
          {t(`order.shipment.${group.status}`)}
        </Tag>
        <span className="shipment__time">
          {t('orders.shipment.shipTime', { time: time(group.shipTime) })}
        </span>
      </header>
      <ul className="shipment__lines">
        {group.lines.map((line) => (
          <li key={line.orderLineId}>
            {line.mfrPartNumber} × {line.quantity.toLocaleString('en-US')} {line.qtyUnit}
          </li>
        ))}
      </ul>
      <Timeline
        className="shipment__events"
        items={group.events.map((event, i) => ({
          key: `${event.eventTime}-${event.eventCode}-${i}`,
          color: event.eventCode === 'EXCEPTION' ? 'red' : i === 0 ? 'blue' : 'gray',
          content: (
            <div className="shipment__event">
              <span className="shipment__event-time">{time(event.eventTime)}</span>
              <strong>{t(`order.logistics.${event.eventCode}`)}</strong>
              <span>{event.location}</span>
              <span className="shipment__event-detail">{event.detail}</span>
            </div>
          ),
        }))}
      />
    </article>
  );
}

/** The order line page shows the order's express groups with their logistics. */
export function ShipmentList({
  groups,
  isLoading,
}: {
  groups: ExpressGroup[] | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="shipments" aria-labelledby="shipments-title">
      <h2 id="shipments-title">{t('orders.shipment.title')}</h2>
      {isLoading ? (
        <Spin />
      ) : !groups || groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.shipment.none')} />
      ) : (
        groups.map((group) => <Shipment key={group.shipmentId} group={group} />)
      )}
    </section>
  );
}
