// Everything the calendar routes and the background sync do, over one set of per-account
// locks so that two syncs of the same member never interleave (in this process; a second
// server process would at worst repeat work, as every change is idempotent).
import { CALENDAR_READONLY_SCOPE } from '#domain/calendar/google-authorization.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import type { Sql } from 'postgres';
import { createAccessTokens, notConnected } from './access-tokens.ts';
import type { CalendarConfig } from './calendar-config.ts';
import { createConnectionStore, type ConnectedMember } from './calendar-connections.ts';
import { createEventStore } from './calendar-event-store.ts';
import { asCalendarError, createEventSync } from './event-sync.ts';
import { createCalendarApi } from './google-calendar-api.ts';
import { createGoogleOAuth } from './google-oauth.ts';

export type CalendarStatus = {
  status: 'connected' | 'not_connected';
  last_sync: string | null;
  /** Google refused the stored grant; the member has to connect again. */
  revoked: boolean;
};

const NO_ONE_CONNECTED =
  'No one in your family has connected Google Calendar yet. Connect it in Settings, Integrations.';

export function createCalendarService(config: CalendarConfig, sql: Sql) {
  const oauth = createGoogleOAuth(config);
  const api = createCalendarApi(config.apiRootUrl);
  const connections = createConnectionStore(sql, config.tokenKey);
  const events = createEventStore(sql);
  const tokens = createAccessTokens(connections, oauth, async (accountID) => {
    await connections.disconnect(accountID, true);
    await events.keepOnly(accountID, []);
  });
  const sync = createEventSync({ connections, events, api, tokens });

  const locks = new Map<string, Promise<unknown>>();
  function exclusive<T>(accountID: string, run: () => Promise<T>): Promise<T> {
    const previous = locks.get(accountID) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(run);
    const tail = next.catch(() => {});
    locks.set(accountID, tail);
    void tail.then(() => locks.get(accountID) === tail && locks.delete(accountID));
    return next;
  }

  const syncMember = (member: ConnectedMember) =>
    exclusive(member.accountID, () => sync.syncMember(member));

  async function syncSoon(accountID: string) {
    const [member] = await connections.connectedMembers({ accountID });
    if (member) await syncMember(member);
  }
  const syncInBackground = (accountID: string) => void syncSoon(accountID).catch(reportSyncFailure);

  async function requireConnected(accountID: string) {
    const connection = await connections.get(accountID);
    if (!connection?.refreshToken) throw notConnected(connection);
    return connection;
  }

  return {
    config,

    async startAuthorization(accountID: string): Promise<string> {
      const { url, state, codeVerifier } = oauth.start();
      await connections.rememberAuthorization(accountID, state, codeVerifier);
      return url;
    },

    async completeAuthorization(accountID: string, code: string, state: string) {
      const codeVerifier = await connections.takeAuthorization(accountID, state);
      if (!codeVerifier) throw new AppError(ErrorCode.CALENDAR_AUTHORIZATION_FAILED);
      const granted = await oauth.exchange(code, codeVerifier);
      const refreshToken = granted.refreshToken;
      // Google lets people untick scopes; without calendar access (or a refresh token for
      // the background sync) the connection would be useless.
      const hasScope =
        granted.scopes.length === 0 || granted.scopes.includes(CALENDAR_READONLY_SCOPE);
      if (!refreshToken || !hasScope) {
        await oauth.revoke(refreshToken ?? granted.accessToken).catch(() => {});
        throw new AppError(ErrorCode.CALENDAR_AUTHORIZATION_FAILED);
      }
      await exclusive(accountID, async () => {
        await connections.connect(accountID, { ...granted, refreshToken });
        const connection = await connections.get(accountID);
        if (connection?.selectedCalendars === null) {
          await sync.choosePrimary(accountID).catch((error) => asCalendarError(error));
        }
      });
      syncInBackground(accountID);
    },

    async status(accountID: string): Promise<CalendarStatus> {
      const connection = await connections.get(accountID);
      return {
        status: connection?.refreshToken ? 'connected' : 'not_connected',
        last_sync: connection?.lastSync?.toISOString() ?? null,
        revoked: Boolean(connection?.revokedAt),
      };
    },

    async calendars(accountID: string) {
      await requireConnected(accountID);
      try {
        return await tokens.withAccessToken(accountID, (token) => api.listCalendars(token));
      } catch (error) {
        throw asCalendarError(error);
      }
    },

    async settings(accountID: string) {
      const connection = await connections.get(accountID);
      return { calendar_ids: connection?.selectedCalendars ?? [] };
    },

    async saveSettings(accountID: string, calendarIDs: string[]) {
      await requireConnected(accountID);
      await exclusive(accountID, () => connections.saveSelection(accountID, calendarIDs));
      syncInBackground(accountID);
    },

    /** Syncs every connected member of the family (the planning page's Sync Calendar). */
    async syncFamily(familyID: string) {
      const members = await connections.connectedMembers({ familyID });
      if (!members.length) throw new AppError(ErrorCode.CALENDAR_NOT_CONNECTED, NO_ONE_CONNECTED);
      let synced = 0;
      let revoked = 0;
      let failure: AppError | null = null;
      for (const member of members) {
        try {
          await syncMember(member);
          synced += 1;
        } catch (error) {
          const coded = asCalendarError(error);
          if (coded.code === ErrorCode.CALENDAR_ACCESS_REVOKED) revoked += 1;
          else failure = coded;
        }
      }
      if (failure) throw failure;
      if (!synced) throw new AppError(ErrorCode.CALENDAR_ACCESS_REVOKED);
      return { synced, revoked };
    },

    /** Revokes the grant at Google (best effort) and forgets tokens and events regardless. */
    async disconnect(accountID: string) {
      await exclusive(accountID, async () => {
        const connection = await connections.get(accountID);
        if (connection?.refreshToken) {
          await oauth
            .revoke(connection.refreshToken)
            .catch((error) => console.error('Google token revocation failed', error));
        }
        await connections.disconnect(accountID, false);
        await events.keepOnly(accountID, []);
      });
    },

    /** One pass of the background sync over every connected member of every family. */
    async syncEveryone() {
      for (const member of await connections.connectedMembers()) {
        await syncMember(member).catch(reportSyncFailure);
      }
    },
  };
}

// A revoked grant is an outcome the member sees in Settings, and a member who
// disconnected while a pass was under way has nothing left to sync: neither is a fault.
const EXPECTED_OUTCOMES = new Set<string>([
  ErrorCode.CALENDAR_ACCESS_REVOKED,
  ErrorCode.CALENDAR_NOT_CONNECTED,
]);

function reportSyncFailure(error: unknown) {
  const coded = asCalendarError(error);
  if (!EXPECTED_OUTCOMES.has(coded.code)) {
    console.error(`Background calendar sync failed: ${coded.message}`);
  }
}

export type CalendarService = ReturnType<typeof createCalendarService>;
