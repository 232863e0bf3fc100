import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, shopUrl, test } from './test';
import { LANG_TAGS, LANGS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { logIn, text } from './support';

// Every shop route (apps/web/src/app/routes.tsx) on a 390 px phone and a 1440 px desktop, in each language: the
// page never scrolls sideways, and no table is wider than the box that holds it or reaches under the side bar.
// docs/accessibility.md, "Widths", says what is covered and why.

const WIDTHS = [390, 1440] as const;
type Width = (typeof WIDTHS)[number];

const HERE = path.dirname(fileURLToPath(import.meta.url));
const STATE_FILE = path.join(HERE, '../../test-results/scroll-width-buyer.json');
// A real BOM of 30 lines, 7 of them matched against the demo catalog (bom.spec.ts).
const BOM_FILE = path.join(HERE, '../fixtures/rubiks-cube-robot_BOM.xlsx');

/** Pages a visitor sees logged out (a logged-in buyer is sent on from them). */
const LOGGED_OUT_ROUTES = ['/login', '/register'];

/** The buyer's routes; `:name` is an id read once before the checks (`ids`). */
const BUYER_ROUTES = [
  '/',
  '/search?qryParam=STM32',
  '/details/:product',
  '/catalog',
  '/catalog/:category',
  '/global',
  '/shopping_cart',
  '/confirm_order',
  '/orderline/:order',
  '/bom_upload',
  '/bom_search?bomId=:bom',
  '/bom_search?bomId=:bom&tab=costing',
  '/sample',
  '/reqsample',
  // The rating form reads no request: any id shows the same form.
  '/samplerate?sampleReqId=1',
  '/enquiry',
  '/enquiry?tab=mine',
  '/help_center',
  '/message',
  '/my_EMall?activeKey=1',
  '/my_EMall?activeKey=2',
  '/my_EMall?activeKey=3',
  '/my_EMall?activeKey=6',
  '/ruisa',
  '/ruisa_product/:brandProduct',
  '/ruisa_customized',
  '/gd',
];

/** What shows that a route's own rows have arrived (a table row on the desktop, a card on a phone). */
const ROWS = '.ant-table-row, .data-table__row, .responsive-card';
/** Every page's own heading: the frame alone is drawn before the page's code has arrived. */
const HEADING = 'main :is(h1, h2, h3)';
/** What shows that a route's content has arrived, beyond its heading. */
const READY: Record<string, string> = {
  '/search?qryParam=STM32': 'a[href^="/details/"]',
  '/details/:product': 'h1',
  '/catalog': 'a[href^="/catalog/"]',
  '/catalog/:category': `.catalog-results :is(${ROWS})`,
  '/shopping_cart': `.cart-page :is(${ROWS})`,
  // The cart's selection, as the order confirmation opens from a reload: the part readIds put in the cart.
  '/confirm_order': `.confirm-lines :is(${ROWS})`,
  '/orderline/:order': 'h1',
  '/bom_search?bomId=:bom': `.bom-lines :is(${ROWS})`,
  '/bom_search?bomId=:bom&tab=costing': `.bom-cost-lines :is(${ROWS})`,
  '/sample': `.sample-page__catalog :is(${ROWS})`,
  '/enquiry': `.enquiry-table :is(${ROWS})`,
  '/enquiry?tab=mine': `.my-enquiries :is(${ROWS})`,
  '/message': '.message-item',
  '/my_EMall?activeKey=1': `.bom-logs :is(${ROWS})`,
  '/my_EMall?activeKey=2': '.order-card',
  '/my_EMall?activeKey=3': '.my-samples__card',
  '/my_EMall?activeKey=6': '.change-password-form',
};

const ids: Record<string, string> = {};
/** A route that does not fit is reported and the next one checked: one run names them all. */
const softly = expect.configure({ soft: true, timeout: 5000 });

/** What must be gone before a page counts as drawn: the boot and page spinners, antd's spinners and skeletons. */
const LOADING = '.boot-spinner, .page-spinner, .ant-spin-spinning, .ant-skeleton-active';

/**
 * Opens a route and waits until it has drawn its content: its heading is shown, nothing is loading, and the
 * route's rows are shown when it has some. One check in the page on every frame, so a route costs its own load
 * time.
 */
async function open(page: Page, route: string) {
  const address = route.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? `:${name}`);
  await page.goto(address);
  const shown = [HEADING, READY[route]].filter((selector) => selector !== undefined);
  await page.waitForFunction(
    ([loading, selectors]) => {
      // The e2e project has no DOM types; the function runs in the page.
      type Element = { getClientRects: () => { length: number } };
      const doc = (
        globalThis as unknown as {
          document: {
            querySelector: (s: string) => Element | null;
            querySelectorAll: (s: string) => Element[];
          };
        }
      ).document;
      const isShown = (selector: string) =>
        [...doc.querySelectorAll(selector)].some((element) => element.getClientRects().length > 0);
      return doc.querySelector(loading) === null && selectors.every(isShown);
    },
    [LOADING, shown] as const,
    { polling: 'raf', timeout: 15_000 },
  );
}

