// A Zero client group belongs to the account that first sent writes for it. The mutate
// endpoint can be called directly, and a push names the client group whose write counter
// it advances: without this, one member could mark another member's pending writes as
// done, and Zero would then drop them silently.
import type { Sql } from 'postgres';

/** Owners remembered in memory; a group's owner never changes once recorded. */
const REMEMBERED_GROUPS = 10_000;

/**
 * Checks client-group ownership, recording the owner on first sight. Owners already seen
 * are answered from memory: the row is written once and never updated (it goes only with
 * its account, whose sessions go with it), so each later push skips a query on the way to
 * another device (docs/performance.md).
 */
export function createClientGroupOwners(sql: Sql) {
  const owners = new Map<string, string>();

  const owner = async (clientGroupID: string) =>
    (
      await sql<{ user_id: string }[]>`
        SELECT user_id FROM private.zero_client_group WHERE client_group_id = ${clientGroupID}`
    )[0]?.user_id;

  const remember = (clientGroupID: string, userID: string) => {
    if (owners.size >= REMEMBERED_GROUPS) owners.delete(owners.keys().next().value!);
    owners.set(clientGroupID, userID);
  };

  return {
    /** Whether the group is this account's. */
    async owns(clientGroupID: string, userID: string): Promise<boolean> {
      const remembered = owners.get(clientGroupID);
      if (remembered !== undefined) return remembered === userID;
      let known = await owner(clientGroupID);
      if (known === undefined) {
        await sql`INSERT INTO private.zero_client_group (client_group_id, user_id)
                  VALUES (${clientGroupID}, ${userID}) ON CONFLICT (client_group_id) DO NOTHING`;
        known = await owner(clientGroupID);
      }
      if (known === undefined) return false;
      remember(clientGroupID, known);
      return known === userID;
    },
  };
}

/**
 * The client groups a push body names: its own, and those of the stored results its
 * cleanup mutations (Zero's `_zero_cleanupResults`) ask to delete.
 */
export function clientGroupsNamed(body: unknown): Set<string> {
  const push = body as { clientGroupID?: unknown; mutations?: unknown } | null;
  const named = new Set<string>();
  if (typeof push?.clientGroupID === 'string') named.add(push.clientGroupID);
  for (const mutation of Array.isArray(push?.mutations) ? push.mutations : []) {
    const { name, args } = (mutation ?? {}) as { name?: unknown; args?: unknown };
    if (name !== '_zero_cleanupResults' || !Array.isArray(args)) continue;
    const group = (args[0] as { clientGroupID?: unknown } | null)?.clientGroupID;
    if (typeof group === 'string') named.add(group);
  }
  return named;
}
