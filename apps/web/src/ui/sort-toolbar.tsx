import { useId, useState } from 'react';
import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// The input alone (as in the quantity box of the rows): antd's InputNumber and Segmented cost the search page
// 11 kB of gzip for a box of whole numbers and three choices, which native inputs give with the same keyboard.
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from './stock-sort-control';
import './sort-toolbar.css';

/**
 * The pieces of a product list's sort bar, shared by the category pages and the search results: the sorts on
 * offer, the direction, and the quantity unit prices are shown and sorted at. Each page lays them out in its own
 * bar (its class names are passed in) and keeps the state in its own address.
 */

const MAX_QUANTITY = 99_999_999;

/**
 * The sort's name and its choices (the labels in the buyer's language): a group of native radio buttons drawn as
 * one segmented control, so the arrow keys move between the choices as in any radio group.
 */
export function SortPicker<S extends string>({
  labelId,
  labelClassName,
  value,
  options,
  onChange,
}: {
  /** The id of the "Sort by" label the choices are named by (unique on the page). */
  labelId: string;
  labelClassName: string;
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (value: S) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <>
      <span className={labelClassName} id={labelId}>
        {t('catalog.sort.label')}
      </span>
      <span className="sort-choices" role="radiogroup" aria-labelledby={labelId}>
        {options.map((option) => (
          <label
            key={option.value}
            className={
              option.value === value ? 'sort-choices__item sort-choices__item--on' : 'sort-choices__item'
            }
          >
            <input
              type="radio"
              className="sort-choices__radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => {
                onChange(option.value);
              }}
            />
            {option.label}
          </label>
        ))}
      </span>
    </>
  );
}

/** Ascending or descending: one button that says the direction in force and turns it round. */
export function SortDirectionButton({ order, onToggle }: { order: SortOrder; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      icon={order === 'asc' ? <SortAscendingOutlined aria-hidden /> : <SortDescendingOutlined aria-hidden />}
      onClick={onToggle}
    >
      {order === 'asc' ? t('catalog.sort.asc') : t('catalog.sort.desc')}
    </Button>
  );
}

/**
 * The quantity the unit prices are shown and sorted at. It is applied on Enter or on leaving the box, not on each
 * keystroke, so typing 1000 asks once; a quantity from the address (back, forward, a shared link) replaces what
 * was typed.
 */
export function PriceQuantityBox({
  quantity,
  onApply,
  className,
  labelClassName,
  boxClassName,
}: {
  quantity: number | undefined;
  onApply: (quantity: number | undefined) => void;
  className: string;
  labelClassName: string;
  boxClassName: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(quantity === undefined ? '' : String(quantity));
  const [shownQuantity, setShownQuantity] = useState(quantity);
  if (shownQuantity !== quantity) {
    setShownQuantity(quantity);
    setTyped(quantity === undefined ? '' : String(quantity));
  }
  const apply = () => {
    const next = priceQuantityOf(typed);
    // What cannot be a quantity shows the quantity in force again.
    setTyped(next === undefined ? '' : String(next));
    if (next !== quantity) onApply(next);
  };
  return (
    <label className={className}>
      <span className={labelClassName}>{t('catalog.quantity.label')}</span>
      <Input
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(MAX_QUANTITY).length}
        value={typed}
        placeholder={t('catalog.quantity.placeholder')}
        className={boxClassName}
        onChange={(event) => {
          // Digits only, as typed: a whole number of pieces.
          setTyped(event.target.value.replace(/\D/g, ''));
        }}
        onPressEnter={apply}
        onBlur={apply}
      />
    </label>
  );
}

/** The quantity a typed text asks for: a whole number from 1 to the largest quantity; none when empty or 0. */
export function priceQuantityOf(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return undefined;
  const n = Number(digits);
  if (!Number.isSafeInteger(n) || n < 1) return undefined;
  return Math.min(n, MAX_QUANTITY);
}
