import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { contract } from '@emall/contract';
import { on, requestsTo, stubCalls } from './api-stub';
import { productFixture, productPageFixture } from './catalog-fixtures';
import { switchLang } from './catalogue';
import { renderRoute } from './render-route';
import { givenSession } from './session-fixture';
import { SearchPage } from '../features/search/search-page';

const SEARCH = contract.catalog.qryProduct4Emall;

describe('a language switch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the results on screen again in the new language', async () => {
    await switchLang('en_US');
    givenSession({ user: null });
    const sent = stubCalls([
      on(SEARCH, () => ({
        data: productPageFixture([productFixture({ spuId: '11', mfrPartNumber: 'LM358DR' })]),
      })),
      on(contract.system.getParamValue, () => ({ data: {} })),
    ]);
    renderRoute([{ path: '/search', element: <SearchPage /> }], '/search?qryParam=lm358');
    expect(await screen.findByText('LM358DR', { exact: false })).toBeTruthy();
    const searches = () => requestsTo(sent, SEARCH);
    expect(searches().map((r) => r.headers['x-lang'])).toEqual(['en_US']);

    await act(async () => {
      await switchLang('zh_TW');
    });
    await waitFor(() => {
      expect(searches().map((r) => r.headers['x-lang'])).toEqual(['en_US', 'zh_TW']);
    });
  });
});
