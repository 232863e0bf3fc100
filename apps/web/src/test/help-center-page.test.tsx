import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import type { HelpArticle, HelpArticleRow, HelpCategory } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { HelpCenterPage } from '../features/help/help-center-page';

const en = (key: string) => textOf(key, 'en_US');
const calls = {
  categories: contract.help.qryHelpCategoryList,
  page: contract.help.qryHelpArticleByPage,
  article: contract.help.qryHelpArticle,
};

const CATEGORIES: HelpCategory[] = [
  { categoryCode: 'ordering', categoryName: 'Ordering', articleCount: 5 },
  { categoryCode: 'payment', categoryName: 'Payment', articleCount: 4 },
];
const row = (articleId: string, title: string, snippet: string): HelpArticleRow => ({
  articleId,
  categoryCode: 'payment',
  categoryName: 'Payment',
  title,
  snippet,
  updateDate: '2026-11-20T08:00:00.000Z',
});
const PROOF: HelpArticle = {
  articleId: '12',
  categoryCode: 'payment',
  categoryName: 'Payment',
  title: 'Uploading the payment proof',
  updateDate: '2026-11-20T08:00:00.000Z',
  body: '## Formats\n- **PNG** or PDF\n\nBack to [My orders](/my_EMall?activeKey=2).',
};

function Probe() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}
      {location.search}
    </p>
  );
}

function renderHelpAt(path: string) {
  return renderRoute(
    [
      { path: '/help_center', element: <HelpCenterPage /> },
      { path: '*', element: <Probe /> },
    ],
    path,
  );
}

describe('help centre page', () => {
  beforeEach(async () => {
    await switchLang('en_US');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a logged-out visitor to /login with the page as origin', async () => {
    const sent = stubCalls([]);
    givenSession({ user: null });
    renderHelpAt('/help_center?category=payment');
    expect(
      await screen.findByText(`at /login?origin=${encodeURIComponent('/help_center?category=payment')}`),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('lists topics and articles, filters by topic, searches, opens an article and goes back', async () => {
    const sent = stubCalls([
      on(calls.categories, () => ({ data: CATEGORIES })),
      on(calls.page, (body) => {
        const keyword = body?.keyword;
        const rows = keyword
          ? [row('12', 'Uploading the payment proof', 'After the transfer, upload the bank receipt…')]
          : [
              row('11', 'Paying by bank transfer', 'Orders are paid by bank transfer…'),
              row('12', PROOF.title, '…'),
            ];
        return { data: { rows, total: rows.length, pageNo: 1, pageSize: 10 } };
      }),
      on(calls.article, (body) =>
        body.articleId === '12'
          ? { data: PROOF }
          : { status: 404, errcode: 'NOT_FOUND', msg: 'The requested resource does not exist' },
      ),
    ]);
    givenSession({ user: DEMO_USER });
    renderHelpAt('/help_center');

    const topics = await screen.findByRole('navigation', { name: en('help.categories') });
    const payment = await within(topics).findByRole('button', { name: /Payment/ });
    expect(
      within(topics)
        .getByRole('button', { name: en('help.category.all') })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(await screen.findByRole('link', { name: 'Paying by bank transfer' })).toBeTruthy();

    fireEvent.click(payment);
    await waitFor(() => {
      expect(bodiesTo(sent, calls.page).at(-1)).toMatchObject({ categoryCode: 'payment', pageNo: 1 });
    });
    expect(payment.getAttribute('aria-current')).toBe('page');

    const box = screen.getByRole('searchbox', { name: en('help.search.placeholder') });
    fireEvent.change(box, { target: { value: '  transfer ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => {
      expect(bodiesTo(sent, calls.page).at(-1)).toEqual({ keyword: 'transfer', pageNo: 1, pageSize: 10 });
    });
    expect(await screen.findByText('Articles found for "transfer": 1')).toBeTruthy();
    expect(screen.getByText('transfer', { selector: 'mark' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Uploading the payment proof' }));
    const article = await screen.findByRole('article', { name: 'Uploading the payment proof' });
    expect(bodiesTo(sent, calls.article)).toEqual([{ articleId: '12' }]);
    expect(within(article).getByRole('heading', { name: 'Formats', level: 2 })).toBeTruthy();
    expect(within(article).getByText('PNG', { selector: 'strong' })).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe(
      '/my_EMall?activeKey=2',
    );
    expect(within(article).getByText('Updated 2026-11-20')).toBeTruthy();
    // The open article's topic is marked in the side list.
    expect(
      within(topics)
        .getByRole('button', { name: /Payment/ })
        .getAttribute('aria-current'),
    ).toBe('page');

    fireEvent.click(within(article).getByRole('link', { name: en('help.article.back') }));
    expect(await screen.findByText('Articles found for "transfer": 1')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('transfer');
  });

  it('says so when an article does not exist', async () => {
    stubCalls([
      on(calls.categories, () => ({ data: CATEGORIES })),
      on(calls.article, () => ({
        status: 404,
        errcode: 'NOT_FOUND',
        msg: 'The requested resource does not exist',
      })),
    ]);
    givenSession({ user: DEMO_USER });
    renderHelpAt('/help_center?article=999');
    expect(await screen.findByText(en('help.article.missing'))).toBeTruthy();
    expect(screen.getByRole('link', { name: en('help.article.back') }).getAttribute('href')).toBe(
      '/help_center',
    );
  });
});
