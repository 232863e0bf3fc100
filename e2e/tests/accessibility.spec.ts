import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, shopUrl, test } from './test';
import type { AxeResults, RunOptions } from 'axe-core';
import { LANG_TAGS, LANGS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { logIn, text, uploadBomFile } from './support';
import { BUYER_ROUTES, expectFits, openRoute, readIds, VISITOR_ROUTES } from './shop-routes';
import type { ShopIds } from './shop-routes';

// Every route of the shop (shop-routes.ts), logged out and as the demo buyer, in each language, on a 1,440 px
// desktop. One page load per route and language, checked once the page shows its content for two things: axe-core's
// WCAG 2.1 A/AA rules and best practices, failing on any serious or critical violation, and the width (the page
// never scrolls sideways, no table is wider than its box or reaches under the side bar; scroll-width.spec.ts checks
// it on a phone). docs/accessibility.md says what is covered.

const STANDARDS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const DESKTOP = { width: 1440, height: 900 };
/**
 * axe-core itself, loaded into every page the checks open and run there: @axe-core/playwright injected it anew,
 * ran it frame by frame and merged the results in a page of its own on every check, three to four times the cost
 * of the check itself (the shop draws no frames).
 */
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The BOM the match view is checked with, uploaded before the checks: lines that end chosen, proposed and
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

async function uploadBom(page: Page) {
  await page.goto('/bom_upload');
  await uploadBomFile(page, BOM_FILE);
  await expect(
    page.getByText(text('bom.source.detected')).or(page.getByText(text('bom.source.remembered'))),
  ).toBeVisible();
  await page.locator('.bom-mapping__confirm').getByRole('button').click();
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

/** The ids of the routes and the buyer's logged-in state, read once per server (a worker has its own). */
let ids: ShopIds = {};
let buyerState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

// demo, whose cart the seed fills: the cart and the order confirmation are checked with its four parts.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: shopUrl(test.info()) });
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, 'demo');
  await expect(page.locator('.app-header__user')).toBeVisible();
  ids = await readIds(page, uploadBom);
  buyerState = await context.storageState();
  await context.close();
});

async function expectNoSeriousViolations(page: Page, route: string, lang: Lang, dialog?: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[lang]);
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
  expect(
    report,
    `serious or critical axe violations on ${route}${dialog ? `, ${dialog}` : ''} in ${lang}`,
  ).toBe('');
}

/**
 * One page per language and state, opened in beforeAll and reused by the routes' tests: the app's code and texts
 * come from that page's cache after the first route instead of a fresh browser context per route (the checks
 * took nine of the browser tier's sixteen minutes). Each route is still its own page load and its own test.
 */
function sharedPage(lang: Lang, asBuyer: boolean) {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({
      baseURL: shopUrl(test.info()),
      locale: LANG_TAGS[lang],
      viewport: DESKTOP,
      ...(asBuyer ? { storageState: buyerState } : {}),
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

/** A route's one page load: its content, then its width, then axe (the width's failures are soft). */
async function expectAccessibleAndFitting(page: Page, route: string, lang: Lang) {
  await openRoute(page, route, ids, `at ${DESKTOP.width} px in ${lang}`);
  await expectFits(page, route, lang, DESKTOP.width);
  await expectNoSeriousViolations(page, route, lang);
}

for (const lang of LANGS) {
  test.describe(`accessibility and width logged out, ${lang}`, () => {
    const page = sharedPage(lang, false);
    for (const route of VISITOR_ROUTES) {
      test(route, async () => {
        await expectAccessibleAndFitting(page(), route, lang);
      });
    }
  });

  test.describe(`accessibility and width as the demo buyer, ${lang}`, () => {
    const page = sharedPage(lang, true);
    for (const route of BUYER_ROUTES) {
      test(route, async () => {
        await expectAccessibleAndFitting(page(), route, lang);
      });
    }
    for (const { route, name, open: openDialog } of BUYER_DIALOGS) {
      test(`${route}, ${name}`, async () => {
        await openRoute(page(), route, ids, `at ${DESKTOP.width} px in ${lang}`);
        await openDialog(page(), lang);
        await expectNoSeriousViolations(page(), route, lang, name);
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
