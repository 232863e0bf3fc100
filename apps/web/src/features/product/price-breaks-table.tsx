import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product } from '@emall/contract';
import { Money, UNIT_PRICE_DECIMALS } from '../../ui/money';

type PriceBreak = Product['priceBreaks'][number];

/** The quantity ranges with their prices, tax included and excluded; the break of the chosen quantity marked. */
export function PriceBreaksTable({
  product,
  activeFrom,
}: {
  product: Product;
  activeFrom?: number | undefined;
}) {
  const { t } = useTranslation();
  const rows = [...product.priceBreaks].sort((a, b) => a.qtyFrom - b.qtyFrom);
  const columns: TableColumnsType<PriceBreak> = [
    {
      key: 'qty',
      title: t('product.detail.qtyRange'),
      render: (_: unknown, row: PriceBreak) =>
        row.qtyTo === null
          ? t('product.detail.qtyFrom', { n: row.qtyFrom.toLocaleString('en-US') })
          : t('product.detail.qtyBetween', {
              from: row.qtyFrom.toLocaleString('en-US'),
              to: row.qtyTo.toLocaleString('en-US'),
            }),
    },
    {
      key: 'taxPrice',
      title: t('product.detail.taxPrice'),
      render: (_: unknown, row: PriceBreak) => (
        <Money
          className="product-prices__tax"
          value={row.taxPrice}
          currency={product.currency}
          decimals={UNIT_PRICE_DECIMALS}
        />
      ),
    },
    {
      key: 'notTaxPrice',
      title: t('product.detail.notTaxPrice'),
      render: (_: unknown, row: PriceBreak) => (
        <Money value={row.notTaxPrice} currency={product.currency} decimals={UNIT_PRICE_DECIMALS} />
      ),
    },
  ];
  return (
    <Table<PriceBreak>
      className="product-prices"
      size="small"
      rowKey="qtyFrom"
      columns={columns}
      dataSource={rows}
      pagination={false}
      rowClassName={(row) => (row.qtyFrom === activeFrom ? 'product-prices__row--active' : '')}
      onRow={(row) => (row.qtyFrom === activeFrom ? { 'aria-current': 'true' } : {})}
    />
  );
}
