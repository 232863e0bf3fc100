import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract, HELP_CATEGORY_CODES } from '@emall/contract';
import type { HelpArticle, HelpArticleRow, HelpCategory } from '@emall/contract';
import { queryRows } from '../../platform/db.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { seedHelpContent } from '../../seed/help.seed.js';
import { HELP_CONTENT } from '../../seed/help/help-content.js';

const calls = contract.help;
type Page = { rows: HelpArticleRow[]; total: number; pageNo: number; pageSize: number };

let t: TestApp;
let people: Buyers;
let buyer: TestClient;
const articleCount = HELP_CONTENT.reduce((n, c) => n + c.articles.length, 0);

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  buyer = t.client();
  await buyer.loginAs(people.buyer);
});
afterAll(() => t.close());

const page = (body: unknown, lang = 'zh_CN') => {
  buyer.lang = lang;
  return buyer.data<Page>(calls.qryHelpArticleByPage, body);
};
const idOf = async (slug: string) => {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text as id from help_article where slug = ${slug}`,
  );
  const id = row?.id;
  if (!id) throw new Error(`no article ${slug}`);
  return id;
};

describe('help centre calls need a session', () => {
  it('answers 401 to an anonymous caller for every help call', async () => {
    const anonymous = t.client();
    for (const [call, body] of [
      [calls.qryHelpCategoryList, {}],
      [calls.qryHelpArticleByPage, {}],
      [calls.qryHelpArticle, { articleId: 1 }],
    ] as const) {
      const answer = await anonymous.call(call, body);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errcode: 'UNAUTHENTICATED' });
    }
  });
});

describe('qryHelpCategoryList', () => {
  it('lists the seven categories in order, named in the caller’s language, with their article counts', async () => {
    buyer.lang = 'zh_TW';
    const zhTw = await buyer.data<HelpCategory[]>(calls.qryHelpCategoryList);
    expect(zhTw.map((c) => c.categoryCode)).toEqual([...HELP_CATEGORY_CODES]);
    expect(zhTw[0]).toMatchObject({ categoryName: '選購與下單', articleCount: 5 });
    expect(zhTw.reduce((n, c) => n + c.articleCount, 0)).toBe(articleCount);
    buyer.lang = 'en_US';
    const en = await buyer.data<HelpCategory[]>(calls.qryHelpCategoryList);
    expect(en.find((c) => c.categoryCode === 'invoices')?.categoryName).toBe('Invoices');
  });
});

describe('qryHelpArticleByPage', () => {
  it('pages every published article 10 at a time in category order, without bodies', async () => {
    const first = await page({});
    expect(first).toMatchObject({ total: articleCount, pageNo: 1, pageSize: 10 });
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]).toMatchObject({ categoryCode: 'ordering', title: '如何按型号搜索元器件' });
    expect(first.rows[0]).not.toHaveProperty('body');
    const last = await page({ pageNo: 3 });
    expect(last.rows).toHaveLength(articleCount - 20);
    expect(last.rows.at(-1)?.categoryCode).toBe('account');
  });

  it('keeps to one category when asked', async () => {
    const samples = await page({ categoryCode: 'samples', pageSize: 50 }, 'en_US');
    expect(samples.total).toBe(3);
    expect(samples.rows.every((r) => r.categoryCode === 'samples' && r.categoryName === 'Free samples')).toBe(
      true,
    );
  });

  it('searches titles and bodies in the caller’s language, title matches first, with a snippet around the match', async () => {
    const zhCn = await page({ keyword: '验证码' });
    expect(zhCn.rows[0]?.title).toBe('登录与验证码');
    expect(zhCn.rows[0]?.snippet).toContain('验证码');
    const zhTw = await page({ keyword: '驗證碼' }, 'zh_TW');
    expect(zhTw.rows[0]?.title).toBe('登入與驗證碼');
    // Traditional characters are not in the simplified text: each language searches its own.
    expect((await page({ keyword: '驗證碼' })).total).toBe(0);
    const en = await page({ keyword: 'PAYMENT PROOF' }, 'en_US');
    expect(en.rows[0]?.title).toBe('Uploading the payment proof');
    expect(en.total).toBeGreaterThan(1);
    for (const row of en.rows.slice(1)) expect(row.snippet.toLowerCase()).toContain('payment proof');
    const deep = await page({ keyword: 'moisture barrier' }, 'en_US');
    expect(deep.rows.map((r) => r.title)).toEqual(['Checking deliveries and returns']);
    expect(deep.rows[0]?.snippet).toMatch(/^….*moisture barrier.*…$/);
  });

  it('matches % and _ in a keyword literally', async () => {
    expect((await page({ keyword: 'pass%word' }, 'en_US')).total).toBe(0);
    expect((await page({ keyword: 'passw_rd' }, 'en_US')).total).toBe(0);
    expect((await page({ keyword: '13%' })).rows[0]?.title).toBe('含税价、未税价与增值税');
  });

  it('answers 400 with the field for a keyword over 50 characters, an unknown category or a page too large', async () => {
    for (const body of [{ keyword: 'x'.repeat(51) }, { categoryCode: 'refunds' }, { pageSize: 51 }]) {
      const answer = await buyer.call(calls.qryHelpArticleByPage, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errcode: 'VALIDATION_FAILED' });
      expect(Object.keys((answer.body as { fields?: object }).fields ?? {})).toEqual([Object.keys(body)[0]]);
    }
  });
});

describe('qryHelpArticle', () => {
  it('answers the article with its Markdown body in the caller’s language', async () => {
    const id = await idOf('payment.bank-transfer');
    buyer.lang = 'zh_TW';
    const zhTw = await buyer.data<HelpArticle>(calls.qryHelpArticle, { articleId: id });
    expect(zhTw).toMatchObject({ articleId: id, categoryCode: 'payment', title: '如何透過銀行轉帳付款' });
    expect(zhTw.body).toContain('轉帳備註');
    buyer.lang = 'en_US';
    const en = await buyer.data<HelpArticle>(calls.qryHelpArticle, { articleId: Number(id) });
    expect(en.title).toBe('Paying by bank transfer');
    expect(en.body).toContain('[My orders](/my_EMall?activeKey=2)');
  });

  it('answers 404 for an unknown or unpublished article and 400 for an id that is not a number', async () => {
    const missing = await buyer.call(calls.qryHelpArticle, { articleId: 987654 });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      errcode: 'NOT_FOUND',
      msg: 'The requested resource does not exist',
    });
    const id = await idOf('invoices.issue');
    await t.database.db.execute(sql`update help_article set is_published = false where id = ${Number(id)}`);
    expect((await buyer.call(calls.qryHelpArticle, { articleId: id })).status).toBe(404);
    expect((await page({ categoryCode: 'invoices' })).total).toBe(2);
    await t.database.db.execute(sql`update help_article set is_published = true where id = ${Number(id)}`);
    expect((await buyer.call(calls.qryHelpArticle, { articleId: 'abc' })).status).toBe(400);
  });
});

describe('help seed', () => {
  it('adds nothing twice and keeps an article an operator edited', async () => {
    const id = await idOf('account.company');
    await t.database.db.execute(
      sql`update help_article set title_en_us = 'Company accounts' where id = ${Number(id)}`,
    );
    await seedHelpContent(t.database.db);
    expect((await page({})).total).toBe(articleCount);
    buyer.lang = 'en_US';
    expect((await buyer.data<HelpArticle>(calls.qryHelpArticle, { articleId: id })).title).toBe(
      'Company accounts',
    );
  });
});
