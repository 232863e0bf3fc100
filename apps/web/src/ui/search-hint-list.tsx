import { AppstoreOutlined, TagOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_LIST_MAX_HEIGHT } from '@emall/contract';
import { HINT_GROUPS } from './search-hint-options';
import type { HintGroup, HintOption } from './search-hint-options';

/** Group headings (literal keys, so the text check finds them). */
const GROUP_TEXTS: Readonly<Record<HintGroup, string>> = {
  partNumber: 'catalog.hints.partNumbers',
  category: 'catalog.hints.categories',
  brand: 'catalog.hints.brands',
};

interface SearchHintListProps {
  id: string;
  options: readonly HintOption[];
  activeIndex: number;
  onPick: (option: HintOption) => void;
}

/**
 * The search box's suggestions: a listbox with a heading per group (part numbers, categories, brands) when
 * more than part numbers are offered. Options keep one index across the groups, as the keyboard walks them.
 */
export function SearchHintList({ id, options, activeIndex, onPick }: SearchHintListProps) {
  const { t } = useTranslation();
  const groups = HINT_GROUPS.map((group) => ({
    group,
    entries: options
      .map((option, index) => ({ option, index }))
      .filter(({ option }) => option.kind === group),
  })).filter(({ entries }) => entries.length > 0);
  const hasHeadings = groups.some(({ group }) => group !== 'partNumber');

  const renderOption = (option: HintOption, index: number) => (
    <li
      key={option.key}
      id={`${id}-${index}`}
      role="option"
      aria-selected={index === activeIndex}
      className={
        index === activeIndex
          ? 'part-search-box__option part-search-box__option--active'
          : 'part-search-box__option'
      }
      // Keeps the focus in the box: the click lands before the list's blur timer.
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      onClick={() => {
        onPick(option);
      }}
    >
      <OptionContent option={option} />
    </li>
  );

  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('search.box.suggestions')}
      className="part-search-box__list"
      style={{ maxHeight: SUGGESTION_LIST_MAX_HEIGHT }}
    >
      {hasHeadings
        ? groups.map(({ group, entries }) => (
            <li key={group} role="presentation">
              <div className="part-search-box__group" id={`${id}-${group}`} aria-hidden="true">
                {t(GROUP_TEXTS[group])}
              </div>
              <ul role="group" aria-labelledby={`${id}-${group}`} className="part-search-box__group-list">
                {entries.map(({ option, index }) => renderOption(option, index))}
              </ul>
            </li>
          ))
        : options.map((option, index) => renderOption(option, index))}
    </ul>
  );
}

function OptionContent({ option }: { option: HintOption }) {
  switch (option.kind) {
    case 'partNumber':
      return (
        <>
          <span className="part-search-box__part">{option.partNumber}</span>
          <span className="part-search-box__brands">{option.brandCodes.join(' / ')}</span>
        </>
      );
    case 'category':
      return (
        <>
          <span className="part-search-box__part">
            <AppstoreOutlined className="part-search-box__icon" aria-hidden="true" />
            {option.parentName && <span className="part-search-box__parent">{option.parentName} › </span>}
            {option.name}
          </span>
          <span className="part-search-box__brands">{option.count.toLocaleString('en-US')}</span>
        </>
      );
    case 'brand':
      return (
        <span className="part-search-box__part">
          <TagOutlined className="part-search-box__icon" aria-hidden="true" />
          {option.brandName}
        </span>
      );
  }
}
