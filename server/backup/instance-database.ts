// The database of this instance for the backup and restore commands: DATABASE_URL when set,
// else the embedded Postgres of DATA_DIR (the one `npm start` runs, started here for the
// command's time when it is not running).
import path from 'node:path';
import { connect } from '../db/connect.ts';
import {
  embeddedPostgresRunning,
  embeddedPostgresUrl,
  startEmbeddedPostgres,
} from '../db/embedded-postgres.ts';
import type { Env } from '../env.ts';
import { makeDataDirPrivate } from '../stack/private-data-dir.ts';

export async function openInstanceDatabase(env: Env) {
  if (env.DATABASE_URL) {
    const sql = connect(env.DATABASE_URL);
    return { sql, appRunning: null, close: () => sql.end({ timeout: 5 }) };
  }
  if (await embeddedPostgresRunning(env.DATA_DIR)) {
    const sql = connect(await embeddedPostgresUrl(env.DATA_DIR, env.EMBEDDED_PG_PORT));
    return { sql, appRunning: true, close: () => sql.end({ timeout: 5 }) };
  }
  await makeDataDirPrivate(env.DATA_DIR, { embeddedPostgres: true });
  const pg = await startEmbeddedPostgres(env.DATA_DIR, env.EMBEDDED_PG_PORT);
  const sql = connect(pg.url);
  return {
    sql,
    appRunning: false,
    close: async () => {
      await sql.end({ timeout: 5 });
      await pg.stop();
    },
  };
}

/** zero-cache's replica file when it runs beside the app (`npm start`), else null. */
export function localReplicaFile(env: Env): string | null {
  if (env.ZERO_CACHE_URL) return null;
  return env.ZERO_REPLICA_FILE ?? path.resolve(env.DATA_DIR, 'zero-replica.db');
}
