import type { Page } from '@playwright/test';
import { expect } from './test';
import type { Lang } from '@emall/contract';
import { text } from './support';

// The shop's routes (apps/web/src/app/routes.tsx) as the page checks visit them: accessibility.spec.ts checks each
// on a desktop for axe violations and for a page or table wider than its box, in one page load; scroll-width.spec.ts
// checks the widths on a phone. One list, so a new route is checked by both.

/** Routes a visitor reaches without logging in; `:name` is an id read once before the checks (`readIds`). */
export const VISITOR_ROUTES = [
  '/',
  '/login',
  '/register',
  '/catalog',
  '/catalog/:topCategory',
  '/search?qryParam=STM32',
  '/details/:product',
  '/global',
  '/help_center',
  '/ruisa',
  '/ruisa_product/tvs-diode',
  '/ruisa_customized',
  '/gd',
];

/**
 * The visitor's routes also checked on a phone: the pages only a visitor sees (a logged-in buyer is sent on from
 * them). The others are checked on a phone as the buyer.
 */
export const PHONE_VISITOR_ROUTES = ['/login', '/register'];

/** The buyer's routes, with the public pages that change once logged in (prices, carts, actions). */
export const BUYER_ROUTES = [
  '/',
  '/search?qryParam=STM32',
  '/details/:product',
  '/catalog',
  '/catalog/:topCategory',
  // A subcategory: its page has the parameter filter table (a top category lists only its subcategories).
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
  '/enquiry?tab=mine&enquiryId=:enquiry',
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
/**
 * What shows that a route's content has arrived, beyond its heading, where the absence of a spinner alone does not
 * tell. Logged out, the routes that list the buyer's own things are not reached.
 */
const READY: Record<string, string> = {
  '/catalog': 'a[href^="/catalog/"]',
  '/catalog/:category': `.catalog-results :is(${ROWS})`,
  '/search?qryParam=STM32': 'a[href^="/details/"]',
  '/details/:product': 'h1',
  '/shopping_cart': `.cart-page :is(${ROWS})`,
  // The cart's selection, as the order confirmation opens from a reload.
  '/confirm_order': `.confirm-lines :is(${ROWS})`,
  '/orderline/:order': 'h1',
  '/bom_search?bomId=:bom': `.bom-lines :is(${ROWS})`,
  '/bom_search?bomId=:bom&tab=costing': `.bom-cost-lines :is(${ROWS})`,
  '/sample': `.sample-page__catalog :is(${ROWS})`,
  '/enquiry': `.enquiry-table :is(${ROWS})`,
  '/enquiry?tab=mine': `.my-enquiries :is(${ROWS})`,
  '/enquiry?tab=mine&enquiryId=:enquiry': '.enquiry-detail :is(.data-table__row, .responsive-card)',
  '/message': '.message-item',
  '/my_EMall?activeKey=1': `.bom-logs :is(${ROWS})`,
  '/my_EMall?activeKey=2': '.order-card',
  '/my_EMall?activeKey=3': '.my-samples__card',
  '/my_EMall?activeKey=6': '.change-password-form',
};

/** What must be gone before a page counts as drawn: the boot and page spinners, antd's spinners and skeletons. */
const LOADING = '.boot-spinner, .page-spinner, .ant-spin-spinning, .ant-skeleton-active';

/** The ids the routes' `:name`s stand for, read once per server by `readIds`. */
export type ShopIds = Record<string, string>;

/** The address of a route with its ids filled in. */
export function addressOf(route: string, ids: ShopIds): string {
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const id = ids[name];
    if (!id) throw new Error(`no id was read for :${name} of ${route}`);
    return id;
  });
}

/**
 * Opens a route and waits until it has drawn its content: its heading is shown, nothing is loading, and the
 * route's rows are shown when it has some. One check in the page on every frame, so a route costs its own load
 * time. A page that never gets there fails with what it still lacked; `where` says at which width and language.
 */
export async function openRoute(page: Page, route: string, ids: ShopIds, where: string) {
  await page.goto(addressOf(route, ids));
  const shown = [HEADING, READY[route]].filter((selector) => selector !== undefined);
  await page
    .waitForFunction(lacking, [LOADING, shown, false] as const, { polling: 'raf', timeout: 30_000 })
    .catch(async (failure: unknown) => {
      const lacks = await page.evaluate(lacking, [LOADING, shown, true] as const).catch(() => []);
      const what = Array.isArray(lacks) && lacks.length > 0 ? lacks.join(', ') : String(failure);
      throw new Error(`${route} did not show its content ${where}: ${what}`);
    });
}

