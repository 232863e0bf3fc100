import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { contract } from '@emall/contract';
import { CatalogPage } from '../features/catalog/catalog-page';
import { BomSearchPage } from '../features/bom/bom-search-page';
import { bodiesTo, on, stubCalls } from './api-stub';
import { bomLineFixture, bomStateFixture, bomSummaryFixture, unmatchedLineFixture } from './bom-fixtures';
import { mlccPage } from './catalog-page-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute, renderRouter } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { setViewportWidth } from './viewport';

// The pages that change their layout on a phone (under 768 px, ui/use-is-phone.ts), as the buyer meets them
// there: what moves into a drawer, what becomes a card. The browser check of the widths is
// e2e/tests/scroll-width.spec.ts.

const en = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    textOf(key, 'en_US'),
  );

function renderCategory() {
  const sent = stubCalls([on(contract.catalog.qryCatalogProducts, () => ({ data: mlccPage() }))]);
  renderRouter(
    createMemoryRouter([{ path: '/catalog/:catalogId', element: <CatalogPage /> }], {
      initialEntries: ['/catalog/42'],
    }),
  );
  return sent;
}

describe('the category page on a phone', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the parameters in a drawer behind "Filters (n)", the filters in force as tags, the parts as cards', async () => {
    setViewportWidth(390);
    const sent = renderCategory();
    const open = await screen.findByRole('button', { name: en('catalog.filters.open', { n: 0 }) });
    // No parameter column on the page itself: nothing is squeezed into the phone's width.
    expect(screen.queryByRole('heading', { name: 'Capacitance (F)' })).toBeNull();
    expect(await screen.findByRole('listitem', { name: 'GRM155R71C104KA88D' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: en('catalog.filters.title') });
    expect(within(drawer).getByRole('heading', { name: 'Capacitance (F)' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /^100nF/ }));
    await waitFor(() => {
      expect(bodiesTo(sent, contract.catalog.qryCatalogProducts).at(-1)?.filters).toEqual([
        { code: 'capacitance', values: ['1e-7'] },
      ]);
    });
    fireEvent.click(within(drawer).getByRole('button', { name: en('catalog.filters.done', { n: 52 }) }));
    // The drawer closes (its button says so; antd keeps the closed drawer in the page).
    await waitFor(() => {
      expect(
        screen
          .getByRole('button', { name: en('catalog.filters.open', { n: 1 }) })
          .getAttribute('aria-expanded'),
      ).toBe('false');
    });

    // The filter stays in view as a tag that removes it.
    const applied = screen.getByRole('region', { name: en('catalog.filters.applied') });
    fireEvent.click(
      within(applied).getByRole('button', { name: en('catalog.filters.clearOne', { name: 'Capacitance' }) }),
    );
    expect(await screen.findByRole('button', { name: en('catalog.filters.open', { n: 0 }) })).toBeTruthy();
  });

  it('shows the filter table itself on the desktop, with no drawer button', async () => {
    setViewportWidth(1440);
    renderCategory();
    expect(await screen.findByRole('heading', { name: 'Capacitance (F)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en('catalog.filters.open', { n: 0 }) })).toBeNull();
  });
});

describe('the BOM match view on a phone', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each line as a card with its number, text, part, rule, quantity and removal; a tick selects it', async () => {
    setViewportWidth(390);
    const lines = [bomLineFixture(), unmatchedLineFixture()];
    stubCalls([
      on(contract.bom.qryBomDetailByBomId, () => ({ data: bomStateFixture(lines) })),
      on(contract.bom.qryBomSummary, () => ({ data: bomSummaryFixture(lines) })),
    ]);
    renderRoute([{ path: '/bom_search', element: <BomSearchPage /> }], '/bom_search?bomId=31');

    const card = within(await screen.findByRole('listitem', { name: 'STM32F103C8T6' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.getByText(String(lines[0]?.lineNo))).toBeTruthy();
    expect(card.getByText('U1,U2')).toBeTruthy();
    expect(card.getByText(en('bom.line.chosen')).tagName).toBe('DT');
    expect(card.getByText(en('bom.rule.exact'))).toBeTruthy();
    expect(card.getByRole('textbox', { name: en('bom.line.qtyOf', { part: 'STM32F103C8T6' }) })).toBeTruthy();
    expect(card.getByRole('button', { name: en('bom.line.remove', { part: 'STM32F103C8T6' }) })).toBeTruthy();

    // A line without a part cannot be ticked for the cart; one with a part can.
    const unmatched = within(screen.getByRole('listitem', { name: 'LM358' }));
    expect(unmatched.getByRole<HTMLInputElement>('checkbox', { name: 'LM358' }).disabled).toBe(true);
    fireEvent.click(card.getByRole('checkbox', { name: 'STM32F103C8T6' }));
    expect(await screen.findByRole('button', { name: en('bom.cart.add', { n: 1 }) })).toBeTruthy();
  });
});
