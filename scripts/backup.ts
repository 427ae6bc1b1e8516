// npm run backup [-- FILE]: the whole database and the dish photos to a file (default backups/<time>.fdp-backup.gz).
// Uses DATABASE_URL, or the embedded Postgres of DATA_DIR; safe while the app runs.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { backupDatabase } from '#server/backup/backup-database.ts';
import { openInstanceDatabase } from '#server/backup/instance-database.ts';
import { parseEnv } from '#server/env.ts';
import { photoStoreOf } from '#server/photos/configured-photo-store.ts';

const env = parseEnv(process.env);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join('backups', `${stamp}.fdp-backup.gz`));
await mkdir(path.dirname(file), { recursive: true });
const db = await openInstanceDatabase(env);
try {
  const { tables, photos } = await backupDatabase(db.sql, file, photoStoreOf(env));
  console.log(`Backed up ${tables} tables and ${photos} photos to ${file}`);
} finally {
  await db.close();
}