/**
 * Run in the page: whether it has drawn its content (no spinner left, an element of each selector shown), or, to
 * explain a page that never did, what it still lacks. A function, not a script: the shop's content security
 * policy refuses the `eval` a polled script would need.
 */
function lacking([loading, selectors, explain]: readonly [string, string[], boolean]): boolean | string[] {
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
  const lacks = [
    ...(doc.querySelector(loading) === null ? [] : ['still loading']),
    ...selectors.filter((selector) => !isShown(selector)).map((selector) => `nothing shown of ${selector}`),
  ];
  return explain ? lacks : lacks.length === 0;
}

/** A width that does not fit is reported and the checks go on: one run names every page and table that does not. */
const softly = expect.configure({ soft: true, timeout: 5000 });

/**
 * How much wider than the window the page is (0 or less when it scrolls only up and down). Measured against the
 * width asked for, not `innerWidth`: a phone browser widens its layout viewport to a page that is too wide (and
 * zooms out), so the page would always seem to fit its own window.
 */
function sideScroll(page: Page, width: number): Promise<number> {
  return page.evaluate<number>(`document.documentElement.scrollWidth - ${width}`);
}

/**
 * Each table wider than its box (its antd wrapper, else its parent) or reaching under the fixed side bar (unless
 * it is in a drawer or dialog, drawn above the bar), described by its column heads: a table that scrolls inside its own box still hides columns from the buyer.
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
        // A drawer or dialog is drawn above the side bar: only its box bounds its tables.
        const above = table.closest('.ant-drawer, .ant-modal-wrap') !== null;
        if (!above && own.right > barLeft + 1) problems.push('right edge at ' + Math.round(own.right) + ' px, under the side bar at ' + Math.round(barLeft) + ' px');
        return problems.length > 0 ? [name + ': ' + problems.join(', ')] : [];
      });
  })()`);
}

/**
 * The page on screen, opened by `openRoute`, fits the window's width: it never scrolls sideways, and no table is
 * wider than its box or reaches under the side bar. Failures are soft.
 */
export async function expectFits(page: Page, route: string, lang: Lang, width: number) {
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

/** The id in the first link of a kind on the page on screen. */
async function firstLinkId(page: Page, selector: string, pattern: RegExp): Promise<string> {
  const href = (await page.locator(selector).first().getAttribute('href')) ?? '';
  return pattern.exec(href)?.[1] ?? '';
}

/**
 * The ids the routes need, read once per server as the buyer (logged in on `page`): the first top category and
 * subcategory of the catalog, the first STM32 part, a brand site's product, the first order and enquiry, and the
 * BOM `uploadBom` uploads (it lands on the BOM's match view).
 */
export async function readIds(page: Page, uploadBom: (page: Page) => Promise<void>): Promise<ShopIds> {
  const ids: ShopIds = {};
  await page.goto('/catalog');
  ids.topCategory = await firstLinkId(page, '.catalog-tree__top a', /\/catalog\/(\d+)/);
  ids.category = await firstLinkId(page, 'a.catalog-tree__sub', /\/catalog\/(\d+)/);

  await page.goto('/search?qryParam=STM32');
  ids.product = await firstLinkId(page, 'a[href^="/details/"]', /^\/details\/([^?#]+)/);

  await page.goto('/ruisa');
  ids.brandProduct = await firstLinkId(page, 'a[href^="/ruisa_product/"]', /^\/ruisa_product\/([^?#]+)/);

  // An order card opens its order with a button, an enquiry of my enquiries with its number's button.
  await page.goto('/my_EMall?activeKey=2');
  await page
    .getByRole('button', { name: text('orders.action.viewLines') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/orderline\/\d+/);
  ids.order = /\/orderline\/(\d+)/.exec(page.url())?.[1] ?? '';

  // The seed gives the buyer's tenant an enquiry in each state.
  await page.goto('/enquiry?tab=mine');
  await page.locator('.my-enquiries .enquiry-list__no').first().click();
  await expect(page).toHaveURL(/enquiryId=\d+/);
  ids.enquiry = /enquiryId=(\d+)/.exec(page.url())?.[1] ?? '';

  await uploadBom(page);
  await expect(page).toHaveURL(/\/bom_search\?bomId=\d+$/, { timeout: 60_000 });
  ids.bom = /bomId=(\d+)/.exec(page.url())?.[1] ?? '';
  expect(ids).toMatchObject({
    topCategory: /^\d+$/,
    category: /^\d+$/,
    product: /.+/,
    brandProduct: /.+/,
    order: /^\d+$/,
    enquiry: /^\d+$/,
    bom: /^\d+$/,
  });
  return ids;
}
