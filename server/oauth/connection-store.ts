// MCP connections (docs/security.md "MCP connections"): a member's approved assistant, with
// one access token (an hour) and one refresh token (30 days, replaced at each use). Only
// SHA-256 of each is stored. Every listing and revocation is scoped to the owner.
import type { Sql } from 'postgres';
import type { TokenScope } from '#domain/api-tokens/token-scopes.ts';
import type { McpConnection } from '#domain/api-tokens/mcp-connection-schemas.ts';
import { linkTokenHash, newLinkToken } from '../auth/random-token.ts';
import type { TokenOwner } from '../api-tokens/api-token-store.ts';

const ACCESS_PREFIX = 'fdpa_';
const REFRESH_PREFIX = 'fdpr_';
export const ACCESS_TOKEN_SECONDS = 60 * 60;
const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
/** "Last used" is written at most this often, as for API tokens. */
const LAST_USED_RESOLUTION_MS = 60_000;

export type IssuedTokens = {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
};

type Row = {
  connection_id: string;
  client_name: string;
  scopes: TokenScope[];
  created_at: Date;
  last_used_at: Date | null;
};

export function isConnectionAccessToken(bearer: string): boolean {
  return bearer.startsWith(ACCESS_PREFIX);
}

const hashOf = (token: string, prefix: string) =>
  token.startsWith(prefix) ? linkTokenHash(token.slice(prefix.length)) : null;

/** A new pair of tokens: the secrets for the client, their hashes and expiries for the row. */
function newTokens(scopes: readonly TokenScope[]) {
  const access = newLinkToken();
  const refresh = newLinkToken();
  const now = Date.now();
  return {
    issued: {
      access_token: `${ACCESS_PREFIX}${access}`,
      token_type: 'Bearer' as const,
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: `${REFRESH_PREFIX}${refresh}`,
      scope: scopes.join(' '),
    },
    accessHash: linkTokenHash(access)!,
    accessExpiresAt: new Date(now + ACCESS_TOKEN_SECONDS * 1000),
    refreshHash: linkTokenHash(refresh)!,
    refreshExpiresAt: new Date(now + REFRESH_TOKEN_SECONDS * 1000),
  };
}

export async function createConnection(
  sql: Sql,
  grant: {
    connectionID: string;
    owner: TokenOwner;
    clientID: string;
    clientName: string;
    scopes: readonly TokenScope[];
    resource: string;
  },
): Promise<IssuedTokens> {
  const tokens = newTokens(grant.scopes);
  await sql`
    INSERT INTO private.oauth_connection
      (connection_id, client_id, client_name, account_id, family_id, family_user_id, scopes,
       resource, access_hash, access_expires_at, refresh_hash, refresh_expires_at)
    VALUES (${grant.connectionID}, ${grant.clientID}, ${grant.clientName}, ${grant.owner.userID},
            ${grant.owner.familyID}, ${grant.owner.familyUserID}, ${[...new Set(grant.scopes)]},
            ${grant.resource}, ${tokens.accessHash}, ${tokens.accessExpiresAt},
            ${tokens.refreshHash}, ${tokens.refreshExpiresAt})`;
  return tokens.issued;
}

/**
 * Replaces both tokens of the connection a live refresh token belongs to (rotation: the old
 * refresh token never works again). Null when the token is unknown, expired or another
 * client's, or names another resource.
 */
