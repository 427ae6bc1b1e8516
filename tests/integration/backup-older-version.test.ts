// A backup taken by the previous release (its migrations, its backup format) restored into
// this build ends as the same data upgraded in place: the restore loads the rows at the
// backup's own migrations and then applies the later ones, backfills included
// (docs/operations.md, "Instance backups").
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres, { type Sql } from 'postgres';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { createAppDeps } from '#server/app-deps.ts';
import { createApp } from '#server/app.ts';
import { linkTokenHash, newLinkToken } from '#server/auth/random-token.ts';
import { restoreDatabase } from '#server/backup/restore-database.ts';
import { connect } from '#server/db/connect.ts';
import { migrate, migrationFiles } from '#server/db/migrate.ts';
import { parseEnv } from '#server/env.ts';
import { createFilePhotoStore } from '#server/photos/file-photo-store.ts';
import { writePreviousReleaseBackup } from './support/previous-release-backup.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
/** The last migration of the build at 599e6fe (`git show 599e6fe:migrations/`). */
const PREVIOUS_RELEASE_LAST = '022_suggestion_stats.sql';

const folder = mkdtempSync(path.join(tmpdir(), 'older-backup-'));
const admin = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
const databases: { name: string; sql: Sql }[] = [];

afterAll(async () => {
  for (const { name, sql } of databases) {
    await sql.end({ timeout: 2 });
    await admin.unsafe(`DROP DATABASE ${name} WITH (FORCE)`);
  }
  await admin.end();
  rmSync(folder, { recursive: true, force: true });
});

async function database(label: string): Promise<Sql> {
  const name = `${label}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${name}`;
  const sql = connect(url.toString());
  databases.push({ name, sql });
  return sql;
}

/** The previous release's migrations, by themselves in a folder. */
function previousReleaseMigrations(): string {
  const dir = path.join(folder, 'migrations-599e6fe');
  for (const file of readdirSync(MIGRATIONS).filter((f) => f <= PREVIOUS_RELEASE_LAST))
    cpSync(path.join(MIGRATIONS, file), path.join(dir, file));
  return dir;
}

/** A family as the previous release held it: two members, each with an API token. */
async function fillPreviousRelease(sql: Sql, secret: string) {
  await sql`INSERT INTO private.account (id, email, email_verified_at, created_at) VALUES
    ('a1', 'ola@example.test', now(), '2025-02-01T10:00:00Z'),
    ('a2', 'per@example.test', now(), '2025-06-15T18:30:00Z')`;
  await sql`INSERT INTO family (id, name, created_at) VALUES ('f1', 'Nordmann', '2025-02-01T10:05:00Z')`;
  await sql`INSERT INTO family_member (family_user_id, family_id, user_id, first_name, status, created_at)
    VALUES ('m1', 'f1', 'a1', 'Ola', 'Accepted', '2025-02-01T10:05:00Z'),
           ('m2', 'f1', 'a2', 'Per', 'Accepted', '2025-06-10T09:00:00Z'),
           ('m3', 'f1', NULL, 'Kari', NULL, '2025-07-01T09:00:00Z')`;
  await sql`INSERT INTO private.api_token (token_id, account_id, family_id, family_user_id, name, secret_hash)
    VALUES ('t1', 'a1', 'f1', 'm1', 'Shopping script', ${linkTokenHash(secret)!}),
           ('t2', 'a2', 'f1', 'm2', 'MCP', ${linkTokenHash(newLinkToken())!})`;
}

/** What the later migrations filled in, to compare the two databases by. */
async function upgradedState(sql: Sql) {
  return {
    tokens: await sql`SELECT token_id, scopes FROM private.api_token ORDER BY token_id`,
    staples: await sql`SELECT family_id, ingredient_key, name, running_out FROM pantry_staple
                        ORDER BY family_id, ingredient_key`,
    members: await sql`SELECT family_user_id, joined_at FROM family_member ORDER BY family_user_id`,
    migrations: (
      await sql<{ name: string }[]>`
      SELECT name FROM private.schema_migration ORDER BY name`
    ).map((row) => row.name),
  };
}

describe('a backup of the previous release', () => {
  it('restores as it was, then migrates: the same as upgrading in place', async () => {
    const secret = newLinkToken();
    const inPlace = await database('upgraded_in_place');
    await migrate(inPlace, previousReleaseMigrations());
    await fillPreviousRelease(inPlace, secret);
    const file = path.join(folder, 'previous-release.fdp-backup.gz');
    await writePreviousReleaseBackup(inPlace, file);
    await migrate(inPlace);
    const expected = await upgradedState(inPlace);
    // What the later migrations fill in is there in place, to be compared with.
    expect(expected.tokens.map((t) => t.scopes)).toEqual([
      ['read', 'plan', 'shop'],
      ['read', 'plan', 'shop'],
    ]);
    expect(expected.staples).toHaveLength(14);
    expect(expected.members.map((m) => m.joined_at !== null)).toEqual([true, true, false]);

    // Today's instance, with data of its own that the restore replaces.
    const today = await database('restored');
    await migrate(today);
    await today`INSERT INTO family (id, name) VALUES ('other', 'Other')`;
    const dataDir = path.join(folder, 'data');
    const restored = await restoreDatabase(today, file, createFilePhotoStore(dataDir));
    expect(restored.takenAt).toBe(PREVIOUS_RELEASE_LAST);
    expect(restored.migrated).toEqual(
      (await migrationFiles()).filter((f) => f > PREVIOUS_RELEASE_LAST),
    );
    expect(await upgradedState(today)).toEqual(expected);

    // The old token writes again, as docs/data-and-api.md says tokens made before scopes do.
    const deps = createAppDeps(
      parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'https://restored.example', DATA_DIR: dataDir }),
      today,
      () => {},
    );
    const app = createApp(deps, { zeroCacheUrls: ['http://127.0.0.1:9'], serveClient: false });
    const written = await app.request('/api/shopping-items', {
      method: 'POST',
      headers: { authorization: `Bearer fdp_${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Milk' }),
    });
    expect(written.status).toBe(201);
  }, 120_000);
});
