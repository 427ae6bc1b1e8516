// Migration 023 gives tokens made before scopes read, plan and shop (never management, which
// no scope reaches); a row written without scopes afterwards can only read.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it, inject } from 'vitest';
import { connect } from '#server/db/connect.ts';
import { migrate } from '#server/db/migrate.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
const SCOPES_MIGRATION = '023_api_token_scopes.sql';

describe('default API token scopes (migrations/023_api_token_scopes.sql)', () => {
  it('gives existing tokens read, plan and shop, and new rows read', async () => {
    const name = `token_scopes_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(inject('databaseUrl'));
    url.pathname = `/${name}`;
    const sql = connect(url.toString());
    const before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      for (const file of readdirSync(MIGRATIONS).filter((f) => f < SCOPES_MIGRATION))
        cpSync(path.join(MIGRATIONS, file), path.join(before, file));
      await migrate(sql, before);
      await sql`INSERT INTO private.account (id, email) VALUES ('a1', 'old@example.test')`;
      await sql`INSERT INTO family (id, name) VALUES ('f1', 'Old')`;
      await sql`INSERT INTO family_member (family_user_id, family_id, user_id, first_name)
                VALUES ('m1', 'f1', 'a1', 'Ola')`;
      const token = (id: string, hash: number) => sql`
        INSERT INTO private.api_token (token_id, account_id, family_id, family_user_id, name, secret_hash)
        VALUES (${id}, 'a1', 'f1', 'm1', ${id}, ${Buffer.alloc(32, hash)})`;
      await token('old', 1);

      expect(await migrate(sql)).toContain(SCOPES_MIGRATION);
      await token('new', 2);
      const rows = await sql<{ token_id: string; scopes: string[] }[]>`
        SELECT token_id, scopes FROM private.api_token ORDER BY token_id`;
      expect(rows.map((row) => [row.token_id, row.scopes])).toEqual([
        ['new', ['read']],
        ['old', ['read', 'plan', 'shop']],
      ]);
      await expect(
        sql`UPDATE private.api_token SET scopes = ARRAY['members'] WHERE token_id = 'new'`,
      ).rejects.toThrow(/check constraint/);
    } finally {
      await sql.end({ timeout: 2 });
      await admin.unsafe(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(before, { recursive: true, force: true });
    }
  }, 60_000);
});
