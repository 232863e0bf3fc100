import { useCallback } from 'react';

/**
 * A carousel (antd's, react-slick underneath) hides the slides not on view, and the copies it makes to turn
 * round, with aria-hidden only: their links and buttons stay reachable with Tab, so a keyboard user lands on
 * something unseen and a screen reader on nothing. This makes every hidden slide inert, and the slide on view
 * usable again, as the carousel turns. Put the returned ref on an element around the carousel.
 */
export function useInertHiddenSlides(): (root: HTMLElement | null) => (() => void) | undefined {
  return useCallback((root: HTMLElement | null) => {
    if (!root) return undefined;
    const update = () => {
      for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
        const isHidden = slide.getAttribute('aria-hidden') === 'true';
        if (slide.inert !== isHidden) slide.inert = isHidden;
      }
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => {
      observer.disconnect();
    };
  }, []);
}
