import { expect, type Locator, type Page } from '@playwright/test';
import { TEXTS } from '@emall/contract';
import type { Lang } from '@emall/contract';

export const CAPTCHA = 'e2e7';
export const DEMO_PASSWORD = 'demo123456';

/** The text of a catalogue key in one language: the tests read the same catalogue the app renders. */
export function text(key: string, lang: Lang = 'zh_CN'): string {
  const entry = TEXTS[key];
  if (!entry) throw new Error(`no text ${key}`);
  return lang === 'en_US' ? entry.enUs : lang === 'zh_TW' ? entry.zhTw : entry.zhCn;
}

/** Logs in through the login page, the real captcha image and the fixed test answer. */
export async function logIn(page: Page, staffCode: string, password = DEMO_PASSWORD, lang: Lang = 'zh_CN') {
  await expect(page.getByRole('img', { name: text('auth.login.captchaAlt', lang) })).toBeVisible();
  await page.getByLabel(text('auth.login.staffCode', lang)).fill(`  ${staffCode} `);
  await page.getByLabel(text('auth.login.password', lang)).fill(password);
  await page.locator('#captchaCode').fill(CAPTCHA);
  // antd spaces out two-character Chinese button labels ('登 录'), so the submit button is found by type.
  await page.locator('form button[type=submit]').click();
}

/** Opens the staff-name menu in the header and picks an item. */
export async function pickUserMenu(page: Page, staffName: string, itemKey: string, lang: Lang = 'zh_CN') {
  await pickHeaderMenu(
    page.locator('.app-header').getByRole('button', { name: staffName }),
    page.getByRole('menuitem', { name: text(itemKey, lang) }),
  );
}

/** Picks a language from the header's language drop-down, whichever language the page is in. */
export async function pickLanguage(page: Page, languageName: string) {
  const languageButton = (['zh_CN', 'zh_TW', 'en_US'] as const).map((lang) =>
    text('frame.header.language', lang),
  );
  await pickHeaderMenu(
    page.getByRole('button', { name: new RegExp(languageButton.join('|')) }),
    page.getByRole('menuitem', { name: languageName, exact: true }),
  );
}

/** Opens a header drop-down (they open on a click, and on Enter, Space or ArrowDown) and clicks one of its items. */
async function pickHeaderMenu(trigger: Locator, item: Locator) {
  // After login the header re-renders as the session, staff name and badges arrive; a click that lands while it
  // does may open nothing, so the click is tried again while the menu stays closed.
  await expect(async () => {
    if (!(await item.isVisible())) await trigger.click();
    await expect(item).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await item.click();
}

/** Logs an operator into the console at /ops/login (demo operators: 'ops' writes, 'auditor' only reads). */
export async function logInOps(page: Page, loginCode = 'ops', password = 'ops123456', lang: Lang = 'zh_CN') {
  await page.goto('/ops/login');
  await expect(page.getByRole('img', { name: text('auth.login.captchaAlt', lang) })).toBeVisible();
  await page.getByLabel(text('ops.login.loginCode', lang)).fill(loginCode);
  await page.getByLabel(text('auth.login.password', lang)).fill(password);
  await page.locator('#captchaCode').fill(CAPTCHA);
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('.ops-layout')).toBeVisible();
}

/** antd spaces out two-character Chinese button labels ('发 货'): match the label with or without them. */
export function button(scope: Page | Locator, key: string, lang: Lang = 'zh_CN') {
  const label = text(key, lang).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('button', { name: new RegExp(`^${label.replace(/(.)(?=.)/gu, '$1\\s*')}$`) });
}

/**
 * In the console's order page: opens the ship dialog and chooses SF Express with this tracking number; answers
 * the dialog, its quantities left as they are.
 */
export async function fillShipDialog(ops: Page, trackingNo: string): Promise<Locator> {
  await button(ops, 'ops.orders.step.ship').click();
  const dialog = ops.getByRole('dialog', { name: text('ops.orders.ship.title') });
  // The option list opens with an animation: on a busy machine the first click can land before it is ready.
  await expect(async () => {
    await dialog.getByLabel(text('ops.orders.carrier')).click();
    await ops
      .locator('.ant-select-item-option', { hasText: text('order.carrier.SF') })
      .click({ timeout: 2000 });
    await expect(dialog.locator('.ant-select').first()).toContainText(text('order.carrier.SF'), {
      timeout: 2000,
    });
  }).toPass({ timeout: 15_000 });
  await dialog.getByLabel(text('ops.orders.expressNo')).fill(trackingNo);
  return dialog;
}

/**
 * The server gives a spreadsheet's parse up to 15 s in its child process (platform/spreadsheet.ts); on a loaded
 * machine a start of that child alone can take several seconds, more than an expectation's default 10 s.
 */
const BOM_PARSE_LIMIT_MS = 20_000;

/**
 * Drops a BOM file on /bom_upload's picker and waits until the upload has ended: the mapping step shows, or the
 * upload was refused, which fails here with the refusal's words instead of a wait for a step that never comes.
 */
export async function uploadBomFile(page: Page, file: Parameters<Locator['setInputFiles']>[0]) {
  await page.locator('input[type=file]').setInputFiles(file);
  const confirm = page.locator('.bom-mapping__confirm').getByRole('button');
  const refusal = page.locator('.ant-message-error');
  await expect(confirm.or(refusal)).toBeVisible({ timeout: BOM_PARSE_LIMIT_MS });
  if (await refusal.isVisible()) throw new Error(`the upload was refused: ${await refusal.innerText()}`);
  await expect(confirm).toBeEnabled();
}

/**
 * Makes an API key in the member centre's API keys tab, as the logged-in buyer on `page`, with the catalog scope
 * and `scopes` ticked besides (text keys of their boxes); answers the secret the dialog shows once.
 */
export async function createApiKey(page: Page, name: string, scopes: string[] = []): Promise<string> {
  await page.goto('/my_EMall?activeKey=7');
  await page.getByRole('button', { name: text('apiKeys.create') }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(text('apiKeys.form.name')).fill(name);
  for (const scope of scopes) await form.getByRole('checkbox', { name: text(scope) }).check();
  await form.getByRole('button', { name: /确\s*定|OK/ }).click();
  const shown = page.getByTestId('api-key-secret');
  await expect(shown).toContainText('emk_');
  const key = /emk_[a-z0-9]{12}_[\w-]{43}/.exec((await shown.textContent()) ?? '')?.[0] ?? '';
  expect(key).not.toBe('');
  await page.getByRole('button', { name: text('apiKeys.secret.done') }).click();
  return key;
}
