// What the operator needs to know of shards (docs/shards.md, "What an operator sees"): a
// shard whose zero-cache does not answer, and a replication slot that holds back WAL
// because nothing reads it (a shard down keeps its slot, and Postgres keeps every WAL
// segment since, until the disk is full).
import type { Sql } from 'postgres';

const MIB = 1024 * 1024;

/** The WAL a slot may hold before the operator is told (WAL_RETAINED_WARN_MB). */
export const walWarnBytes = (env: { WAL_RETAINED_WARN_MB: number }) =>
  env.WAL_RETAINED_WARN_MB * MIB;
const CHECK_EVERY_MS = 60_000;

export async function shardsDown(urls: readonly string[]): Promise<number[]> {
  const answers = await Promise.all(
    urls.map((url) =>
      fetch(url, { signal: AbortSignal.timeout(1000) })
        .then((response) => response.ok)
        .catch(() => false),
    ),
  );
  return answers.flatMap((ok, shard) => (ok ? [] : [shard]));
}

export type RetainedWal = { slot: string; active: boolean; bytes: number };

/** zero-cache's replication slots that hold more WAL than `limit` bytes. */
export async function slotsRetainingWal(sql: Sql, limit: number): Promise<RetainedWal[]> {
  const rows = await sql<{ slot: string; active: boolean; bytes: string | null }[]>`
    SELECT slot_name AS slot, active,
           pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)::bigint AS bytes
      FROM pg_replication_slots
     WHERE slot_name ~ '^zero_' AND database = current_database()`;
  return rows
    .map((row) => ({ slot: row.slot, active: row.active, bytes: Number(row.bytes ?? 0) }))
    .filter((row) => row.bytes > limit);
}

export function describeRetainedWal(slot: RetainedWal): string {
  const mb = Math.round(slot.bytes / MIB);
  return `replication slot ${slot.slot} holds ${mb} MB of WAL${slot.active ? '' : ' and nothing reads it'}: start its shard's zero-cache, or remove the shard (docs/shards.md)`;
}

/** Says in the operator's log, once each time it starts, that a slot holds back WAL. */
export function watchRetainedWal(
  sql: Sql,
  log: (line: string) => void,
  limit: number,
  everyMs = CHECK_EVERY_MS,
): () => Promise<void> {
  const said = new Set<string>();
  const check = async () => {
    const slots = await slotsRetainingWal(sql, limit).catch(() => null);
    if (!slots) return;
    for (const slot of slots) if (!said.has(slot.slot)) log(describeRetainedWal(slot));
    said.clear();
    for (const slot of slots) said.add(slot.slot);
  };
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  void check();
  return async () => clearInterval(timer);
}
