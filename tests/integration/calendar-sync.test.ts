// Syncing events from the fake Google into Postgres and on to Zero clients: the planning
// window, pages, incremental sync with sync tokens, 410, cancelled and moved events, the
// chosen calendars, token refresh and the background sync.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planningWindow } from '#domain/calendar/planning-window.ts';
import { queries } from '#domain/zero/queries.ts';
import { newFamilyMember } from './support/api-client.ts';
import {
  connectCalendar,
  fakeGoogle,
  newGoogleAccount,
  planningTime,
} from './support/google-calendar.ts';
import { eventually, zeroFor } from './support/zero-client.ts';

type ApiEvent = { id: string; summary: string; start_time: string; end_time: string };

let member: Awaited<ReturnType<typeof newFamilyMember>>;
let google: Awaited<ReturnType<typeof newGoogleAccount>>;
let zero: ReturnType<typeof zeroFor>;
const { firstDay } = planningWindow(Date.now(), 'UTC');
const at = (offset: number, time: string) => ({ dateTime: planningTime(firstDay, offset, time) });
const dateOf = (offset: number) => planningTime(firstDay, offset, '00:00').slice(0, 10);
/** An event on the planning window's day `offset`, from one time to another. */
const timed = (id: string, summary: string, offset: number, from: string, to: string) => ({
  id,
  summary,
  start: at(offset, from),
  end: at(offset, to),
});
/** Puts an event on one of Sam's Google calendars. */
const put = (
  calendar: 'primary' | 'school',
  event: Parameters<ReturnType<typeof fakeGoogle>['putEvent']>[2],
) => fakeGoogle().putEvent(google.email, google[calendar], event);
/** An all-day event on the planning window's day `offset`. */
const allDay = (id: string, summary: string, offset: number) => ({
  id,
  summary,
  start: { date: dateOf(offset) },
  end: { date: dateOf(offset + 1) },
});

const summaries = async () =>
  (await member.api.get<ApiEvent[]>('/calendar/events')).body.map((e) => e.summary).sort();
const liveSummaries = async () =>
  (await zero.run(queries.calendarEvents.list(), { type: 'complete' }))
    .map((e) => e.summary)
    .sort();
const eventRequests = async () =>
  (await fakeGoogle().requests(google.email)).filter((r) => r.calendarId !== null);

beforeAll(async () => {
  member = await newFamilyMember('Sync', 'Sam');
  google = await newGoogleAccount('sam');
  await put('primary', timed('soccer', 'Soccer practice', 1, '17:00', '18:30'));
  await put('primary', allDay('holiday', 'Holiday', 4));
  await put('primary', timed('recital', 'Recital', 9, '18:00', '19:00'));
  await put('primary', timed('far-away', 'Next month', 30, '18:00', '19:00'));
  await put('school', timed('open-house', 'Open house', 2, '18:00', '20:00'));
  await connectCalendar(member.api, google.email);
  zero = zeroFor(member);
});

afterAll(() => zero?.close());

