// The private per-account rows: tokens (sealed), the chosen calendars, sync times, and
// authorizations in progress. Nothing here is replicated.
import type { Sql } from 'postgres';
import type { GoogleTokens } from './google-oauth.ts';
import { openToken, sealToken } from './token-cipher.ts';

export type Connection = {
  accountID: string;
  refreshToken: string | null;
  accessToken: string | null;
  accessTokenExpiresAt: Date | null;
  selectedCalendars: string[] | null;
  lastSync: Date | null;
  revokedAt: Date | null;
};

/** A connected account and the family member its events belong to. */
export type ConnectedMember = {
  accountID: string;
  familyID: string;
  familyUserID: string;
  timeZone: string;
};

// An authorization must be finished within this time.
const AUTHORIZATION_TTL = '10 minutes';

type Row = {
  account_id: string;
  refresh_token: string | null;
  access_token: string | null;
  access_token_expires_at: Date | null;
  selected_calendars: string[] | null;
  last_sync: Date | null;
  revoked_at: Date | null;
};

export function createConnectionStore(sql: Sql, key: Buffer) {
  const open = (sealed: string | null, accountID: string) =>
    sealed === null ? null : openToken(key, sealed, accountID);

  return {
    async rememberAuthorization(accountID: string, state: string, codeVerifier: string) {
      await sql`DELETE FROM private.calendar_authorization
                 WHERE created_at < now() - ${AUTHORIZATION_TTL}::interval`;
      await sql`INSERT INTO private.calendar_authorization (state, account_id, code_verifier)
                VALUES (${state}, ${accountID}, ${codeVerifier})`;
    },

    /** The verifier of the caller's own, recent authorization; usable once. */
    async takeAuthorization(accountID: string, state: string): Promise<string | null> {
      const [row] = await sql<{ code_verifier: string }[]>`
        DELETE FROM private.calendar_authorization
         WHERE state = ${state} AND account_id = ${accountID}
           AND created_at >= now() - ${AUTHORIZATION_TTL}::interval
        RETURNING code_verifier`;
      return row?.code_verifier ?? null;
    },

    async get(accountID: string): Promise<Connection | null> {
      const [row] = await sql<Row[]>`
        SELECT account_id, refresh_token, access_token, access_token_expires_at,
               selected_calendars, last_sync, revoked_at
          FROM private.calendar_connection WHERE account_id = ${accountID}`;
      if (!row) return null;
      return {
        accountID,
        refreshToken: open(row.refresh_token, accountID),
        accessToken: open(row.access_token, accountID),
        accessTokenExpiresAt: row.access_token_expires_at,
        selectedCalendars: row.selected_calendars,
        lastSync: row.last_sync,
        revokedAt: row.revoked_at,
      };
    },

    async connect(accountID: string, tokens: GoogleTokens & { refreshToken: string }) {
      await sql`
        INSERT INTO private.calendar_connection
          (account_id, refresh_token, access_token, access_token_expires_at, connected_at)
        VALUES (${accountID}, ${sealToken(key, tokens.refreshToken, accountID)},
                ${sealToken(key, tokens.accessToken, accountID)},
                ${tokens.accessTokenExpiresAt}, now())
        ON CONFLICT (account_id) DO UPDATE SET
          refresh_token = EXCLUDED.refresh_token, access_token = EXCLUDED.access_token,
          access_token_expires_at = EXCLUDED.access_token_expires_at,
          connected_at = now(), last_sync = NULL, revoked_at = NULL, updated_at = now()`;
    },

    async saveAccessToken(accountID: string, tokens: GoogleTokens) {
      await sql`
        UPDATE private.calendar_connection SET
          access_token = ${sealToken(key, tokens.accessToken, accountID)},
          access_token_expires_at = ${tokens.accessTokenExpiresAt},
          refresh_token = COALESCE(${tokens.refreshToken && sealToken(key, tokens.refreshToken, accountID)},
                                   refresh_token),
          updated_at = now()
        WHERE account_id = ${accountID} AND refresh_token IS NOT NULL`;
    },

    async saveSelection(accountID: string, calendarIDs: string[]) {
      await sql`UPDATE private.calendar_connection
                   SET selected_calendars = ${sql.json(calendarIDs)}, updated_at = now()
                 WHERE account_id = ${accountID}`;
    },

    async markSynced(accountID: string) {
      await sql`UPDATE private.calendar_connection SET last_sync = now(), updated_at = now()
                 WHERE account_id = ${accountID} AND refresh_token IS NOT NULL`;
    },

    /** Forgets the tokens; `revoked` records that Google, not the member, ended it. */
    async disconnect(accountID: string, revoked: boolean) {
      await sql`
        UPDATE private.calendar_connection SET
          refresh_token = NULL, access_token = NULL, access_token_expires_at = NULL,
          last_sync = NULL, revoked_at = ${revoked ? sql`now()` : null}, updated_at = now()
        WHERE account_id = ${accountID}`;
    },

    /** Connected accounts that belong to a family: all, one family's, or one account. */
    async connectedMembers(
      only: { familyID?: string; accountID?: string } = {},
    ): Promise<ConnectedMember[]> {
      const rows = await sql<
        { account_id: string; family_id: string; family_user_id: string; time_zone: string }[]
      >`
        SELECT c.account_id, m.family_id, m.family_user_id, f.time_zone
          FROM private.calendar_connection c
          JOIN family_member m ON m.user_id = c.account_id
          JOIN family f ON f.id = m.family_id
         WHERE c.refresh_token IS NOT NULL
           ${only.familyID ? sql`AND m.family_id = ${only.familyID}` : sql``}
           ${only.accountID ? sql`AND c.account_id = ${only.accountID}` : sql``}
         ORDER BY c.connected_at`;
      return rows.map((r) => ({
        accountID: r.account_id,
        familyID: r.family_id,
        familyUserID: r.family_user_id,
        timeZone: r.time_zone,
      }));
    },
  };
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>;
