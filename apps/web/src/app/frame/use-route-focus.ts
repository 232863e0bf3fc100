import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a page that draws its heading after its data may take for the focus to move on to the heading. */
const HEADING_WAIT_MS = 5000;

function focusQuietly(element: HTMLElement) {
  // Not a tab stop: focus() from code only. The window does not jump; ScrollRestoration places it.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * After a change of page (of path, not of query: a filter or a page of results keeps the focus where it is), the
 * keyboard focus goes to the new page's main heading, or to the main landmark until the page draws its heading.
 * Otherwise it fell to the document's body when the control that was used disappeared with its page (adding to the
 * cart, logging out), and a keyboard or screen-reader user started again from the top of the document.
 * A page that placed the focus itself (a login form's first field) keeps it.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);

  useEffect(() => {
    if (shownPathname.current === pathname) return undefined;
    shownPathname.current = pathname;
    const main = mainRef.current;
    if (!main) return undefined;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== main && main.contains(active)) return undefined;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      focusQuietly(heading);
      return undefined;
    }
    focusQuietly(main);
    // The heading comes with the page's data: the focus moves on to it, unless the user has moved it meanwhile.
    const observer = new MutationObserver(() => {
      if (document.activeElement !== main) {
        observer.disconnect();
        return;
      }
      const late = main.querySelector<HTMLElement>('h1');
      if (late) {
        observer.disconnect();
        focusQuietly(late);
      }
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainRef]);
}
