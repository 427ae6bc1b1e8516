// Reading an uploaded family archive, before anything is written: the tar.gz within its
// limits, a manifest this version understands, every table file present as an array of
// rows with known fields, every row belonging to the archive's one family, and every photo
// belonging to one of its dishes.
import { z } from 'zod';
import { AppError, ErrorCode, errorMessages } from '#domain/errors.ts';
import { entityId } from '#domain/text/input-rules.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_TABLES,
  ARCHIVE_VERSION,
  MANIFEST_FILE,
  PHOTO_FILE,
  type ArchiveTable,
} from './archive-tables.ts';
import { ArchiveFormatError, unpackTarGz } from './tar-gz.ts';

const MiB = 1024 * 1024;
// Photos are most of a family's bytes: a few hundred dishes with a 1600 px photo each.
export const ARCHIVE_LIMITS = { maxUnpackedBytes: 192 * MiB, maxFiles: 10_000 };
// Rows of all files together: what the import holds in memory and sends to Postgres.
const MAX_ROWS = 200_000;
// JSON.parse cannot be stopped once started (not even in a worker: past its memory limit a
// worker takes the whole process down), so what it may build is bounded before it starts:
// its bytes, and the '{', '[' and ',' that each make one more object, array or value.
// A family's real export is a few MB with well under a million of them.
const MAX_JSON_BYTES = 32 * MiB;
const MAX_JSON_VALUES = 4_000_000;

/** Refuses JSON files that would take JSON.parse more than a second or two. */
function checkJsonSize(files: readonly { name: string; data: Buffer }[]) {
  let bytes = 0;
  let values = 0;
  for (const { name, data } of files) {
    if (!name.endsWith('.json')) continue;
    bytes += data.length;
    if (bytes > MAX_JSON_BYTES) throw importRefused('its JSON files are too large');
    for (const byte of data) if (byte === 0x7b || byte === 0x5b || byte === 0x2c) values += 1;
    if (values > MAX_JSON_VALUES) throw importRefused('its JSON files hold too many values');
  }
}

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exported_at: z.string().max(64),
  family_id: entityId,
  exported_by: z.nullable(entityId),
  files: z.array(z.string().max(200)).max(ARCHIVE_LIMITS.maxFiles),
});

const rowsSchema = z.array(z.record(z.string().max(63), z.unknown())).max(MAX_ROWS);

export type Row = Record<string, unknown>;
export type FamilyArchive = {
  manifest: z.infer<typeof manifestSchema>;
  tables: { spec: ArchiveTable; rows: Row[] }[];
  /** Each dish photo's largest size, by photo id. */
  photos: Map<string, Buffer>;
};

/** The one refusal of an import, with what was wrong (the file named, never its contents). */
export function importRefused(reason: string): AppError {
  return new AppError(ErrorCode.IMPORT_INVALID, `${errorMessages.IMPORT_INVALID} (${reason})`);
}

function parseJson<T>(data: Buffer, name: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8'));
  } catch {
    throw importRefused(`${name} is not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw importRefused(`${name} is not in the expected shape`);
  return parsed.data;
}

// Each photo is decoded and resized on import: a few hundred dishes have photos, not more.
const MAX_PHOTOS = 1000;

/** The archive's photos, each named by a dish of dishes.json. */
function photosOf(files: { name: string; data: Buffer }[], dishes: Row[]) {
  const named = new Set(dishes.map((dish) => dish.photo_id).filter((id) => typeof id === 'string'));
  const photos = new Map<string, Buffer>();
  for (const { name, data } of files) {
    if (!name.startsWith('photos/')) continue;
    if (photos.size >= MAX_PHOTOS) throw importRefused(`more than ${MAX_PHOTOS} photos`);
    const photoID = PHOTO_FILE.exec(name)?.[1];
    if (!photoID) throw importRefused(`unexpected file name ${name}`);
    if (!named.has(photoID)) throw importRefused(`${name} belongs to no dish`);
    photos.set(photoID, data);
  }
  return photos;
}

function checkFamily(spec: ArchiveTable, rows: Row[], familyID: string, memberIDs: Set<string>) {
  for (const row of rows) {
    const owner = spec.scope === 'family' ? row.id : row.family_id;
    if (spec.scope === 'member') {
      if (typeof row.family_user_id !== 'string' || !memberIDs.has(row.family_user_id))
        throw importRefused(`${spec.file} names someone who is not a member`);
    } else if (owner !== familyID) {
      throw importRefused(`${spec.file} holds rows of another family`);
    }
  }
}

export async function readFamilyArchive(archive: Buffer): Promise<FamilyArchive> {
  let files;
  try {
    files = await unpackTarGz(archive, ARCHIVE_LIMITS);
  } catch (error) {
    if (error instanceof ArchiveFormatError) throw importRefused(error.message);
    throw error;
  }
  checkJsonSize(files);
  const byName = new Map(files.map((file) => [file.name, file.data]));
  const manifestData = byName.get(MANIFEST_FILE);
  if (!manifestData) throw importRefused(`${MANIFEST_FILE} is missing`);
  const manifest = parseJson(manifestData, MANIFEST_FILE, manifestSchema);
  let rowCount = 0;
  const tables = ARCHIVE_TABLES.map((spec) => {
    const data = byName.get(spec.file);
    if (!data && spec.since) return { spec, rows: [] as Row[] };
    if (!data) throw importRefused(`${spec.file} is missing`);
    const rows = parseJson(data, spec.file, rowsSchema) as Row[];
    rowCount += rows.length;
    if (rowCount > MAX_ROWS) throw importRefused(`more than ${MAX_ROWS} rows`);
    return { spec, rows };
  });
  const family = tables.find((t) => t.spec.scope === 'family')!;
  if (family.rows.length !== 1) throw importRefused('family.json must hold one family');
  const members = tables.find((t) => t.spec.table === 'family_member')!;
  const memberIDs = new Set(members.rows.map((row) => String(row.family_user_id)));
  for (const { spec, rows } of tables) checkFamily(spec, rows, manifest.family_id, memberIDs);
  if (manifest.exported_by !== null && !memberIDs.has(manifest.exported_by))
    throw importRefused('the exporting member is not in members.json');
  const dishes = tables.find((t) => t.spec.table === 'dish')!.rows;
  return { manifest, tables, photos: photosOf(files, dishes) };
}
