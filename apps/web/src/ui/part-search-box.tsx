import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  cleanSearchInput,
  SEARCH_INPUT_REASON_TEXT,
  SEARCH_MAX_LENGTH,
  SUGGESTION_BLUR_HIDE_MS,
  SUGGESTION_DELAY_MS,
} from '@emall/contract';
import { toaster } from '../api/toaster';
import { brandSearchPath, catalogPath } from './product-links';
import { hintOptions } from './search-hint-options';
import type { HintOption } from './search-hint-options';
import { SearchHintList } from './search-hint-list';
import { useDebouncedValue } from './use-debounced-value';
import { NO_SUGGESTIONS, useSearchSuggestions } from './use-part-suggestions';
import './part-search-box.css';

export interface PartSearchBoxProps {
  /**
   * The text the box starts with, and shows again whenever it changes (a search made elsewhere: the header's box
   * on /search shows the query of the page).
   */
  defaultValue?: string;
  /** Called with the trimmed part number once it passes the search box's rules (rules/part-number.ts). */
  onSearch: (value: string) => void;
  /** A blank search calls onSearch('') instead of being ignored (lists where blank means everything). */
  allowsEmpty?: boolean;
  size?: 'large' | 'middle';
  className?: string;
  /**
   * Also suggest categories (opening their page) and brands (listing their parts); default true. A box that
   * searches something else than the shop's catalog (global spot stock) offers part numbers only.
   */
  withCatalogHints?: boolean;
  /**
   * The box's accessible name when the page holds several boxes (default: the shop's search, or the part-number
   * search for a box without catalog hints).
   */
  label?: string;
}

/**
 * The search box: part numbers, values, brands and categories (docs/search.md); at most 200 characters; suggestions
 * from 2 valid characters after
 * a 200 ms pause; the list closes 200 ms after the box loses focus (so a click on it still lands) and is
 * at most 200 px high; picking a part number searches it, a category opens its page, a brand lists its parts.
 * Too short an input is refused with a warning.
 */
export function PartSearchBox({
  defaultValue = '',
  onSearch,
  allowsEmpty = false,
  size = 'large',
  className,
  withCatalogHints = true,
  label,
}: PartSearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [value, setValue] = useState(defaultValue);
  const [shownDefault, setShownDefault] = useState(defaultValue);
  // A new text from outside replaces what was typed; the same text again leaves the typing alone.
  if (shownDefault !== defaultValue) {
    setShownDefault(defaultValue);
    setValue(defaultValue);
  }
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const term = useDebouncedValue(value, SUGGESTION_DELAY_MS);
  const { data: hints = NO_SUGGESTIONS } = useSearchSuggestions(term);
  const suggestions = hintOptions(hints, withCatalogHints);
  const isListShown = isOpen && suggestions.length > 0 && cleanSearchInput(value).ok;

  useEffect(
    () => () => {
      clearTimeout(blurTimer.current);
    },
    [],
  );

  const submit = (text: string) => {
    const check = cleanSearchInput(text);
    if (!check.ok) {
      if (check.reason === 'EMPTY') {
        if (allowsEmpty) onSearch('');
        return;
      }
      const reason = SEARCH_INPUT_REASON_TEXT[check.reason];
      toaster.warning(t(reason.key, { n: reason.n }));
      return;
    }
    setIsOpen(false);
    setActiveIndex(-1);
    onSearch(check.value);
  };

  const pick = (option: HintOption) => {
    switch (option.kind) {
      case 'partNumber':
        setValue(option.partNumber);
        submit(option.partNumber);
        return;
      case 'category':
        setIsOpen(false);
        setActiveIndex(-1);
        void navigate(catalogPath(option.catalogId));
        return;
      case 'brand':
        setIsOpen(false);
        setActiveIndex(-1);
        void navigate(brandSearchPath(option.brandCode));
        return;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!isListShown) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no choice, down starts at the first option and up at the last.
      setActiveIndex((index) =>
        index < 0
          ? step > 0
            ? 0
            : suggestions.length - 1
          : (index + step + suggestions.length) % suggestions.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const active = isListShown ? suggestions[activeIndex] : undefined;
      if (active) pick(active);
      else submit(value);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  };

  const activeId = isListShown && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined;
  return (
    <div className={className ? `part-search-box ${className}` : 'part-search-box'}>
      <Space.Compact className="part-search-box__row">
        <Input
          size={size}
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={withCatalogHints ? t('search.box.placeholder') : t('search.box.partNumberPlaceholder')}
          aria-label={label ?? (withCatalogHints ? t('search.box.label') : t('search.box.partNumberLabel'))}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isListShown}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          allowClear
          onChange={(event) => {
            setValue(event.target.value);
            setActiveIndex(-1);
            setIsOpen(true);
          }}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setIsOpen(true);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(() => {
              setIsOpen(false);
            }, SUGGESTION_BLUR_HIDE_MS);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          size={size}
          type="primary"
          icon={<SearchOutlined />}
          onClick={() => {
            submit(value);
          }}
        >
          {t('search.box.submit')}
        </Button>
      </Space.Compact>
      {isListShown && (
        <SearchHintList id={listId} options={suggestions} activeIndex={activeIndex} onPick={pick} />
      )}
    </div>
  );
}
