import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { StockQuote } from '@emall/contract';
import { Money, UNIT_PRICE_DECIMALS } from '../../ui/money';
import { detailsPath } from '../../ui/product-links';
import { ResponsiveTable } from '../../ui/responsive-table';
import { useIsPhone } from '../../ui/use-is-phone';

interface StockQuoteTableProps {
  rows: readonly StockQuote[];
  isLoading: boolean;
  pageNo: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at its cap: the total reads "10,000+". */
  isTotalCapped: boolean;
  onPage: (pageNo: number, pageSize: number) => void;
}

/** The spot-stock quotes with pages, quick jump and 'total N items'; on a phone a card per quote. */
export function StockQuoteTable({
  rows,
  isLoading,
  pageNo,
  pageSize,
  total,
  isTotalCapped,
  onPage,
}: StockQuoteTableProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const columns: TableColumnsType<StockQuote> = [
    {
      key: 'mfrPartNumber',
      title: t('global.column.partNumber'),
      render: (_: unknown, row: StockQuote) =>
        row.spuId ? (
          <a href={detailsPath(row.spuId)} target="_blank" rel="noopener noreferrer">
            {row.mfrPartNumber}
          </a>
        ) : (
          row.mfrPartNumber
        ),
    },
    { key: 'brand', title: t('global.column.brand'), dataIndex: 'brandName' },
    { key: 'channel', title: t('global.column.channel'), dataIndex: 'channelCode' },
    {
      key: 'stock',
      title: t('global.column.stock'),
      align: 'right',
      render: (_: unknown, row: StockQuote) => row.stockQty.toLocaleString('en-US'),
    },
    {
      key: 'price',
      title: t('global.column.price'),
      align: 'right',
      render: (_: unknown, row: StockQuote) => (
        <Money value={row.taxPrice} currency={row.currency} decimals={UNIT_PRICE_DECIMALS} />
      ),
    },
    {
      key: 'delivery',
      title: t('global.column.delivery'),
      render: (_: unknown, row: StockQuote) => t('search.delivery.days', { n: row.deliveryCycle }),
    },
    {
      key: 'dateCode',
      title: t('global.column.dateCode'),
      render: (_: unknown, row: StockQuote) => row.dateCode ?? '-',
    },
    {
      key: 'quoteDate',
      title: t('global.column.quoteDate'),
      render: (_: unknown, row: StockQuote) => dayjs(row.quoteDate).format('YYYY-MM-DD'),
    },
  ];
  const showTotal = (n: number) =>
    t('productTable.total', { n: isTotalCapped ? `${n.toLocaleString('en')}+` : n });
  if (isPhone) {
    return (
      <ResponsiveTable<StockQuote>
        className="global-quotes"
        rowKey="quoteId"
        columns={columns}
        dataSource={rows}
        loading={isLoading}
        emptyText={t('global.empty')}
        pagination={{ current: pageNo, pageSize, total, showTotal, onChange: onPage }}
        phone={{ headKeys: ['mfrPartNumber'], cardLabel: (row) => row.mfrPartNumber }}
      />
    );
  }
  return (
    <Table<StockQuote>
      className="global-quotes"
      rowKey="quoteId"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      locale={{ emptyText: t('global.empty') }}
      pagination={{
        current: pageNo,
        pageSize,
        total,
        showQuickJumper: true,
        showSizeChanger: false,
        showTotal,
        onChange: onPage,
        hideOnSinglePage: false,
      }}
    />
  );
}
