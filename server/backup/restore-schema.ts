// A restore rebuilds the schema as it was when the backup was taken, loads the rows into it,
// and then applies this build's later migrations over them, backfills included: the
// restored data ends as an upgrade in place would have left it (docs/operations.md,
// "Instance backups"). Loading old rows straight into today's tables would leave every
// column and row a later migration fills in at its bare default.
import type { Sql } from 'postgres';
import { RestoreError } from './restore-error.ts';

export type RestorePlan = {
  /** The migrations the backup was taken at, in the order they apply. */
  atBackup: string[];
  /** This build's migrations the backup had not had, applied after its rows. */
  later: string[];
};

/** Which of this build's migrations rebuild the backup's schema and which come after. */
export function restorePlan(backupMigrations: unknown, files: readonly string[]): RestorePlan {
  if (
    !Array.isArray(backupMigrations) ||
    backupMigrations.length === 0 ||
    !backupMigrations.every((name) => typeof name === 'string')
  )
    throw new RestoreError(
      'The backup does not say which migrations it was taken at, so it cannot be brought up to this version.',
    );
  const taken = new Set<string>(backupMigrations);
  const unknown = [...taken].filter((name) => !files.includes(name));
  if (unknown.length)
    throw new RestoreError(`The backup is of a newer version (${unknown.join(', ')}).`);
  return {
    atBackup: files.filter((file) => taken.has(file)),
    later: files.filter((file) => !taken.has(file)),
  };
}

/** Objects of `public` that belong to no extension (an operator's extension stays). */
const notOfExtension = (oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = ${oid} AND d.deptype = 'e')`;

const relations = (where: string) =>
  `SELECT format('%I.%I', n.nspname, c.relname) AS name
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND ${where} AND ${notOfExtension('c.oid')}`;

const types = (where: string) =>
  `SELECT t.oid::regtype::text AS name
     FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' AND ${where} AND ${notOfExtension('t.oid')}`;

/** Each kind of object, with the query naming those of `public`; in an order that works. */
const PUBLIC_OBJECTS: [kind: string, names: string][] = [
  ['VIEW', relations(`c.relkind = 'v'`)],
  ['MATERIALIZED VIEW', relations(`c.relkind = 'm'`)],
  ['FOREIGN TABLE', relations(`c.relkind = 'f'`)],
  ['TABLE', relations(`c.relkind IN ('r', 'p') AND NOT c.relispartition`)],
  ['SEQUENCE', relations(`c.relkind = 'S'`)],
  [
    'ROUTINE',
    `SELECT p.oid::regprocedure::text AS name
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND ${notOfExtension('p.oid')}`,
  ],
  ['DOMAIN', types(`t.typtype = 'd'`)],
  ['TYPE', types(`t.typtype IN ('e', 'r')`)],
];

/**
 * Everything the migrations made: the `private` schema, the tables, views, sequences,
 * functions and types of `public` (the schema itself stays, with its owner and grants) and
 * the shards' publications. Inside the restore's transaction, so a failed restore keeps them all.
 */
export async function clearInstanceSchema(sql: Sql) {
  // Every shard's publication (docs/shards.md): the start adds them again for its shards.
  const publications = await sql<{ name: string }[]>`
    SELECT pubname AS name FROM pg_publication WHERE pubname ~ '^zero_data(_[0-9]+)?$'`;
  for (const { name } of publications) await sql.unsafe(`DROP PUBLICATION "${name}"`);
  await sql`DROP SCHEMA IF EXISTS private CASCADE`;
  for (const [kind, query] of PUBLIC_OBJECTS) {
    const names = (await sql.unsafe<{ name: string }[]>(query)).map((row) => row.name);
    if (names.length) await sql.unsafe(`DROP ${kind} IF EXISTS ${names.join(', ')} CASCADE`);
  }
}
