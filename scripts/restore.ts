// npm run restore -- FILE: replaces the whole database with a backup (at the migrations it
// was taken at, then brought up to this version's), then drops
// zero-cache's replica and replication state so that it copies the restored data afresh.
// Stop the app first (npm start, or the app and zero-cache containers).
import { localReplicaFile, openInstanceDatabase } from '#server/backup/instance-database.ts';
import { removeReplicaFiles, resetZeroUpstream } from '#server/backup/reset-zero-state.ts';
import { RestoreError, restoreDatabase } from '#server/backup/restore-database.ts';
import { parseEnv } from '#server/env.ts';
import { photoStoreOf } from '#server/photos/configured-photo-store.ts';

const env = parseEnv(process.env);
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE');
  process.exit(2);
}
const db = await openInstanceDatabase(env);
let code = 0;
try {
  if (db.appRunning) throw new RestoreError('The app is running (npm start): stop it first.');
  const { tables, photos, takenAt, migrated } = await restoreDatabase(
    db.sql,
    file,
    photoStoreOf(env),
  );
  await resetZeroUpstream(db.sql);
  const replica = localReplicaFile(env);
  if (replica) await removeReplicaFiles(replica);
  console.log(`Restored ${tables} tables and ${photos} photo files from ${file}.`);
  console.log(
    migrated.length
      ? `The backup was taken at ${takenAt}; applied the ${migrated.length} migrations since: ${migrated.join(', ')}.`
      : `The backup was taken at ${takenAt}, this version's latest migration.`,
  );
  console.log(
    replica
      ? 'zero-cache will copy the restored data when the app starts.'
      : "Remove zero-cache's replica (its volume) before starting it again.",
  );
} catch (error) {
  if (!(error instanceof RestoreError)) throw error;
  console.error(`Restore refused: ${error.message} Nothing was changed.`);
  code = 1;
} finally {
  await db.close();
}
process.exit(code);
