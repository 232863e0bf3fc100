import type { Page } from '@playwright/test';
import { expect, test } from './test';
import type { Lang } from '@emall/contract';
import { logIn, text, uploadBomFile } from './support';

// A Kitspace-style BOM whose part numbers the demo catalog lacks, and whose Mouser codes name other parts (another
// maker's 5 % resistor for a 1 % one, another converter series): the shop proposes those parts, never chooses
// them, and says in the buyer's language what the code names against what the line asks for.
const BOM = [
  'References\tQty\tManufacturer\tMPN\tDigikey\tMouser',
  'R1-R4\t4\tYAGEO\tRC0402FR-074K7L\t311-4.70KLRCT-ND\t708-RMCF0402JT4K70',
  'U1\t1\tTexas Instruments\tTPS62160DGKR\t296-30449-1-ND\t595-TPS62410DRCR',
  'U2\t1\tTexas Instruments\tTPS62410DRCR\t296-19608-1-ND\t595-TPS62410DRCR',
].join('\n');

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [k, v]) => out.replaceAll(`{${k}}`, String(v)), template);

async function uploadAndConfirm(page: Page, lang: Lang) {
  await page.goto('/bom_upload');
  await uploadBomFile(page, {
    name: `order-codes-${lang}.tsv`,
    mimeType: 'text/tab-separated-values',
    buffer: Buffer.from(BOM, 'utf8'),
  });
  await page.locator('.bom-mapping__confirm').getByRole('button').click();
  await expect(page).toHaveURL(/\/bom_search\?bomId=\d+$/);
}

for (const lang of ['zh_CN', 'zh_TW', 'en_US'] as const) {
  test(`an order code naming another part is proposed with what it names, not chosen (${lang})`, async ({
    page,
  }) => {
    await page.addInitScript({
      content: `localStorage.setItem('spotStockPanelShown', 'T'); localStorage.setItem('lang', '${lang}');`,
    });
    await page.goto('/login');
    await logIn(page, 'demo2', undefined, lang);
    await expect(page).not.toHaveURL(/\/login/);
    await uploadAndConfirm(page, lang);

    const bar = page.locator('.bom-search__bar');
    await expect(bar.getByText(fill(text('bom.search.all', lang), { n: 3 }))).toBeVisible();
    // Only the line whose part number is in the catalog is chosen.
    await expect(bar.getByText(fill(text('bom.search.matched', lang), { n: 1 }))).toBeVisible();
    await expect(bar.getByText(fill(text('bom.search.conflict', lang), { n: 2 }))).toBeVisible();

    const resistor = page.locator('.bom-lines .ant-table-row', {
      has: page.getByText('RC0402FR-074K7L', { exact: true }),
    });
    await expect(resistor.getByText(text('bom.conflict.codeNamesOther', lang))).toBeVisible();
    const says = fill(text('bom.conflict.codeSays', lang), {
      codeOf: text('bom.codeOf.mouser', lang),
      code: '708-RMCF0402JT4K70',
      part: 'SEI(Stackpole Elec) RMCF0402JT4K70',
      asked: 'YAGEO RC0402FR-074K7L',
    });
    await expect(resistor.getByText(says)).toBeVisible();
    await expect(resistor).toContainText(text('bom.line.noPart', lang));

    // The buyer may still take the code's part: then it is the line's, chosen by them.
    await resistor
      .getByRole('button', { name: fill(text('bom.conflict.choose', lang), { part: 'RMCF0402JT4K70' }) })
      .click();
    await expect(resistor.getByText(text('bom.conflict.chosen', lang))).toBeVisible();
    await expect(resistor).not.toContainText(text('bom.line.noPart', lang));
  });
}
