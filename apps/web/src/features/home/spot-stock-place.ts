/** Room left between the search (box and buttons) and the panel below it. */
export const SPOT_STOCK_GAP_PX = 16;
/** Room the panel keeps free under itself at the bottom of the window. */
const BOTTOM_ROOM_PX = 12;

/**
 * The panel's top in the window: just under the search's place in the page (its bottom at the top of the page).
 * The panel is fixed and the page only scrolls down from there, so the search is always above the panel, never
 * under it, at every width and scroll.
 */
export function spotStockTop(searchBottomInWindow: number, scrollY: number): number {
  return Math.round(searchBottomInWindow + scrollY + SPOT_STOCK_GAP_PX);
}

/** The panel's height limit at that top: the rest of the window, so it scrolls within rather than off screen. */
export function spotStockMaxHeight(top: number, windowHeight: number): number {
  return Math.max(0, windowHeight - top - BOTTOM_ROOM_PX);
}

/** Whether the whole panel shows under the search: only then does it open by itself on a first visit. */
export function spotStockFits(top: number, panelHeight: number, windowHeight: number): boolean {
  return panelHeight <= spotStockMaxHeight(top, windowHeight);
}
