// Settings → Data → API Tokens: the member ticks what a new token may do, sees it beside
// the token, and the token can do that and no more (docs/data-and-api.md "API tokens").
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { newFamily } from './support/family-app.ts';

test('a token is made with the scopes ticked, shows them, and holds to them', async ({ page }) => {
  await newFamily(page, 'Scopes', 'Ines');
  await page.goto('/settings?tab=data');
  const card = page.locator('form').filter({ hasText: 'What the token may do' });
  await expect(card.getByRole('checkbox', { name: /^read/ })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: /^plan/ })).not.toBeChecked();
  await card.getByRole('checkbox', { name: /^shop/ }).check();
  await page.getByLabel('Token name').fill('Grocery script');
  await page.getByRole('button', { name: 'Create Token' }).click();

  const token = (await page.getByTestId('new-api-token').locator('code').textContent())!;
  expect(token).toMatch(/^fdp_/);
  const listed = page.getByRole('list', { name: 'Your API tokens' }).getByRole('listitem');
  await expect(listed).toContainText('Grocery script');
  await expect(listed.getByTestId('api-token-scopes')).toHaveText('May: read, shop');
  // The form is back to read only for the next token.
  await expect(card.getByRole('checkbox', { name: /^shop/ })).not.toBeChecked();

  // The page's cookie goes along, but a Bearer token is taken before the cookie.
  const asToken = { authorization: `Bearer ${token}` };
  const item = await page.request.fetch('/api/shopping-items', {
    method: 'POST',
    headers: asToken,
    data: { name: 'flour' },
  });
  expect(item.status()).toBe(201);
  const dish = await page.request.fetch('/api/dishes', {
    method: 'POST',
    headers: asToken,
    data: { name: 'Bread' },
  });
  expect(dish.status()).toBe(403);
  expect(((await dish.json()) as { error: { code: string } }).error.code).toBe(
    'TOKEN_SCOPE_MISSING',
  );
});
