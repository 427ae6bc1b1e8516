// Sign-ins under way (docs/security.md "MCP connections"): an assistant's authorization
// request waits ten minutes for the member's answer on the consent screen; an approval
// makes a one-time code, kept as its hash, that the assistant exchanges within a minute.
import type { Sql } from 'postgres';
import type { TokenScope } from '#domain/api-tokens/token-scopes.ts';
import { linkTokenHash, newLinkToken } from '../auth/random-token.ts';
import type { TokenOwner } from '../api-tokens/api-token-store.ts';

const REQUEST_SECONDS = 10 * 60;
const CODE_SECONDS = 60;

export type PendingRequest = {
  request_id: string;
  client_id: string;
  client_name: string;
  redirect_uri: string;
  code_challenge: string;
  state: string | null;
  resource: string;
  requested_scopes: TokenScope[];
};

export type ApprovedRequest = PendingRequest & {
  account_id: string;
  family_id: string;
  family_user_id: string;
  granted_scopes: TokenScope[];
  connection_id: string | null;
};

export async function saveRequest(
  sql: Sql,
  request: Omit<PendingRequest, 'request_id'>,
): Promise<string> {
  const requestID = newLinkToken();
  // Each new sign-in clears the ones nobody finished.
  await sql`DELETE FROM private.oauth_request WHERE expires_at < now()`;
  await sql`
    INSERT INTO private.oauth_request
      (request_id, client_id, client_name, redirect_uri, code_challenge, state, resource,
       requested_scopes, expires_at)
    VALUES (${requestID}, ${request.client_id}, ${request.client_name}, ${request.redirect_uri},
            ${request.code_challenge}, ${request.state}, ${request.resource},
            ${request.requested_scopes}, ${new Date(Date.now() + REQUEST_SECONDS * 1000)})`;
  return requestID;
}

/** A request still waiting for its member's answer. */
export async function pendingRequest(sql: Sql, requestID: string) {
  const [row] = await sql<PendingRequest[]>`
    SELECT request_id, client_id, client_name, redirect_uri, code_challenge, state, resource,
           requested_scopes
      FROM private.oauth_request
     WHERE request_id = ${requestID} AND expires_at > now() AND code_hash IS NULL`;
  return row ?? null;
}

/** Approves a waiting request as the owner: returns the code, or null if none waits. */
export async function approveRequest(
  sql: Sql,
  requestID: string,
  owner: TokenOwner,
  scopes: readonly TokenScope[],
): Promise<string | null> {
  const code = newLinkToken();
  const rows = await sql`
    UPDATE private.oauth_request
       SET account_id = ${owner.userID}, family_id = ${owner.familyID},
           family_user_id = ${owner.familyUserID}, granted_scopes = ${[...new Set(scopes)]},
           code_hash = ${linkTokenHash(code)!},
           expires_at = ${new Date(Date.now() + CODE_SECONDS * 1000)}
     WHERE request_id = ${requestID} AND expires_at > now() AND code_hash IS NULL
    RETURNING request_id`;
  return rows.length > 0 ? code : null;
}

/** A denied request is gone: its link answers nothing any more. */
export async function deleteRequest(sql: Sql, requestID: string): Promise<void> {
  await sql`DELETE FROM private.oauth_request WHERE request_id = ${requestID}`;
}

/** The approved request a code stands for, whether or not it was exchanged already. */
export async function requestOfCode(sql: Sql, code: string, clientID: string) {
  const hash = linkTokenHash(code);
  if (!hash) return null;
  const [row] = await sql<ApprovedRequest[]>`
    SELECT request_id, client_id, client_name, redirect_uri, code_challenge, state, resource,
           requested_scopes, account_id, family_id, family_user_id, granted_scopes,
           connection_id
      FROM private.oauth_request
     WHERE code_hash = ${hash} AND client_id = ${clientID} AND expires_at > now()`;
  return row ?? null;
}

/** Claims the code for the connection about to be made; false if it was used already. */
export async function claimCode(
  sql: Sql,
  requestID: string,
  connectionID: string,
): Promise<boolean> {
  const rows = await sql`
    UPDATE private.oauth_request SET connection_id = ${connectionID}
     WHERE request_id = ${requestID} AND connection_id IS NULL
    RETURNING request_id`;
  return rows.length > 0;
}
