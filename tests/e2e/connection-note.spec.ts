// When the sync server does not answer, a phone that has a network says "Reconnecting…",
// not "Offline": "Offline" tells a person in the shop that their phone is at fault
// (docs/operations.md, "What an operator sees"). Without a network it still says "Offline".
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { cuttableNetwork } from './support/cuttable-network.ts';
import { addShoppingItem, newFamily, shoppingItems } from './support/family-app.ts';

test('the list says Reconnecting when the server is down, Offline when the phone is', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const network = await cuttableNetwork(phone);
  const page = await phone.newPage();
  await newFamily(page, `Reconnect ${Date.now()}`, 'Rita');
  await page.goto('/shopping-list');
  await addShoppingItem(page, 'milk');
  await expect(shoppingItems(page)).toHaveCount(1);

  const note = page.getByTestId('connection-note');
  await network.stopServer();
  await expect(note).toContainText('Reconnecting…');
  await expect(note).not.toContainText('Offline');

  await network.goOffline();
  await expect(note).toContainText('Offline.');

  await network.goOnline();
  await expect(note).toHaveCount(0);
  await phone.close();
});
