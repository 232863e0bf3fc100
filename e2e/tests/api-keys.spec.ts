import { expect, test } from './test';
import { createApiKey, logIn, text } from './support';

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
  const key = await createApiKey(page, 'ERP e2e');

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
