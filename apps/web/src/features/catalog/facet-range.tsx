import { useTranslation } from 'react-i18next';
import type { Facet } from '@emall/contract';
import type { NumericRange } from './catalog-filter-state';
import { formatWithUnit, rangeChoices } from './facet-options';

/**
 * The min/max range of a numeric parameter: two native selects of the values present (type-ahead finds a
 * value; antd's Select cost the category page 24 kB of gzip). A bound from the address that
 * no listed value has any more stays selected, shown as its number with the unit.
 */
export function FacetRange({
  facet,
  range,
  onChange,
}: {
  facet: Facet;
  range: NumericRange | undefined;
  onChange: (range: NumericRange) => void;
}) {
  const { t } = useTranslation();
  const choices = rangeChoices(facet);
  const optionsWith = (bound: number | undefined) => {
    const options = choices.map((choice) => ({ value: choice.num, label: choice.label }));
    if (bound !== undefined && !choices.some((choice) => choice.num === bound)) {
      options.push({ value: bound, label: formatWithUnit(bound, facet.unit) });
      options.sort((a, b) => a.value - b.value);
    }
    return options;
  };
  const min = range?.min;
  const max = range?.max;
  const bound = (
    which: 'min' | 'max',
    value: number | undefined,
    apply: (next: number | undefined) => void,
  ) => (
    <select
      className="facet__bound"
      aria-label={t(which === 'min' ? 'catalog.filters.minOf' : 'catalog.filters.maxOf', {
        name: facet.name,
      })}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => {
        apply(event.target.value === '' ? undefined : Number(event.target.value));
      }}
    >
      <option value="">{t(which === 'min' ? 'catalog.filters.min' : 'catalog.filters.max')}</option>
      {optionsWith(value).map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <div className="facet__range">
      {bound('min', min, (next) => {
        onChange({ min: next, max });
      })}
      <span className="facet__range-dash" aria-hidden="true">
        –
      </span>
      {bound('max', max, (next) => {
        onChange({ min, max: next });
      })}
    </div>
  );
}
