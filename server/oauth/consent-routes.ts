// /api/oauth: the consent screen's sign-in under way, the member's answer to it, and the
// member's connections (Settings → Data). All need the person signed in, never a token, and
// touch only the caller's own connections.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  consentAnswerSchema,
  consentApprovalBody,
  consentRequestSchema,
  mcpConnectionSchema,
  type ConsentAnswer,
  type ConsentRequest,
} from '#domain/api-tokens/mcp-connection-schemas.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import type { TokenOwner } from '../api-tokens/api-token-store.ts';
import { requireSessionFamilyCaller } from '../auth/middleware.ts';
import { publicUrl } from '../env.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { idParam, jsonBody, tokenParam } from '../http/validate.ts';
import { documented, type RouteDoc } from '../openapi/route-doc.ts';
import { listConnections, revokeConnection } from './connection-store.ts';
import {
  approveRequest,
  deleteRequest,
  pendingRequest,
  type PendingRequest,
} from './request-store.ts';

const tag = 'MCP';
const docs = {
  request: {
    tag,
    summary: 'The sign-in the consent screen shows (signed in, not with a token)',
    response: consentRequestSchema,
    errors: [ErrorCode.NO_FAMILY, ErrorCode.NOT_FOUND],
  },
  approve: {
    tag,
    summary: 'Approve a sign-in with these scopes (read among them)',
    body: consentApprovalBody,
    example: { scopes: ['read', 'plan'] },
    response: consentAnswerSchema,
    errors: [ErrorCode.NO_FAMILY, ErrorCode.NOT_FOUND],
  },
  deny: {
    tag,
    summary: 'Deny a sign-in',
    response: consentAnswerSchema,
    errors: [ErrorCode.NO_FAMILY, ErrorCode.NOT_FOUND],
  },
  connections: {
    tag,
    summary: 'My connected assistants (signed in, not with a token)',
    response: z.array(mcpConnectionSchema),
    errors: [ErrorCode.NO_FAMILY],
  },
  revoke: {
    tag,
    summary: 'Revoke a connected assistant',
    status: 204,
    errors: [ErrorCode.NO_FAMILY, ErrorCode.NOT_FOUND],
  },
} satisfies Record<string, RouteDoc>;

function ownerOf(c: Context<AppEnv>): TokenOwner {
  const caller = requireSessionFamilyCaller(c);
  if (!caller.familyUserID) throw new AppError(ErrorCode.NO_FAMILY);
  return { userID: caller.userID, familyID: caller.familyID, familyUserID: caller.familyUserID };
}

async function waiting(deps: AppDeps, c: Context<AppEnv>): Promise<PendingRequest> {
  const request = await pendingRequest(deps.sql, tokenParam(c));
  if (!request) throw new AppError(ErrorCode.NOT_FOUND);
  return request;
}

/**
 * The assistant's redirect URI with the answer (RFC 6749 §4.1.2), its state, and who answers
 * (RFC 9207's iss, against mix-ups between authorization servers).
 */
function answer(
  deps: AppDeps,
  request: PendingRequest,
  params: Record<string, string>,
): ConsentAnswer {
  const url = new URL(request.redirect_uri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (request.state !== null) url.searchParams.set('state', request.state);
  url.searchParams.set('iss', publicUrl(deps.env));
  return { redirect_to: url.href };
}

export function consentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/requests/:token', documented(docs.request), async (c) => {
      ownerOf(c);
      const request = await waiting(deps, c);
      const view: ConsentRequest = {
        client_name: request.client_name,
        redirect_host: new URL(request.redirect_uri).host,
        requested_scopes: request.requested_scopes,
      };
      return c.json(view);
    })
    .post('/requests/:token/approve', documented(docs.approve), async (c) => {
      const owner = ownerOf(c);
      const { scopes } = await jsonBody(c, consentApprovalBody);
      const request = await waiting(deps, c);
      const code = await approveRequest(deps.sql, request.request_id, owner, scopes);
      if (!code) throw new AppError(ErrorCode.NOT_FOUND);
      return c.json(answer(deps, request, { code }));
    })
    .post('/requests/:token/deny', documented(docs.deny), async (c) => {
      ownerOf(c);
      const request = await waiting(deps, c);
      await deleteRequest(deps.sql, request.request_id);
      return c.json(answer(deps, request, { error: 'access_denied' }));
    })
    .get('/connections', documented(docs.connections), async (c) =>
      c.json(await listConnections(deps.sql, ownerOf(c))),
    )
    .delete('/connections/:id', documented(docs.revoke), async (c) => {
      if (!(await revokeConnection(deps.sql, ownerOf(c), idParam(c))))
        throw new AppError(ErrorCode.NOT_FOUND);
      return c.body(null, 204);
    });
}
