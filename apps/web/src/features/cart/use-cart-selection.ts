import { useState } from 'react';
import type { CartLine } from '@emall/contract';
import { selectionChanges } from './cart-lines';

/**
 * The cart's selection: it starts from the server's isSelected flags, and on the cart page every
 * change is pushed to the server at once (changeStatus, T for the keys selected, F for those unselected),
 * so the order confirmation finds the same selection. Keys of lines that are gone drop out.
 */
export function useCartSelection(
  lines: readonly CartLine[],
  pushSelection: (spuIds: readonly string[], isSelected: boolean) => Promise<void>,
) {
  const [chosen, setChosen] = useState<readonly string[] | null>(null);
  const present = new Set(lines.map((line) => line.spuId));
  const fromServer = lines.filter((line) => line.isSelected === 'T').map((line) => line.spuId);
  const selectedKeys = (chosen ?? fromServer).filter((key) => present.has(key));

  const changeSelection = (next: string[]) => {
    const { selected, unselected } = selectionChanges(selectedKeys, next);
    setChosen(next);
    // A failure was shown by the client; the server's flags are read again on the next visit.
    if (selected.length > 0) pushSelection(selected, true).catch(() => undefined);
    if (unselected.length > 0) pushSelection(unselected, false).catch(() => undefined);
  };

  return { selectedKeys, changeSelection };
}
