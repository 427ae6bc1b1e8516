// Connecting Google Calendar against the fake Google: the authorization request, the code
// exchange with PKCE, tokens encrypted at rest, the calendar list and selection, a grant
// revoked at Google, disconnecting, and bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_READONLY_SCOPE } from '#domain/calendar/google-authorization.ts';
import { planningWindow } from '#domain/calendar/planning-window.ts';
import { ApiClient, newFamilyMember } from './support/api-client.ts';
import {
  authorize,
  connectCalendar,
  fakeGoogle,
  newGoogleAccount,
  planningTime,
} from './support/google-calendar.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

type Status = { status: string; last_sync: string | null; revoked: boolean };
type Calendar = { id: string; summary: string; primary: boolean };

let member: Awaited<ReturnType<typeof newFamilyMember>>;
let google: Awaited<ReturnType<typeof newGoogleAccount>>;

beforeAll(async () => {
  member = await newFamilyMember('Calendar', 'Cal');
  google = await newGoogleAccount('cal');
});

describe('connecting', () => {
  it('starts not connected', async () => {
    const status = await member.api.get<Status>('/calendar/status');
    expect(status.body).toEqual({ status: 'not_connected', last_sync: null, revoked: false });
  });

  it('asks Google for offline, read-only calendar access with consent and PKCE', async () => {
    const { callback } = await authorize(member.api, google.email);
    const asked = await fakeGoogle().lastAuthorization();
    expect(asked).toMatchObject({
      access_type: 'offline',
      prompt: 'consent',
      scope: CALENDAR_READONLY_SCOPE,
      code_challenge_method: 'S256',
      redirect_uri: `${member.api.baseUrl}/api/calendar/oauth/callback`,
    });
    // The callback page hands the code to our own origin only, and never leaks it on.
    const page = await fetch(callback);
    const html = await page.text();
    expect(html).toContain(`"${new URL(member.api.baseUrl).origin}"`);
    expect(html).toContain('google-calendar-authorization');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
  });

  it('exchanges the code on the server, selects and saves the primary calendar', async () => {
    await connectCalendar(member.api, google.email);
    const status = await member.api.get<Status>('/calendar/status');
    expect(status.body.status).toBe('connected');
    const settings = await member.api.get<{ calendar_ids: string[] }>('/calendar/settings');
    expect(settings.body).toEqual({ calendar_ids: [google.primary] });
  });

  it('keeps the tokens encrypted in the private schema, out of replication', async () => {
    const [row] = await sql<{ refresh_token: string; access_token: string }[]>`
      SELECT refresh_token, access_token FROM private.calendar_connection
       WHERE account_id = ${member.session.user_id}`;
    expect(row?.refresh_token).toMatch(/^v1\./);
    expect(row?.refresh_token).not.toContain('refresh-');
    expect(row?.access_token).not.toContain('access-');
    const published = await sql<{ schemaname: string; tablename: string }[]>`
      SELECT schemaname, tablename FROM pg_publication_tables WHERE pubname ~ '^zero_data'`;
    expect(published.filter((t) => t.schemaname !== 'public')).toEqual([]);
    const columns = await sql<{ column_name: string }[]>`
      SELECT column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = 'calendar_event' ORDER BY column_name`;
    expect(columns.map((c) => c.column_name)).toEqual([
      'end_time',
      'family_id',
      'family_user_id',
      'id',
      // Its family's shard, which each shard's publication filters on (docs/shards.md).
      'shard',
      'start_time',
      'summary',
      'updated_at',
    ]);
  });

  it('lists every calendar across Google’s pages, with the primary flag', async () => {
    const list = await member.api.get<Calendar[]>('/calendar/calendars');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: google.primary, summary: 'cal (primary)', primary: true },
      { id: google.school, summary: 'School', primary: false },
      { id: google.sports, summary: 'Sports', primary: false },
    ]);
  });

  it('saves and reads the selection', async () => {
    const saved = await member.api.post('/calendar/settings', {
      selected_calendars: [google.primary, google.school, google.school],
    });
    expect(saved.status).toBe(204);
    const settings = await member.api.get<{ calendar_ids: string[] }>('/calendar/settings');
    expect(settings.body.calendar_ids).toEqual([google.primary, google.school]);
  });

  it('refreshes an expired access token', async () => {
    await fakeGoogle().expireAccessTokens(google.email);
    const list = await member.api.get<Calendar[]>('/calendar/calendars');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
  });
});

