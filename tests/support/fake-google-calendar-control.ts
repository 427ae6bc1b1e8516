// What tests call to set up and inspect the fake Google (which may run in another
// process: the integration global setup or the end-to-end server).
import type { CalendarRequest, FakeCalendar, FakeEventTime } from './fake-google-calendar-state.ts';

export type FakeEventInput = {
  id: string;
  summary?: string;
  start: FakeEventTime;
  end: FakeEventTime;
};

export class FakeGoogleControl {
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }

  private async call<T>(method: string, path: string, body?: object): Promise<T> {
    const response = await fetch(`${this.url}/__fake/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`fake Google ${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  addAccount(email: string, calendars: FakeCalendar[]) {
    return this.call('POST', 'accounts', { email, calendars });
  }
  putEvent(email: string, calendarId: string, event: FakeEventInput) {
    return this.call('PUT', 'events', { email, calendarId, event });
  }
  cancelEvent(email: string, calendarId: string, eventId: string) {
    return this.call('POST', 'cancel-event', { email, calendarId, eventId });
  }
  expireAccessTokens(email: string) {
    return this.call('POST', 'expire-access-tokens', { email });
  }
  /** The person removes the app's access in their Google account. */
  revokeGrant(email: string) {
    return this.call('POST', 'revoke-grant', { email });
  }
  invalidateSyncTokens(email: string) {
    return this.call('POST', 'invalidate-sync-tokens', { email });
  }
  requests(email: string) {
    return this.call<CalendarRequest[]>('GET', `requests?email=${encodeURIComponent(email)}`);
  }
  async activeRefreshTokens(email: string) {
    const grant = await this.call<{ activeRefreshTokens: number }>(
      'GET',
      `grant?email=${encodeURIComponent(email)}`,
    );
    return grant.activeRefreshTokens;
  }
  lastAuthorization() {
    return this.call<Record<string, string> | null>('GET', 'last-authorization');
  }
}
