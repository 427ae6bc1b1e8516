// The endpoints zero-cache calls to resolve named queries and run mutators, with the
// caller taken from the forwarded session cookie (or a bearer token: they can be called
// directly, so they check everything themselves).
import { getMutator, isMutator, mustGetQuery, type ReadonlyJSONValue } from '@rocicorp/zero';
import { handleMutateRequest, handleQueryRequest } from '@rocicorp/zero/server';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, codedIssue, ErrorCode, errorCodeOf } from '#domain/errors.ts';
import { queries } from '#domain/zero/queries.ts';
import { schema } from '#schema';
import { authContextOf, requireCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { markHop } from '../http/hop-timing.ts';
import { clientGroupsNamed, createClientGroupOwners } from './client-group-owner.ts';
import { genericPushFailure, upstreamParamsOf } from './push-body.ts';
import { isConnectionLost } from '../db/connection-lost.ts';
import { isDiskFull, noteDiskSaidNo, writesRefusedForSpace } from '../http/disk-space.ts';
import { errorResponse, inputRefusal, schemaIssues } from '../http/errors.ts';
import { refusalsForSpace } from './refused-for-space.ts';
import { serverMutators } from './server-mutators.ts';
import { stopAfterConnectionLoss } from './stop-after-connection-loss.ts';
import { documented, type RouteDoc } from '../openapi/route-doc.ts';

// Zero's own protocol (@rocicorp/zero, versioned with it): described, not restated here.
const zeroMessage = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]);
const zeroDocs = {
  query: {
    tag: 'Sync',
    summary: "Zero's query endpoint (zero-cache calls it)",
    body: zeroMessage,
    response: zeroMessage,
    query: { schema: { schema: z.string(), description: "The shard's upstream schema" } },
    errors: [ErrorCode.INVALID_INPUT],
  },
  mutate: {
    tag: 'Sync',
    summary: "Zero's mutate endpoint (zero-cache calls it)",
    description: 'Each mutation is answered in the body, refusals included.',
    body: zeroMessage,
    response: zeroMessage,
    query: { schema: { schema: z.string(), description: "The shard's upstream schema" } },
    errors: [ErrorCode.INVALID_INPUT],
  },
} satisfies Record<string, RouteDoc>;

export function zeroRoutes(deps: AppDeps) {
  const owners = createClientGroupOwners(deps.sql);
  return new Hono<AppEnv>()
    .post('/query', documented(zeroDocs.query), async (c) => {
      const ctx = authContextOf(requireCaller(c));
      // Only a configured shard's zero-cache calls here (docs/shards.md).
      if (!(await upstreamParamsOf(c.req.query('schema'), deps.shards.exists)))
        throw new AppError(ErrorCode.INVALID_INPUT);
      const result = await handleQueryRequest({
        handler: (name, args) => mustGetQuery(queries, name).fn({ args, ctx }),
        schema,
        request: c.req.raw,
        userID: ctx.userID,
      });
      return c.json(result);
    })
    .post('/mutate', documented(zeroDocs.mutate), async (c) => {
      const ctx = authContextOf(requireCaller(c));
      const upstream = await upstreamParamsOf(c.req.query('schema'), deps.shards.exists);
      if (!upstream) throw new AppError(ErrorCode.INVALID_INPUT);
      const body = await c.req.json<ReadonlyJSONValue>().catch(() => null);
      // Every client group the push names, its own and any whose stored results it asks
      // to clean up, must be the caller's.
      for (const clientGroupID of clientGroupsNamed(body)) {
        if (!(await owners.owns(clientGroupID, ctx.userID)))
          throw new AppError(ErrorCode.FORBIDDEN);
      }
      markHop('checks-done');
      const space = refusalsForSpace(deps.zeroDb);
      const connection = stopAfterConnectionLoss(space.db);
      const result = await handleMutateRequest({
        dbProvider: connection.db,
        handler: (transact, mutation) =>
          transact(async (tx, name, args) => {
            // A full disk refuses the write before the mutator runs (docs/operations.md,
            // "The disk is full"): Zero then stores only the error result and the client's
            // last mutation id, in the room the freed space reserve gives. Refused inside
            // the transaction, not before it: Zero answers a mutation pushed again (after
            // a reconnect) as already processed only there.
            if (writesRefusedForSpace()) {
              space.refused(mutation);
              throw new AppError(ErrorCode.DISK_FULL);
            }
            // A name no mutator has ('store', 'toString', a typo) is the caller's mistake, not
            // the server's: refused as bad input, unlogged (docs/security.md "No 500 for bad
            // input"). The registry's lookup also finds its groups and Object's own members.
            const mutator = getMutator(serverMutators, name);
            if (!isMutator(mutator)) throw new AppError(ErrorCode.INVALID_INPUT);
            try {
              await mutator.fn({ tx, args, ctx });
              markHop('mutator-done');
            } catch (error) {
              // The product's own errors go back as they are; anything else (a database
              // error naming tables and constraints) is logged here and reported plainly,
              // also in the mutation result that Zero stores and syncs to the client.
              if (errorCodeOf(error)) throw error;
              // Not a refusal: the push stops unanswered (stop-after-connection-loss.ts).
              if (isConnectionLost(error)) throw error;
              // A name's schema names its error (domain/text/direction-controls.ts).
              const coded = codedIssue(schemaIssues(error));
              if (coded) throw coded;
              if (isDiskFull(error)) {
                noteDiskSaidNo();
                space.refused(mutation);
                throw new AppError(ErrorCode.DISK_FULL);
              }
              // Arguments the mutator's schema refuses: zod's own error, classic or zod/mini,
              // or Zero's InputValidationError wrapping it (defineMutator checks them first).
              const issues = schemaIssues(error);
              if (issues) throw inputRefusal(issues);
              console.error(`mutator ${name} failed:`, error);
              throw new AppError(ErrorCode.SERVER_ERROR);
            }
          }),
        // The body already read, and the upstream schema a configured shard's.
        body: body ?? null,
        query: upstream,
        userID: ctx.userID,
        // A refused write (the product's own errors, sent back to the device) is not the
        // operator's concern: Zero logged two warnings with stack traces for each.
        logLevel: 'error',
      });
      space.note();
      markHop('committed');
      // Whether the failed mutation committed is not known: zero-cache asks again on a
      // 503 (four tries within a second), then the device, with the same mutation ids.
      if (connection.lost() && 'kind' in result && result.kind === 'PushFailed') {
        c.header('Retry-After', '1');
        return errorResponse(c, ErrorCode.DATABASE_UNAVAILABLE);
      }
      return c.json(genericPushFailure(result));
    });
}
