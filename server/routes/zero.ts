// The endpoints zero-cache calls to resolve named queries and run mutators, with the
// caller taken from the forwarded session cookie.
import { mustGetMutator, mustGetQuery } from '@rocicorp/zero';
import { handleMutateRequest, handleQueryRequest } from '@rocicorp/zero/server';
import { Hono } from 'hono';
import { mutators } from '../../domain/zero/mutators.ts';
import { queries } from '../../domain/zero/queries.ts';
import { schema } from '../../schema.ts';
import { authContextOf, requireCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';

export function zeroRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/query', async (c) => {
      const ctx = authContextOf(requireCaller(c));
      const result = await handleQueryRequest({
        handler: (name, args) => mustGetQuery(queries, name).fn({ args, ctx }),
        schema,
        request: c.req.raw,
        userID: ctx.userID,
      });
      return c.json(result);
    })
    .post('/mutate', async (c) => {
      const ctx = authContextOf(requireCaller(c));
      const result = await handleMutateRequest({
        dbProvider: deps.zeroDb,
        handler: (transact) =>
          transact((tx, name, args) => mustGetMutator(mutators, name).fn({ tx, args, ctx })),
        request: c.req.raw,
        userID: ctx.userID,
      });
      return c.json(result);
    });
}
