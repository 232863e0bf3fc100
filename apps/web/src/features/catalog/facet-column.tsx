import { useEffect, useId, useRef } from 'react';
import { Button, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Facet } from '@emall/contract';
import type { NumericRange } from './catalog-filter-state';
import { formatCount } from './catalog-format';
import { FacetRange } from './facet-range';
import { facetOptions, isNumericFacet } from './facet-options';

/** Room above the first chosen value when the list scrolls to it, so that it reads as part of the list. */
const FIRST_CHOSEN_MARGIN = 24;

interface FacetColumnProps {
  facet: Facet;
  chosen: readonly string[];
  range: NumericRange | undefined;
  onToggle: (value: string) => void;
  onRange: (range: NumericRange) => void;
  onClear: () => void;
}

/**
 * One parameter of the filter table: its name (and unit), every value present among the filtered parts with
 * their count, several tickable; a numeric parameter also takes a min/max range of the present values.
 */
export function FacetColumn({ facet, chosen, range, onToggle, onRange, onClear }: FacetColumnProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const options = facetOptions(facet, chosen);
  const valuesRef = useRef<HTMLDivElement>(null);
  // A chosen value (from a bookmarked address) may sit far down a long list: show the first one on arrival.
  useEffect(() => {
    const list = valuesRef.current;
    const first = list?.querySelector<HTMLElement>('.ant-checkbox-wrapper-checked');
    if (list && first) list.scrollTop = first.offsetTop - FIRST_CHOSEN_MARGIN;
  }, []);
  const isFiltered = chosen.length > 0 || range !== undefined;
  return (
    <section
      className={isFiltered ? 'facet facet--filtered' : 'facet'}
      aria-labelledby={headingId}
      data-facet={facet.code}
    >
      <div className="facet__head">
        <h3 id={headingId} className="facet__name" title={facet.name}>
          {facet.name}
          {facet.unit && (
            <>
              {' '}
              <span className="facet__unit">({facet.unit})</span>
            </>
          )}
        </h3>
        {isFiltered && (
          <Button
            type="link"
            size="small"
            className="facet__clear"
            aria-label={t('catalog.filters.clearOne', { name: facet.name })}
            onClick={onClear}
          >
            {t('catalog.filters.clear')}
          </Button>
        )}
      </div>
      <div
        ref={valuesRef}
        className="facet__values"
        role="group"
        aria-label={t('catalog.filters.valuesOf', { name: facet.name })}
      >
        {options.map((option) => (
          <Checkbox
            key={option.value}
            className="facet__value"
            checked={chosen.includes(option.value)}
            disabled={option.count === 0 && !chosen.includes(option.value)}
            onChange={() => {
              onToggle(option.value);
            }}
          >
            <span title={option.label}>{option.label}</span>{' '}
            <span className="catalog-count">({formatCount(option.count)})</span>
          </Checkbox>
        ))}
      </div>
      {facet.more && <p className="facet__more">{t('catalog.filters.more')}</p>}
      {isNumericFacet(facet) && <FacetRange facet={facet} range={range} onChange={onRange} />}
    </section>
  );
}
