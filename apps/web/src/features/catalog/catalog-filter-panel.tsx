import { Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CatalogPage } from '@emall/contract';
import { BrandFilter } from '../../ui/brand-filter';
import { clearParameter, toggleValue, withRange } from './catalog-filter-state';
import type { CatalogFilterState } from './catalog-filter-state';
import { formatCount } from './catalog-format';
import { FacetColumn } from './facet-column';

interface CatalogFilterPanelProps {
  page: CatalogPage | undefined;
  state: CatalogFilterState;
  onChange: (next: CatalogFilterState) => void;
}

/**
 * The filter table: the in-stock switch with its count, the brands, then one column per parameter. The counts
 * are the server's for the filters in force, so they change as values are ticked. Before the first answer a
 * block of the table's height holds its place.
 */
export function CatalogFilterPanel({ page, state, onChange }: CatalogFilterPanelProps) {
  const { t } = useTranslation();
  return (
    <section className="catalog-filters" aria-labelledby="catalog-filters-title">
      <div className="catalog-filters__head">
        <h2 id="catalog-filters-title" className="catalog-filters__title">
          {t('catalog.filters.title')}
        </h2>
        <label className="catalog-filters__stock">
          <Switch
            size="small"
            checked={state.inStockOnly}
            onChange={(checked) => {
              onChange({ ...state, inStockOnly: checked, pageNo: 1 });
            }}
          />
          {t('catalog.filters.inStock', { n: page ? formatCount(page.inStock) : '…' })}
        </label>
      </div>
      {page ? (
        <>
          <BrandFilter
            brands={page.brands}
            selected={state.brandCodes}
            onChange={(brandCodes) => {
              onChange({ ...state, brandCodes, pageNo: 1 });
            }}
          />
          {page.facets.length > 0 ? (
            <div className="facet-table">
              {page.facets.map((facet) => (
                <FacetColumn
                  key={facet.code}
                  facet={facet}
                  chosen={state.values[facet.code] ?? []}
                  range={state.ranges[facet.code]}
                  onToggle={(value) => {
                    onChange(toggleValue(state, facet.code, value));
                  }}
                  onRange={(range) => {
                    onChange(withRange(state, facet.code, range));
                  }}
                  onClear={() => {
                    onChange(clearParameter(state, facet.code));
                  }}
                />
              ))}
            </div>
          ) : (
            <p className="catalog-muted catalog-filters__none">{t('catalog.filters.none')}</p>
          )}
        </>
      ) : (
        <div className="catalog-filters__skeleton" aria-busy="true">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      )}
    </section>
  );
}
