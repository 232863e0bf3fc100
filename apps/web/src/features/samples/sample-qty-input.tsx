import { useState } from 'react';
import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStepButtonLabels } from '../../ui/use-step-button-labels';

/**
 * Where a typed sample quantity lands: whole pieces from 1 to the line's limit. A quantity outside is brought to
 * the nearest end, and the reason is said, so the buyer never adds another quantity than the box shows.
 */
export function clampSampleQty(typed: number, limit: number): { qty: number; reason?: 'over' | 'below' } {
  const top = Math.max(1, limit);
  if (typed > top) return { qty: top, reason: 'over' };
  if (typed < 1) return { qty: 1, reason: 'below' };
  return { qty: Math.trunc(typed) };
}

/**
 * A sample quantity: whole pieces from 1 to the line's limit (`sampleQtyLimit`: the lower of the product's
 * own limit and the shop's per-line limit, the rule the server checks). The typed value is committed on
 * Enter or blur only when it changed, so a change call is sent once per edit. A value over the limit (or under
 * 1) becomes the limit (or 1), and a note under the box says so until the next edit: a toast would be replaced
 * at once by the next one ('added to the sample cart'), and the change would pass unseen.
 */
export function SampleQtyInput({
  value,
  max,
  label,
  part,
  onCommit,
}: {
  value: number;
  max: number;
  label: string;
  /** The part number the note names. */
  part: string;
  onCommit: (qty: number) => void;
}) {
  const { t } = useTranslation();
  const stepLabelsRef = useStepButtonLabels();
  const [typed, setTyped] = useState<number | null>(value);
  const [shown, setShown] = useState(value);
  const [note, setNote] = useState('');
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
    const { qty, reason } = clampSampleQty(typed, max);
    setNote(
      reason === 'over'
        ? t('sample.qty.overLimit', { n: qty, part })
        : reason === 'below'
          ? t('sample.qty.belowOne')
          : '',
    );
    setTyped(qty);
    if (qty !== value) onCommit(qty);
  };
  return (
    <div ref={stepLabelsRef} className="sample-qty">
      <InputNumber
        aria-label={label}
        size="small"
        precision={0}
        value={typed}
        status={note ? 'warning' : undefined}
        onChange={(next) => {
          setTyped(next);
          setNote('');
        }}
        onBlur={commit}
        onPressEnter={commit}
      />
      <div className="sample-qty__note" role="status">
        {note}
      </div>
    </div>
  );
}
