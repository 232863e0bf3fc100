import type { Locator } from '@playwright/test';
import { expect, test } from './test';
import { logIn, logInOps, text } from './support';

/** antd spaces out two-character Chinese button labels ('保 存'): match the label with or without them. */
function button(scope: Locator, key: string) {
  const label = text(key);
  return scope.getByRole('button', { name: new RegExp(`^${label.replace(/(.)(?=.)/gu, '$1\\s*')}$`) });
}

const TITLE = 'E2E 运营新文章';
const LANGS = ['zhCn', 'zhTw', 'enUs'] as const;
const TITLES = { zhCn: TITLE, zhTw: 'E2E 營運新文章', enUs: 'E2E operator article' };
const BODIES = {
  zhCn: '## 说明\n\n这是**运营**写的文章。',
  zhTw: '## 說明\n\n這是**營運**寫的文章。',
  enUs: '## Notes\n\nWritten by an **operator**.',
};

test('an operator writes and publishes a help article the help centre shows, then deletes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await logInOps(page);
  await page.goto('/ops/content/help');
  await button(page.locator('.ops-filters'), 'ops.content.help.create').click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text('ops.content.help.category')).click();
  await page.locator('.ant-select-dropdown').getByText('账号与安全', { exact: true }).click();
  for (const lang of LANGS) {
    const label = `${text('ops.content.help.title')} · ${text(`ops.content.lang.${lang}`)}`;
    await dialog.getByLabel(label).fill(TITLES[lang]);
  }
  for (const lang of LANGS) {
    await dialog.getByRole('tab', { name: text(`ops.content.lang.${lang}`) }).click();
    const label = `${text('ops.content.help.body')} · ${text(`ops.content.lang.${lang}`)}`;
    await dialog.getByLabel(label).fill(BODIES[lang]);
  }
  await dialog.getByLabel(text('ops.content.help.publishNow')).click();
  const created = page.waitForResponse('**/api/emall/ops/content/createHelpArticle');
  await button(dialog, 'ops.common.save').click();
  expect((await created).ok()).toBe(true);
  await expect(dialog).toBeHidden();

  // The buyer's help centre finds it at once, rendered from the Markdown subset.
  const buyerContext = await browser.newContext({ locale: 'zh-CN' });
  const buyer = await buyerContext.newPage();
  await buyer.goto('/help_center');
  await expect(buyer).toHaveURL(/\/login\?origin=%2Fhelp_center$/);
  // demo2: login-session.spec.ts changes demo's password in its server run.
  await logIn(buyer, 'demo2');
  await expect(buyer).toHaveURL(/\/help_center$/);
  await buyer.goto(`/help_center?keyword=${encodeURIComponent(TITLE)}`);
  await buyer.getByRole('link', { name: TITLE }).click();
  const article = buyer.getByRole('article', { name: TITLE });
  await expect(article.locator('strong')).toHaveText('运营');

  // Deleted in the console, it is gone from the help centre.
  await page.getByPlaceholder(text('ops.content.help.searchTitle')).fill(TITLE);
  await page.getByPlaceholder(text('ops.content.help.searchTitle')).press('Enter');
  const row = page.locator('tr.ant-table-row', { hasText: TITLE });
  await expect(row).toHaveCount(1);
  await button(row, 'ops.common.delete').click();
  const deleted = page.waitForResponse('**/api/emall/ops/content/deleteHelpArticle');
  await button(page.locator('.ant-popconfirm'), 'ops.common.confirm').click();
  expect((await deleted).ok()).toBe(true);
  await expect(row).toHaveCount(0);

  await buyer.reload();
  await expect(buyer.getByRole('article', { name: TITLE })).toHaveCount(0);
  await buyer.goto(`/help_center?keyword=${encodeURIComponent(TITLE)}`);
  await expect(buyer.getByRole('link', { name: TITLE })).toHaveCount(0);
  await buyerContext.close();
});

test('the auditor reads the parameters but has nothing to change them with', async ({ page }) => {
  await logInOps(page, 'auditor', 'audit123456');
  await page.goto('/ops/content/params');
  const row = page.locator('tr.ant-table-row', { hasText: 'EMALL_SHOP_CART_CAPACITY' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
});
