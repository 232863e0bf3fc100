import { useEffect, useState } from 'react';

/**
 * False for the first render and its paint, true right after: what waits for it (code below the fold, its calls)
 * never competes with drawing the page's first view. A frame callback runs just before the paint; a timeout set
 * there runs once the paint is done.
 */
export function useAfterFirstPaint(): boolean {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        setPainted(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return isPainted;
}