describe('sync', () => {
  it('stores the chosen calendars’ events of this week and next, across pages', async () => {
    const synced = await member.api.post<{ synced: number }>('/calendar/sync');
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ synced: 1, revoked: 0 });
    expect(await summaries()).toEqual(['Holiday', 'Recital', 'Soccer practice']);
    const full = (await eventRequests()).find((r) => !r.query.syncToken);
    expect(full?.query).toMatchObject({ singleEvents: 'true' });
    expect(full?.query.timeMin).toBe(
      new Date(planningWindow(Date.now(), 'UTC').timeMin).toISOString(),
    );
    expect((await eventRequests()).some((r) => r.query.pageToken)).toBe(true);
    const status = await member.api.get<{ last_sync: string | null }>('/calendar/status');
    expect(status.body.last_sync).not.toBeNull();
  });

  it('keeps all-day events at UTC midnight and timed ones as they are', async () => {
    const events = (await member.api.get<ApiEvent[]>('/calendar/events')).body;
    const holiday = events.find((e) => e.summary === 'Holiday');
    expect(holiday?.start_time).toBe(`${dateOf(4)}T00:00:00.000Z`);
    expect(holiday?.end_time).toBe(`${dateOf(5)}T00:00:00.000Z`);
    const soccer = events.find((e) => e.summary === 'Soccer practice');
    expect(soccer?.end_time).toBe(new Date(planningTime(firstDay, 1, '18:30')).toISOString());
  });

  it('reaches the family’s Zero clients', async () => {
    expect(await eventually(liveSummaries, (s) => s.length === 3)).toEqual([
      'Holiday',
      'Recital',
      'Soccer practice',
    ]);
  });

  it('asks only for changes afterwards, and removes cancelled and moved-away events', async () => {
    const before = (await eventRequests()).length;
    await fakeGoogle().cancelEvent(google.email, google.primary, 'recital');
    await put('primary', timed('soccer', 'Soccer game', 1, '17:00', '18:00'));
    await put('primary', allDay('holiday', 'Holiday', 40));
    expect((await member.api.post('/calendar/sync')).status).toBe(200);
    expect(await summaries()).toEqual(['Soccer game']);
    const later = (await eventRequests()).slice(before);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((r) => r.query.syncToken && !r.query.timeMin)).toBe(true);
    expect(await eventually(liveSummaries, (s) => s.length === 1)).toEqual(['Soccer game']);
  });

  it('starts a full sync again when Google answers 410', async () => {
    const before = (await eventRequests()).length;
    await fakeGoogle().invalidateSyncTokens(google.email);
    await put('primary', timed('dinner', 'Grandma visits', 3, '18:00', '21:00'));
    expect((await member.api.post('/calendar/sync')).status).toBe(200);
    expect(await summaries()).toEqual(['Grandma visits', 'Soccer game']);
    const later = (await eventRequests()).slice(before);
    const gone = later.findIndex((r) => r.status === 410);
    expect(gone).toBeGreaterThanOrEqual(0);
    expect(later.slice(gone + 1).some((r) => r.query.timeMin && !r.query.syncToken)).toBe(true);
  });

  it('refreshes an expired access token on the way', async () => {
    await fakeGoogle().expireAccessTokens(google.email);
    expect((await member.api.post('/calendar/sync')).status).toBe(200);
  });

  it('follows the chosen calendars', async () => {
    await member.api.post('/calendar/settings', { selected_calendars: [google.school] });
    expect((await member.api.post('/calendar/sync')).status).toBe(200);
    expect(await summaries()).toEqual(['Open house']);
    await member.api.post('/calendar/settings', {
      selected_calendars: [google.primary, google.school],
    });
    expect((await member.api.post('/calendar/sync')).status).toBe(200);
    expect(await summaries()).toEqual(['Grandma visits', 'Open house', 'Soccer game']);
  });

  it('picks up a new event in the background, without anyone syncing', async () => {
    await put('school', timed('concert', 'School concert', 5, '18:00', '19:30'));
    expect(await eventually(liveSummaries, (s) => s.includes('School concert'))).toContain(
      'School concert',
    );
  });

  it('says when no one in the family is connected', async () => {
    const other = await newFamilyMember('Unconnected', 'Una');
    const answer = await other.api.post<{ error: { code: string; message: string } }>(
      '/calendar/sync',
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toMatch(
      /No one in your family has connected Google Calendar/,
    );
  });

  it('turns a revoked grant into not connected and drops its events', async () => {
    await fakeGoogle().revokeGrant(google.email);
    const answer = await member.api.post<{ error: { code: string } }>('/calendar/sync');
    expect(answer.status).toBe(409);
    expect(await member.api.get('/calendar/status')).toMatchObject({
      body: { status: 'not_connected', revoked: true },
    });
    expect(await summaries()).toEqual([]);
    expect(await eventually(liveSummaries, (s) => s.length === 0)).toEqual([]);
  });
});
