// Personal API tokens: "fdp_" and 256 random bits, of which only SHA-256 is stored. Every
// statement is scoped to the owner (account and family), so a member lists and revokes
// only their own.
import type { Sql } from 'postgres';
import type { TokenScope } from '#domain/api-tokens/token-scopes.ts';
import { linkTokenHash, newLinkToken } from '../auth/random-token.ts';

export const API_TOKEN_PREFIX = 'fdp_';
/** "Last used" is written at most this often, so a busy script does not write every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export type TokenOwner = { userID: string; familyID: string; familyUserID: string };

export type ApiTokenView = {
  token_id: string;
  name: string;
  scopes: TokenScope[];
  created_at: string;
  last_used_at: string | null;
};

type Row = {
  token_id: string;
  name: string;
  scopes: TokenScope[];
  created_at: Date;
  last_used_at: Date | null;
};

const view = (row: Row): ApiTokenView => ({
  token_id: row.token_id,
  name: row.name,
  scopes: row.scopes,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}

function hashOf(token: string): Buffer | null {
  return isApiToken(token) ? linkTokenHash(token.slice(API_TOKEN_PREFIX.length)) : null;
}

export async function createApiToken(
  sql: Sql,
  owner: TokenOwner,
  name: string,
  scopes: readonly TokenScope[],
) {
  const secret = newLinkToken();
  const [row] = await sql<Row[]>`
    INSERT INTO private.api_token
      (token_id, account_id, family_id, family_user_id, name, secret_hash, scopes)
    VALUES (${crypto.randomUUID()}, ${owner.userID}, ${owner.familyID}, ${owner.familyUserID},
            ${name}, ${linkTokenHash(secret)!}, ${[...new Set(scopes)]})
    RETURNING token_id, name, scopes, created_at, last_used_at`;
  return { ...view(row!), token: `${API_TOKEN_PREFIX}${secret}` };
}

export async function listApiTokens(sql: Sql, owner: TokenOwner): Promise<ApiTokenView[]> {
  const rows = await sql<Row[]>`
    SELECT token_id, name, scopes, created_at, last_used_at FROM private.api_token
     WHERE account_id = ${owner.userID} AND family_id = ${owner.familyID}
     ORDER BY created_at, token_id`;
  return rows.map(view);
}

/** True when the owner had such a token (and now has not). */
export async function revokeApiToken(sql: Sql, owner: TokenOwner, tokenID: string) {
  const rows = await sql`
    DELETE FROM private.api_token
     WHERE token_id = ${tokenID} AND account_id = ${owner.userID} AND family_id = ${owner.familyID}
    RETURNING token_id`;
  return rows.length > 0;
}

/** The account and token a bearer token stands for, or null; notes the use. */
export async function resolveApiToken(sql: Sql, token: string) {
  const hash = hashOf(token);
  if (!hash) return null;
  const [row] = await sql<
    { token_id: string; account_id: string; scopes: TokenScope[]; last_used_at: Date | null }[]
  >`SELECT token_id, account_id, scopes, last_used_at
      FROM private.api_token WHERE secret_hash = ${hash}`;
  if (!row) return null;
  const now = Date.now();
  if (!row.last_used_at || now - row.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS)
    await sql`UPDATE private.api_token SET last_used_at = ${new Date(now)}
               WHERE token_id = ${row.token_id}`;
  return { tokenID: row.token_id, accountID: row.account_id, scopes: row.scopes };
}

export async function apiTokenName(sql: Sql, tokenID: string): Promise<string> {
  const [row] = await sql<{ name: string }[]>`
    SELECT name FROM private.api_token WHERE token_id = ${tokenID}`;
  return row?.name ?? '';
}

/** Every token of the account, in every family (a password reset ends them all). */
export async function revokeAccountApiTokens(sql: Sql, accountID: string): Promise<void> {
  await sql`DELETE FROM private.api_token WHERE account_id = ${accountID}`;
}
