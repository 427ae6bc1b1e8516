import { zeroPostgresJS } from '@rocicorp/zero/server/adapters/postgresjs';
import type { Sql } from 'postgres';
import { schema } from '#schema';

export function createZeroDatabase(sql: Sql) {
  return zeroPostgresJS(schema, sql);
}

export type ZeroDatabase = ReturnType<typeof createZeroDatabase>;
