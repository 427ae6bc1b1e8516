// Which shards exist, where each one's zero-cache answers, and which shard a family is on:
// what the sync proxy and Zero's endpoints ask (docs/shards.md). The app servers keep no
// state of their own about shards: the shard list and each family's shard live in
// Postgres, and a move is announced with a notification (migration 034).
import type { Sql } from 'postgres';

export const FAMILY_SHARD_CHANNEL = 'family_shard';
// A family being moved holds its devices' new sockets back until it has landed.
const MOVE_WAIT_MS = 15_000;
const MOVE_POLL_MS = 50;
const SHARD_LIST_MS = 5_000;

/** zero-cache's tables upstream for a shard: `zero_<shard>` (ZERO_APP_ID is `zero`). */
export function upstreamSchemaOf(shard: number): string {
  return `zero_${shard}`;
}

/** The shard of an upstream schema zero-cache names in its calls, or null. */
export function shardOfUpstreamSchema(schema: string | undefined): number | null {
  const match = /^zero_(\d{1,3})$/.exec(schema ?? '');
  return match ? Number(match[1]) : null;
}

export type FamilyShard = { shard: number; movingTo: number | null };

/**
 * `urls`: each shard's zero-cache as this server was configured (by shard number); a
 * shard added later is reached at the url it was added with (`npm run shards -- add`).
 */
export function createShardDirectory(sql: Sql, urls: readonly string[]) {
  const watchers = new Map<string, Set<() => void>>();
  let known: { at: number; shards: Map<number, string | undefined> } | null = null;

  /** The shards Postgres knows, re-read every few seconds and on a miss. */
  const lookUp = async (shard: number) => {
    const fresh = known && Date.now() - known.at < SHARD_LIST_MS;
    if (!fresh || !known?.shards.has(shard)) {
      const rows = await sql<{ num: number; url: string | null }[]>`
        SELECT num, url FROM private.zero_shard`;
      known = {
        at: Date.now(),
        shards: new Map(rows.map((r) => [r.num, urls[r.num] ?? r.url ?? undefined])),
      };
    }
    return known.shards;
  };

  const readFamily = async (familyID: string): Promise<FamilyShard | null> => {
    const [row] = await sql<{ shard: number; moving_to: number | null }[]>`
      SELECT shard, moving_to FROM family WHERE id = ${familyID}`;
    return row ? { shard: row.shard, movingTo: row.moving_to } : null;
  };

  return {
    urlOf: async (shard: number): Promise<string | undefined> => (await lookUp(shard)).get(shard),
    exists: async (shard: number): Promise<boolean> => (await lookUp(shard)).has(shard),
    readFamily,
    /** The family's shard; while it is being moved, the shard it lands on, once it has. */
    async familyShard(familyID: string | null): Promise<number> {
      if (!familyID) return 0;
      const deadline = Date.now() + MOVE_WAIT_MS;
      for (;;) {
        const family = await readFamily(familyID);
        if (!family) return 0;
        if (family.movingTo === null || Date.now() > deadline) return family.shard;
        await new Promise((resolve) => setTimeout(resolve, MOVE_POLL_MS));
      }
    },
    /** Calls `onChange` whenever the family starts or ends a move; returns the unwatch. */
    watch(familyID: string, onChange: () => void): () => void {
      let set = watchers.get(familyID);
      if (!set) watchers.set(familyID, (set = new Set()));
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (set.size === 0) watchers.delete(familyID);
      };
    },
    /** Follows migration 034's notifications; returns the stop. */
    async follow(): Promise<() => Promise<void>> {
      const { unlisten } = await sql.listen(FAMILY_SHARD_CHANNEL, (familyID) => {
        for (const onChange of [...(watchers.get(familyID) ?? [])]) onChange();
      });
      return unlisten;
    },
  };
}

export type ShardDirectory = ReturnType<typeof createShardDirectory>;
