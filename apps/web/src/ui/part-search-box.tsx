import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  cleanSearchInput,
  SEARCH_INPUT_REASON_TEXT,
  SEARCH_MAX_LENGTH,
  SUGGESTION_BLUR_HIDE_MS,
  SUGGESTION_DELAY_MS,
  SUGGESTION_LIST_MAX_HEIGHT,
} from '@emall/contract';
import { toaster } from '../api/toaster';
import { useDebouncedValue } from './use-debounced-value';
import { usePartSuggestions } from './use-part-suggestions';
import './part-search-box.css';

export interface PartSearchBoxProps {
  /** The text the box starts with; give the box a `key` to reset it when the search changes outside. */
  defaultValue?: string;
  /** Called with the trimmed part number once it passes SPEC §5's rules. */
  onSearch: (value: string) => void;
  /** A blank search calls onSearch('') instead of being ignored (lists where blank means everything). */
  allowsEmpty?: boolean;
  size?: 'large' | 'middle';
  className?: string;
}

/**
 * The part-number search box (SPEC §5): at most 200 characters; suggestions from 2 valid characters after
 * a 200 ms pause; the list closes 200 ms after the box loses focus (so a click on it still lands) and is
 * at most 200 px high; picking a suggestion searches it. Too short an input is refused with a warning.
 */
export function PartSearchBox({
  defaultValue = '',
  onSearch,
  allowsEmpty = false,
  size = 'large',
  className,
}: PartSearchBoxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [value, setValue] = useState(defaultValue);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const term = useDebouncedValue(value, SUGGESTION_DELAY_MS);
  const { data: suggestions = [] } = usePartSuggestions(term);
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

  const pick = (partNumber: string) => {
    setValue(partNumber);
    submit(partNumber);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!isListShown) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const active = isListShown ? suggestions[activeIndex] : undefined;
      if (active) pick(active.partNumber);
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
          placeholder={t('search.box.placeholder')}
          aria-label={t('search.box.label')}
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
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.box.suggestions')}
          className="part-search-box__list"
          style={{ maxHeight: SUGGESTION_LIST_MAX_HEIGHT }}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.partNumber}
              id={`${listId}-${index}`}
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
                pick(suggestion.partNumber);
              }}
            >
              <span className="part-search-box__part">{suggestion.partNumber}</span>
              <span className="part-search-box__brands">{suggestion.brandCodes.join(' / ')}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
