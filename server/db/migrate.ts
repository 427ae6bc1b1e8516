// Applies migrations/*.sql in name order, each once, each in its own transaction.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from 'postgres';

const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

export async function migrate(sql: Sql, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await sql`CREATE SCHEMA IF NOT EXISTS private`;
  await sql`CREATE TABLE IF NOT EXISTS private.schema_migration (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const applied = new Set(
    (await sql<{ name: string }[]>`SELECT name FROM private.schema_migration`).map(
      (row) => row.name,
    ),
  );
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const body = await readFile(path.join(dir, file), 'utf8');
    await sql.begin(async (tx) => {
      // A lock so that two servers starting together never apply the same file twice.
      await tx`SELECT pg_advisory_xact_lock(727274)`;
      const [done] = await tx`SELECT 1 FROM private.schema_migration WHERE name = ${file}`;
      if (done) return;
      await tx.unsafe(body);
      await tx`INSERT INTO private.schema_migration (name) VALUES (${file})`;
      ran.push(file);
    });
  }
  return ran;
}
