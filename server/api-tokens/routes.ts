// /api-tokens (Settings → Data): a member's personal tokens. Listing, making and revoking
// need the person signed in (not a token), and touch only the caller's own tokens.
import { Hono } from 'hono';
import { newApiTokenBody } from '#domain/api-tokens/api-token-schemas.ts';
import { DEFAULT_TOKEN_SCOPES } from '#domain/api-tokens/token-scopes.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import {
  createApiToken,
  listApiTokens,
  revokeApiToken,
  type TokenOwner,
} from './api-token-store.ts';
import { requireSessionFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { idParam, jsonBody } from '../http/validate.ts';
import type { Context } from 'hono';
import { z } from 'zod';
import { apiTokenSchema, createdApiTokenSchema } from '#domain/api-tokens/api-token-schemas.ts';
import { documented, type RouteDoc } from '../openapi/route-doc.ts';

const tag = 'API tokens';
const docs = {
  list: {
    tag,
    summary: 'My API tokens (signed in, not with a token)',
    response: z.array(apiTokenSchema),
    errors: [ErrorCode.NO_FAMILY],
  },
  create: {
    tag,
    summary: 'Make an API token; its secret is in this answer only',
    body: newApiTokenBody,
    example: { name: 'Kitchen display', scopes: ['read', 'shop'] },
    status: 201,
    response: createdApiTokenSchema,
    errors: [ErrorCode.NO_FAMILY, ErrorCode.TOKEN_NAME_REQUIRED],
  },
  revoke: {
    tag,
    summary: 'Revoke an API token',
    status: 204,
    errors: [ErrorCode.NO_FAMILY, ErrorCode.NOT_FOUND],
  },
} satisfies Record<string, RouteDoc>;

function ownerOf(c: Context<AppEnv>): TokenOwner {
  const caller = requireSessionFamilyCaller(c);
  if (!caller.familyUserID) throw new AppError(ErrorCode.NO_FAMILY);
  return { userID: caller.userID, familyID: caller.familyID, familyUserID: caller.familyUserID };
}

export function apiTokenRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', documented(docs.list), async (c) => c.json(await listApiTokens(deps.sql, ownerOf(c))))
    .post('/', documented(docs.create), async (c) => {
      const owner = ownerOf(c);
      const body = await jsonBody(c, newApiTokenBody);
      const name = body.name.trim();
      if (!name) throw new AppError(ErrorCode.TOKEN_NAME_REQUIRED);
      const scopes = body.scopes ?? DEFAULT_TOKEN_SCOPES;
      return c.json(await createApiToken(deps.sql, owner, name, scopes), 201);
    })
    .delete('/:id', documented(docs.revoke), async (c) => {
      const owner = ownerOf(c);
      if (!(await revokeApiToken(deps.sql, owner, idParam(c))))
        throw new AppError(ErrorCode.NOT_FOUND);
      return c.body(null, 204);
    });
}
