import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, shopUrl, test } from './test';
import type { AxeResults, RunOptions } from 'axe-core';
import { LANG_TAGS, LANGS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { logIn, text } from './support';

// Every route of the shop (apps/web/src/app/routes.tsx), logged out and as the demo buyer, in each language:
// axe-core's WCAG 2.1 A/AA rules and best practices, failing on any serious or critical violation. One page load
// per route and language, checked once the page shows its content; docs/accessibility.md says what is covered.

const STANDARDS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * axe-core itself, loaded into every page the checks open and run there: @axe-core/playwright injected it anew,
 * ran it frame by frame and merged the results in a page of its own on every check, three to four times the cost
 * of the check itself (the shop draws no frames).
 */
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Routes a visitor reaches without logging in; `:catalog` and `:product` come from the pages before them. */
const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/catalog',
  '/catalog/:catalog',
  '/search?qryParam=STM32',
  '/details/:product',
  '/global',
  '/help_center',
  '/ruisa',
  '/ruisa_product/tvs-diode',
  '/ruisa_customized',
  '/gd',
];

/** The buyer's routes, with the public pages that change once logged in (prices, carts, actions). */
const BUYER_ROUTES = [
  '/',
  '/catalog/:catalog',
  '/search?qryParam=STM32',
  '/details/:product',
  '/global',
  '/my_EMall?activeKey=1',
  '/my_EMall?activeKey=2',
  '/orderline/:order',
  '/my_EMall?activeKey=3',
  '/my_EMall?activeKey=6',
  '/shopping_cart',
  '/confirm_order',
  '/bom_upload',
  '/bom_search',
  '/bom_search?bomId=:bom',
  '/sample',
  '/reqsample',
  '/samplerate',
  '/enquiry',
  '/enquiry?tab=mine',
  '/enquiry?tab=mine&enquiryId=:enquiry',
  '/help_center',
  '/message',
  '/ruisa',
  '/ruisa_customized',
];

/** What shows that a route's own content has arrived, where the absence of a spinner alone does not tell. */
const READY: Record<string, string> = {
  '/catalog': 'a[href^="/catalog/"]',
  '/search?qryParam=STM32': 'a[href^="/details/"]',
  '/my_EMall?activeKey=2': '.order-card',
  '/details/:product': 'h1',
  // The demo buyer's cart holds four parts (seed/cart.seed.ts): the cart is checked with its lines.
  '/shopping_cart': '.cart-row__mpn',
  '/bom_search?bomId=:bom': '.bom-lines .ant-table-row',
  '/enquiry?tab=mine': '.my-enquiries .ant-table-row',
  '/enquiry?tab=mine&enquiryId=:enquiry': '.enquiry-detail .ant-table-row',
};

/**
 * The BOM the match view is checked with, uploaded once when the buyer has none: lines that end chosen, proposed and
 * unmatched against the demo catalog. Its own header row, not the one of the real file bom.spec.ts uploads: the
 * shop remembers a tenant's confirmed columns per header row, and that spec checks the columns as first detected.
 */
const BOM_FILE = {
  name: 'accessibility-bom.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'Item,Manufacturer Part Number,Manufacturer,Reference,Qty,Description',
      '1,1N5819W,,D1 D2,2,Schottky diode',
      '2,GRM155R71C104KA88D,Murata,C1 C2 C3,3,100nF 16V 0402',
      '3,STM32F103C8T6,ST,U1,1,MCU',
      '4,XH-4A,,J1,1,XH socket 4 pin',
      '5,,,C4,4,100nF 25V 0603 capacitor',
      '6,NOT-A-REAL-PART-123,Nobody,U9,1,',
    ].join('\n'),
  ),
};

