import type { ReactNode } from 'react';
import './part-number.css';

/**
 * A manufacturer part number in a table or list: kept on one line, never broken inside (`STM32F103C8T6`
 * must not become `STM32F103` / `C8T6`); a narrow column scrolls or grows instead. `children` replace the
 * plain text (a highlighted match, a link), `value` is then still the title.
 */
export function PartNumber({
  value,
  children,
  className,
}: {
  value: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <span className={className ? `part-number ${className}` : 'part-number'} title={value}>
      {children ?? value}
    </span>
  );
}