/**
 * How much wider than the window the page is (0 or less when it scrolls only up and down). Measured against the
 * width asked for, not `innerWidth`: a phone browser widens its layout viewport to a page that is too wide (and
 * zooms out), so the page would always seem to fit its own window.
 */
function sideScroll(page: Page, width: Width): Promise<number> {
  return page.evaluate<number>(`document.documentElement.scrollWidth - ${width}`);
}

/**
 * Each table wider than its box (its antd wrapper, else its parent) or reaching under the fixed side bar,
 * described by its column heads: a table that scrolls inside its own box still hides columns from the buyer.
 */
function overflowingTables(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const bar = document.querySelector('.side-bar:not(.side-bar--hidden)');
    const barLeft = bar ? bar.getBoundingClientRect().left : Infinity;
    return [...document.querySelectorAll('table')]
      .filter((table) => table.getClientRects().length > 0)
      .flatMap((table) => {
        const box = table.closest('.ant-table-wrapper') ?? table.parentElement;
        const own = table.getBoundingClientRect();
        const boxWidth = box.clientWidth;
        const heads = [...table.querySelectorAll('th')].map((th) => th.textContent.trim()).filter(Boolean);
        const name = heads.length > 0 ? heads.slice(0, 4).join(' | ') : (table.className || 'table');
        const problems = [];
        if (own.width > boxWidth + 1) problems.push(Math.round(own.width) + ' px wide in a ' + boxWidth + ' px box');
        if (own.right > barLeft + 1) problems.push('right edge at ' + Math.round(own.right) + ' px, under the side bar at ' + Math.round(barLeft) + ' px');
        return problems.length > 0 ? [name + ': ' + problems.join(', ')] : [];
      });
  })()`);
}

async function expectFits(page: Page, route: string, lang: Lang, width: Width) {
  // A page that never shows its content is reported like one that does not fit, and the next route checked.
  const error = await open(page, route).then(
    () => undefined,
    (failure: unknown) => String(failure),
  );
  softly(error, `${route} did not show its content at ${width} px in ${lang}`).toBeUndefined();
  if (error !== undefined) return;
  const prefix = process.env.WIDTH_SCREENSHOTS;
  if (prefix) {
    const name = route.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home';
    // The page's top two screens: enough to look at, small enough to open.
    const height = Math.min(await page.evaluate<number>('document.documentElement.scrollHeight'), 1800);
    await page.screenshot({
      path: `${prefix}${width}-${lang}-${name}.png`,
      fullPage: true,
      clip: {
        x: 0,
        y: 0,
        width: await page.evaluate<number>('document.documentElement.scrollWidth'),
        height,
      },
    });
  }
  // Late content (pictures, a row's price) may still widen the page: polled until it fits or the time runs out.
  await softly
    .poll(() => sideScroll(page, width), { message: `${route} scrolls sideways at ${width} px in ${lang}` })
    .toBeLessThanOrEqual(0);
  await softly
    .poll(() => overflowingTables(page), { message: `${route}: a table overflows at ${width} px in ${lang}` })
    .toEqual([]);
}

/**
 * The ids the routes need, read once as the buyer: a category with parameters, a part, a brand site's product,
 * an order, a BOM.
 */
async function readIds(page: Page) {
  await page.goto('/catalog');
  // A subcategory: its page has the parameter filter table (a top category has only its subcategories).
  const category = page.locator('a.catalog-tree__sub').first();
  ids.category = /\/catalog\/(\d+)/.exec((await category.getAttribute('href')) ?? '')?.[1] ?? '';

  await page.goto('/search?qryParam=STM32');
  const product = page.locator('a[href^="/details/"]').first();
  ids.product = /^\/details\/([^?#]+)/.exec((await product.getAttribute('href')) ?? '')?.[1] ?? '';

  await page.goto('/ruisa');
  const brandProduct = page.locator('a[href^="/ruisa_product/"]').first();
  ids.brandProduct =
    /^\/ruisa_product\/([^?#]+)/.exec((await brandProduct.getAttribute('href')) ?? '')?.[1] ?? '';

  await page.goto('/my_EMall?activeKey=2');
  await page
    .getByRole('button', { name: text('orders.action.viewLines') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/orderline\/\d+/);
  ids.order = /\/orderline\/(\d+)/.exec(page.url())?.[1] ?? '';

  // A line in the cart, so the cart and the order confirmation show their lines whatever ran before.
  await page.goto(`/details/${ids.product}`);
  const partNumber = (await page.locator('main h1').textContent())?.trim() ?? '';
  await page
    .getByRole('region', { name: text('product.buy.label') })
    .getByRole('button', { name: text('cart.add.label').replace('{name}', partNumber) })
    .click();
  await expect(page).toHaveURL(/\/shopping_cart$/);

  // A matched BOM, uploaded as the buyer uploads one (bom.spec.ts): the match view needs the buyer's own BOM.
  await page.goto('/bom_upload');
  await page.locator('input[type=file]').setInputFiles(BOM_FILE);
  // The first upload detects the columns; a later one (a rerun on the same data) finds them remembered.
  await expect(page.locator('.bom-preview-lines .ant-table-row').first()).toBeVisible();
  await page.locator('.bom-mapping__confirm').getByRole('button').click();
  await expect(page).toHaveURL(/\/bom_search\?bomId=\d+$/, { timeout: 30_000 });
  ids.bom = /bomId=(\d+)/.exec(page.url())?.[1] ?? '';
  expect(ids).toMatchObject({
    category: /^\d+$/,
    product: /.+/,
    brandProduct: /.+/,
    order: /^\d+$/,
    bom: /^\d+$/,
  });
}

/** Logs the buyer in once for the whole file; every language and width reuses the session. */
test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  const context = await browser.newContext({ baseURL: shopUrl(test.info()) });
  await context.addInitScript({ content: "localStorage.setItem('spotStockPanelShown', 'T');" });
  const page = await context.newPage();
  await page.goto('/login');
  // demo2 buys for the same tenant as demo; login-session.spec.ts changes demo's password in this server run.
  await logIn(page, 'demo2');
  await expect(page.locator('.app-header__user')).toBeVisible();
  await readIds(page);
  await context.storageState({ path: STATE_FILE });
  await context.close();
});

/**
 * One test per language and width, in one browser context, so the app's code comes from its cache after the
 * first route: the logged-out routes first, then the routes with the buyer's session cookies. Each route is a
 * step whose failures are soft: one run names every route that does not fit.
 */
for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`every route fits ${width} px in ${lang}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const isPhone = width < 768;
      const context = await browser.newContext({
        baseURL: shopUrl(test.info()),
        locale: LANG_TAGS[lang],
        viewport: { width, height: isPhone ? 844 : 900 },
        isMobile: isPhone,
        hasTouch: isPhone,
      });
      await context.addInitScript({
        content: `localStorage.setItem('lang', ${JSON.stringify(lang)}); localStorage.setItem('spotStockPanelShown', 'T');`,
      });
      const page = await context.newPage();
      for (const route of LOGGED_OUT_ROUTES) {
        await test.step(`${route} logged out`, () => expectFits(page, route, lang, width));
      }
      const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as {
        cookies: Parameters<BrowserContext['addCookies']>[0];
      };
      await context.addCookies(state.cookies);
      for (const route of BUYER_ROUTES) {
        await test.step(route, () => expectFits(page, route, lang, width));
      }
      await context.close();
    });
  }
}
