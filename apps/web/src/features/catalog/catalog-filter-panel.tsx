import { useState } from 'react';
import type { ReactNode } from 'react';
import { FilterOutlined } from '@ant-design/icons';
import { Button, Drawer, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CatalogPage } from '@emall/contract';
import { BrandFilter } from '../../ui/brand-filter';
import { useIsPhone } from '../../ui/use-is-phone';
import { clearParameter, filterCount, toggleValue, withRange } from './catalog-filter-state';
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
 * block of the table's height holds its place. On a phone the brands and parameters open in a drawer from a
 * "Filters (n)" button, one parameter under the other, so no name is cut short; the filters in force stay in
 * view as tags above the results (AppliedFilters).
 */
export function CatalogFilterPanel({ page, state, onChange }: CatalogFilterPanelProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const stockSwitch = (
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
  );
  const body = <FilterBody page={page} state={state} onChange={onChange} />;

  if (isPhone) {
    return (
      <section className="catalog-filters catalog-filters--phone" aria-label={t('catalog.filters.title')}>
        <div className="catalog-filters__head">
          <Button
            icon={<FilterOutlined aria-hidden />}
            aria-haspopup="dialog"
            aria-expanded={isDrawerOpen}
            onClick={() => {
              setIsDrawerOpen(true);
            }}
          >
            {t('catalog.filters.open', { n: filterCount(state) })}
          </Button>
          {stockSwitch}
        </div>
        <Drawer
          className="catalog-filters-drawer"
          placement="bottom"
          size="85%"
          title={t('catalog.filters.title')}
          open={isDrawerOpen}
          onClose={() => {
            setIsDrawerOpen(false);
          }}
          footer={
            <Button
              type="primary"
              block
              onClick={() => {
                setIsDrawerOpen(false);
              }}
            >
              {t('catalog.filters.done', {
                n: page ? `${formatCount(page.total)}${page.totalCapped ? '+' : ''}` : '…',
              })}
            </Button>
          }
        >
          {body}
        </Drawer>
      </section>
    );
  }
  return (
    <section className="catalog-filters" aria-labelledby="catalog-filters-title">
      <div className="catalog-filters__head">
        <h2 id="catalog-filters-title" className="catalog-filters__title">
          {t('catalog.filters.title')}
        </h2>
        {stockSwitch}
      </div>
      {body}
    </section>
  );
}

/** The brands and the parameters' columns, or a placeholder of their height before the first answer. */
function FilterBody({ page, state, onChange }: CatalogFilterPanelProps): ReactNode {
  const { t } = useTranslation();
  if (!page) {
    return (
      <div className="catalog-filters__skeleton" aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  return (
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
  );
}
