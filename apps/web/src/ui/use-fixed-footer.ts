import { useEffect, useState } from 'react';
import { FIXED_FOOTER_MIN_ROWS, FIXED_FOOTER_MIN_SPACE_PX } from '@emall/contract';

/** The footer is fixed when more than 520 px remain below and there are at least 4 rows. */
export function isFooterFixed(spaceBelowPx: number, rowCount: number): boolean {
  return spaceBelowPx > FIXED_FOOTER_MIN_SPACE_PX && rowCount >= FIXED_FOOTER_MIN_ROWS;
}

/** How much of the page lies below the bottom of the window, in px. */
export function spaceBelowWindow(): number {
  return document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
}

/** Follows scrolling and resizing: whether the table footer sticks to the bottom of the window. */
export function useFixedFooter(rowCount: number, isEnabled: boolean): boolean {
  const [spaceBelow, setSpaceBelow] = useState(0);
  useEffect(() => {
    if (!isEnabled) return undefined;
    const update = () => {
      setSpaceBelow(spaceBelowWindow());
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [isEnabled, rowCount]);
  return isEnabled && isFooterFixed(spaceBelow, rowCount);
}
