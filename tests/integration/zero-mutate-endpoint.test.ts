// The mutate endpoint can be called directly, not only by zero-cache: it must refuse a
// push for another account's client group (which would mark that account's pending
// writes as done, so that Zero drops them), and must not pass database errors on.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.ts';
import { newFamilyMember } from './support/api-client.ts';
import { pushMutation } from './support/zero-push.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

const push = (api: ApiClient, clientGroupID: string, clientID: string, id: number, args: object) =>
  pushMutation(api, { clientGroupID, clientID, id, name: 'shoppingItem.add', args });

const itemNamed = async (familyID: string, name: string) =>
  (await sql`SELECT 1 FROM shopping_item WHERE family_id = ${familyID} AND name = ${name}`).length;

describe('the Zero mutate endpoint', () => {
  it('refuses a push for a client group that another account owns', async () => {
    const ada = await newFamilyMember('Owner', 'Ada');
    const eve = await newFamilyMember('Other', 'Eve');
    const group = `cg-${crypto.randomUUID()}`;
    const first = await push(ada.api, group, 'ada-client', 1, {
      id: crypto.randomUUID(),
      name: 'Milk',
    });
    expect(first.status).toBe(200);
    expect(first.body.mutations?.[0]?.result.error).toBeUndefined();

    // Eve pushes mutation 2 of Ada's client, as if it were hers.
    const forged = await push(eve.api, group, 'ada-client', 2, {
      id: crypto.randomUUID(),
      name: 'Eggs',
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error?.code).toBe('FORBIDDEN');

    // Ada's own mutation 2, still pending on her device, is applied, not dropped.
    const second = await push(ada.api, group, 'ada-client', 2, {
      id: crypto.randomUUID(),
      name: 'Bread',
    });
    expect(second.status).toBe(200);
    expect(second.body.mutations?.[0]?.result.error).toBeUndefined();
    expect(await itemNamed(ada.session.family_id, 'Bread')).toBe(1);
    expect(await itemNamed(eve.session.family_id, 'Eggs')).toBe(0);
  });

  it('reports a database error without its words', async () => {
    const pat = await newFamilyMember('Errors', 'Pat');
    const group = `cg-${crypto.randomUUID()}`;
    const res = await push(pat.api, group, 'pat-client', 1, {
      id: crypto.randomUUID(),
      name: 'Nul\u0000byte',
    });
    expect(res.status).toBe(200);
    const result = res.body.mutations?.[0]?.result;
    expect(result?.error).toBe('app');
    expect(result?.message).toBe('Something went wrong.');
  });
});
