import { CloseOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BrandOption, Facet } from '@emall/contract';
import { clearFilters, clearParameter, filteredCodes, hasFilters } from './catalog-filter-state';
import type { CatalogFilterState } from './catalog-filter-state';
import { rangeBounds } from './facet-options';

interface AppliedFiltersProps {
  state: CatalogFilterState;
  /** The answer's facets and brands name what the address holds as codes; before it comes, codes are shown. */
  facets: readonly Facet[];
  brands: readonly BrandOption[];
  onChange: (next: CatalogFilterState) => void;
}

/**
 * Every filter in force as a tag that removes it, and one button that removes them all. It reads the address,
 * not the answer, so it is right the moment a value is ticked.
 */
export function AppliedFilters({ state, facets, brands, onChange }: AppliedFiltersProps) {
  const { t } = useTranslation();
  if (!hasFilters(state)) return null;
  const facetOf = (code: string) => facets.find((facet) => facet.code === code);

  const rangeText = (code: string) => {
    const range = state.ranges[code];
    if (!range) return undefined;
    const { min, max } = rangeBounds(facetOf(code), range);
    if (min !== undefined && max !== undefined) return t('catalog.filters.rangeBetween', { min, max });
    return min !== undefined
      ? t('catalog.filters.rangeFrom', { min })
      : t('catalog.filters.rangeTo', { max });
  };
  const valuesText = (code: string) => {
    const labels = (state.values[code] ?? []).map(
      (value) => facetOf(code)?.values.find((v) => v.value === value)?.label ?? value,
    );
    return labels.length > 0 ? labels.join(', ') : undefined;
  };

  const tags = filteredCodes(state).map((code) => {
    const name = facetOf(code)?.name ?? code;
    const text = [valuesText(code), rangeText(code)].filter(Boolean).join('; ');
    return {
      key: `p:${code}`,
      name,
      text,
      onClose: () => {
        onChange(clearParameter(state, code));
      },
    };
  });
  if (state.brandCodes.length > 0) {
    const names = state.brandCodes.map((code) => brands.find((b) => b.brandCode === code)?.brandName ?? code);
    tags.push({
      key: 'brand',
      name: t('search.brands.title'),
      text: names.join(', '),
      onClose: () => {
        onChange({ ...state, brandCodes: [], pageNo: 1 });
      },
    });
  }
  if (state.inStockOnly) {
    tags.push({
      key: 'stock',
      name: t('search.filter.hasStock'),
      text: '',
      onClose: () => {
        onChange({ ...state, inStockOnly: false, pageNo: 1 });
      },
    });
  }

  return (
    <section className="applied-filters" aria-label={t('catalog.filters.applied')}>
      <span className="catalog-muted">{t('catalog.filters.applied')}</span>
      {tags.map((tag) => (
        <Tag key={tag.key} className="applied-filters__tag">
          {tag.text ? (
            <>
              <span className="applied-filters__name">{tag.name}:</span> {tag.text}
            </>
          ) : (
            tag.name
          )}
          <button
            type="button"
            className="applied-filters__remove"
            aria-label={t('catalog.filters.clearOne', { name: tag.name })}
            onClick={tag.onClose}
          >
            <CloseOutlined aria-hidden />
          </button>
        </Tag>
      ))}
      <Button
        type="link"
        size="small"
        onClick={() => {
          onChange(clearFilters(state));
        }}
      >
        {t('catalog.filters.clearAll')}
      </Button>
    </section>
  );
}
