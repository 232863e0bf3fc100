import { useMemo } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { splitKeywords } from '@emall/contract';
import { BrandFilter } from '../../ui/brand-filter';
import { useProductColumns, useProductPhoneLayout } from '../../ui/product-columns';
import { ProductTable } from '../../ui/product-table';
import { nextSortOrder } from '../../ui/stock-sort-control';
import { useAddToCart } from '../../ui/use-add-to-cart';
import { useBuyNow } from '../../ui/use-buy-now';
import { useRowQuantities } from '../../ui/use-row-quantities';
import { useKeywordPattern } from './api/use-keyword-pattern';
import { useProductSearch } from './api/use-product-search';
import { SearchNoMatch } from './search-no-match';
import { IgnoredWords, MatchCategories, meaningfulWords, UnderstoodTags } from './search-reading';
import { isSearchable, readSearchState, writeSearchState } from './search-state';
import type { SearchState } from './search-state';
import { SearchToolbar } from './search-toolbar';
import './search.css';

/**
 * /search: the results of a search (the box is the page header's: app/frame/header-search.tsx) with the brand
 * filter, the in-stock filter, the order (relevance, stock, unit price at a quantity), pages and the quantity per
 * row; how the query was read and the categories of the matches; when nothing matched, why and what to try. The
 * state lives in the URL, so leaving the page resets it.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const { data, isFetching, isPending, isError } = useProductSearch(state);
  const pattern = useKeywordPattern();
  const keywords = useMemo(() => splitKeywords(state.qryParam, pattern), [state.qryParam, pattern]);
  const { quantityOf, changeQuantity } = useRowQuantities();
  const { addToCart, addingSpuId } = useAddToCart();
  const buyNow = useBuyNow();

  const update = (patch: Partial<SearchState>) => {
    // Any change of the filters starts again at page 1; only paging keeps its page.
    const next = { ...state, pageNo: 1, ...patch };
    setParams(writeSearchState(next));
  };

  const phoneLayout = useProductPhoneLayout();
  const columns = useProductColumns({
    keywords,
    sortOrder: state.sort === 'stock' ? state.sortOrder : undefined,
    onToggleSort: () => {
      update({
        sort: 'stock',
        sortOrder: nextSortOrder(state.sort === 'stock' ? state.sortOrder : undefined),
      });
    },
    quantityOf,
    onQuantity: changeQuantity,
    onAddToCart: (row, qty) => void addToCart(row.spuId, qty),
    onBuyNow: (row, qty) => {
      buyNow(row.spuId, qty);
    },
    addingSpuId,
  });
  const canSearch = isSearchable(state);
  const reading = data?.ext.reading;

  return (
    <div className="search-page frame-width">
      {canSearch ? (
        <>
          <div className="search-page__head">
            <h1 className="search-page__title">
              {state.qryParam ? t('search.title', { q: state.qryParam }) : t('search.titleAll')}
            </h1>
            {data && data.total > 0 && <UnderstoodTags words={meaningfulWords(reading?.understood)} />}
            {data && data.total > 0 && <IgnoredWords words={reading?.ignored ?? []} />}
          </div>
          <MatchCategories categories={reading?.categories ?? []} isLoading={isPending} />
          <BrandFilter
            brands={data?.ext.brands ?? []}
            isLoading={isPending}
            selected={state.brandCodes}
            onChange={(brandCodes) => {
              update({ brandCodes });
            }}
          />
          <SearchToolbar state={state} onChange={update} />
          <ProductTable
            phone={phoneLayout}
            rows={data?.rows ?? []}
            columns={columns}
            isLoading={isPending || isFetching}
            emptyText={
              isError ? (
                t('productTable.empty')
              ) : isPending ? (
                ' '
              ) : (
                <SearchNoMatch query={state.qryParam} reading={reading} />
              )
            }
            pagination={{
              current: state.pageNo,
              pageSize: state.pageSize,
              total: data?.total ?? 0,
              isTotalCapped: data?.ext.totalCapped ?? false,
              onChange: (pageNo, pageSize) => {
                update({ pageNo, pageSize });
              },
            }}
          />
        </>
      ) : (
        <Empty className="search-page__prompt" description={t('search.prompt')} />
      )}
    </div>
  );
}
