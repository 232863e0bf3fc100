import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { CallDef, HelpArticle, HelpCategory } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry, OpsHelpArticle, OpsHelpArticleRow } from '@emall/contract/ops';
import { seedSystemData } from '../../seed/index.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, createOperators, type Buyers, type Operators } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';

const calls = opsContract.opsContent;

let t: TestApp;
let people: Buyers;
let operators: Operators;
let ops: TestClient;
let auditor: TestClient;
let buyer: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  ops = t.client();
  await ops.opsLoginAs(operators.operator);
  auditor = t.client();
  await auditor.opsLoginAs(operators.auditor);
  buyer = t.client();
  buyer.lang = 'en_US';
  await buyer.loginAs(people.buyer);
});
afterAll(() => t.close());

async function expectGuarded(call: CallDef, body: unknown): Promise<void> {
  expect((await buyer.call(call, body)).status).toBe(401);
  expect((await t.client().call(call, body)).status).toBe(401);
  if (call.auth === 'ops-write') {
    const refused = await auditor.call(call, body);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errcode: 'OPS_READ_ONLY' });
  } else {
    expect((await auditor.call(call, body)).status).toBe(200);
  }
}

async function lastAudit(articleId: number): Promise<AuditEntry | undefined> {
  const page = await auditor.data<{ rows: AuditEntry[] }>(opsContract.opsAuth.qryAuditLogByPage, {
    targetType: 'helpArticle',
    targetId: String(articleId),
  });
  return page.rows[0];
}

const ARTICLE = {
  categoryCode: 'payment',
  sort: 5,
  title: { zhCn: '对公转账须知', zhTw: '對公轉帳須知', enUs: 'Paying by bank transfer' },
  body: {
    zhCn: '## 转账\n\n请在备注中填写**订单号**。',
    zhTw: '## 轉帳\n\n請在備註中填寫**訂單號**。',
    enUs: '## Transfers\n\nPut the **order number** in the remark.',
  },
};

/** What the buyer's help centre shows of an article: its answer, or the status when it is not shown. */
async function shopArticle(articleId: number): Promise<HelpArticle | number> {
  const answer = await buyer.call<HelpArticle>(contract.help.qryHelpArticle, { articleId });
  return answer.body.success ? answer.body.data : answer.status;
}

