// Brings one member's stored events in line with their chosen Google calendars for the
// planning window. The first sync of a window is a full one; later ones ask Google only
// for changes (sync tokens). Google answers 410 when a token is too old: a full sync
// starts again. Cancelled events and events moved out of the window are removed.
import type { calendar_v3 } from '@googleapis/calendar';
import {
  overlapsWindow,
  planningWindow,
  type PlanningWindow,
} from '#domain/calendar/planning-window.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { notConnected, type AccessTokens } from './access-tokens.ts';
import type { ConnectedMember, ConnectionStore } from './calendar-connections.ts';
import type { CalendarChanges, EventStore, SyncState } from './calendar-event-store.ts';
import { googleStatus, type CalendarApi, type EventsQuery } from './google-calendar-api.ts';
import { storedSpanOf } from './google-event.ts';

type Deps = {
  connections: ConnectionStore;
  events: EventStore;
  api: CalendarApi;
  tokens: AccessTokens;
};

/** Anything but our own coded errors becomes "Google could not be reached". */
export function asCalendarError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  console.error('Google Calendar error', error);
  return new AppError(ErrorCode.CALENDAR_GOOGLE_FAILED);
}

export function createEventSync({ connections, events, api, tokens }: Deps) {
  async function fetchAll(accountID: string, calendarID: string, query: EventsQuery) {
    const items: calendar_v3.Schema$Event[] = [];
    let pageToken: string | undefined;
    for (;;) {
      const page = await tokens.withAccessToken(accountID, (token) =>
        api.listEvents(token, calendarID, query, pageToken),
      );
      items.push(...page.items);
      // Google gives the sync token with the last page only.
      if (!page.nextPageToken) return { items, syncToken: page.nextSyncToken };
      pageToken = page.nextPageToken;
    }
  }

  async function fetchChanges(
    accountID: string,
    calendarID: string,
    state: SyncState | null,
    window: PlanningWindow,
  ) {
    const fullQuery = {
      timeMin: new Date(window.timeMin).toISOString(),
      timeMax: new Date(window.timeMax).toISOString(),
    };
    // A sync token only covers the window its full sync was made for.
    if (state?.syncToken && state.windowStart === window.firstDay) {
      try {
        return {
          ...(await fetchAll(accountID, calendarID, { syncToken: state.syncToken })),
          full: false,
        };
      } catch (error) {
        if (googleStatus(error) !== 410) throw error;
      }
    }
    return { ...(await fetchAll(accountID, calendarID, fullQuery)), full: true };
  }

  function changesFrom(
    member: ConnectedMember,
    calendarID: string,
    window: PlanningWindow,
    fetched: Awaited<ReturnType<typeof fetchChanges>>,
  ): CalendarChanges {
    const changes: CalendarChanges = {
      accountID: member.accountID,
      familyID: member.familyID,
      familyUserID: member.familyUserID,
      calendarID,
      upserts: [],
      removals: [],
      full: fetched.full,
      syncToken: fetched.syncToken,
      windowStart: window.firstDay,
    };
    for (const item of fetched.items) {
      if (!item.id) continue;
      const span = item.status === 'cancelled' ? null : storedSpanOf(item);
      if (span && overlapsWindow(span, window))
        changes.upserts.push({ ...span, googleEventID: item.id });
      else changes.removals.push(item.id);
    }
    return changes;
  }

  return {
    /** First connect, or a selection never saved: the primary calendar, saved. */
    async choosePrimary(accountID: string): Promise<string[]> {
      const calendars = await tokens.withAccessToken(accountID, (t) => api.listCalendars(t));
      const primary = calendars.find((c) => c.primary);
      const selected = primary ? [primary.id] : [];
      await connections.saveSelection(accountID, selected);
      return selected;
    },

    async syncMember(member: ConnectedMember, now = Date.now()) {
      const connection = await connections.get(member.accountID);
      if (!connection?.refreshToken) throw notConnected(connection);
      try {
        const selected =
          connection.selectedCalendars ?? (await this.choosePrimary(member.accountID));
        const window = planningWindow(now, member.timeZone);
        await events.keepOnly(member.accountID, selected);
        for (const calendarID of selected) {
          const state = await events.syncState(member.accountID, calendarID);
          let fetched;
          try {
            fetched = await fetchChanges(member.accountID, calendarID, state, window);
          } catch (error) {
            // The calendar was deleted or unshared: nothing of it is shown any more.
            if (googleStatus(error) !== 404) throw error;
            await events.keepOnly(
              member.accountID,
              selected.filter((id) => id !== calendarID),
            );
            continue;
          }
          await events.apply(changesFrom(member, calendarID, window, fetched));
        }
        await connections.markSynced(member.accountID);
      } catch (error) {
        throw asCalendarError(error);
      }
    },
  };
}
