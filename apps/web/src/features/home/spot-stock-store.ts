import { create } from 'zustand';

/** How long the panel takes to slide in or out; matches the transition in spot-stock-panel.css. */
export const SPOT_STOCK_SLIDE_MS = 400;

/** Local storage key of the flag that the panel has opened once in this browser. */
export const SPOT_STOCK_FLAG_KEY = 'spotStockPanelShown';

interface SpotStockPanelState {
  isOpen: boolean;
  /** Opened by itself on the first visit: it closes again after SPOT_STOCK_AUTO_CLOSE_MS. */
  isAutoOpened: boolean;
  isAnimating: boolean;
  /** The toggle tab and the home button: ignored while the panel slides. */
  toggle: () => void;
  /** The first visit's opening; sets the stored flag. */
  openAutomatically: () => void;
  /** A click outside the panel or the auto-close. */
  close: () => void;
}

let slideTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The spot-stock panel of the home page, in a small zustand store (UI flags live in stores, server data in
 * the query cache).
 */
export const useSpotStockStore = create<SpotStockPanelState>()((set, get) => {
  const slideTo = (isOpen: boolean, isAutoOpened = false) => {
    clearTimeout(slideTimer);
    set({ isOpen, isAutoOpened, isAnimating: true });
    slideTimer = setTimeout(() => {
      set({ isAnimating: false });
    }, SPOT_STOCK_SLIDE_MS);
  };
  return {
    isOpen: false,
    isAutoOpened: false,
    isAnimating: false,
    toggle: () => {
      const { isOpen, isAnimating } = get();
      if (!isAnimating) slideTo(!isOpen);
    },
    openAutomatically: () => {
      localStorage.setItem(SPOT_STOCK_FLAG_KEY, 'T');
      slideTo(true, true);
    },
    close: () => {
      if (get().isOpen) slideTo(false);
    },
  };
});

/** True when this browser has never seen the panel open by itself. */
export function isFirstVisit(): boolean {
  return localStorage.getItem(SPOT_STOCK_FLAG_KEY) === null;
}
