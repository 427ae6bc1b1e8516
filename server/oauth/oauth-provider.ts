// The app as the authorization server of its MCP endpoint (docs/decisions/003-mcp-sign-in.md):
// the MCP SDK's handlers check each request (PKCE, redirect URIs, client registration,
// grant types, error answers), and this provider answers them from Postgres. A request is
// sent to the consent screen; tokens are bound to the one resource, /api/mcp.
import type { Response } from 'express';
import type { OAuthServerProvider } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import {
  InvalidGrantError,
  InvalidScopeError,
  InvalidTargetError,
  InvalidTokenError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthClientInformationFull } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Sql } from 'postgres';
import { TOKEN_SCOPES, type TokenScope } from '#domain/api-tokens/token-scopes.ts';
import { clientNameOf, clientStore, type ClientStoreOptions } from './client-store.ts';
import {
  createConnection,
  deleteConnection,
  resolveConnectionToken,
  revokeByToken,
  rotateConnection,
} from './connection-store.ts';
import { claimCode, requestOfCode, saveRequest } from './request-store.ts';

/** The consent screen (client/pages/connect/consent-page.tsx) takes the request's id. */
export const consentPath = (requestID: string) => `/connect/${requestID}`;

const isScope = (scope: string): scope is TokenScope =>
  (TOKEN_SCOPES as readonly string[]).includes(scope);

/** RFC 8707: a resource, when named, must be this server's MCP endpoint. */
function checkResource(resource: URL | string | undefined, mcpResource: string) {
  if (resource !== undefined && String(resource) !== mcpResource)
    throw new InvalidTargetError(`This server issues tokens only for ${mcpResource}`);
}

export function oauthProvider(
  sql: Sql,
  mcpResource: string,
  options: ClientStoreOptions,
): OAuthServerProvider {
  const clients = clientStore(sql, options);
  return {
    clientsStore: clients,

    async authorize(client, params, res: Response) {
      checkResource(params.resource, mcpResource);
      const requested = params.scopes ?? [];
      const unknown = requested.filter((scope) => !isScope(scope));
      if (unknown.length > 0) throw new InvalidScopeError(`Unknown scope: ${unknown.join(' ')}`);
      const requestID = await saveRequest(sql, {
        client_id: client.client_id,
        client_name: clientNameOf(client),
        redirect_uri: params.redirectUri,
        code_challenge: params.codeChallenge,
        state: params.state ?? null,
        resource: mcpResource,
        requested_scopes: requested.filter(isScope),
      });
      res.redirect(302, consentPath(requestID));
    },

    async challengeForAuthorizationCode(client, code) {
      const request = await requestOfCode(sql, code, client.client_id);
      if (!request) throw new InvalidGrantError('Invalid or expired authorization code');
      return request.code_challenge;
    },

    async exchangeAuthorizationCode(client, code, _verifier, redirectUri, resource) {
      const request = await requestOfCode(sql, code, client.client_id);
      if (!request) throw new InvalidGrantError('Invalid or expired authorization code');
      // RFC 6749 §4.1.3: the same redirect_uri as the authorization request.
      if (redirectUri !== undefined && redirectUri !== request.redirect_uri)
        throw new InvalidGrantError('redirect_uri does not match the authorization request');
      checkResource(resource, request.resource);
      const connectionID = crypto.randomUUID();
      if (!(await claimCode(sql, request.request_id, connectionID))) {
        // A code used twice was likely stolen: the connection it made ends too (§4.1.2).
        if (request.connection_id) await deleteConnection(sql, request.connection_id);
        throw new InvalidGrantError('Authorization code already used');
      }
      return createConnection(sql, {
        connectionID,
        owner: {
          userID: request.account_id,
          familyID: request.family_id,
          familyUserID: request.family_user_id,
        },
        clientID: client.client_id,
        clientName: request.client_name,
        scopes: request.granted_scopes,
        resource: request.resource,
      });
    },

    async exchangeRefreshToken(client, refreshToken, scopes, resource) {
      checkResource(resource, mcpResource);
      const rotated = await rotateConnection(sql, refreshToken, client.client_id, scopes);
      if (rotated === 'scope') throw new InvalidScopeError('More scopes than were granted');
      if (rotated === 'invalid') throw new InvalidGrantError('Invalid or expired refresh token');
      return rotated.tokens;
    },

    // The SDK's bearer middleware is not used (the app's own middleware resolves callers),
    // but the interface asks for it.
    async verifyAccessToken(token) {
      const row = await resolveConnectionToken(sql, token, mcpResource);
      if (!row) throw new InvalidTokenError('Invalid or expired access token');
      return {
        token,
        clientId: row.client_id,
        scopes: row.scopes,
        resource: new URL(mcpResource),
      };
    },

    async revokeToken(client: OAuthClientInformationFull, request) {
      await revokeByToken(sql, request.token, client.client_id);
    },
  };
}
