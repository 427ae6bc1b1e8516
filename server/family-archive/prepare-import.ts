// What an import writes, prepared where the archive is read (a worker thread): each
// table's rows as the importing instance stores them, as JSON text that Postgres reads
// itself (jsonb_populate_recordset), so that the server's event loop never parses,
// copies or re-serializes a family's rows (docs/security.md, "Limits on what a caller
// can ask").
import { usableBirthdate } from '#domain/family/birthdate-range.ts';
import type { ArchiveTable } from './archive-tables.ts';
import type { FamilyArchive, Row } from './read-archive.ts';

export type Importer = { userID: string; email: string };

export type PreparedTable = {
  spec: ArchiveTable;
  /** Every field any row has, to check against the table's columns. */
  keys: string[];
  rowCount: number;
  rowsJson: string;
};

export type PreparedImport = {
  familyID: string;
  familyName: string;
  /** The member the importing account becomes, if any. */
  importerMember: string | null;
  tables: PreparedTable[];
  /** Each dish photo's largest size, by photo id. */
  photos: Map<string, Buffer>;
};

/** What the importing instance sets itself, whatever the archive says. */
function localized(spec: ArchiveTable, row: Row, importer: Importer, photos: Set<string>): Row {
  // A birthdate outside 1900-01-01..today (domain/family/birthdate-range.ts) comes in empty.
  if (spec.table === 'family_member')
    return {
      ...row,
      birthdate: usableBirthdate(typeof row.birthdate === 'string' ? row.birthdate : null),
      sms_optin: false,
      phone_verified: false,
    };
  // A dish whose photo the archive lacks has none here (not a picture that never loads).
  if (spec.table === 'dish' && typeof row.photo_id === 'string' && !photos.has(row.photo_id))
    return { ...row, photo_id: null };
  if (spec.table === 'private.chat_message') return { ...row, user_id: importer.userID };
  return row;
}

/** The member with the account's email address, else the member who exported. */
function memberForImporter(archive: FamilyArchive, importer: Importer): string | null {
  const members = archive.tables.find((t) => t.spec.table === 'family_member')!.rows;
  const email = importer.email.toLowerCase();
  const same = members.find((m) => typeof m.email === 'string' && m.email.toLowerCase() === email);
  return (same?.family_user_id as string | undefined) ?? archive.manifest.exported_by;
}

export function prepareImport(archive: FamilyArchive, importer: Importer): PreparedImport {
  // Every photo is made into its sizes before anything is written, or the import is refused.
  const photoIDs = new Set(archive.photos.keys());
  const family = archive.tables.find((t) => t.spec.scope === 'family')!.rows[0]!;
  return {
    familyID: archive.manifest.family_id,
    familyName: String(family.name),
    importerMember: memberForImporter(archive, importer),
    tables: archive.tables.map(({ spec, rows }) => {
      const stored = rows.map((row) => localized(spec, row, importer, photoIDs));
      return {
        spec,
        keys: [...new Set(stored.flatMap((row) => Object.keys(row)))],
        rowCount: stored.length,
        rowsJson: JSON.stringify(stored),
      };
    }),
    photos: archive.photos,
  };
}
