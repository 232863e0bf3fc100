import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STOCK_QUOTE_PAGE_SIZE } from '@emall/contract';
import { BrandFilter } from '../../ui/brand-filter';
import { PartSearchBox } from '../../ui/part-search-box';
import { useStockQuotes } from './api/use-stock-quotes';
import type { StockQuoteQuery } from './api/use-stock-quotes';
import { HotPartNumbers } from './hot-part-numbers';
import { StockQuoteTable } from './stock-quote-table';
import './global.css';

const FIRST_PAGE: StockQuoteQuery = {
  qryParam: '',
  brandCodes: [],
  pageNo: 1,
  pageSize: STOCK_QUOTE_PAGE_SIZE,
};

/**
 * /global: global spot-stock direct purchasing. Entering loads the hot part
 * numbers; the spot-stock table below filters by part number and brand, 20 a page.
 */
export function GlobalPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<StockQuoteQuery>(FIRST_PAGE);
  const { data, isFetching } = useStockQuotes(query);

  return (
    <div className="global-page">
      <section className="global-page__hero">
        <div className="frame-width">
          <h1 className="global-page__title">{t('global.title')}</h1>
          <p className="global-page__subtitle">{t('global.subtitle')}</p>
        </div>
      </section>
      <div className="frame-width global-page__body">
        <HotPartNumbers />
        <section className="global-stock" aria-label={t('global.stock.title')}>
          <h2 className="global-page__heading">{t('global.stock.title')}</h2>
          <PartSearchBox
            className="global-stock__search"
            size="middle"
            allowsEmpty
            withCatalogHints={false}
            onSearch={(qryParam) => {
              setQuery((current) => ({ ...current, qryParam, pageNo: 1 }));
            }}
          />
          <BrandFilter
            brands={data?.ext.brands ?? []}
            selected={query.brandCodes}
            onChange={(brandCodes) => {
              setQuery((current) => ({ ...current, brandCodes, pageNo: 1 }));
            }}
          />
          <StockQuoteTable
            rows={data?.rows ?? []}
            isLoading={isFetching}
            pageNo={query.pageNo}
            pageSize={query.pageSize}
            total={data?.total ?? 0}
            isTotalCapped={data?.ext.totalCapped ?? false}
            onPage={(pageNo, pageSize) => {
              setQuery((current) => ({ ...current, pageNo, pageSize }));
            }}
          />
        </section>
      </div>
    </div>
  );
}
