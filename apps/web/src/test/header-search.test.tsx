import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract, LANGS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { PageFrame } from '../app/frame/page-frame';
import { on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { setViewportWidth } from './viewport';

/** The page under the frame says where it is, so a search's address can be read. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderFrameAt(path: string) {
  return renderRoute([{ element: <PageFrame />, children: [{ path: '*', element: <Where /> }] }], path);
}

const where = () => screen.getByTestId('where').textContent;

/** The header's search landmark, once the box's own code has arrived. */
async function headerBox(lang: Lang): Promise<HTMLInputElement> {
  const region = within(screen.getByRole('banner')).getByRole('search', {
    name: textOf('frame.search.region', lang),
  });
  return within(region).findByRole<HTMLInputElement>('combobox', { name: textOf('search.box.label', lang) });
}

/** The shop's pages a buyer may search from (the console under /ops has a frame of its own). */
const PAGES = [
  '/catalog/42',
  '/shopping_cart',
  '/my_EMall?tab=2',
  '/orderline/7',
  '/bom_search?bomId=3',
  '/sample',
  '/enquiry',
  '/help_center',
  '/message',
  '/details/11',
  '/login',
];

describe.each(LANGS)('the header search in %s', (lang: Lang) => {
  beforeEach(async () => {
    await switchLang(lang);
    givenSession({ user: DEMO_USER, isRegistrationOpen: true });
    stubCalls([
      on(contract.catalog.qrySearchHints, () => ({ data: { partNumbers: [], categories: [], brands: [] } })),
    ]);
  });

  afterEach(() => {
    setViewportWidth(null);
    vi.unstubAllGlobals();
  });

  it.each(PAGES)('searches from %s and lands on the results', async (path) => {
    renderFrameAt(path);
    const box = await headerBox(lang);
    expect(box.getAttribute('placeholder')).toBe(textOf('search.box.placeholder', lang));
    fireEvent.change(box, { target: { value: ' 100nF 0402 ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => {
      expect(where()).toBe('/search?qryParam=100nF+0402');
    });
  });

  it('leaves the box out where the page has its own or nothing to search: home and registration', () => {
    renderFrameAt('/');
    expect(within(screen.getByRole('banner')).queryByRole('search')).toBeNull();
  });

  it('shows the query of the results on /search, and a new search keeps the order but not the old filters', async () => {
    renderFrameAt(
      '/search?qryParam=LM358&brandCodes=TI&hasStock=T&sort=price&sortOrder=desc&qty=1000&pageNo=3',
    );
    const box = await headerBox(lang);
    expect(box.value).toBe('LM358');
    fireEvent.change(box, { target: { value: 'TL431' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => {
      expect(where()).toBe('/search?qryParam=TL431&hasStock=T&sort=price&sortOrder=desc&qty=1000');
    });
    // The box follows the address it searched.
    expect((await headerBox(lang)).value).toBe('TL431');
  });

  it('puts the box on a row of its own under the phone header', async () => {
    setViewportWidth(390);
    renderFrameAt('/shopping_cart');
    const banner = screen.getByRole('banner');
    expect(banner.className).toContain('app-header--phone');
    const box = await headerBox(lang);
    expect(box.closest('.header-search--phone')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: textOf('frame.phoneMenu.open', lang) })).toBeTruthy();
    box.focus();
    fireEvent.change(box, { target: { value: 'STM32F103' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => {
      expect(where()).toBe('/search?qryParam=STM32F103');
    });
  });
});

describe('the header search on registration', () => {
  it('is not offered while registering', async () => {
    await switchLang('zh_CN');
    givenSession({ user: null, isRegistrationOpen: true });
    renderFrameAt('/register');
    expect(within(screen.getByRole('banner')).queryByRole('search')).toBeNull();
  });
});
