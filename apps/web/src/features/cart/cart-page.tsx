import { useState } from 'react';
import { Alert, App, Button, Empty, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartLine } from '@emall/contract';
import { toaster } from '../../api/toaster';
import { ProductTable } from '../../ui/product-table';
import { nextSortOrder } from '../../ui/stock-sort-control';
import type { SortOrder } from '../../ui/stock-sort-control';
import { RequireLogin } from '../../ui/require-login';
import { useCart, useCartChanges } from './api/use-cart';
import { useCartActions } from './cart-actions';
import { CART_PHONE_LAYOUT, useCartColumns } from './cart-columns';
import { lineAmount } from './cart-lines';
import { CartUpload } from './cart-upload';
import { useCartQuantity } from './use-cart-quantity';
import { useCartSelection } from './use-cart-selection';
import './cart.css';

/** /shopping_cart: the cart needs a logged-in buyer. */
export function CartPage() {
  return (
    <RequireLogin>
      <CartView />
    </RequireLogin>
  );
}

const NO_LINES: CartLine[] = [];

/** Lines a page of the cart shows; the cart is read whole (at most its capacity) and paged here. */
const CART_PAGE_SIZE = 20;

/** The lines by stock (the shop's sellable stock, as the search sorts), or in the cart's own order. */
function sortedLines(lines: readonly CartLine[], order: SortOrder | undefined): readonly CartLine[] {
  if (!order) return lines;
  const sign = order === 'asc' ? 1 : -1;
  return [...lines].sort((a, b) => sign * (a.emallRedundantStockQty - b.emallRedundantStockQty));
}

/**
 * The cart on the shared product table: prices with or without tax, quantities under the package rules
 * (docs/orders.md), custom part numbers, the selection kept on the server, delete, export, upload and settle.
 * Everything here (tax mode, selection, dialogs) lives as long as the page: leaving it resets the cart's
 * state.
 */
function CartView() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { data, isPending } = useCart();
  const changes = useCartChanges();
  const [withTax, setWithTax] = useState(true);
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [today] = useState(() => new Date());
  const [sortOrder, setSortOrder] = useState<SortOrder | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const lines = data?.list ?? NO_LINES;
  const sorted = sortedLines(lines, sortOrder);
  // A page emptied by deletes shows the last page left.
  const lastPage = Math.max(1, Math.ceil(sorted.length / CART_PAGE_SIZE));
  const page = Math.min(pageNo, lastPage);
  const pageLines = sorted.slice((page - 1) * CART_PAGE_SIZE, page * CART_PAGE_SIZE);
  const { selectedKeys, changeSelection } = useCartSelection(lines, changes.pushSelection);
  const changeQuantity = useCartQuantity(changes.changeQuantity);

  const confirmDelete = (spuIds: readonly string[]) => {
    modal.confirm({
      title: t('common.hint'),
      content: t('cart.delete.confirm'),
      okText: t('cart.delete.yes'),
      cancelText: t('cart.delete.no'),
      onOk: async () => {
        try {
          await changes.deleteLines(spuIds);
          toaster.success(t('cart.delete.success'));
        } catch {
          toaster.error(t('cart.delete.failed'));
        }
      },
    });
  };

  const columns = useCartColumns({
    withTax,
    today,
    onQuantity: (line, quantity) => void changeQuantity(line, quantity),
    onCustPn: (line, custPn) => changes.changeCustPn(line.spuId, custPn),
    onDelete: (line) => {
      confirmDelete([line.spuId]);
    },
    sortOrder,
    onToggleSort: () => {
      setSortOrder(nextSortOrder(sortOrder));
      setPageNo(1);
    },
  });
  const actions = useCartActions({
    lines,
    selectedKeys,
    withTax,
    onDelete: confirmDelete,
    onOpenUpload: () => {
      setIsUploadOpen(true);
    },
  });

  return (
    <div className="cart-page frame-width">
      <div className="cart-page__head">
        <h1 className="cart-page__title">{t('cart.title')}</h1>
        {data && (
          <span className="cart-page__capacity">
            {t('cart.capacity', { n: lines.length, max: data.capacity })}
          </span>
        )}
        <div className="cart-page__tax">
          <span>{t('cart.tax.label')}</span>
          <Radio.Group
            optionType="button"
            size="small"
            value={withTax ? 'T' : 'F'}
            options={[
              { label: t('cart.tax.included'), value: 'T' },
              { label: t('cart.tax.excluded'), value: 'F' },
            ]}
            onChange={(event) => {
              setWithTax(event.target.value === 'T');
            }}
          />
        </div>
      </div>
      {lines.some((line) => line.shortageFlag === 'T') && (
        <Alert className="cart-page__shortage" type="warning" showIcon title={t('cart.shortageHint')} />
      )}
      <ProductTable<CartLine>
        className="cart-table"
        phone={CART_PHONE_LAYOUT}
        tableLayout="fixed"
        rows={pageLines}
        selectionRows={lines}
        columns={columns}
        isLoading={isPending}
        emptyText={
          isPending ? (
            ' '
          ) : (
            <Empty description={t('cart.empty')}>
              <Link to="/search">
                <Button type="primary">{t('cart.goShopping')}</Button>
              </Link>
            </Empty>
          )
        }
        selection={{
          selectedKeys,
          onChange: changeSelection,
          amountOf: (line) => lineAmount(line, withTax),
          nameOf: (line) => line.mfrPartNumber,
          currency: lines[0]?.currency ?? 'CNY',
        }}
        actions={actions}
        pagination={{
          current: page,
          pageSize: CART_PAGE_SIZE,
          total: lines.length,
          onChange: (next) => {
            setPageNo(next);
          },
        }}
      />
      <CartUpload
        isOpen={isUploadOpen}
        onClose={() => {
          setIsUploadOpen(false);
        }}
        importCustPns={changes.importCustPns}
      />
    </div>
  );
}