describe('bad input', () => {
  it('refuses a code without its state, another scope, or a code used twice', async () => {
    const other = await newFamilyMember('Bad', 'Input');
    const { code, state } = await authorize(other.api, google.email);
    expect((await other.api.post('/calendar/exchange-code', { code })).status).toBe(400);
    const wrongScope = await other.api.post('/calendar/exchange-code', {
      code,
      state,
      scopes: ['https://www.googleapis.com/auth/calendar'],
    });
    expect(wrongScope.status).toBe(400);
    const forged = await other.api.post<{ error: { code: string; message: string } }>(
      '/calendar/exchange-code',
      { code, state: 'not-the-state' },
    );
    expect(forged.status).toBe(400);
    expect(forged.body.error).toEqual({
      code: 'CALENDAR_AUTHORIZATION_FAILED',
      message: 'Failed to complete Google Calendar authorization. Please try again.',
    });
    expect((await other.api.post('/calendar/exchange-code', { code, state })).status).toBe(204);
    expect((await other.api.post('/calendar/exchange-code', { code, state })).status).toBe(400);
  });

  it('refuses a malformed selection and keeps the saved one', async () => {
    expect(
      (await member.api.post('/calendar/settings', { selected_calendars: 'all' })).status,
    ).toBe(400);
    expect((await member.api.post('/calendar/settings', 'not json')).status).toBe(400);
    const settings = await member.api.get<{ calendar_ids: string[] }>('/calendar/settings');
    expect(settings.body.calendar_ids).toEqual([google.primary, google.school]);
  });

  it('tells the opener when the popup has no session to start from', async () => {
    const popup = await fetch(`${member.api.baseUrl}/api/calendar/authorize`, {
      redirect: 'manual',
    });
    expect(popup.status).toBe(200);
    expect(await popup.text()).toContain('authorization_not_started');
  });

  it('needs a session', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.get('/calendar/status')).status).toBe(401);
    expect((await anonymous.post('/calendar/sync')).status).toBe(401);
  });
});

describe('a grant revoked at Google', () => {
  it('turns the status to not connected and says so', async () => {
    const revokedMember = await newFamilyMember('Revoked', 'Rey');
    const account = await newGoogleAccount('rey');
    await connectCalendar(revokedMember.api, account.email);
    await fakeGoogle().revokeGrant(account.email);
    const list = await revokedMember.api.get<{ error: { code: string } }>('/calendar/calendars');
    expect(list.status).toBe(409);
    expect(list.body.error.code).toBe('CALENDAR_ACCESS_REVOKED');
    const status = await revokedMember.api.get<Status>('/calendar/status');
    expect(status.body).toEqual({ status: 'not_connected', last_sync: null, revoked: true });
    // Connecting again clears it and keeps the earlier selection.
    await connectCalendar(revokedMember.api, account.email);
    const after = await revokedMember.api.get<Status>('/calendar/status');
    expect(after.body).toMatchObject({ status: 'connected', revoked: false });
  });
});

describe('disconnecting', () => {
  it('revokes the grant at Google and forgets tokens and events', async () => {
    const leaving = await newFamilyMember('Leaving', 'Lee');
    const account = await newGoogleAccount('lee');
    await connectCalendar(leaving.api, account.email);
    expect(await fakeGoogle().activeRefreshTokens(account.email)).toBe(1);
    const { firstDay } = planningWindow(Date.now(), 'UTC');
    await fakeGoogle().putEvent(account.email, account.primary, {
      id: 'dentist',
      summary: 'Dentist',
      start: { dateTime: planningTime(firstDay, 2, '17:00') },
      end: { dateTime: planningTime(firstDay, 2, '18:00') },
    });
    expect((await leaving.api.post('/calendar/sync')).status).toBe(200);
    const familyEvents = () =>
      sql`SELECT summary FROM calendar_event WHERE family_id = ${leaving.session.family_id}`;
    expect(await familyEvents()).toEqual([{ summary: 'Dentist' }]);
    expect((await leaving.api.post('/calendar/disconnect')).status).toBe(204);
    expect(await fakeGoogle().activeRefreshTokens(account.email)).toBe(0);
    const status = await leaving.api.get<Status>('/calendar/status');
    expect(status.body).toEqual({ status: 'not_connected', last_sync: null, revoked: false });
    const [row] = await sql`SELECT refresh_token, access_token FROM private.calendar_connection
                             WHERE account_id = ${leaving.session.user_id}`;
    expect(row).toEqual({ refresh_token: null, access_token: null });
    expect(await familyEvents()).toEqual([]);
    expect((await leaving.api.get('/calendar/calendars')).status).toBe(409);
  });
});

describe('deleting an account', () => {
  it('takes its stored events along', async () => {
    const gone = await newFamilyMember('Gone', 'Gus');
    const account = await newGoogleAccount('gus');
    const { firstDay } = planningWindow(Date.now(), 'UTC');
    await fakeGoogle().putEvent(account.email, account.primary, {
      id: 'game',
      summary: 'Game night',
      start: { dateTime: planningTime(firstDay, 4, '19:00') },
      end: { dateTime: planningTime(firstDay, 4, '22:00') },
    });
    await connectCalendar(gone.api, account.email);
    expect((await gone.api.post('/calendar/sync')).status).toBe(200);
    const events = () =>
      sql`SELECT summary FROM calendar_event WHERE family_id = ${gone.session.family_id}`;
    expect(await events()).toEqual([{ summary: 'Game night' }]);
    await sql`DELETE FROM private.account WHERE id = ${gone.session.user_id}`;
    expect(await events()).toEqual([]);
  });
});
