// A family's export: every table of ARCHIVE_TABLES read for the one family (and the
// exporting member's chat), written as JSON files with a manifest, and each dish's photo,
// in one tar.gz.
import type { Sql } from 'postgres';
import type { PhotoStore } from '../photos/photo-store.ts';
import { packTarGz, type ArchiveFile } from './tar-gz.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_TABLES,
  ARCHIVE_VERSION,
  MANIFEST_FILE,
  photoFile,
  type ArchiveTable,
} from './archive-tables.ts';

export type Exporter = { userID: string; familyID: string; familyUserID: string | null };

function whereOf(sql: Sql, spec: ArchiveTable, who: Exporter) {
  switch (spec.scope) {
    case 'family':
      return sql`t.id = ${who.familyID}`;
    case 'family-id':
      return sql`t.family_id = ${who.familyID}`;
    case 'member':
      return sql`t.family_user_id IN
        (SELECT family_user_id FROM family_member WHERE family_id = ${who.familyID})`;
    case 'own-chat':
      return sql`t.family_id = ${who.familyID} AND t.user_id = ${who.userID}`;
  }
}

/** The rows of one table, sorted so that two exports of the same data are the same. */
export async function tableRows(sql: Sql, spec: ArchiveTable, who: Exporter) {
  const [row] = await sql<{ rows: Record<string, unknown>[] }[]>`
    SELECT coalesce(jsonb_agg(r.row ORDER BY r.row::text), '[]'::jsonb) AS rows
      FROM (SELECT to_jsonb(t) - ${sql.array(spec.omit as string[])}::text[] AS row
              FROM ${sql(spec.table)} t WHERE ${whereOf(sql, spec, who)}) r`;
  return row!.rows;
}

const json = (name: string, value: unknown): ArchiveFile => ({
  name,
  data: Buffer.from(`${JSON.stringify(value, null, 2)}\n`),
});

/** The photos the dishes name, in the order of their ids; one whose file is gone is left out. */
async function photoFiles(photos: PhotoStore, familyID: string, dishes: Record<string, unknown>[]) {
  const ids = dishes
    .map((dish) => dish.photo_id)
    .filter((id): id is string => typeof id === 'string')
    .sort();
  const files: ArchiveFile[] = [];
  for (const id of ids) {
    const data = await photos.get(familyID, id, 'large');
    if (data) files.push({ name: photoFile(id), data });
  }
  return files;
}

export async function exportFamily(sql: Sql, photos: PhotoStore, who: Exporter) {
  const tables = await sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => {
    const txSql = tx as unknown as Sql;
    const read: { spec: ArchiveTable; rows: Record<string, unknown>[] }[] = [];
    for (const spec of ARCHIVE_TABLES) read.push({ spec, rows: await tableRows(txSql, spec, who) });
    return read;
  });
  const dishes = tables.find(({ spec }) => spec.table === 'dish')!.rows;
  const files = [
    ...tables.map(({ spec, rows }) => json(spec.file, rows)),
    ...(await photoFiles(photos, who.familyID, dishes)),
  ];
  const manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exported_at: new Date().toISOString(),
    family_id: who.familyID,
    exported_by: who.familyUserID,
    files: files.map((file) => file.name),
  };
  return await packTarGz([json(MANIFEST_FILE, manifest), ...files]);
}
