// The Calendar API through Google's own client library; rootUrl points it at a fake in
// tests. Each call carries the member's access token; refreshing it is the caller's job.
import { calendar, type calendar_v3 } from '@googleapis/calendar';

export type GoogleCalendar = { id: string; summary: string; primary: boolean };

export type EventsQuery = { syncToken: string } | { timeMin: string; timeMax: string };

export type EventsPage = {
  items: calendar_v3.Schema$Event[];
  nextPageToken: string | null;
  nextSyncToken: string | null;
};

/** The HTTP status of a failed Google call, if it got an answer. */
export function googleStatus(error: unknown): number | undefined {
  const e = error as { status?: unknown; response?: { status?: unknown } } | null;
  const status = e?.status ?? e?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

export function createCalendarApi(rootUrl: string) {
  const api = calendar({ version: 'v3', rootUrl, timeout: 20_000 });
  const as = (accessToken: string) => ({ headers: { Authorization: `Bearer ${accessToken}` } });

  return {
    async listCalendars(accessToken: string): Promise<GoogleCalendar[]> {
      const calendars: GoogleCalendar[] = [];
      let pageToken: string | undefined;
      do {
        const { data } = await api.calendarList.list(
          { pageToken, maxResults: 250 },
          as(accessToken),
        );
        for (const item of data.items ?? []) {
          if (!item.id) continue;
          calendars.push({
            id: item.id,
            summary: item.summaryOverride ?? item.summary ?? item.id,
            primary: item.primary === true,
          });
        }
        pageToken = data.nextPageToken ?? undefined;
      } while (pageToken);
      return calendars;
    },

    async listEvents(
      accessToken: string,
      calendarId: string,
      query: EventsQuery,
      pageToken: string | undefined,
    ): Promise<EventsPage> {
      // singleEvents expands recurring events (a weekly practice) into their instances.
      const { data } = await api.events.list(
        { calendarId, singleEvents: true, maxResults: 250, pageToken, ...query },
        as(accessToken),
      );
      return {
        items: data.items ?? [],
        nextPageToken: data.nextPageToken ?? null,
        nextSyncToken: data.nextSyncToken ?? null,
      };
    },
  };
}

export type CalendarApi = ReturnType<typeof createCalendarApi>;
