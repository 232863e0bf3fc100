/**
 * jsdom declares matchMedia without implementing it. This stub answers no to every query until a test sets a
 * viewport width with setViewportWidth (then it evaluates (min-width: …) and (max-width: …) against it) or asks
 * for less motion with setPrefersReducedMotion; it tells the listeners of the queries whose answer changed, as a
 * resized browser or a changed system setting would (ui/use-media-query.ts).
 */
let viewportWidth: number | null = null;
let reducedMotion = false;

interface StubList {
  media: string;
  matches: boolean;
  listeners: Set<(event: MediaQueryListEvent) => void>;
}

const lists = new Set<StubList>();

function evaluate(query: string): boolean {
  if (query === '(prefers-reduced-motion: reduce)') return reducedMotion;
  if (viewportWidth === null) return false;
  const width = viewportWidth;
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}

/** Sets the width the media queries see (null: every query answers no, the default of the tests). */
export function setViewportWidth(width: number | null): void {
  viewportWidth = width;
  tellChangedLists();
}

/** Sets whether the system asks for less motion (the operating system's "reduce motion"). */
export function setPrefersReducedMotion(reduce: boolean): void {
  reducedMotion = reduce;
  tellChangedLists();
}

function tellChangedLists(): void {
  for (const list of lists) {
    const matches = evaluate(list.media);
    if (matches === list.matches) continue;
    list.matches = matches;
    const event = { matches, media: list.media } as MediaQueryListEvent;
    for (const listener of list.listeners) listener(event);
  }
}

export function installMatchMediaStub(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => {
      const list: StubList = { media: query, matches: evaluate(query), listeners: new Set() };
      lists.add(list);
      const add = (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        list.listeners.add(listener);
      };
      const remove = (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        list.listeners.delete(listener);
      };
      return {
        get matches() {
          return list.matches;
        },
        media: query,
        onchange: null,
        addEventListener: add,
        removeEventListener: remove,
        addListener: (listener: (event: MediaQueryListEvent) => void) => {
          add('change', listener);
        },
        removeListener: (listener: (event: MediaQueryListEvent) => void) => {
          remove('change', listener);
        },
        dispatchEvent: () => false,
      } as unknown as MediaQueryList;
    },
  });
}

/** After each test: back to "no query matches", forgetting the queries of the unmounted components. */
export function resetViewport(): void {
  viewportWidth = null;
  reducedMotion = false;
  lists.clear();
}
