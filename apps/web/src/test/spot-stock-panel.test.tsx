import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { contract, SPOT_STOCK_AUTO_CLOSE_MS, SPOT_STOCK_PANEL_WIDTH } from '@emall/contract';
import { on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { givenSession } from './session-fixture';
import { advance, installFakeTimeouts } from './timers';
import { HomePage } from '../features/home/home-page';
// Loaded ahead, so the page's import of it after the first paint answers at once.
import '../features/home/home-after-paint';
import { SPOT_STOCK_GAP_PX } from '../features/home/spot-stock-place';
import {
  SPOT_STOCK_FLAG_KEY,
  SPOT_STOCK_SLIDE_MS,
  useSpotStockStore,
} from '../features/home/spot-stock-store';

/** The home page, once the panel is there: it comes with the chunk the page loads after its first paint. */
async function renderHome() {
  renderRoute(
    [
      { path: '/', element: <HomePage /> },
      { path: '/global', element: <p>global page</p> },
    ],
    '/',
  );
  // Waits for the next frame and the chunk, without moving the fake clock the panel's timers run on.
  for (let tries = 0; tries < 400 && !document.getElementById('spot-stock-panel'); tries++) {
    await act(async () => {
      await sleep(5);
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

function panel(): HTMLElement {
  const section = document.getElementById('spot-stock-panel');
  if (!section) throw new Error('no spot-stock panel');
  return section;
}

const isOpen = () => panel().getAttribute('aria-hidden') === 'false';
const tab = () =>
  screen.getByRole('button', {
    name: isOpen() ? textOf('home.spotStock.close', 'en_US') : textOf('home.spotStock.open', 'en_US'),
  });

describe('spot-stock panel', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
    localStorage.clear();
    useSpotStockStore.setState({ isOpen: false, isAutoOpened: false, isAnimating: false });
    stubCalls([on(contract.system.getDicByCodes, () => ({ data: {} }))]);
    installFakeTimeouts();
    // jsdom draws frames on a clock of its own; here the next frame comes as soon as the test yields.
    vi.stubGlobal('requestAnimationFrame', (draw: FrameRequestCallback) => {
      setImmediate(() => {
        draw(performance.now());
      });
      return 0;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens by itself on the first visit, stores the flag and closes after 3 s', async () => {
    await renderHome();
    expect(isOpen()).toBe(true);
    expect(localStorage.getItem(SPOT_STOCK_FLAG_KEY)).not.toBeNull();
    await advance(SPOT_STOCK_AUTO_CLOSE_MS - 1);
    expect(isOpen()).toBe(true);
    await advance(1);
    expect(isOpen()).toBe(false);
  });

  it('sits under the search, and opens by itself only where it shows whole there', async () => {
    // The search (box and buttons) ends 300 px down the window; the panel is 500 px tall.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 300));
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(500);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(700);
    await renderHome();
    const wrapper = panel().parentElement;
    expect(wrapper?.style.top).toBe(`${300 + SPOT_STOCK_GAP_PX}px`);
    // 316 + 500 px do not fit in 700: closed, and the flag left for a later visit.
    expect(isOpen()).toBe(false);
    expect(localStorage.getItem(SPOT_STOCK_FLAG_KEY)).toBeNull();
    expect(panel().style.maxHeight).toBe(`${700 - 300 - SPOT_STOCK_GAP_PX - 12}px`);
  });

  it('opens by itself under the search where the window is tall enough', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 300));
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(500);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
    await renderHome();
    expect(isOpen()).toBe(true);
    expect(panel().parentElement?.style.top).toBe(`${300 + SPOT_STOCK_GAP_PX}px`);
  });

  it('stays hidden once the flag is stored', async () => {
    localStorage.setItem(SPOT_STOCK_FLAG_KEY, 'T');
    await renderHome();
    expect(isOpen()).toBe(false);
    await advance(SPOT_STOCK_AUTO_CLOSE_MS);
    expect(isOpen()).toBe(false);
  });

  it('is 422 px wide and shows the service figures with a link to /global', async () => {
    await renderHome();
    const wrapper = panel().parentElement;
    expect(wrapper?.style.width).toBe(`${SPOT_STOCK_PANEL_WIDTH}px`);
    for (const key of [
      'home.spotStock.brands.label',
      'home.spotStock.channels.label',
      'home.spotStock.records.label',
      'home.spotStock.team',
      'home.spotStock.shipping',
    ]) {
      expect(screen.getByText(new RegExp(textOf(key, 'en_US')))).toBeTruthy();
    }
    expect(
      screen
        .getByRole('link', { name: new RegExp(textOf('home.spotStock.enter', 'en_US')) })
        .getAttribute('href'),
    ).toBe('/global');
  });

  it('opens and closes with its tab, ignoring clicks while it slides', async () => {
    localStorage.setItem(SPOT_STOCK_FLAG_KEY, 'T');
    await renderHome();
    fireEvent.click(tab());
    expect(isOpen()).toBe(true);
    fireEvent.click(tab());
    expect(isOpen()).toBe(true);
    await advance(SPOT_STOCK_SLIDE_MS);
    fireEvent.click(tab());
    expect(isOpen()).toBe(false);
  });

  it('opens with the home button too', async () => {
    localStorage.setItem(SPOT_STOCK_FLAG_KEY, 'T');
    await renderHome();
    fireEvent.click(
      screen.getByRole('button', { name: new RegExp(textOf('home.spotStock.button', 'en_US')) }),
    );
    expect(isOpen()).toBe(true);
    await advance(SPOT_STOCK_SLIDE_MS);
    fireEvent.click(
      screen.getByRole('button', { name: new RegExp(textOf('home.spotStock.button', 'en_US')) }),
    );
    expect(isOpen()).toBe(false);
  });

  it('closes on a click outside, not on a click inside', async () => {
    localStorage.setItem(SPOT_STOCK_FLAG_KEY, 'T');
    await renderHome();
    fireEvent.click(tab());
    await advance(SPOT_STOCK_SLIDE_MS);
    fireEvent.mouseDown(screen.getByText(textOf('home.spotStock.team', 'en_US')));
    expect(isOpen()).toBe(true);
    fireEvent.mouseDown(screen.getByRole('heading', { name: textOf('home.slogan.title', 'en_US') }));
    expect(isOpen()).toBe(false);
  });

  it('closes when the user follows its link', async () => {
    await renderHome();
    await act(async () => {
      fireEvent.click(
        screen.getByRole('link', { name: new RegExp(textOf('home.spotStock.enter', 'en_US')) }),
      );
      await Promise.resolve();
    });
    expect(useSpotStockStore.getState().isOpen).toBe(false);
  });
});
