// The data behind the fake Google (OAuth grants, calendars, events, sync tokens), kept
// apart from its HTTP layer. Every change to an event bumps one counter; a sync token
// remembers the counter value it was issued at.
import { randomBytes } from 'node:crypto';

export type FakeEventTime = { dateTime: string } | { date: string };
export type FakeEvent = {
  id: string;
  summary?: string;
  start: FakeEventTime;
  end: FakeEventTime;
  status: 'confirmed' | 'cancelled';
  changedAt: number;
};
export type FakeCalendar = { id: string; summary: string; primary: boolean };
export type FakeAccount = {
  email: string;
  calendars: FakeCalendar[];
  events: Map<string, Map<string, FakeEvent>>;
  /** Counter values below this make sync tokens answer 410. */
  syncTokensValidFrom: number;
};
export type CalendarRequest = {
  path: string;
  calendarId: string | null;
  query: Record<string, string>;
  status: number;
};

export const randomToken = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

export class FakeGoogleState {
  accounts = new Map<string, FakeAccount>();
  codes = new Map<
    string,
    { email: string; challenge: string; redirectUri: string; scope: string; expiresAt: number }
  >();
  accessTokens = new Map<string, { email: string; expiresAt: number }>();
  refreshTokens = new Map<string, string>();
  syncTokens = new Map<string, { email: string; calendarId: string; at: number }>();
  requests = new Map<string, CalendarRequest[]>();
  lastAuthorization: Record<string, string> | null = null;
  counter = 1;
  pageSize = 2;
  accessTokenLifetimeSeconds = 3600;

  addAccount(email: string, calendars: FakeCalendar[]) {
    const events = new Map(calendars.map((c) => [c.id, new Map<string, FakeEvent>()]));
    this.accounts.set(email, { email, calendars, events, syncTokensValidFrom: 0 });
  }

  account(email: string): FakeAccount {
    const account = this.accounts.get(email);
    if (!account) throw new Error(`no fake Google account ${email}`);
    return account;
  }

  calendarEvents(email: string, calendarId: string): Map<string, FakeEvent> {
    const events = this.account(email).events.get(calendarId);
    if (!events) throw new Error(`no calendar ${calendarId} for ${email}`);
    return events;
  }

  putEvent(email: string, calendarId: string, event: Omit<FakeEvent, 'status' | 'changedAt'>) {
    this.calendarEvents(email, calendarId).set(event.id, {
      ...event,
      status: 'confirmed',
      changedAt: this.counter++,
    });
  }

  cancelEvent(email: string, calendarId: string, eventId: string) {
    const event = this.calendarEvents(email, calendarId).get(eventId);
    if (event) Object.assign(event, { status: 'cancelled', changedAt: this.counter++ });
  }

  issueTokens(email: string, withRefresh: boolean) {
    const accessToken = randomToken('access');
    this.accessTokens.set(accessToken, {
      email,
      expiresAt: Date.now() + this.accessTokenLifetimeSeconds * 1000,
    });
    const refreshToken = withRefresh ? randomToken('refresh') : null;
    if (refreshToken) this.refreshTokens.set(refreshToken, email);
    return { accessToken, refreshToken };
  }

  /** The account a bearer token belongs to, if it is valid now. */
  bearer(authorization: string | undefined): string | null {
    const token = authorization?.match(/^Bearer (.+)$/)?.[1];
    const entry = token ? this.accessTokens.get(token) : undefined;
    return entry && entry.expiresAt > Date.now() ? entry.email : null;
  }

  expireAccessTokens(email: string) {
    for (const entry of this.accessTokens.values()) if (entry.email === email) entry.expiresAt = 0;
  }

  /** What revoking at Google does: every token of the grant stops working. */
  revokeGrant(email: string) {
    this.expireAccessTokens(email);
    for (const [token, owner] of this.refreshTokens) {
      if (owner === email) this.refreshTokens.delete(token);
    }
  }

  activeRefreshTokens(email: string): number {
    return [...this.refreshTokens.values()].filter((owner) => owner === email).length;
  }

  record(email: string, request: CalendarRequest) {
    const list = this.requests.get(email) ?? [];
    list.push(request);
    this.requests.set(email, list);
  }
}
