// A backup in the format of the build at 599e6fe: version 1 of backup-format.ts, which is
// version 2 without the PHOTO lines (that build kept no photos in its backups). Written by
// today's writer over a database at that build's migrations, then marked as version 1.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Sql } from 'postgres';
import { backupDatabase } from '#server/backup/backup-database.ts';
import { PHOTO_PREFIX } from '#server/backup/backup-format.ts';
import { createFilePhotoStore } from '#server/photos/file-photo-store.ts';

export async function writePreviousReleaseBackup(sql: Sql, file: string) {
  const noPhotos = await mkdtemp(path.join(tmpdir(), 'no-photos-'));
  try {
    await backupDatabase(sql, file, createFilePhotoStore(noPhotos));
  } finally {
    await rm(noPhotos, { recursive: true, force: true });
  }
  const lines = gunzipSync(await readFile(file))
    .toString('utf8')
    .split('\n');
  if (lines.some((line) => line.startsWith(PHOTO_PREFIX)))
    throw new Error('A version 1 backup holds no photos.');
  const header = JSON.parse(lines[0]!) as { version: number };
  lines[0] = JSON.stringify({ ...header, version: 1 });
  await writeFile(file, gzipSync(lines.join('\n')), { mode: 0o600 });
}
