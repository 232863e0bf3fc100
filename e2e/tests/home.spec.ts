import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { HOT_PARTS_DAYS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { text } from './support';

// The home page below the hero on the demo data: the top categories, the new parts and the hot parts (the demo
// orders), each leading to its page, in every language; and the first visit's spot-stock panel, which must
// leave the search free at a desktop and a phone width.

const LANGS: Lang[] = ['zh_CN', 'zh_TW', 'en_US'];
/** The spot-stock panel's flag: set, the panel stays closed (docs: the first visit opens it). */
const PANEL_SEEN = "localStorage.setItem('spotStockPanelShown', 'T');";

async function openHome(page: Page, lang: Lang, { panelSeen = true } = {}) {
  await page.addInitScript(
    `localStorage.setItem('lang', ${JSON.stringify(lang)});${panelSeen ? PANEL_SEEN : ''}`,
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: text('home.slogan.title', lang) })).toBeVisible();
}

const section = (page: Page, titleKey: string, lang: Lang) =>
  page.getByRole('region', {
    name: text(titleKey, lang).replace('{days}', String(HOT_PARTS_DAYS)),
    exact: true,
  });

for (const lang of LANGS) {
  test(`home in ${lang}: categories, new and hot parts, each opening its page`, async ({ page }) => {
    await openHome(page, lang);
    const categories = section(page, 'home.categories.title', lang);
    const newParts = section(page, 'home.newParts.title', lang);
    const hotParts = section(page, 'home.hotParts.title', lang);
    await expect(categories.locator('a[href^="/catalog/"]').first()).toBeVisible();
    await expect(newParts.locator('a[href^="/details/"]').first()).toBeVisible();
    await expect(hotParts.locator('a[href^="/details/"]').first()).toBeVisible();
    // The traditional-Chinese home shows its own banners, not the simplified ones.
    if (lang === 'zh_TW')
      await expect(page.locator('img.banner').first()).toHaveAttribute('src', /\.tw\.svg$/);

    const category = categories.locator('a[href^="/catalog/"]').first();
    const categoryName = (await category.locator('.home-category__name').textContent()) ?? '';
    await category.click();
    await expect(page).toHaveURL(/\/catalog\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();

    await page.goBack();
    const part = newParts.locator('a[href^="/details/"]').first();
    const partNumber = (await part.locator('.home-part__pn').textContent()) ?? '';
    await part.click();
    await expect(page).toHaveURL(/\/details\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(partNumber);
  });
}

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the first visit's spot-stock panel leaves the search free at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openHome(page, 'zh_CN', { panelSeen: false });
    const panel = page.locator('#spot-stock-panel');
    await expect(panel).toHaveAttribute('aria-hidden', 'false');
    const search = await page.locator('.home-search').boundingBox();
    const opened = await panel.boundingBox();
    const tab = await page.locator('.spot-stock-panel__tab').boundingBox();
    if (!search || !opened || !tab) throw new Error('no search or panel on the page');
    for (const box of [opened, tab]) expect(box.y).toBeGreaterThanOrEqual(search.y + search.height);
    // It still closes by itself, and the search was usable all along.
    await page.getByRole('combobox', { name: text('search.box.label') }).fill('LM358');
    await expect(panel).toHaveAttribute('aria-hidden', 'true');
  });
}
