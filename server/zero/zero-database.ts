import { zeroPostgresJS } from '@rocicorp/zero/server/adapters/postgresjs';
import type { Sql, TransactionSql } from 'postgres';
import { schema } from '#schema';

// Zero's adapter is typed against the postgres.js that Zero pins for zero-cache (3.4.7);
// the app's own is newer (3.4.9: its reconnect sets no timer to a moment already past,
// docs/operations.md). The two have the same API: the adapter only calls what it is given.
type ZeroSql = Parameters<typeof zeroPostgresJS>[1];

export function createZeroDatabase(sql: Sql) {
  return zeroPostgresJS(schema, sql as unknown as ZeroSql);
}

export type ZeroDatabase = ReturnType<typeof createZeroDatabase>;
type ZeroTransaction = Parameters<Parameters<ZeroDatabase['transaction']>[0]>[0];

/** The app's own postgres.js transaction under a Zero transaction (see above). */
export function sqlOf(tx: ZeroTransaction): TransactionSql {
  return tx.dbTransaction.wrappedTransaction as unknown as TransactionSql;
}
