// `npm run backup`: every table of the instance's schemas, read in one snapshot, to a
// gzipped file (format in backup-format.ts). Safe while the app runs.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { PassThrough, type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { Sql } from 'postgres';
import { PHOTO_SIZES, type PhotoSize } from '../photos/photo-sizes.ts';
import type { PhotoStore } from '../photos/photo-store.ts';
import {
  BACKED_UP_SCHEMAS,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  END_OF_ROWS,
  PHOTO_PREFIX,
  TABLE_PREFIX,
  tableName,
  type BackupHeader,
  type PhotoHeader,
  type TableHeader,
} from './backup-format.ts';

/** The tables to keep, with their columns (generated ones are computed again). */
export async function dataTables(sql: Sql): Promise<TableHeader[]> {
  const rows = await sql<{ schema: string; table: string; columns: string[] }[]>`
    SELECT n.nspname AS schema, c.relname AS table,
           array_agg(a.attname ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                          AND a.attgenerated = ''
     WHERE c.relkind IN ('r', 'p') AND n.nspname = ANY(${BACKED_UP_SCHEMAS})
       AND NOT (n.nspname = 'private' AND c.relname = 'schema_migration')
     GROUP BY n.nspname, c.relname
     ORDER BY n.nspname, c.relname`;
  return rows;
}

async function write(out: PassThrough, text: string | Buffer) {
  if (!out.write(text)) await once(out, 'drain');
}

/** Every stored size of the photos the snapshot's dishes name (a size that is gone is skipped). */
async function writePhotos(out: PassThrough, sql: Sql, photos: PhotoStore): Promise<number> {
  const named = await sql<{ family_id: string; photo_id: string }[]>`
    SELECT family_id, photo_id FROM dish WHERE photo_id IS NOT NULL ORDER BY family_id, photo_id`;
  let count = 0;
  for (const { family_id, photo_id } of named) {
    for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[]) {
      const body = await photos.get(family_id, photo_id, size);
      if (!body) continue;
      const header: PhotoHeader = { family_id, photo_id, size };
      await write(out, `${PHOTO_PREFIX}${JSON.stringify(header)}\n${body.toString('base64')}\n`);
    }
    count += 1;
  }
  return count;
}

export async function backupDatabase(
  sql: Sql,
  file: string,
  photos: PhotoStore,
): Promise<{ tables: number; photos: number }> {
  const out = new PassThrough();
  const done = pipeline(out, createGzip(), createWriteStream(file, { mode: 0o600 }));
  const tables = await sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => {
    const txSql = tx as unknown as Sql;
    const migrations = await txSql<{ name: string }[]>`
      SELECT name FROM private.schema_migration ORDER BY name`;
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      migrations: migrations.map((m) => m.name),
    };
    await write(out, `${JSON.stringify(header)}\n`);
    const list = await dataTables(txSql);
    for (const table of list) {
      await write(out, `${TABLE_PREFIX}${JSON.stringify(table)}\n`);
      const columns = table.columns.map((c) => `"${c.replaceAll('"', '""')}"`).join(', ');
      const rows: Readable = await txSql
        .unsafe(`COPY ${tableName(table)} (${columns}) TO STDOUT`)
        .readable();
      for await (const chunk of rows) await write(out, chunk as Buffer);
      await write(out, `${END_OF_ROWS}\n`);
    }
    return { tables: list.length, photos: await writePhotos(out, txSql, photos) };
  });
  out.end();
  await done;
  return tables;
}
