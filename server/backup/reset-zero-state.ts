// After a restore, zero-cache's copy of the data (its SQLite replica) and its replication
// state in Postgres describe rows that no longer exist. Both are dropped, so that the next
// zero-cache makes a fresh copy of the restored data; devices then load it anew.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from 'postgres';
import { quoteIdent } from './backup-format.ts';

/** zero-cache's schemas: the app's (`zero`) and each shard's (`zero_0`, `zero_0/cvr`, …). */
const ZERO_SCHEMA = '^zero(_[0-9]+(/.*)?)?$';

export async function resetZeroUpstream(sql: Sql) {
  const slots = await sql<{ slot_name: string }[]>`
    SELECT slot_name FROM pg_replication_slots
     WHERE slot_name ~ '^zero_' AND NOT active AND database = current_database()`;
  for (const { slot_name } of slots) await sql`SELECT pg_drop_replication_slot(${slot_name})`;
  const schemas = await sql<{ name: string }[]>`
    SELECT nspname AS name FROM pg_namespace WHERE nspname ~ ${ZERO_SCHEMA}`;
  for (const { name } of schemas) await sql.unsafe(`DROP SCHEMA ${quoteIdent(name)} CASCADE`);
  const publications = await sql<{ name: string }[]>`
    SELECT pubname AS name FROM pg_publication WHERE pubname ~ '^_zero_'`;
  for (const { name } of publications) await sql.unsafe(`DROP PUBLICATION ${quoteIdent(name)}`);
}

/**
 * The replica file and every companion of it (SQLite's -wal and -shm, and zero's own), and
 * those of every other shard beside it (`zero-replica-shard-1.db`, server/stack/stack.ts).
 */
export async function removeReplicaFiles(replicaFile: string) {
  const dir = path.dirname(replicaFile);
  const base = path.basename(replicaFile);
  const shards = `${base.replace(/\.db$/, '')}-shard-`;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names)
    if (name.startsWith(base) || name.startsWith(shards))
      await rm(path.join(dir, name), { force: true, recursive: true });
}
