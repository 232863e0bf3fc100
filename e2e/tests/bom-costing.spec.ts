import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import type { Lang } from '@emall/contract';
import { logIn, text, uploadBomFile } from './support';

// A real BOM of the server's fixtures (apps/server/src/domains/bom/fixtures/SOURCE.md): HackRF One, 65 lines,
// 37 of them matched against the demo catalog. Against that catalog, line 16 (GRM155R71C103KA01D, 10 nF 0402)
// is short of stock at any build and has one drop-in substitute, CGA0402X7R103K500GT; LPC4320FBD144,551 has no
// category values to find substitutes by.
const BOM_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/domains/bom/fixtures/hackrf-one-bom_2016_grouped.csv',
);
const SHORT_PART = 'GRM155R71C103KA01D';
const SUBSTITUTE = 'CGA0402X7R103K500GT';

const say = (key: string, lang: Lang, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (s, [name, value]) => s.replaceAll(`{${name}}`, String(value)),
    text(key, lang),
  );

async function logInAs(page: Page, lang: Lang) {
  await page.addInitScript({
    content: `localStorage.setItem('spotStockPanelShown', 'T'); localStorage.setItem('lang', '${lang}');`,
  });
  await page.goto('/login');
  // demo2: login-session.spec.ts changes demo's password in this server run.
  await logIn(page, 'demo2', undefined, lang);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The row of a line in the costed lines, by its number. */
function costRow(page: Page, lineNo: number) {
  return page.locator('.bom-cost-lines .ant-table-row', {
    has: page.locator('td.ant-table-cell', { hasText: new RegExp(`^${lineNo}$`) }),
  });
}

let bomId = '';

test.describe.serial('BOM costing', () => {
  test('a buyer costs a BOM for two builds, buys up, substitutes, enquires, adds it to the cart and downloads it', async ({
    page,
  }) => {
    // Matching, costing and every write of a 65-line BOM: a few minutes on a loaded machine.
    test.setTimeout(300_000);
    const lang: Lang = 'en_US';
    await logInAs(page, lang);
    await page.goto('/bom_upload');
    await uploadBomFile(page, BOM_FILE);
    await page.locator('.bom-mapping__confirm').getByRole('button').click();
    await expect(page).toHaveURL(/\/bom_search\?bomId=\d+$/);
    bomId = new URL(page.url()).searchParams.get('bomId') ?? '';
    // Matching the 65 lines takes a few seconds.
    await expect(page.getByText(say('bom.search.matched', lang, { n: 37 }))).toBeVisible({ timeout: 30_000 });

    await page.getByRole('tab', { name: text('bomCost.tab.costing', lang) }).click();
    await expect(page).toHaveURL(/tab=costing/);
    await expect(page.getByRole('heading', { name: text('bomCost.heading', lang) })).toBeVisible({
      timeout: 20_000,
    });

    // Bad entries are refused in the form, each under its box, and nothing is sent.
    const form = page.getByRole('form', { name: text('bomCost.form.heading', lang) });
    const boards = (n: number) =>
      form.getByRole('textbox', { name: say('bomCost.form.boardsOf', lang, { n }) });
    const save = form.getByRole('button', { name: text('bomCost.form.save', lang) });
    for (const bad of ['0', '-1', '1.5', '10000001']) {
      await boards(1).fill(bad);
      await save.click();
      await expect(form.getByRole('alert')).toHaveText(text('bomCost.form.qtyWhole', lang));
    }
    await boards(1).fill('10');
    const addBoards = form.getByRole('button', { name: text('bomCost.form.addBoards', lang) });
    for (let n = 2; n <= 5; n += 1) {
      await addBoards.click();
      await boards(n).fill(String(n * 100));
    }
    // A sixth quantity cannot be added.
    await expect(addBoards).toBeDisabled();
    await expect(form.getByText(say('bomCost.form.atMost', lang, { n: 5 })).first()).toBeVisible();
    for (let n = 5; n >= 3; n -= 1) {
      await form.getByRole('button', { name: say('bomCost.form.removeBoards', lang, { n }) }).click();
    }
    await boards(2).fill('500');
    const chipPercent = form.getByRole('textbox', { name: text('bomCost.form.percent', lang) }).first();
    await chipPercent.fill('101');
    await save.click();
    await expect(form.getByRole('alert')).toHaveText(text('bomCost.form.percentRange', lang));
    await chipPercent.fill('2');
    await save.click();
    await expect(page.getByText(text('bomCost.form.saved', lang))).toBeVisible();

    // Totals per build: total and per board, with and without tax, and the counts.
    const totals = page.getByRole('list', { name: text('bomCost.totals.heading', lang) });
    const build10 = totals
      .getByRole('listitem')
      .filter({ hasText: say('bomCost.totals.boards', lang, { n: 10 }) });
    const build500 = totals
      .getByRole('listitem')
      .filter({ hasText: say('bomCost.totals.boards', lang, { n: 500 }) });
    await expect(build10).toContainText('¥');
    await expect(build10).toContainText(say('bomCost.totals.costed', lang, { n: 37 }));
    await expect(build500).toContainText(text('bomCost.totals.perBoard', lang));
    await expect(build500).toContainText(text('bomCost.totals.saving', lang));

    // Accept every buy-up, then undo.
    await page.getByRole('button', { name: text('bomCost.buyUp.acceptAll', lang) }).click();
    await expect(page.getByRole('button', { name: text('bomCost.buyUp.declineAll', lang) })).toBeVisible();
    await page.getByRole('button', { name: text('bomCost.buyUp.declineAll', lang) }).click();
    await expect(page.getByRole('button', { name: text('bomCost.buyUp.acceptAll', lang) })).toBeVisible();

    // The lines of 500 boards; a short line takes a drop-in substitute, which can be undone.
    await build500.getByRole('button', { name: say('bomCost.totals.show', lang, { n: 500 }) }).click();
    await expect(
      page.getByRole('heading', { name: say('bomCost.lines.heading', lang, { n: 500 }) }),
    ).toBeVisible();
    const shortRow = costRow(page, 16);
    await expect(shortRow).toContainText(SHORT_PART);
    await shortRow.getByRole('button', { name: say('bomCost.subs.open', lang, { n: 16 }) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(SUBSTITUTE);
    await dialog
      .getByRole('button', { name: say('bomCost.subs.chooseOf', lang, { part: SUBSTITUTE }) })
      .click();
    await expect(dialog).toBeHidden();
    await expect(shortRow).toContainText(SUBSTITUTE);
    await expect(shortRow).toContainText(say('bomCost.line.replaced', lang, { part: SHORT_PART }));
    await shortRow.getByRole('button', { name: say('bomCost.line.undoSubstitute', lang, { n: 16 }) }).click();
    await expect(shortRow).not.toContainText(SUBSTITUTE);
    await expect(shortRow).toContainText(SHORT_PART);

    // The lines come a page at a time from the server, filtered at the build shown: the short ones hold line 16,
    // not line 1 (no part: uncovered).
    const chooseShow = async (key: string) => {
      await page.locator('.bom-cost__show').click();
      const label = text(key, lang).split('{n}')[0] ?? '';
      await page.locator('.ant-select-item-option', { hasText: label }).click();
    };
    await chooseShow('bomCost.show.short');
    await expect(costRow(page, 1)).toBeHidden();
    await expect(shortRow).toBeVisible();
    await chooseShow('bomCost.show.all');
    await expect(costRow(page, 1)).toBeVisible();

    // The cheapest in-stock substitute for every short line says what it changed.
    await page.getByRole('button', { name: text('bomCost.subs.cheapest', lang) }).click();
    await expect(page.locator('.bom-cost__note')).toContainText(`#16 ${SUBSTITUTE}`);
    await expect(shortRow).toContainText(SUBSTITUTE);

    // The uncovered lines go to the enquiry dialog at the buy quantities of 500 boards: line 1 needs
    // 33 a board, 16,665 with 1 % attrition.
    await page.getByRole('button', { name: text('bomCost.enquire', lang) }).click();
    const enquiry = page.getByRole('dialog', { name: text('enquiry.bom.title', lang) });
    await expect(enquiry.locator('.ant-table-row').first()).toContainText('16665');
    await expect(
      enquiry.getByRole('checkbox', { name: say('enquiry.bom.tickLine', lang, { n: 1 }), exact: true }),
    ).toBeChecked();
    await enquiry.getByRole('button', { name: text('enquiry.bom.send', lang) }).click();
    await expect(page).toHaveURL(/\/enquiry\?tab=mine&enquiryId=\d+/);

    // The BOM changed after the costing was read: the cart refuses it and the costing is read again.
    await page.goto(`/bom_search?bomId=${bomId}&tab=costing`);
    await expect(page.getByRole('list', { name: text('bomCost.totals.heading', lang) })).toBeVisible();
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const changed = await page.request.post('/api/emall/tms/tenantbomlog/modifyBomBuild', {
      data: { tenantBomLogId: bomId, buyUpLimitPercent: 1 },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(changed.ok()).toBe(true);
    await page.getByRole('button', { name: text('bomCost.cart.addAll', lang) }).click();
    await expect(page.locator('.bom-cost__note')).toContainText(text('bomCost.changed', lang));

    // Now every costed line goes to the cart; the result lists what it took and what it refused.
    await page.getByRole('button', { name: text('bomCost.cart.addAll', lang) }).click();
    const result = page.getByRole('dialog', { name: text('bomCost.cart.title', lang) });
    await expect(result.getByRole('status')).toContainText(/\d+/);
    const added = Number(/\d+/.exec((await result.getByRole('status').textContent()) ?? '')?.[0]);
    expect(added).toBeGreaterThan(30);
    await result.getByRole('button', { name: text('bomCost.cart.stay', lang) }).click();

    // The costed sheet, as .xlsx and .csv.
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text('bomCost.export.xlsx', lang) }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^\d{13}\.xlsx$/);
    expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text('bomCost.export.csv', lang) }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^\d{13}\.csv$/);
    expect((await readFile(await csv.path())).toString('utf8')).toContain(SUBSTITUTE);

    // Leave demo2's cart empty again (cart.spec.ts starts from an empty cart): the lines just added, by the API.
    const headers = { 'X-XSRF-TOKEN': xsrf };
    const cart = (await (
      await page.request.post('/api/emall/ess/psm/shopCart/qryShopCart', { headers, data: {} })
    ).json()) as {
      data: { list: { spuId: string }[] };
    };
    expect(cart.data.list.length).toBe(added);
    const emptied = await page.request.post('/api/emall/ess/psm/shopCart/delShopCart', {
      headers,
      data: { spuIds: cart.data.list.map((line) => line.spuId) },
    });
    expect(emptied.ok()).toBe(true);
  });

  for (const lang of ['zh_CN', 'zh_TW'] as const) {
    test(`the costing tab reads in the buyer's language (${lang})`, async ({ page }) => {
      expect(bomId).not.toBe('');
      await logInAs(page, lang);
      await page.goto(`/bom_search?bomId=${bomId}&tab=costing`);
      await expect(page.getByRole('tab', { name: text('bomCost.tab.costing', lang) })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('heading', { name: text('bomCost.heading', lang) })).toBeVisible();
      await expect(page.getByRole('heading', { name: text('bomCost.totals.heading', lang) })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: say('bomCost.lines.heading', lang, { n: 10 }) }),
      ).toBeVisible();
      await expect(page.getByRole('columnheader', { name: text('bomCost.col.buyUp', lang) })).toBeVisible();
      await expect(costRow(page, 16)).toContainText(text('bomCost.line.substitute', lang));
    });
  }

  test('the product page lists drop-in substitutes, or says why there are none', async ({ page }) => {
    await logInAs(page, 'en_US');
    // The lists open a part in a new window; the same address in this one is the same page.
    const openPart = async (query: string, part: string) => {
      await page.goto(`/search?${new URLSearchParams({ qryParam: query }).toString()}`);
      const href = await page.getByRole('link', { name: part, exact: true }).first().getAttribute('href');
      if (!href) throw new Error(`no link to ${part}`);
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1, name: part })).toBeVisible({ timeout: 30_000 });
    };
    await openPart(SHORT_PART, SHORT_PART);
    const section = page.getByRole('region', { name: text('product.subs.heading', 'en_US') });
    await expect(section.getByRole('link', { name: SUBSTITUTE })).toBeVisible();
    await openPart('LPC4320FBD144', 'LPC4320FBD144,551');
    await expect(page.getByRole('region', { name: text('product.subs.heading', 'en_US') })).toContainText(
      text('product.subs.notSearchable', 'en_US'),
    );
  });
});
