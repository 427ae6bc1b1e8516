// What the mutate endpoint reads of a Zero push and what it answers, beyond what Zero's
// own handler does: the upstream schema is ours, not the caller's, and a failed push
// says nothing of the database.

import { shardOfUpstreamSchema, upstreamSchemaOf } from '../shards/shard-directory.ts';

/**
 * zero-cache's app id and shard, as the push names them: each shard's tables (the last
 * mutation of each client, its results) live in its own upstream schema `zero_<shard>`.
 * Taken from the call only when that shard exists (`exists`): never a schema the caller
 * chose. Null for any other.
 */
export async function upstreamParamsOf(
  schema: string | undefined,
  exists: (shard: number) => Promise<boolean>,
): Promise<{ schema: string; appID: 'zero' } | null> {
  const shard = shardOfUpstreamSchema(schema);
  if (shard === null || !(await exists(shard))) return null;
  return { schema: upstreamSchemaOf(shard), appID: 'zero' };
}

/**
 * A push that failed as a whole (a broken body, a database error) keeps its kind, reason
 * and mutation ids, which the client acts on, but not Zero's message, which can quote the
 * database ('relation "private.clients" does not exist').
 */
export function genericPushFailure<T extends object>(result: T): T {
  if (!('kind' in result) || result.kind !== 'PushFailed') return result;
  const { details: _details, ...rest } = result as T & { details?: unknown };
  return { ...rest, message: 'The change could not be saved.' } as T;
}
