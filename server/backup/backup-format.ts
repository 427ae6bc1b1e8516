// The instance backup file: gzip of text lines. A header line (JSON), then per table a
// `TABLE {json}` line, its rows in Postgres's COPY text format (one row a line, newlines
// escaped), and the COPY end marker `\.`; then per stored size of each dish photo a
// `PHOTO {json}` line and the file in base64 on the next (version 2). Written and read with plain SQL over any
// connection, so no pg_dump of the server's exact version is needed (the embedded Postgres
// package ships none, and Debian's is older than the server).
import type { PhotoSize } from '../photos/photo-sizes.ts';

export const BACKUP_FORMAT = 'family-dinner-planner/backup';
export const BACKUP_VERSION = 2;
/** Version 1 had no photos; it restores the rows and leaves the stored photos as they are. */
export const READABLE_VERSIONS: readonly number[] = [1, 2];
export const TABLE_PREFIX = 'TABLE ';
export const PHOTO_PREFIX = 'PHOTO ';
export const END_OF_ROWS = '\\.';

/** The schemas that hold the instance's data (zero-cache's own state is rebuilt, not kept). */
export const BACKED_UP_SCHEMAS = ['public', 'private'];

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  migrations: string[];
};

export type TableHeader = { schema: string; table: string; columns: string[] };

export type PhotoHeader = { family_id: string; photo_id: string; size: PhotoSize };

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const tableName = (t: { schema: string; table: string }) =>
  `${quoteIdent(t.schema)}.${quoteIdent(t.table)}`;