export async function rotateConnection(
  sql: Sql,
  refreshToken: string,
  clientID: string,
  narrowTo: readonly string[] | undefined,
): Promise<{ tokens: IssuedTokens; resource: string } | 'invalid' | 'scope'> {
  const hash = hashOf(refreshToken, REFRESH_PREFIX);
  if (!hash) return 'invalid';
  const [row] = await sql<{ connection_id: string; scopes: TokenScope[]; resource: string }[]>`
    SELECT connection_id, scopes, resource FROM private.oauth_connection
     WHERE refresh_hash = ${hash} AND client_id = ${clientID} AND refresh_expires_at > now()`;
  if (!row) return 'invalid';
  // A refresh may narrow the scopes (RFC 6749 §6), never widen them.
  if (narrowTo && !narrowTo.every((scope) => row.scopes.includes(scope as TokenScope)))
    return 'scope';
  const scopes = narrowTo ? (narrowTo as TokenScope[]) : row.scopes;
  const tokens = newTokens(scopes);
  const updated = await sql`
    UPDATE private.oauth_connection
       SET access_hash = ${tokens.accessHash}, access_expires_at = ${tokens.accessExpiresAt},
           refresh_hash = ${tokens.refreshHash}, refresh_expires_at = ${tokens.refreshExpiresAt},
           scopes = ${scopes}
     WHERE connection_id = ${row.connection_id} AND refresh_hash = ${hash}
    RETURNING connection_id`;
  // Two refreshes with one token at once: only the first wins.
  if (updated.length === 0) return 'invalid';
  return { tokens: tokens.issued, resource: row.resource };
}

/** The member a live access token acts as, for that resource only; notes the use. */
export async function resolveConnectionToken(sql: Sql, bearer: string, resource: string) {
  const hash = hashOf(bearer, ACCESS_PREFIX);
  if (!hash) return null;
  const [row] = await sql<
    {
      connection_id: string;
      client_id: string;
      account_id: string;
      family_id: string;
      family_user_id: string;
      client_name: string;
      scopes: TokenScope[];
      last_used_at: Date | null;
    }[]
  >`SELECT connection_id, client_id, account_id, family_id, family_user_id, client_name, scopes,
           last_used_at
      FROM private.oauth_connection
     WHERE access_hash = ${hash} AND access_expires_at > now() AND resource = ${resource}`;
  if (!row) return null;
  const now = Date.now();
  if (!row.last_used_at || now - row.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS)
    await sql`UPDATE private.oauth_connection SET last_used_at = ${new Date(now)}
               WHERE connection_id = ${row.connection_id}`;
  return row;
}

/** The owner's live connections: one whose refresh token ran out can only sign in again. */
export async function listConnections(sql: Sql, owner: TokenOwner): Promise<McpConnection[]> {
  await sql`DELETE FROM private.oauth_connection
             WHERE account_id = ${owner.userID} AND refresh_expires_at <= now()`;
  const rows = await sql<Row[]>`
    SELECT connection_id, client_name, scopes, created_at, last_used_at
      FROM private.oauth_connection
     WHERE account_id = ${owner.userID} AND family_id = ${owner.familyID}
       AND refresh_expires_at > now()
     ORDER BY created_at, connection_id`;
  return rows.map((row) => ({
    connection_id: row.connection_id,
    client_name: row.client_name,
    scopes: row.scopes,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  }));
}

/** True when the owner had such a connection (and now has not). */
export async function revokeConnection(sql: Sql, owner: TokenOwner, connectionID: string) {
  const rows = await sql`
    DELETE FROM private.oauth_connection
     WHERE connection_id = ${connectionID} AND account_id = ${owner.userID}
       AND family_id = ${owner.familyID}
    RETURNING connection_id`;
  return rows.length > 0;
}

/** RFC 7009: either token of the client's connection ends the whole connection. */
export async function revokeByToken(sql: Sql, token: string, clientID: string): Promise<void> {
  const access = hashOf(token, ACCESS_PREFIX);
  const refresh = hashOf(token, REFRESH_PREFIX);
  if (!access && !refresh) return;
  await sql`
    DELETE FROM private.oauth_connection
     WHERE client_id = ${clientID}
       AND (access_hash = ${access ?? Buffer.alloc(0)} OR refresh_hash = ${refresh ?? Buffer.alloc(0)})`;
}

export async function deleteConnection(sql: Sql, connectionID: string): Promise<void> {
  await sql`DELETE FROM private.oauth_connection WHERE connection_id = ${connectionID}`;
}

/** Every connection and sign-in under way of the account (a password reset ends them). */
export async function revokeAccountConnections(sql: Sql, accountID: string): Promise<void> {
  await sql`DELETE FROM private.oauth_connection WHERE account_id = ${accountID}`;
  await sql`DELETE FROM private.oauth_request WHERE account_id = ${accountID}`;
}
