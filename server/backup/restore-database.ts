// `npm run restore FILE`: the instance's schema rebuilt at the migrations the backup was
// taken at, its rows loaded, and this build's later migrations applied over them
// (restore-schema.ts), all in one transaction (a damaged file changes nothing). A backup
// made by a newer version (a migration or column this one lacks) is refused. zero-cache
// must be stopped: its replica and replication state are dropped afterwards so that it
// copies the restored data afresh when it starts (reset-zero-state.ts).
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Sql } from 'postgres';
import { z } from 'zod';
import { applyMigration, ensureMigrationTable, migrationFiles } from '../db/migrate.ts';
import { photoSizeParam } from '../photos/photo-sizes.ts';
import { isPhotoID, type PhotoStore } from '../photos/photo-store.ts';
import { dataTables } from './backup-database.ts';
import {
  BACKUP_FORMAT,
  END_OF_ROWS,
  PHOTO_PREFIX,
  READABLE_VERSIONS,
  TABLE_PREFIX,
  quoteIdent,
  tableName,
  type BackupHeader,
  type TableHeader,
} from './backup-format.ts';
import { RestoreError } from './restore-error.ts';
import { clearInstanceSchema, restorePlan } from './restore-schema.ts';

export { RestoreError };

export type RestoreResult = {
  tables: number;
  photos: number;
  /** The last migration the backup was taken at. */
  takenAt: string;
  /** The migrations applied over the backup's rows, in order. */
  migrated: string[];
};

async function refuseWhileZeroCacheRuns(sql: Sql) {
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_replication_slots
     WHERE active AND database = current_database()`;
  if (row!.n > 0)
    throw new RestoreError('zero-cache is connected to this database: stop the app first.');
}

function parseHeader(line: string | undefined): BackupHeader {
  try {
    const header = JSON.parse(line ?? '') as BackupHeader;
    if (header.format === BACKUP_FORMAT && READABLE_VERSIONS.includes(header.version))
      return header;
  } catch {
    // Reported below.
  }
  throw new RestoreError('This is not a backup of this app.');
}

async function write(stream: Writable, text: string) {
  if (!stream.write(text)) await once(stream, 'drain');
}

async function finish(stream: Writable) {
  const finished = once(stream, 'finish');
  stream.end();
  await finished;
}

const photoHeader = z.object({
  family_id: z.string().min(1).max(200),
  photo_id: z.string().refine(isPhotoID),
  size: photoSizeParam,
});

/** The photo after a `PHOTO` line, into the store (kept only if a restored dish names it). */
async function restorePhoto(line: string, body: string | undefined, photos: PhotoStore) {
  let header;
  try {
    header = photoHeader.parse(JSON.parse(line.slice(PHOTO_PREFIX.length)));
  } catch {
    throw new RestoreError('The backup is damaged (a photo).');
  }
  if (!body) throw new RestoreError('The backup is damaged (it ends early).');
  await photos.put(header.family_id, header.photo_id, header.size, Buffer.from(body, 'base64'));
}

/** Photos no restored dish names are removed (also those a failed restore wrote). */
async function prunePhotos(sql: Sql, photos: PhotoStore): Promise<number> {
  if (!photos.prune) return 0;
  // A refused restore into a database never migrated has no dish table to name photos.
  const [dish] = await sql<{ found: boolean }[]>`SELECT to_regclass('dish') IS NOT NULL AS found`;
  if (!dish?.found) return 0;
  const named = await sql<{ family_id: string; photo_id: string }[]>`
    SELECT family_id, photo_id FROM dish WHERE photo_id IS NOT NULL`;
  return photos.prune(named.map((d) => ({ familyID: d.family_id, photoID: d.photo_id })));
}

export async function restoreDatabase(
  sql: Sql,
  file: string,
  photos: PhotoStore,
): Promise<RestoreResult> {
  await refuseWhileZeroCacheRuns(sql);
  try {
    return await restoreRows(sql, file, photos);
  } finally {
    await prunePhotos(sql, photos);
  }
}

async function restoreRows(sql: Sql, file: string, photos: PhotoStore): Promise<RestoreResult> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  })[Symbol.asyncIterator]();
  const next = async () => {
    try {
      const { value, done } = await lines.next();
      return done ? undefined : (value as string);
    } catch {
      throw new RestoreError('The backup is damaged (not gzip, or cut short).');
    }
  };
  const header = parseHeader(await next());
  const plan = restorePlan(header.migrations, await migrationFiles());
  return sql.begin(async (tx) => {
    const txSql = tx as unknown as Sql;
    // The lock migrate() takes, so that no server migrates the database meanwhile.
    await txSql`SELECT pg_advisory_xact_lock(727274)`;
    await clearInstanceSchema(txSql);
    await ensureMigrationTable(txSql);
    for (const migration of plan.atBackup) await applyMigration(txSql, migration);
    const current = new Map((await dataTables(txSql)).map((t) => [`${t.schema}.${t.table}`, t]));
    // Rows go in as they were: no trigger derives anything, and links are checked as a
    // whole by the backup's consistency rather than row by row.
    await txSql`SET LOCAL session_replication_role = replica`;
    // Rows a migration itself wrote are in the backup too.
    await txSql.unsafe(`TRUNCATE ${[...current.values()].map(tableName).join(', ')}`);
    let tables = 0;
    let restoredPhotos = 0;
    for (let line = await next(); line !== undefined; line = await next()) {
      if (line === '') continue;
      if (line.startsWith(PHOTO_PREFIX)) {
        await restorePhoto(line, await next(), photos);
        restoredPhotos += 1;
        continue;
      }
      if (!line.startsWith(TABLE_PREFIX)) throw new RestoreError('The backup is damaged.');
      const table = JSON.parse(line.slice(TABLE_PREFIX.length)) as TableHeader;
      const here = current.get(`${table.schema}.${table.table}`);
      const missing = table.columns.filter((c) => !here?.columns.includes(c));
      if (!here || missing.length)
        throw new RestoreError(
          `The backup's table ${table.table} does not match the migrations it names.`,
        );
      const copy = await txSql
        .unsafe(`COPY ${tableName(table)} (${table.columns.map(quoteIdent).join(', ')}) FROM STDIN`)
        .writable();
      let ended = false;
      for (let row = await next(); row !== undefined; row = await next()) {
        if (row === END_OF_ROWS) {
          ended = true;
          break;
        }
        await write(copy, `${row}\n`);
      }
      await finish(copy);
      if (!ended) throw new RestoreError('The backup is damaged (it ends early).');
      tables += 1;
    }
    await resetSequences(txSql);
    // The later migrations run as an upgrade in place runs them: triggers on.
    await txSql`SET LOCAL session_replication_role = origin`;
    for (const migration of plan.later) await applyMigration(txSql, migration);
    return {
      tables,
      photos: restoredPhotos,
      takenAt: plan.atBackup.at(-1)!,
      migrated: plan.later,
    };
  });
}

/** Identity and serial columns continue after the restored rows. */
async function resetSequences(sql: Sql) {
  const columns = await sql<{ table: string; column: string; sequence: string }[]>`
    SELECT format('%I.%I', n.nspname, c.relname) AS table, a.attname AS column,
           pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS sequence
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname IN ('public', 'private') AND c.relkind = 'r' AND a.attnum > 0
       AND NOT a.attisdropped
       AND pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) IS NOT NULL`;
  for (const { table, column, sequence } of columns)
    await sql.unsafe(
      `SELECT setval($1, coalesce((SELECT max(${quoteIdent(column)}) FROM ${table}), 0) + 1, false)`,
      [sequence],
    );
}
