// Applies migrations/*.sql in name order, each once, each in its own transaction.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from 'postgres';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

/** This build's migrations, in the order they apply. */
export async function migrationFiles(dir: string = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
}

/** The table that says which migrations a database has had. */
export async function ensureMigrationTable(sql: Sql) {
  await sql`CREATE SCHEMA IF NOT EXISTS private`;
  await sql`CREATE TABLE IF NOT EXISTS private.schema_migration (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;
}

/** One migration and its record, inside the caller's transaction. */
export async function applyMigration(tx: Sql, file: string, dir: string = MIGRATIONS_DIR) {
  await tx.unsafe(await readFile(path.join(dir, file), 'utf8'));
  await tx`INSERT INTO private.schema_migration (name) VALUES (${file})`;
}

export async function migrate(sql: Sql, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await ensureMigrationTable(sql);
  const files = await migrationFiles(dir);
  const applied = new Set(
    (await sql<{ name: string }[]>`SELECT name FROM private.schema_migration`).map(
      (row) => row.name,
    ),
  );
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    await sql.begin(async (tx) => {
      // A lock so that two servers starting together never apply the same file twice.
      await tx`SELECT pg_advisory_xact_lock(727274)`;
      const [done] = await tx`SELECT 1 FROM private.schema_migration WHERE name = ${file}`;
      if (done) return;
      await applyMigration(tx as unknown as Sql, file, dir);
      ran.push(file);
    });
  }
  return ran;
}
