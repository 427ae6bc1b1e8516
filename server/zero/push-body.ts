// What the mutate endpoint reads of a Zero push and what it answers, beyond what Zero's
// own handler does: the upstream schema is ours, not the caller's, and a failed push
// says nothing of the database.

/** zero-cache's app id and shard: its tables live in the upstream schema `zero_0`. */
export const ZERO_UPSTREAM_PARAMS = { schema: 'zero_0', appID: 'zero' } as const;

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
