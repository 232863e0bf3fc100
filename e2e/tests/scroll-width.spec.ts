import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, shopUrl, test } from './test';
import { LANG_TAGS, LANGS } from '@emall/contract';
import { logIn, text, uploadBomFile } from './support';
import { BUYER_ROUTES, expectFits, openRoute, PHONE_VISITOR_ROUTES, readIds } from './shop-routes';
import type { ShopIds } from './shop-routes';

// Every shop route (shop-routes.ts) on a 390 px phone, in each language: the page never scrolls sideways, and no
// table is wider than the box that holds it. accessibility.spec.ts checks the same on a 1,440 px desktop in the
// page loads it checks with axe. docs/architecture.md, "The phone layout", says what is covered and why.

const PHONE = { width: 390, height: 844 };

const HERE = path.dirname(fileURLToPath(import.meta.url));
// A real BOM of 30 lines, 7 of them matched against the demo catalog (bom.spec.ts).
const BOM_FILE = path.join(HERE, '../fixtures/rubiks-cube-robot_BOM.xlsx');

/** A matched BOM, uploaded as the buyer uploads one (bom.spec.ts): the match view needs the buyer's own BOM. */
async function uploadBom(page: Page) {
  await page.goto('/bom_upload');
  await uploadBomFile(page, BOM_FILE);
  // The first upload detects the columns; a later one (a rerun on the same data) finds them remembered.
  await expect(page.locator('.bom-preview-lines .ant-table-row').first()).toBeVisible();
  await page.locator('.bom-mapping__confirm').getByRole('button').click();
}

/** A line in the cart, so the cart and the order confirmation show their lines whatever ran before. */
async function putPartInCart(page: Page, product: string) {
  await page.goto(`/details/${product}`);
  const partNumber = (await page.locator('main h1').textContent())?.trim() ?? '';
  await page
    .getByRole('region', { name: text('product.buy.label') })
    .getByRole('button', { name: text('cart.add.label').replace('{name}', partNumber) })
    .click();
  await expect(page).toHaveURL(/\/shopping_cart$/);
}

let ids: ShopIds = {};
let buyerCookies: Parameters<BrowserContext['addCookies']>[0] = [];

/** Logs the buyer in once for the whole file and reads the routes' ids; every language reuses the session. */
test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL: shopUrl(test.info()) });
  await context.addInitScript({ content: "localStorage.setItem('spotStockPanelShown', 'T');" });
  const page = await context.newPage();
  await page.goto('/login');
  // demo2 buys for the same tenant as demo; login-session.spec.ts changes demo's password in this server run.
  await logIn(page, 'demo2');
  await expect(page.locator('.app-header__user')).toBeVisible();
  ids = await readIds(page, uploadBom);
  await putPartInCart(page, ids.product ?? '');
  buyerCookies = (await context.storageState()).cookies;
  await context.close();
});

/**
 * One test per language, in one browser context, so the app's code comes from its cache after the first route:
 * the logged-out routes first, then the routes with the buyer's session cookies. Each route is a step whose
 * failures are soft: one run names every route that does not fit.
 */
for (const lang of LANGS) {
  test(`every route fits ${PHONE.width} px in ${lang}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({
      baseURL: shopUrl(test.info()),
      locale: LANG_TAGS[lang],
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript({
      content: `localStorage.setItem('lang', ${JSON.stringify(lang)}); localStorage.setItem('spotStockPanelShown', 'T');`,
    });
    const page = await context.newPage();
    const expectFitsOn = async (route: string) => {
      // A page that never shows its content is reported like one that does not fit, and the next route checked.
      const error = await openRoute(page, route, ids, `at ${PHONE.width} px in ${lang}`).then(
        () => undefined,
        (failure: unknown) => String(failure),
      );
      expect.soft(error).toBeUndefined();
      if (error === undefined) await expectFits(page, route, lang, PHONE.width);
    };
    for (const route of PHONE_VISITOR_ROUTES) {
      await test.step(`${route} logged out`, () => expectFitsOn(route));
    }
    await context.addCookies(buyerCookies);
    for (const route of BUYER_ROUTES) {
      await test.step(route, () => expectFitsOn(route));
    }
    await context.close();
  });
}
