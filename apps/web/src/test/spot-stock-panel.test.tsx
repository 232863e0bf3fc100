import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { contract, SPOT_STOCK_AUTO_CLOSE_MS, SPOT_STOCK_PANEL_WIDTH } from '@emall/contract';
import { on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { givenSession } from './session-fixture';
import { advance, installFakeTimeouts } from './timers';
import { HomePage } from '../features/home/home-page';
import {
  SPOT_STOCK_FLAG_KEY,
  SPOT_STOCK_SLIDE_MS,
  useSpotStockStore,
} from '../features/home/spot-stock-store';

function renderHome() {
  renderRoute(
    [
      { path: '/', element: <HomePage /> },
      { path: '/global', element: <p>global page</p> },
    ],
    '/',
  );
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
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens by itself on the first visit, stores the flag and closes after 3 s', async () => {
    renderHome();
    expect(isOpen()).toBe(true);
    expect(localStorage.getItem(SPOT_STOCK_FLAG_KEY)).not.toBeNull();
    await advance(SPOT_STOCK_AUTO_CLOSE_MS - 1);
    expect(isOpen()).toBe(true);
    await advance(1);
    expect(isOpen()).toBe(false);
  });

  it('stays hidden once the flag is stored', async () => {
    localStorage.setItem(SPOT_STOCK_FLAG_KEY, 'T');
    renderHome();
    expect(isOpen()).toBe(false);
    await advance(SPOT_STOCK_AUTO_CLOSE_MS);
    expect(isOpen()).toBe(false);
  });

  it('is 422 px wide and shows the service figures with a link to /global', () => {
    renderHome();
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
    renderHome();
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
    renderHome();
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
    renderHome();
    fireEvent.click(tab());
    await advance(SPOT_STOCK_SLIDE_MS);
    fireEvent.mouseDown(screen.getByText(textOf('home.spotStock.team', 'en_US')));
    expect(isOpen()).toBe(true);
    fireEvent.mouseDown(screen.getByRole('heading', { name: textOf('home.slogan.title', 'en_US') }));
    expect(isOpen()).toBe(false);
  });

  it('closes when the user follows its link', async () => {
    renderHome();
    await act(async () => {
      fireEvent.click(
        screen.getByRole('link', { name: new RegExp(textOf('home.spotStock.enter', 'en_US')) }),
      );
      await Promise.resolve();
    });
    expect(useSpotStockStore.getState().isOpen).toBe(false);
  });
});
