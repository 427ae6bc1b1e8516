// Reading an uploaded family archive, before anything is written: the tar.gz within its
// limits, a manifest this version understands, every table file present as an array of
// rows with known fields, every row belonging to the archive's one family, and every photo
// belonging to one of its dishes.
import { z } from 'zod';
import { AppError, ErrorCode, errorMessages } from '../../domain/errors.ts';
import { entityId } from '../../domain/text/input-rules.ts';
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
const MAX_ROWS_PER_FILE = 200_000;

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exported_at: z.string().max(64),
  family_id: entityId,
  exported_by: z.nullable(entityId),
  files: z.array(z.string().max(200)).max(ARCHIVE_LIMITS.maxFiles),
});

const rowsSchema = z.array(z.record(z.string().max(63), z.unknown())).max(MAX_ROWS_PER_FILE);

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

/** The archive's photos, each named by a dish of dishes.json. */
function photosOf(files: { name: string; data: Buffer }[], dishes: Row[]) {
  const named = new Set(dishes.map((dish) => dish.photo_id).filter((id) => typeof id === 'string'));
  const photos = new Map<string, Buffer>();
  for (const { name, data } of files) {
    if (!name.startsWith('photos/')) continue;
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

export function readFamilyArchive(archive: Buffer): FamilyArchive {
  let files;
  try {
    files = unpackTarGz(archive, ARCHIVE_LIMITS);
  } catch (error) {
    if (error instanceof ArchiveFormatError) throw importRefused(error.message);
    throw error;
  }
  const byName = new Map(files.map((file) => [file.name, file.data]));
  const manifestData = byName.get(MANIFEST_FILE);
  if (!manifestData) throw importRefused(`${MANIFEST_FILE} is missing`);
  const manifest = parseJson(manifestData, MANIFEST_FILE, manifestSchema);
  const tables = ARCHIVE_TABLES.map((spec) => {
    const data = byName.get(spec.file);
    if (!data && spec.since) return { spec, rows: [] as Row[] };
    if (!data) throw importRefused(`${spec.file} is missing`);
    return { spec, rows: parseJson(data, spec.file, rowsSchema) as Row[] };
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
