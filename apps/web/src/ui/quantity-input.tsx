import { useState } from 'react';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
// The input alone: antd's Input carries its search, password, text-area and one-time-code variants (about 10 kB
// of gzip), which every list page with a quantity box then loaded.
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import {
  minimumQuantity,
  parseQuantityInput,
  QUANTITY_INPUT_MAX_LENGTH,
  quantityLimits,
} from '@emall/contract';
import type { QuantityProduct } from '@emall/contract';
import './catalog-pieces.css';

export interface QuantityInputProps {
  value: number;
  product: QuantityProduct;
  /**
   * A new quantity, already read by the quantity box's rule; the owner applies its own rules and may refuse.
   */
  onCommit: (qty: number) => void;
  label?: string;
  disabled?: boolean;
}

/**
 * The quantity box of the cart and the lists (docs/orders.md, quantities and money): a positive integer
 * without leading zero, at most 8 characters (anything else resets to miniQty), stepping by miniPkg, never
 * below the minimum quantity. The typed text is committed on Enter or when the box loses focus; until the
 * owner accepts a value the box shows the current one again.
 */
export function QuantityInput({ value, product, onCommit, label, disabled }: QuantityInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  // A new value from the owner replaces whatever is typed (React's "adjust state on prop change").
  if (shownValue !== value) {
    setShownValue(value);
    setText(String(value));
  }
  const { miniPkg } = quantityLimits(product);
  const minimum = minimumQuantity(product);

  const commit = (qty: number) => {
    setText(String(value));
    if (qty !== value) onCommit(qty);
  };

  return (
    <Space.Compact className="quantity-input" size="small">
      <Button
        icon={<MinusOutlined />}
        aria-label={t('productTable.decrease')}
        disabled={disabled === true || value - miniPkg < minimum}
        onClick={() => {
          commit(value - miniPkg);
        }}
      />
      <Input
        className="quantity-input__box"
        value={text}
        inputMode="numeric"
        maxLength={QUANTITY_INPUT_MAX_LENGTH}
        aria-label={label ?? t('productTable.quantity')}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onBlur={() => {
          commit(parseQuantityInput(text, product));
        }}
        onPressEnter={(event) => {
          // Without this the Enter's keypress lands on a dialog the commit opens, and closes it at once.
          event.preventDefault();
          commit(parseQuantityInput(text, product));
        }}
      />
      <Button
        icon={<PlusOutlined />}
        aria-label={t('productTable.increase')}
        disabled={disabled}
        onClick={() => {
          commit(value + miniPkg);
        }}
      />
    </Space.Compact>
  );
}