async function uploadBom(page: Page, lang: Lang) {
  await page.goto('/bom_upload');
  await page.locator('input[type=file]').setInputFiles(BOM_FILE);
  await expect(
    page.getByText(text('bom.source.detected', lang)).or(page.getByText(text('bom.source.remembered', lang))),
  ).toBeVisible();
  await page.locator('.bom-mapping__confirm').getByRole('button').click();
  await expect(page).toHaveURL(/\/bom_search\?bomId=\d+$/, { timeout: 60_000 });
}

/**
 * Dialogs and drawers checked open, each on the page that opens it: `open` runs once the page is ready and
 * leaves the dialog drawn.
 */
const BUYER_DIALOGS: { route: string; name: string; open: (page: Page, lang: Lang) => Promise<void> }[] = [
  {
    route: '/bom_search?bomId=:bom',
    name: 'the BOM enquiry dialog',
    open: async (page, lang) => {
      const enquire = page.getByRole('button', { name: text('enquiry.bom.button', lang) });
      await expect(enquire).toBeEnabled();
      await enquire.click();
      await expect(page.getByRole('dialog', { name: text('enquiry.bom.title', lang) })).toBeVisible();
      await expect(page.locator('.bom-enquiry__lines .ant-table-row').first()).toBeVisible();
    },
  },
  {
    route: '/enquiry',
    name: 'the paste dialog',
    open: async (page, lang) => {
      await page.getByRole('button', { name: text('enquiry.table.paste', lang) }).click();
      await expect(page.getByRole('dialog', { name: text('enquiry.paste.title', lang) })).toBeVisible();
    },
  },
];

/**
 * Where each id of a parameterised route is found: the first link of that kind on the page named. An order card
 * opens its order with a button, not a link: that id is read from where its first button leads.
 */
const ID_SOURCES: Record<
  string,
  { route: string; link: RegExp; follow?: (page: Page, lang: Lang) => Promise<void> }
