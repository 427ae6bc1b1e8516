// npm run backup [-- FILE]: the whole database to a file (default backups/<time>.fdp-backup.gz).
// Uses DATABASE_URL, or the embedded Postgres of DATA_DIR; safe while the app runs.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { backupDatabase } from '../server/backup/backup-database.ts';
import { openInstanceDatabase } from '../server/backup/instance-database.ts';
import { parseEnv } from '../server/env.ts';

const env = parseEnv(process.env);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join('backups', `${stamp}.fdp-backup.gz`));
await mkdir(path.dirname(file), { recursive: true });
const db = await openInstanceDatabase(env);
try {
  const { tables } = await backupDatabase(db.sql, file);
  console.log(`Backed up ${tables} tables to ${file}`);
} finally {
  await db.close();
}
