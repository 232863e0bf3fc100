import { expect, test } from './test';
import type { Lang } from '@emall/contract';
import { pickLanguage, text } from './support';

const LANGS: { lang: Lang; label: string }[] = [
  { lang: 'zh_CN', label: '简体中文' },
  { lang: 'zh_TW', label: '繁體中文' },
  { lang: 'en_US', label: 'English' },
];

for (const { lang, label } of LANGS) {
  test(`the page frame renders in ${label}: header, side bar, footer with the current year`, async ({
    page,
  }) => {
    await page.goto('/');
    await pickLanguage(page, label);

    await expect(
      page.locator('.app-header').getByText(text('frame.header.memberCentre', lang)),
    ).toBeVisible();
    await expect(page.getByText(text('frame.footer.privacy', lang))).toBeVisible();
    await expect(page.getByText(String(new Date().getFullYear())).first()).toBeVisible();
    // The four selling points are not shown in English.
    const sellingPoint = page.getByText(text('frame.footer.intro.genuine', lang), { exact: true });
    if (lang === 'en_US') await expect(sellingPoint).toHaveCount(0);
    else await expect(sellingPoint).toBeVisible();
    await page.screenshot({ path: `../test-results/frame-${lang}.png`, fullPage: true });
  });
}

test('the footer is hidden on the login page and unknown paths show the home page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText(text('frame.footer.privacy'))).toHaveCount(0);
  await page.goto('/no/such/page');
  await expect(page.getByText(text('home.slogan.title'))).toBeVisible();
});

test('a privacy statement exists as a static page per language', async ({ page }) => {
  for (const tag of ['zh-CN', 'zh-TW', 'en-US']) {
    const response = await page.goto(`/static/privacy.${tag}.html`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
  }
});
