import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EnquiryDetail, EnquiryLine } from '@emall/contract';
import { Money, UNIT_PRICE_DECIMALS } from '../../ui/money';
import { ResponsiveTable } from '../../ui/responsive-table';
import type { TableColumn } from '../../ui/table-cells';
import { useIsPhone } from '../../ui/use-is-phone';
import { toaster } from '../../api/toaster';
import { useAddQuotedToCart, useEnquiryDetail } from './api/use-enquiries';
import { EnquiryStatusTag } from './enquiry-status-tag';

const dash = '—';

/** One enquiry with its lines and the seller's prices; valid quotes go to the cart at the quoted price. */
export function EnquiryDetailDrawer({
  enquiryId,
  onClose,
}: {
  enquiryId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, isFetching } = useEnquiryDetail(enquiryId);
  const isPhone = useIsPhone();
  return (
    <Drawer
      open={enquiryId !== null}
      onClose={onClose}
      size={isPhone ? '100%' : 1080}
      title={data ? t('enquiry.detail.title', { no: data.enquiryNo }) : t('enquiry.page.title')}
      loading={isFetching && !data}
    >
      {data && <DetailBody detail={data} />}
    </Drawer>
  );
}

function DetailBody({ detail }: { detail: EnquiryDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addQuotedToCart = useAddQuotedToCart();
  const [addingId, setAddingId] = useState<string | null>(null);
  const buyable = detail.lines.filter((l) => l.canAddToCart);

  const add = async (lineIds?: string[]) => {
    setAddingId(lineIds?.[0] ?? 'all');
    try {
      const answer = await addQuotedToCart(detail.enquiryId, lineIds);
      toaster.success(t('enquiry.detail.added', { n: answer.added }));
      await navigate('/shopping_cart');
    } catch {
      // The client showed the server's message (an expired quote, the quantity rules).
    } finally {
      setAddingId(null);
    }
  };

  const price = (value: string | null) =>
    value === null ? dash : <Money value={value} decimals={UNIT_PRICE_DECIMALS} />;
  const columns: TableColumn<EnquiryLine>[] = [
    { key: 'no', width: 44, title: t('enquiry.col.lineNo'), dataIndex: 'lineNo' },
    {
      key: 'part',
      width: 210,
      title: t('enquiry.col.mfrPartNumber'),
      render: (_: unknown, l) => (
        <div>
          <strong>{l.mfrPartNumber}</strong>
          {l.brand && <div className="enquiry-detail__muted">{l.brand}</div>}
          <div className="enquiry-detail__muted">
            {l.matchedPartNumber
              ? `${t('enquiry.detail.matched')}: ${l.matchedPartNumber} (${l.matchedBrandCode ?? ''})`
              : t('enquiry.detail.noMatch')}
          </div>
          {l.custPn && (
            <div className="enquiry-detail__muted">{`${t('enquiry.col.custPn')}: ${l.custPn}`}</div>
          )}
        </div>
      ),
    },
    { key: 'qty', width: 80, title: t('enquiry.col.quantity'), dataIndex: 'quantity' },
    {
      key: 'target',
      width: 110,
      title: t('enquiry.col.targetPrice'),
      render: (_: unknown, l) => price(l.targetPrice),
    },
    {
      key: 'date',
      width: 100,
      title: t('enquiry.col.deliveryDate'),
      render: (_: unknown, l) => l.deliveryDate ?? dash,
    },
    {
      key: 'quoted',
      width: 150,
      title: t('enquiry.detail.quotedPrice'),
      render: (_: unknown, l) =>
        l.quotedUnitPrice === null ? (
          t('enquiry.detail.notQuoted')
        ) : (
          <div>
            {price(l.quotedUnitPrice)}
            {l.sellerRemarks && <div className="enquiry-detail__muted">{l.sellerRemarks}</div>}
          </div>
        ),
    },
    {
      key: 'quotedQty',
      width: 80,
      title: t('enquiry.detail.quotedQty'),
      render: (_: unknown, l) => l.quotedQty ?? dash,
    },
    {
      key: 'amount',
      width: 130,
      title: t('enquiry.detail.quotedAmount'),
      render: (_: unknown, l) =>
        l.quotedAmount === null ? dash : <Money value={l.quotedAmount} decimals={UNIT_PRICE_DECIMALS} />,
    },
    {
      key: 'action',
      width: 120,
      title: t('enquiry.col.action'),
      render: (_: unknown, l) =>
        l.canAddToCart && (
          <Button size="small" loading={addingId === l.lineId} onClick={() => void add([l.lineId])}>
            {t('enquiry.detail.addToCart')}
          </Button>
        ),
    },
  ];

  return (
    <div className="enquiry-detail">
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label={t('enquiry.list.status')}>
          <EnquiryStatusTag status={detail.status} name={detail.statusName} />
        </Descriptions.Item>
        <Descriptions.Item label={t('enquiry.list.createTime')}>
          {dayjs(detail.createTime).format('YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
        <Descriptions.Item label={t('enquiry.list.staff')}>{detail.staffName}</Descriptions.Item>
        {detail.remarks && (
          <Descriptions.Item label={t('enquiry.detail.remarks')}>{detail.remarks}</Descriptions.Item>
        )}
      </Descriptions>
      {detail.validUntil && (detail.status === 'QUOTED' || detail.status === 'ORDERED') && (
        <Alert type="info" showIcon title={t('enquiry.detail.validHint', { date: detail.validUntil })} />
      )}
      {detail.validUntil && detail.status === 'EXPIRED' && (
        <Alert type="warning" showIcon title={t('enquiry.detail.expiredHint', { date: detail.validUntil })} />
      )}
      {/* On a phone each line is a card: the part heads it, the button ends it. */}
      <ResponsiveTable<EnquiryLine>
        className="enquiry-detail__lines"
        rowKey="lineId"
        size="small"
        tableLayout="fixed"
        dataSource={detail.lines}
        columns={columns}
        phone={{
          headKeys: ['no', 'part'],
          actionKeys: ['action'],
          cardLabel: (line) => `${line.lineNo} ${line.mfrPartNumber}`,
        }}
      />
      {buyable.length > 0 && (
        <div className="enquiry-detail__footer">
          <Button type="primary" loading={addingId === 'all'} onClick={() => void add()}>
            {t('enquiry.detail.addAllToCart')}
          </Button>
        </div>
      )}
    </div>
  );
}
