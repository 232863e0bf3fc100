import { useState } from 'react';
import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { Button, InputNumber, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from './stock-sort-control';
import { useStepButtonLabels } from './use-step-button-labels';

/**
 * The pieces of a product list's sort bar, shared by the category pages and the search results: the sorts on
 * offer, the direction, and the quantity unit prices are shown and sorted at. Each page lays them out in its own
 * bar (its class names are passed in) and keeps the state in its own address.
 */

const MAX_QUANTITY = 99_999_999;

/** The sort's name and its choices (the labels in the buyer's language). */
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
  return (
    <>
      <span className={labelClassName} id={labelId}>
        {t('catalog.sort.label')}
      </span>
      <Segmented<S> aria-labelledby={labelId} value={value} options={[...options]} onChange={onChange} />
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
  const stepLabelsRef = useStepButtonLabels();
  const [typed, setTyped] = useState<number | null>(quantity ?? null);
  const [shownQuantity, setShownQuantity] = useState(quantity);
  if (shownQuantity !== quantity) {
    setShownQuantity(quantity);
    setTyped(quantity ?? null);
  }
  const apply = () => {
    const next = typed === null ? undefined : typed;
    if (next !== quantity) onApply(next);
  };
  return (
    <label ref={stepLabelsRef} className={className}>
      <span className={labelClassName}>{t('catalog.quantity.label')}</span>
      <InputNumber<number>
        min={1}
        max={MAX_QUANTITY}
        precision={0}
        value={typed}
        placeholder={t('catalog.quantity.placeholder')}
        className={boxClassName}
        onChange={(value) => {
          setTyped(value);
        }}
        onPressEnter={apply}
        onBlur={apply}
      />
    </label>
  );
}
