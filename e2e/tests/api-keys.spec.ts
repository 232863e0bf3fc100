import { expect, test } from './test';
import { logIn, text } from './support';

/**
 * The buyer API (docs/api-v1.md): a buyer makes a key in the member centre, reads it once, a script searches the
 * catalog with it, and once revoked in the member centre the key is refused at once.
 */
test('a buyer makes an API key, a script searches with it, and revoking it stops it', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await logIn(page, 'demo2');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my_EMall?activeKey=7');
  await page.getByRole('button', { name: text('apiKeys.create') }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(text('apiKeys.form.name')).fill('ERP e2e');
  await form.getByRole('button', { name: /确\s*定|OK/ }).click();
  const shown = page.getByTestId('api-key-secret');
  await expect(shown).toContainText('emk_');
  const key = /emk_[a-z0-9]{12}_[\w-]{43}/.exec((await shown.textContent()) ?? '')?.[0] ?? '';
  expect(key).not.toBe('');
  await page.getByRole('button', { name: text('apiKeys.secret.done') }).click();

  const search = await request.get('/api/v1/search?q=STM32&limit=5', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(search.status()).toBe(200);
  expect(((await search.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);

  const row = page.getByRole('row', { name: /ERP e2e/ });
  // antd spaces a two-character Chinese label ('撤 销').
  await row.getByRole('button', { name: /撤\s*销/ }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText(text('apiKeys.revoked'))).toBeVisible();
  const refused = await request.get('/api/v1/search?q=STM32', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(refused.status()).toBe(401);
});
