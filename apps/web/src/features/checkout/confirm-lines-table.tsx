import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatLineAmount } from '@emall/contract';
import { currencySign, UNIT_PRICE_DECIMALS } from '../../ui/money';
import { Money } from '../../ui/money';
import type { ConfirmLine } from './order-draft';
import { PartNumber } from '../../ui/part-number';
import { ResponsiveTable } from '../../ui/responsive-table';
import type { PhoneCardLayout } from '../../ui/responsive-table';

/** On a phone each line is a card headed by its part, every other column a labelled field. */
const PHONE_LAYOUT: PhoneCardLayout<ConfirmLine> = {
  headKeys: ['part'],
  cardLabel: (line) => line.product.mfrPartNumber,
};

interface ConfirmLinesTableProps {
  lines: readonly ConfirmLine[];
  /** T: prices shown with tax (the cart's choice); the amounts follow. */
  taxFlag: 'T' | 'F';
}

/**
 * The lines being ordered: part, own part number, quantity, price, 6-decimal amount and delivery date; cards on a
 * phone.
 */
export function ConfirmLinesTable({ lines, taxFlag }: ConfirmLinesTableProps) {
  const { t } = useTranslation();
  const withTax = taxFlag === 'T';
  const columns: TableColumnsType<ConfirmLine> = [
    {
      key: 'part',
      title: t('checkout.column.part'),
      render: (_, { product }) => (
        <div className="confirm-line__part">
          <strong>
            <PartNumber value={product.mfrPartNumber} />
          </strong>
          <span>{product.brandName}</span>
          <span className="confirm-line__muted">{product.productCatalogName}</span>
        </div>
      ),
    },
    {
      key: 'custPn',
      title: t('cart.column.custPn'),
      render: (_, line) => line.custPn ?? <span className="confirm-line__muted">—</span>,
    },
    {
      key: 'qty',
      title: t('checkout.column.quantity'),
      align: 'right',
      render: (_, line) => `${line.qty.toLocaleString('en-US')} ${line.product.qtyUnit}`,
    },
    {
      key: 'price',
      title: t(withTax ? 'cart.column.priceIncl' : 'cart.column.priceExcl'),
      align: 'right',
      render: (_, line) => (
        <Money
          value={withTax ? line.taxPrice : line.notTaxPrice}
          currency={line.product.currency}
          decimals={UNIT_PRICE_DECIMALS}
        />
      ),
    },
    {
      key: 'amount',
      title: t(withTax ? 'cart.column.amountIncl' : 'cart.column.amountExcl'),
      align: 'right',
      render: (_, line) => (
        <span className="money confirm-line__amount">
          {currencySign(line.product.currency)}
          {formatLineAmount(withTax ? line.amount : line.noTaxAmount)}
        </span>
      ),
    },
    {
      key: 'delivery',
      title: t('checkout.column.delivery'),
      render: (_, line) => (
        <div className="confirm-line__delivery">
          <span>{line.deliveryDate}</span>
          {line.isShortage && <Tag color="orange">{t('product.shortage.T')}</Tag>}
        </div>
      ),
    },
  ];
  return (
    <ResponsiveTable<ConfirmLine>
      className="confirm-lines"
      size="middle"
      rowKey={(line) => line.product.spuId}
      columns={columns}
      dataSource={lines}
      phone={PHONE_LAYOUT}
    />
  );
}
