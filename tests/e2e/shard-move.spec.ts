// A family moved to another shard while a phone of theirs is in a shop without signal
// (docs/shards.md, "Moving a family"): what the phone added offline lands once back online,
// on the new shard, and the phone's list shows the family's items from there.
import { expect } from '@playwright/test';
import { connect } from '#server/db/connect.ts';
import { moveFamily } from '#server/shards/move-family.ts';
import { E2E_SHARD_PORTS } from '../support/ports.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { bareFamily } from './support/bare-stack.ts';
import { cuttableNetwork } from './support/cuttable-network.ts';
import { addShoppingItem, shoppingItems } from './support/family-app.ts';
import { test } from './support/test.ts';

let stack: TestStack;
test.beforeAll(async () => {
  stack = await startTestStack(E2E_SHARD_PORTS, { SHARDS: '2' });
});
test.afterAll(async () => {
  await stack?.stop();
});

test('an item added offline lands on the family’s new shard, and the phone follows', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const sql = connect(stack.databaseUrl);
  try {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const network = await cuttableNetwork(phone);
    const page = await phone.newPage();
    await bareFamily(page, stack, 'Movers', 'Mo');
    const [family] = await sql<{ id: string; shard: number }[]>`
      SELECT f.id, f.shard FROM family f WHERE f.name = 'Movers' ORDER BY f.created_at DESC LIMIT 1`;
    await page.goto(`${stack.url}/shopping-list`);
    await addShoppingItem(page, 'Leeks');
    await expect(shoppingItems(page)).toHaveText(['Leeks']);

    await network.goOffline();
    await addShoppingItem(page, 'Quinces');
    await expect(shoppingItems(page)).toHaveText(['Leeks', 'Quinces']);
    const moved = await moveFamily(sql, family!.id, 1 - family!.shard);
    expect(moved.to).toBe(1 - family!.shard);

    await network.goOnline();
    // Saved once, on the new shard, and shown from there.
    await expect
      .poll(
        async () =>
          sql<{ name: string; shard: number }[]>`
            SELECT name, shard FROM shopping_item WHERE family_id = ${family!.id} ORDER BY name`,
        { timeout: 60_000 },
      )
      .toEqual([
        { name: 'Leeks', shard: moved.to },
        { name: 'Quinces', shard: moved.to },
      ]);
    await expect(shoppingItems(page)).toHaveText(['Leeks', 'Quinces'], { timeout: 30_000 });
    await page.screenshot({ path: 'test-results/shard-move-390.png' });
    await phone.close();
  } finally {
    await sql.end({ timeout: 2 });
  }
});
