import { Button, Card, Rate } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SampleOrder } from '@emall/contract';
import { Money, UNIT_PRICE_DECIMALS } from '../../ui/money';
import { ResponsiveTable } from '../../ui/responsive-table';
import { SampleStatusTag } from './sample-status-tag';

/**
 * One sample request of my samples: state, address, lines (a card each on a phone, headed by the part), the
 * rating given or the way to give one.
 */
export function MySampleCard({
  order,
  onRate,
}: {
  order: SampleOrder;
  onRate: (sampleReqId: string) => void;
}) {
  const { t } = useTranslation();
  const title = t('sample.mine.request', { no: order.sampleReqNo });
  return (
    <Card
      className="my-samples__card"
      size="small"
      role="article"
      aria-label={title}
      title={
        <>
          {title} <SampleStatusTag status={order.status} name={order.statusName} />
        </>
      }
      extra={
        order.canFeedback && (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              onRate(order.sampleReqId);
            }}
          >
            {t('sample.mine.rate')}
          </Button>
        )
      }
    >
      <div className="my-samples__meta">
        <span>
          {t('sample.mine.createTime')}: {dayjs(order.createTime).format('YYYY-MM-DD HH:mm')}
        </span>
        <span>
          {t('sample.mine.address')}: {order.recipient} {order.contactPhone1} {order.regionPath}{' '}
          {order.detailAddr}
        </span>
        {order.projectName && (
          <span>
            {t('sample.mine.project')}: {order.projectName}
          </span>
        )}
        <span>
          {t('sample.cart.total')}: <Money value={order.amount} />
        </span>
        {order.trackingNo && (
          <span>
            {t('sample.mine.shipment')}:{' '}
            {t('sample.mine.trackingNo', { carrier: order.carrier ?? '', trackingNo: order.trackingNo })}
          </span>
        )}
        {order.rejectReason && (
          <span>
            {t('sample.mine.rejectReason')}: {order.rejectReason}
          </span>
        )}
      </div>
      <ResponsiveTable
        className="my-samples__lines"
        rowKey="spuId"
        size="small"
        dataSource={order.lines}
        phone={{ headKeys: ['part'], cardLabel: (line) => line.mfrPartNumber }}
        columns={[
          {
            title: t('sample.list.part'),
            key: 'part',
            render: (_, line) => <span className="my-samples__part">{line.mfrPartNumber}</span>,
          },
          { title: t('sample.list.brand'), dataIndex: 'brandCode', key: 'brand' },
          { title: t('sample.list.qty'), dataIndex: 'qty', key: 'qty' },
          {
            title: t('sample.mine.unitPrice'),
            key: 'unitPrice',
            render: (_, line) => <Money value={line.unitPrice} decimals={UNIT_PRICE_DECIMALS} />,
          },
          {
            title: t('sample.cart.amount'),
            key: 'amount',
            render: (_, line) => <Money value={line.amount} />,
          },
        ]}
      />
      {order.feedback && (
        <div className="my-samples__feedback">
          {t('sample.mine.feedback')}: <Rate disabled value={order.feedback.rating} />{' '}
          <span>{order.feedback.feedbackText}</span>
        </div>
      )}
    </Card>
  );
}
