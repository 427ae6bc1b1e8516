import type { Query, Transaction } from '@rocicorp/zero';
import type { Schema } from '../../schema.ts';
import { AppError, ErrorCode } from '../errors.ts';

/**
 * Zero's insert skips a row whose primary key exists and reports success; a create must
 * fail instead. Only the server sees every family's rows, so the check runs there.
 */
export async function refuseExistingId<TTable extends keyof Schema['tables'] & string, TReturn>(
  tx: Transaction,
  existing: Query<TTable, Schema, TReturn>,
  message: string,
): Promise<void> {
  if (tx.location === 'server' && (await tx.run(existing))) {
    throw new AppError(ErrorCode.INVALID_INPUT, message);
  }
}
