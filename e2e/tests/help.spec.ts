import { expect, test } from './test';
import { logIn, pickLanguage, text } from './support';

const HELP_CALLS = '/api/emall/ess/help';

test('the help centre sends a logged-out visitor to login, then searches and opens an article, also in English', async ({
  page,
}) => {
  await page.goto('/help_center');
  await expect(page).toHaveURL(/\/login\?origin=%2Fhelp_center$/);
  // demo2: login-session.spec.ts changes demo's password in this server run.
  await logIn(page, 'demo2');
  await expect(page).toHaveURL(/\/help_center$/);

  const topics = page.getByRole('navigation', { name: text('help.categories') });
  await expect(topics.getByRole('button', { name: /付款与合同/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '如何按型号搜索元器件' })).toBeVisible();

  const searched = page.waitForResponse(`**${HELP_CALLS}/qryHelpArticleByPage`);
  await page.getByRole('searchbox', { name: text('help.search.placeholder') }).fill('付款凭证');
  await page.getByRole('searchbox', { name: text('help.search.placeholder') }).press('Enter');
  expect((await searched).ok()).toBe(true);
  await expect(page).toHaveURL(/keyword=%E4%BB%98%E6%AC%BE%E5%87%AD%E8%AF%81/);
  // Title matches come first.
  const first = page.locator('.help-list__row').first();
  await expect(first.getByRole('link')).toHaveText('上传付款凭证');
  await expect(first.locator('mark').first()).toHaveText('付款凭证');

  await first.getByRole('link').click();
  const article = page.getByRole('article', { name: '上传付款凭证' });
  await expect(article.locator('strong').first()).toHaveText('PNG、JPG 图片或 PDF 文件');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText('上传付款凭证');

  // The article follows the language: English is read again from the server.
  await pickLanguage(page, 'English');
  await expect(page.getByRole('article', { name: 'Uploading the payment proof' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Topics' }).getByRole('button', { name: /Payment/ }),
  ).toBeVisible();

  // Back to the search it came from, then into another topic.
  await page.getByRole('link', { name: text('help.article.back', 'en_US') }).click();
  // Each language searches its own text: the Chinese keyword finds nothing in English.
  await expect(page.getByText(text('help.list.empty', 'en_US'))).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Topics' })
    .getByRole('button', { name: /Free samples/ })
    .click();
  await expect(page.getByRole('link', { name: 'Sample limits' })).toBeVisible();
});

test('the footer’s corporate site, privacy statement and trading terms are real pages in each language', async ({
  page,
}) => {
  const expected: Record<string, Record<string, RegExp>> = {
    'zh-CN': { about: /南京芯城电子科技有限公司/, privacy: /scrypt\s+哈希/, terms: /签收后\s+7\s+天内/ },
    'zh-TW': { about: /南京芯城電子科技有限公司/, privacy: /scrypt\s+雜湊/, terms: /簽收後\s+7\s+天內/ },
    'en-US': {
      about: /Nanjing\s+Xincheng/,
      privacy: /salted\s+scrypt\s+hashes/,
      terms: /within\s+7\s+days\s+of\s+receipt/,
    },
  };
  for (const [tag, pages] of Object.entries(expected)) {
    for (const [name, content] of Object.entries(pages)) {
      const response = await page.goto(`/static/${name}.${tag}.html`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      await expect(page.locator('main')).toContainText(content);
      // Every page names how to reach us. (Prettier wraps the HTML at spaces, so patterns allow any white space.)
      await expect(page.locator('footer')).toContainText('400-820-6688');
    }
  }
});
