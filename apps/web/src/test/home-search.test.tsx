import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import { on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { HomePage } from '../features/home/home-page';
import { SPOT_STOCK_FLAG_KEY } from '../features/home/spot-stock-store';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function renderHome() {
  renderRoute(
    [
      { path: '/', element: <HomePage /> },
      { path: '*', element: <Where /> },
    ],
    '/',
  );
}

describe('home search and BOM button', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    localStorage.setItem(SPOT_STOCK_FLAG_KEY, 'T');
    stubCalls([on(contract.system.getDicByCodes, () => ({ data: {} }))]);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('searches a part number on /search', async () => {
    givenSession({ user: null });
    renderHome();
    const box = screen.getByRole('combobox', { name: textOf('search.box.label', 'en_US') });
    fireEvent.change(box, { target: { value: 'LM358 DR' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('at /search?qryParam=LM358+DR')).toBeTruthy();
  });

  it('sends a logged-out user to login with a warning from the BOM button', async () => {
    givenSession({ user: null });
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(textOf('home.bom.button', 'en_US')) }));
    expect(await screen.findByText('please log in to get more information')).toBeTruthy();
    expect(await screen.findByText('at /login?origin=%2Fbom_upload')).toBeTruthy();
  });

  it('opens BOM upload for a logged-in user', async () => {
    givenSession({ user: DEMO_USER });
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(textOf('home.bom.button', 'en_US')) }));
    expect(await screen.findByText('at /bom_upload')).toBeTruthy();
  });

  it('leads to the category tree from under the search box', async () => {
    givenSession({ user: null });
    renderHome();
    fireEvent.click(screen.getByRole('link', { name: new RegExp(textOf('catalog.link.browse', 'en_US')) }));
    expect(await screen.findByText('at /catalog')).toBeTruthy();
  });
});
