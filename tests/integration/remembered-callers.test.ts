// zero-cache's calls may answer from a caller remembered for a few seconds
// (server/auth/caller-cache.ts). A session that ends, or an account taken out of its family,
// counts at once all the same: by the app's own sign-out before it answers, and by any
// other path (here straight in the database) as soon as Postgres's notification arrives,
// well within the seconds an entry may live (docs/security.md, "Sessions").
import { describe, expect, it } from 'vitest';
import { CALLER_CACHE_MS } from '#server/auth/caller-cache.ts';
import { newFamilyMember } from './support/api-client.ts';
import { pushMutation } from './support/zero-push.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();
// Well under an entry's life: a refusal this soon came from the notification, not its age.
const SOON_MS = CALLER_CACHE_MS / 5;

async function rememberedMember(name: string) {
  const member = await newFamilyMember('Remembered', name);
  const group = `cg-${crypto.randomUUID()}`;
  let id = 0;
  /** 'applied', or how it was refused: the status, or the mutation's own error. */
  const push = async () => {
    const res = await pushMutation(member.api, {
      clientGroupID: group,
      clientID: `${name}-client`,
      id: ++id,
      name: 'shoppingItem.add',
      args: { id: crypto.randomUUID(), name: `Item ${id}` },
    });
    if (res.status !== 200) return res.status;
    return res.body.mutations?.[0]?.result.error ?? 'applied';
  };
  // Two pushes: the second is answered from memory.
  expect(await push()).toBe('applied');
  expect(await push()).toBe('applied');
  return { ...member, push };
}

const refusedSoon = (push: () => Promise<unknown>) =>
  expect.poll(push, { timeout: SOON_MS, interval: 50 }).not.toBe('applied');

describe('remembered callers', () => {
  it('are forgotten by sign-out before it answers', async () => {
    const ada = await rememberedMember('Ada');
    expect((await ada.api.post('/auth/logout', {})).status).toBeLessThan(300);
    expect(await ada.push()).toBe(401);
  });

  it('are forgotten when the session is deleted in the database', async () => {
    const ben = await rememberedMember('Ben');
    await sql`DELETE FROM private.session WHERE account_id = ${ben.session.user_id}`;
    await refusedSoon(ben.push);
  });

  it('are forgotten when the account leaves the family in the database', async () => {
    const cy = await rememberedMember('Cy');
    await sql`UPDATE family_member SET user_id = NULL WHERE user_id = ${cy.session.user_id}`;
    await refusedSoon(cy.push);
  });
});
