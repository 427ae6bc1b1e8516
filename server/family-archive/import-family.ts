// Importing a family archive into this instance, for a signed-in account with no family:
// every row goes in, in one transaction, with the archive's own ids; anything the
// database refuses (a row of the same id already here, a link to a row the archive does
// not hold, a value out of range) rolls all of it back. The account becomes the member with
// its email address (else the member who exported); other members can be invited again.
// Dish photos are made into their sizes before anything is written (a file that is not an
// image refuses the archive) and stored once the rows are in; if the rows are then rolled
// back, the stored photos go too.
import type { Sql } from 'postgres';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { PHOTO_SIZES, resizePhoto, type PhotoSize } from '../photos/photo-sizes.ts';
import type { PhotoStore } from '../photos/photo-store.ts';
import { photoFile } from './archive-tables.ts';
import type { Importer, PreparedTable } from './prepare-import.ts';
import { importRefused } from './read-archive.ts';
import { readFamilyArchiveOffThread } from './read-archive-off-thread.ts';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (table: string) => table.split('.').map(quote).join('.');

async function writableColumns(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    SELECT attname AS name FROM pg_attribute
     WHERE attrelid = ${qualified(table)}::regclass AND attnum > 0 AND NOT attisdropped
       AND attgenerated = '' AND attidentity = ''
     ORDER BY attnum`;
  return rows.map((row) => row.name);
}

async function insertRows(sql: Sql, table: PreparedTable, familyID: string) {
  const { spec, keys, rowCount, rowsJson } = table;
  if (spec.replaceFamilyRows)
    await sql.unsafe(`DELETE FROM ${qualified(spec.table)} WHERE family_id = $1`, [familyID]);
  if (rowCount === 0) return;
  const columns = await writableColumns(sql, spec.table);
  for (const key of keys)
    if (!columns.includes(key)) throw importRefused(`${spec.file} has an unknown field ${key}`);
  const list = columns
    .filter((column) => keys.includes(column))
    .map(quote)
    .join(', ');
  // The rows as JSON text, read by Postgres itself (prepare-import.ts).
  await sql.unsafe(
    `INSERT INTO ${qualified(spec.table)} (${list})
     SELECT ${list} FROM jsonb_populate_recordset(NULL::${qualified(spec.table)}, $1::text::jsonb)`,
    [rowsJson],
  );
}

/** Postgres refusing a row (SQLSTATE classes 22 and 23) is a refusal of the archive. */
function refusalOf(error: unknown): AppError | null {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return null;
  if (code === '23505') return importRefused('this family, or part of it, is already here');
  if (code.startsWith('23')) return importRefused('its rows do not fit together');
  if (code.startsWith('22')) return importRefused('a value is not valid');
  return null;
}

// An archive's photos are this app's own largest size (see archive-tables.ts), so one with
// more pixels than that is not from an export: the upload's checks, with a tighter size.
const ARCHIVE_PHOTO_PIXELS = PHOTO_SIZES.large * PHOTO_SIZES.large;

async function photoSizes(photos: Map<string, Buffer>) {
  const sized = new Map<string, Map<PhotoSize, Buffer>>();
  for (const [photoID, image] of photos) {
    try {
      sized.set(photoID, await resizePhoto(image, ARCHIVE_PHOTO_PIXELS));
    } catch {
      throw importRefused(`${photoFile(photoID)} is not an image`);
    }
  }
  return sized;
}

export async function importFamily(
  sql: Sql,
  store: PhotoStore,
  importer: Importer,
  archive: Buffer,
) {
  const { userID, email } = importer;
  const read = await readFamilyArchiveOffThread(archive, { userID, email });
  const { familyID } = read;
  const photos = await photoSizes(read.photos);
  const stored: string[] = [];
  try {
    await sql.begin(async (tx) => {
      const txSql = tx as unknown as Sql;
      const [member] = await txSql`
        SELECT 1 FROM family_member WHERE user_id = ${importer.userID} FOR UPDATE`;
      if (member) throw new AppError(ErrorCode.ALREADY_IN_FAMILY);
      for (const table of read.tables) await insertRows(txSql, table, familyID);
      const me = read.importerMember;
      if (me)
        await txSql`UPDATE family_member SET user_id = ${importer.userID}
                     WHERE family_user_id = ${me} AND family_id = ${familyID}`;
      // The rows went in, so these photo ids are new to this instance.
      for (const [photoID, sizes] of photos) {
        stored.push(photoID);
        for (const [size, body] of sizes) await store.put(familyID, photoID, size, body);
      }
    });
  } catch (error) {
    for (const photoID of stored) await store.remove(familyID, photoID);
    throw refusalOf(error) ?? error;
  }
  return { family_id: familyID, family_name: read.familyName };
}