> = {
  catalog: { route: '/catalog', link: /^\/catalog\/(\d+)/ },
  // The BOM list of the member centre; with no BOM yet, the buyer uploads one and lands on its match view.
  bom: { route: '/my_EMall?activeKey=1', link: /^\/bom_search\?bomId=(\d+)/, follow: uploadBom },
  // My enquiries open an enquiry with its number's button; the seed gives the buyer one in each state.
  enquiry: {
    route: '/enquiry?tab=mine',
    link: /[?&]enquiryId=(\d+)/,
    follow: async (page) => {
      await page.locator('.my-enquiries .enquiry-list__no').first().click();
      await expect(page).toHaveURL(/enquiryId=\d+/);
    },
  },
  product: { route: '/search?qryParam=STM32', link: /^\/details\/([^?#]+)/ },
  order: {
    route: '/my_EMall?activeKey=2',
    link: /^\/orderline\/([^?#]+)/,
    follow: async (page, lang) => {
      await page
        .getByRole('button', { name: text('orders.action.viewLines', lang) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/orderline\//);
    },
  },
};
const foundIds: Record<string, string> = {};

/** The buyer's logged-in state per language, written once by a login and loaded by the buyer's shared page. */
const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test-results');

async function readIds(page: Page) {
  const hrefs = await page.evaluate<string[]>(
    "[...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))",
  );
  for (const [name, { link }] of Object.entries(ID_SOURCES)) {
    const id = hrefs.map((href) => link.exec(href)?.[1]).find(Boolean);
    if (id && !foundIds[name]) foundIds[name] = id;
  }
}

/** The page has drawn its content: the boot spinner is gone and no spinner or skeleton is left. */
async function open(page: Page, route: string, pattern = route) {
  await page.goto(route);
  await expect(page.locator('.boot-spinner')).toHaveCount(0);
  await expect(page.locator('#root > *').first()).toBeVisible();
  await expect(page.locator('.page-spinner, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  const ready = READY[pattern];
  if (ready) await expect(page.locator(ready).first()).toBeVisible();
  await readIds(page);
}

/** The address of a route with its ids filled in; an id not met yet is read from its page first. */
async function address(page: Page, route: string, lang: Lang): Promise<string> {
  for (const name of route.match(/(?<=:)\w+/g) ?? []) {
    const source = ID_SOURCES[name];
    if (!source) throw new Error(`no source for :${name}`);
    if (!foundIds[name]) await open(page, source.route);
    if (!foundIds[name] && source.follow) {
      await source.follow(page, lang);
      const { pathname, search } = new URL(page.url());
      foundIds[name] = source.link.exec(pathname + search)?.[1] ?? '';
    }
    if (!foundIds[name]) throw new Error(`${source.route} shows no link for :${name}`);
  }
  return route.replace(/:(\w+)/g, (_, name: string) => foundIds[name] ?? '');
}

async function expectNoSeriousViolations(
  page: Page,
  route: string,
  lang: Lang,
  openDialog?: (page: Page, lang: Lang) => Promise<void>,
) {
  const target = await address(page, route, lang);
  await open(page, target, route);
  await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[lang]);
  if (openDialog) await openDialog(page, lang);
  // Only violations are read: axe then skips gathering every passing node (the category pages hold 2,000–3,000).
  const options: RunOptions = { runOnly: { type: 'tag', values: STANDARDS }, resultTypes: ['violations'] };
  const { violations } = await page.evaluate<AxeResults>(`axe.run(document, ${JSON.stringify(options)})`);
  const failing = violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  const report = failing
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`,
        );
      const more = v.nodes.length > 5 ? [`    … and ${v.nodes.length - 5} more`] : [];
      return [`  [${v.impact}] ${v.id}: ${v.help}`, ...nodes, ...more].join('\n');
    })
    .join('\n');
  expect(report, `serious or critical axe violations on ${target} in ${lang}`).toBe('');
}

/**
 * One page per language and state, opened in beforeAll and reused by the routes' tests: the app's code and texts
 * come from that page's cache after the first route instead of a fresh browser context per route (the checks
 * took nine of the browser tier's sixteen minutes). Each route is still its own page load and its own test.
 */
function sharedPage(lang: Lang, stateFile?: string) {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    if (stateFile) {
      mkdirSync(path.dirname(stateFile), { recursive: true });
      const login = await browser.newContext({
        baseURL: shopUrl(test.info()),
        locale: LANG_TAGS[lang],
      });
      const loginPage = await login.newPage();
      await loginPage.goto('/login');
      await logIn(loginPage, 'demo', undefined, lang);
      await expect(loginPage.locator('.app-header__user')).toBeVisible();
      await login.storageState({ path: stateFile });
      await login.close();
    }
    context = await browser.newContext({
      baseURL: shopUrl(test.info()),
      locale: LANG_TAGS[lang],
      ...(stateFile ? { storageState: stateFile } : {}),
    });
    await context.addInitScript({ content: `localStorage.setItem('lang', ${JSON.stringify(lang)});` });
    await context.addInitScript({ path: AXE_SOURCE });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!page) throw new Error('the shared page was not opened');
    return page;
  };
}

for (const lang of LANGS) {
  test.describe(`accessibility logged out, ${lang}`, () => {
    const page = sharedPage(lang);
    for (const route of PUBLIC_ROUTES) {
      test(route, async () => {
        await expectNoSeriousViolations(page(), route, lang);
      });
    }
  });

  test.describe(`accessibility as the demo buyer, ${lang}`, () => {
    const page = sharedPage(lang, path.join(RESULTS_DIR, `a11y-buyer-${lang}.json`));
    for (const route of BUYER_ROUTES) {
      test(route, async () => {
        await expectNoSeriousViolations(page(), route, lang);
      });
    }
    for (const { route, name, open: openDialog } of BUYER_DIALOGS) {
      test(`${route}, ${name}`, async () => {
        await expectNoSeriousViolations(page(), route, lang, openDialog);
      });
    }
  });
}

test('robots.txt is a real robots file, not the app', async ({ request }) => {
  const answer = await request.get('/robots.txt');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/plain');
  expect(await answer.text()).toContain('User-agent:');
});