describe('help articles in the console', () => {
  it('lists categories with every article counted and the articles by category, unpublished ones too', async () => {
    const categories = await ops.data<{ categoryCode: string; articleCount: number }[]>(
      calls.qryHelpCategories,
    );
    expect(categories.map((c) => c.categoryCode)).toEqual([
      'ordering',
      'payment',
      'delivery',
      'invoices',
      'samples',
      'bom',
      'account',
    ]);
    const page = await ops.data<{ rows: OpsHelpArticleRow[]; total: number }>(calls.qryHelpArticles, {
      categoryCode: 'account',
    });
    expect(page.total).toBe(categories.find((c) => c.categoryCode === 'account')?.articleCount);
    expect(page.rows[0]).toMatchObject({ slug: 'account.login', isPublished: true, deletable: false });
    const found = await ops.data<{ rows: OpsHelpArticleRow[] }>(calls.qryHelpArticles, { keyword: '登入' });
    expect(found.rows.length).toBeGreaterThan(0);
    await expectGuarded(calls.qryHelpCategories, {});
    await expectGuarded(calls.qryHelpArticles, {});
    expect((await ops.call(calls.qryHelpArticles, { categoryCode: 'nope' })).status).toBe(400);
  });

  let created: OpsHelpArticle;

  it('creates an article, unpublished unless asked: the help centre shows it once published', async () => {
    await expectGuarded(calls.createHelpArticle, ARTICLE);
    created = await ops.data<OpsHelpArticle>(calls.createHelpArticle, ARTICLE);
    expect(created).toMatchObject({
      isPublished: false,
      deletable: true,
      title: ARTICLE.title,
      body: ARTICLE.body,
    });
    expect(await shopArticle(created.articleId)).toBe(404);
    expect(await lastAudit(created.articleId)).toMatchObject({ action: 'content.help.create', before: null });

    await expectGuarded(calls.publishHelpArticle, { articleId: created.articleId, published: true });
    await ops.data(calls.publishHelpArticle, { articleId: created.articleId, published: true });
    expect(await shopArticle(created.articleId)).toMatchObject({
      title: 'Paying by bank transfer',
      categoryCode: 'payment',
      body: ARTICLE.body.enUs,
    });
    expect(await lastAudit(created.articleId)).toMatchObject({
      action: 'content.help.publish',
      before: { isPublished: false },
      after: { isPublished: true },
    });
    const detail = await ops.data<OpsHelpArticle>(calls.qryHelpArticleDetail, {
      articleId: created.articleId,
    });
    expect(detail.body.zhTw).toBe(ARTICLE.body.zhTw);
    await expectGuarded(calls.qryHelpArticleDetail, { articleId: created.articleId });
  });

  it('refuses an article missing a language or too long (400)', async () => {
    const noTw = await ops.call(calls.createHelpArticle, {
      ...ARTICLE,
      title: { ...ARTICLE.title, zhTw: '' },
    });
    expect(noTw.status).toBe(400);
    const long = await ops.call(calls.createHelpArticle, {
      ...ARTICLE,
      body: { ...ARTICLE.body, enUs: 'x'.repeat(20001) },
    });
    expect(long.status).toBe(400);
    expect((await ops.call(calls.qryHelpArticleDetail, { articleId: 'abc' })).status).toBe(400);
    expect((await ops.call(calls.qryHelpArticleDetail, { articleId: 999999 })).status).toBe(404);
  });

  it('edits an article: the help centre shows the new text and category', async () => {
    const body = {
      ...ARTICLE,
      articleId: created.articleId,
      categoryCode: 'delivery',
      title: { ...ARTICLE.title, enUs: 'Bank transfers' },
    };
    await expectGuarded(calls.updateHelpArticle, body);
    await ops.data(calls.updateHelpArticle, body);
    expect(await shopArticle(created.articleId)).toMatchObject({
      title: 'Bank transfers',
      categoryCode: 'delivery',
    });
    expect(await lastAudit(created.articleId)).toMatchObject({
      action: 'content.help.update',
      before: { title: { enUs: 'Paying by bank transfer' } },
      after: { title: { enUs: 'Bank transfers' }, categoryCode: 'delivery' },
    });
    expect((await ops.call(calls.updateHelpArticle, { ...body, articleId: 999999 })).status).toBe(404);
    expect((await ops.call(calls.updateHelpArticle, { ...body, sort: -1 })).status).toBe(400);
  });

  it('unpublishes a seeded article for good (the next start keeps it hidden) but does not delete it (409)', async () => {
    const page = await ops.data<{ rows: OpsHelpArticleRow[] }>(calls.qryHelpArticles, {
      categoryCode: 'account',
    });
    const seeded = page.rows[0];
    if (!seeded) throw new Error('no seeded article');
    await ops.data(calls.publishHelpArticle, { articleId: seeded.articleId, published: false });
    await seedSystemData(t.database.db);
    expect(await shopArticle(seeded.articleId)).toBe(404);
    const categories = await buyer.data<HelpCategory[]>(contract.help.qryHelpCategoryList);
    const account = categories.find((c) => c.categoryCode === 'account');
    expect(account?.articleCount).toBe(page.rows.length - 1);
    const refused = await ops.call(calls.deleteHelpArticle, { articleId: seeded.articleId });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errcode: 'OPS_CONTENT_HELP_SEEDED' });
    await ops.data(calls.publishHelpArticle, { articleId: seeded.articleId, published: true });
    expect(await shopArticle(seeded.articleId)).toMatchObject({ categoryCode: 'account' });
  });

  it('deletes an article written in the console: gone from the help centre, recorded with what it was', async () => {
    await expectGuarded(calls.deleteHelpArticle, { articleId: created.articleId });
    expect(await ops.data(calls.deleteHelpArticle, { articleId: created.articleId })).toBeNull();
    expect(await shopArticle(created.articleId)).toBe(404);
    expect(await lastAudit(created.articleId)).toMatchObject({
      action: 'content.help.delete',
      before: { title: { enUs: 'Bank transfers' } },
      after: null,
    });
    expect((await ops.call(calls.deleteHelpArticle, { articleId: created.articleId })).status).toBe(404);
    expect((await ops.call(calls.deleteHelpArticle, {})).status).toBe(400);
  });
});
