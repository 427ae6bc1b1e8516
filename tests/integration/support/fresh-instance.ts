// A fresh instance of the app for moving a family to: a new, migrated database in the
// integration Postgres with the app in this process on it, and one signed-in account with
// no family. It shares nothing with the integration stack's database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createAppDeps } from '#server/app-deps.ts';
import { createApp } from '#server/app.ts';
import { connect } from '#server/db/connect.ts';
import { migrate } from '#server/db/migrate.ts';
import { parseEnv } from '#server/env.ts';

export async function startFreshInstance(email: string, extraEnv: Record<string, string> = {}) {
  const name = `fresh_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${name}`;
  const sql = connect(url.toString());
  await migrate(sql);
  // Its own folder too: the photos an import stores are this instance's alone.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fresh-instance-'));
  const deps = createAppDeps(
    parseEnv({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://fresh.example',
      DATA_DIR: dataDir,
      ...extraEnv,
    }),
    sql,
    () => {},
  );
  const app = createApp(deps, { zeroCacheUrls: ['http://127.0.0.1:9'], serveClient: false });
  /** A verified account with no family, and a way to call the API as it. */
  const signIn = async (address: string) => {
    const accountID = crypto.randomUUID();
    await sql`INSERT INTO private.account (id, email, email_verified_at)
              VALUES (${accountID}, ${address}, now())`;
    const token = await deps.sessions.create(accountID);
    return (path: string, init: RequestInit = {}) =>
      app.request(`/api${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
      });
  };
  return {
    sql,
    dataDir,
    request: await signIn(email),
    signIn,
    async stop() {
      await sql.end({ timeout: 2 });
      await admin.unsafe(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
