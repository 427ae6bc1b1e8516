// The integration database, for a test file to read or arrange rows directly: one small
// pool per file, closed when the file is done.
import postgres from 'postgres';
import { afterAll, inject } from 'vitest';

export function testDatabase() {
  const sql = postgres(inject('databaseUrl'), { max: 2, onnotice: () => {} });
  afterAll(() => sql.end());
  return sql;
}
