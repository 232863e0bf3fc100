import { useState } from 'react';
import { InputNumber } from 'antd';

/**
 * A sample quantity: whole pieces from 1 to the line's limit. The typed value is committed on Enter or blur
 * only when it changed, so a change call is sent once per edit; until the owner's value changes the box
 * shows it again (the server may refuse).
 */
export function SampleQtyInput({
  value,
  max,
  label,
  onCommit,
}: {
  value: number;
  max: number;
  label: string;
  onCommit: (qty: number) => void;
}) {
  const [typed, setTyped] = useState<number | null>(value);
  const [shown, setShown] = useState(value);
  // A new value from the owner replaces whatever is typed (React's "adjust state on prop change").
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  const commit = () => {
    if (typed === null || typed === value) {
      setTyped(value);
      return;
    }
    onCommit(typed);
  };
  return (
    <InputNumber
      aria-label={label}
      size="small"
      min={1}
      max={Math.max(1, max)}
      precision={0}
      value={typed}
      onChange={(next) => {
        setTyped(next);
      }}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}
