import { useState } from 'react';
import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../api/toaster';
import { useStepButtonLabels } from '../../ui/use-step-button-labels';

/**
 * A sample quantity: whole pieces from 1 to the line's limit (`sampleQtyLimit`: the lower of the product's
 * own limit and the shop's per-line limit, the rule the server checks). The typed value is committed on
 * Enter or blur only when it changed, so a change call is sent once per edit. A value outside the limit is
 * not clamped behind the buyer's back: it is refused with the reason and the box shows the value it had.
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
  /** The part number the refusal names. */
  part: string;
  onCommit: (qty: number) => void;
}) {
  const { t } = useTranslation();
  const stepLabelsRef = useStepButtonLabels();
  const [typed, setTyped] = useState<number | null>(value);
  const [shown, setShown] = useState(value);
  // A new value from the owner replaces whatever is typed (React's "adjust state on prop change").
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  const limit = Math.max(1, max);
  const commit = () => {
    if (typed === null || typed === value) {
      setTyped(value);
      return;
    }
    if (typed > limit || typed < 1) {
      toaster.warning(
        typed > limit ? t('sample.qty.overLimit', { n: limit, part }) : t('sample.qty.belowOne'),
      );
      setTyped(value);
      return;
    }
    onCommit(typed);
  };
  return (
    <span ref={stepLabelsRef}>
      <InputNumber
        aria-label={label}
        size="small"
        precision={0}
        value={typed}
        onChange={(next) => {
          setTyped(next);
        }}
        onBlur={commit}
        onPressEnter={commit}
      />
    </span>
  );
}
