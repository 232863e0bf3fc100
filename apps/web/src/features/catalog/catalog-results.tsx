import { useRef } from 'react';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CatalogPage } from '@emall/contract';
import { useProductColumns, useProductPhoneLayout } from '../../ui/product-columns';
import { ProductTable } from '../../ui/product-table';
import { useAddToCart } from '../../ui/use-add-to-cart';
import { useBuyNow } from '../../ui/use-buy-now';
import { useRowQuantities } from '../../ui/use-row-quantities';
import { clearFilters, hasFilters } from './catalog-filter-state';
import type { CatalogFilterState } from './catalog-filter-state';

/** Room above the table's head when a new page scrolls back to it (the toolbar's height). */
const PAGE_TOP_MARGIN = 60;

interface CatalogResultsProps {
  page: CatalogPage | undefined;
  isLoading: boolean;
  state: CatalogFilterState;
  onChange: (next: CatalogFilterState) => void;
}

/**
 * The category's parts in the shared product table, with the search page's columns: each row starts at the
 * quantity the prices are shown for (the server answers it as the row's quantity). The stock column's sort
 * control sorts by stock, as on the search page.
 */
export function CatalogResults({ page, isLoading, state, onChange }: CatalogResultsProps) {
  const { t } = useTranslation();
  const sectionRef = useRef<HTMLElement>(null);
  const { quantityOf, changeQuantity } = useRowQuantities();
  const { addToCart, addingSpuId } = useAddToCart();
  const buyNow = useBuyNow();
  const phoneLayout = useProductPhoneLayout();
  const columns = useProductColumns({
    keywords: [],
    sortOrder: state.sort === 'stock' ? state.order : undefined,
    onToggleSort: () => {
      const order = state.sort === 'stock' && state.order === 'desc' ? 'asc' : 'desc';
      onChange({ ...state, sort: 'stock', order, pageNo: 1 });
    },
    quantityOf,
    onQuantity: changeQuantity,
    onAddToCart: (row, qty) => void addToCart(row.spuId, qty),
    onBuyNow: (row, qty) => {
      buyNow(row.spuId, qty);
    },
    addingSpuId,
  });

  const empty = !page ? (
    ' '
  ) : hasFilters(state) ? (
    <Empty description={t('catalog.empty.filtered')}>
      <Button
        type="primary"
        onClick={() => {
          onChange(clearFilters(state));
        }}
      >
        {t('catalog.filters.clearAll')}
      </Button>
    </Empty>
  ) : (
    <Empty description={t('catalog.empty.category')} />
  );

  return (
    <section ref={sectionRef} className="catalog-results" aria-label={t('catalog.page.results')}>
      <ProductTable
        phone={phoneLayout}
        rows={page?.rows ?? []}
        columns={columns}
        isLoading={isLoading}
        emptyText={empty}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: page?.total ?? 0,
          isTotalCapped: page?.totalCapped ?? false,
          onChange: (pageNo, pageSize) => {
            onChange({ ...state, pageNo, pageSize });
            // The pages are turned at the table's foot: the next page is read from its head.
            const top = sectionRef.current?.getBoundingClientRect().top;
            if (top !== undefined && top < 0)
              window.scrollTo({ top: window.scrollY + top - PAGE_TOP_MARGIN });
          },
        }}
      />
    </section>
  );
}
