import { useEffect } from 'react';

/**
 * Puts antd's English icon names right in the buyer's language across the whole document (ui/icon-names.ts).
 * Its code is loaded after the first render, in a chunk of its own: the first page's code does not grow.
 */
export function IconNamesWatch() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let isUnmounted = false;
    import('../ui/icon-names')
      .then(({ watchIconNames }) => {
        if (!isUnmounted) stop = watchIconNames(document.body);
      })
      // Without it the icons keep antd's own names: nothing else depends on it.
      .catch(() => undefined);
    return () => {
      isUnmounted = true;
      stop?.();
    };
  }, []);
  return null;
}
