import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs `action` on a click unless the previous accepted click was less than `ms` ago: further clicks in
 * that window are ignored, not queued (the feedback form uses 1.5 s). A timer, not the wall clock, ends
 * the window, so a clock change cannot open or shut it.
 */
export function useThrottledClick(action: () => void, ms: number): () => void {
  const isCooling = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (isCooling.current) return;
    isCooling.current = true;
    timer.current = setTimeout(() => {
      isCooling.current = false;
    }, ms);
    action();
  }, [action, ms]);
}
