import { useState } from 'react';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BrandOption } from '@emall/contract';
import './brand-filter.css';

/** Brands shown before the list folds; the rest appear with 'more'. */
const FOLDED_BRAND_COUNT = 12;

/**
 * The brands of a result list as a multi-select filter (/search, /global). A chosen brand
 * the answer does not list (a banner's brand code) stays shown, so it can be unticked. Long lists fold.
 */
export function BrandFilter({
  brands,
  selected,
  onChange,
  isLoading = false,
}: {
  brands: readonly BrandOption[];
  selected: readonly string[];
  onChange: (brandCodes: string[]) => void;
  /** The brands are on their way: an empty box of one row holds their place, so the list below does not jump. */
  isLoading?: boolean;
}) {
  const { t } = useTranslation();
  const [isUnfolded, setIsUnfolded] = useState(false);
  const listed = new Set(brands.map((brand) => brand.brandCode));
  const labelled = (value: string, text: string) => ({ value, label: <span title={text}>{text}</span> });
  const options = [
    ...brands.map((brand) =>
      labelled(brand.brandCode, t('search.brands.option', { name: brand.brandName, n: brand.count })),
    ),
    ...selected.filter((code) => !listed.has(code)).map((code) => labelled(code, code)),
  ];
  if (options.length === 0) {
    return isLoading ? <div className="brand-filter brand-filter--pending" aria-hidden="true" /> : null;
  }
  const isFoldable = options.length > FOLDED_BRAND_COUNT;
  // Chosen brands stay visible while folded.
  const shown =
    isFoldable && !isUnfolded
      ? options.filter((option, index) => index < FOLDED_BRAND_COUNT || selected.includes(option.value))
      : options;
  return (
    <section className="brand-filter" aria-label={t('search.brands.title')}>
      <h2 className="brand-filter__title">{t('search.brands.title')}</h2>
      {/* Each box computes the new selection from `selected`: antd's Checkbox.Group drops from its onChange any
          option whose box has not yet registered with it (an effect after the first render), so a tick that
          comes right after the brands arrive could be lost. */}
      <div className="brand-filter__options">
        {shown.map((option) => (
          <Checkbox
            key={option.value}
            checked={selected.includes(option.value)}
            onChange={(event) => {
              // In the list's order, as the group gave it: the same ticks make the same address.
              const ticked = new Set(selected);
              if (event.target.checked) ticked.add(option.value);
              else ticked.delete(option.value);
              onChange(options.map((o) => o.value).filter((code) => ticked.has(code)));
            }}
          >
            {option.label}
          </Checkbox>
        ))}
      </div>
      <div className="brand-filter__actions">
        {selected.length > 0 && (
          <Button
            type="link"
            size="small"
            onClick={() => {
              onChange([]);
            }}
          >
            {t('search.brands.clear')}
          </Button>
        )}
        {isFoldable && (
          <Button
            type="link"
            size="small"
            aria-expanded={isUnfolded}
            onClick={() => {
              setIsUnfolded((unfolded) => !unfolded);
            }}
          >
            {isUnfolded ? t('search.brands.less') : t('search.brands.more')}
            {isUnfolded ? <UpOutlined /> : <DownOutlined />}
          </Button>
        )}
      </div>
    </section>
  );
}
