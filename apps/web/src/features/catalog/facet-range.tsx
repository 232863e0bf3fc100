import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Facet } from '@emall/contract';
import type { NumericRange } from './catalog-filter-state';
import { formatWithUnit, rangeChoices } from './facet-options';

/**
 * The min/max range of a numeric parameter: two selects of the values present. A bound from the address that
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
  return (
    <div className="facet__range">
      <Select<number>
        size="small"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        className="facet__bound"
        placeholder={t('catalog.filters.min')}
        aria-label={t('catalog.filters.minOf', { name: facet.name })}
        value={min}
        options={optionsWith(min)}
        onChange={(value: number | undefined) => {
          onChange({ min: value ?? undefined, max });
        }}
      />
      <span className="facet__range-dash" aria-hidden="true">
        –
      </span>
      <Select<number>
        size="small"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        className="facet__bound"
        placeholder={t('catalog.filters.max')}
        aria-label={t('catalog.filters.maxOf', { name: facet.name })}
        value={max}
        options={optionsWith(max)}
        onChange={(value: number | undefined) => {
          onChange({ min, max: value ?? undefined });
        }}
      />
    </div>
  );
}
