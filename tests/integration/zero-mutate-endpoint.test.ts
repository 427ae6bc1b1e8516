// The mutate endpoint can be called directly, not only by zero-cache: it must refuse a
// push for another account's client group (which would mark that account's pending
// writes as done, so that Zero drops them), and must not pass database errors on.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './support/api-client.ts';
import { newFamilyMember } from './support/api-client.ts';
import { inProcessApp, type InProcessApp } from './support/in-process-app.ts';
import { pushMutation, type MutateResult } from './support/zero-push.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();
// The endpoint in this process, so that what it logs can be read.
let local: InProcessApp;
beforeAll(() => {
  local = inProcessApp({});
});
afterAll(() => local?.stop());

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

  it('refuses a value the database would refuse as bad input, without its words', async () => {
    const pat = await newFamilyMember('Errors', 'Pat');
    const group = `cg-${crypto.randomUUID()}`;
    const res = await push(pat.api, group, 'pat-client', 1, {
      id: crypto.randomUUID(),
      name: 'Nul\u0000byte',
    });
    expect(res.status).toBe(200);
    const result = res.body.mutations?.[0]?.result as
      { error?: string; message?: string; details?: { code?: string } } | undefined;
    expect(result?.error).toBe('app');
    // The mutator's schema refuses it first (Zero's InputValidationError), in its words.
    expect(result?.details?.code).toBe('INVALID_INPUT');
    expect(result?.message).toBe('name: Text must not contain NUL characters');
  });

  it('answers a mutation with bad arguments or no such mutator as INVALID_INPUT, unlogged', async () => {
    const pat = await newFamilyMember('Bad input', 'Pat');
    const logged = vi.spyOn(console, 'error');
    const logs = vi.spyOn(console, 'log');
    const warned = vi.spyOn(console, 'warn');
    try {
      const results = [];
      for (const [name, args] of [
        ['store.create', {}],
        ['shoppingItem.add', { id: 7 }],
        ['noSuch.mutator', {}],
        ['store', {}],
        ['toString', {}],
      ] as const) {
        const answer = await local.request<MutateResult>(
          'POST',
          '/zero/mutate?schema=zero_0&appID=zero',
          {
            token: pat.api.token!,
            body: {
              clientGroupID: `cg-${crypto.randomUUID()}`,
              pushVersion: 1,
              requestID: 'r-1',
              timestamp: Date.now(),
              mutations: [
                {
                  type: 'custom',
                  id: 1,
                  clientID: `c-${crypto.randomUUID()}`,
                  name,
                  args: [args],
                  timestamp: Date.now(),
                },
              ],
            },
          },
        );
        const result = answer.body.mutations?.[0]?.result as
          { error?: string; details?: { code?: string } } | undefined;
        results.push(`${name}: ${answer.status} ${result?.error} ${result?.details?.code}`);
      }
      expect(results).toEqual([
        'store.create: 200 app INVALID_INPUT',
        'shoppingItem.add: 200 app INVALID_INPUT',
        'noSuch.mutator: 200 app INVALID_INPUT',
        'store: 200 app INVALID_INPUT',
        'toString: 200 app INVALID_INPUT',
      ]);
      expect([...logged.mock.calls, ...logs.mock.calls, ...warned.mock.calls]).toEqual([]);
    } finally {
      logged.mockRestore();
      logs.mockRestore();
      warned.mockRestore();
    }
  });

  it("refuses a cleanup of another account's stored mutation results", async () => {
    const ada = await newFamilyMember('Cleanup owner', 'Ada');
    const eve = await newFamilyMember('Cleanup other', 'Eve');
    const adaGroup = `cg-${crypto.randomUUID()}`;
    // A failed mutation leaves a stored result for Ada's device to read.
    await push(ada.api, adaGroup, 'ada-client', 1, { id: crypto.randomUUID(), name: '' });
    const stored = () =>
      sql`SELECT 1 FROM zero_0.mutations WHERE "clientGroupID" = ${adaGroup}`.then((r) => r.length);
    const before = await stored();
    expect(before).toBeGreaterThan(0);

    // Eve, in a client group of her own, asks to clean up Ada's results.
    const forged = await pushMutation(eve.api, {
      clientGroupID: `cg-${crypto.randomUUID()}`,
      name: '_zero_cleanupResults',
      args: { clientGroupID: adaGroup, clientID: 'ada-client', upToMutationID: 10 },
    });
    expect(forged.status).toBe(403);
    expect(await stored()).toBe(before);
  });

  it("takes Zero's upstream schema only when it is a shard's, never another the caller names", async () => {
    const pat = await newFamilyMember('Schema', 'Pat');
    const refused = await pushMutation(pat.api, {
      name: 'shoppingItem.add',
      args: { id: crypto.randomUUID(), name: 'Flour' },
      query: 'schema=private&appID=zero',
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).not.toMatch(/relation|private/);
    expect(await itemNamed(pat.session.family_id, 'Flour')).toBe(0);
    // Shard 0's schema, as its zero-cache names it (docs/shards.md).
    const saved = await pushMutation(pat.api, {
      name: 'shoppingItem.add',
      args: { id: crypto.randomUUID(), name: 'Flour' },
      query: 'schema=zero_0&appID=zero',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.mutations?.[0]?.result.error).toBeUndefined();
    expect(await itemNamed(pat.session.family_id, 'Flour')).toBe(1);
  });
});
