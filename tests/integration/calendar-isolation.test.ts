// Every member's Google connection is their own, the family's planning shows the events
// of every connected member, and no other family sees or changes any of it.
import { beforeAll, describe, expect, it } from 'vitest';
import { planningWindow } from '#domain/calendar/planning-window.ts';
import { queries } from '#domain/zero/queries.ts';
import type { ApiClient } from './support/api-client.ts';
import { newFamilyMember, newSignedInAccount } from './support/api-client.ts';
import * as fakeGoogleKit from './support/google-calendar.ts';
import { eventually, zeroFor } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

type ApiEvent = { summary: string; family_user_id: string };
type Member = Awaited<ReturnType<typeof newFamilyMember>>;

const { firstDay } = planningWindow(Date.now(), 'UTC');
let parent: Member;
let partner: { api: ApiClient; familyUserID: string };
let outsider: Member;

/** A second account in the parent's family (invitations are another issue's work). */
async function joinFamily(familyID: string) {
  const { api } = await newSignedInAccount(`partner-${Date.now()}@example.test`);
  const session = await api.get<{ user_id: string }>('/auth/session');
  const familyUserID = crypto.randomUUID();
  await sql`INSERT INTO family_member (family_user_id, family_id, user_id, first_name)
            VALUES (${familyUserID}, ${familyID}, ${session.body.user_id}, 'Partner')`;
  return { api, familyUserID };
}

async function googleWithEvent(name: string, summary: string) {
  const google = await fakeGoogleKit.newGoogleAccount(name);
  await fakeGoogleKit.fakeGoogle().putEvent(google.email, google.primary, {
    id: `${name}-event`,
    summary,
    start: { dateTime: fakeGoogleKit.planningTime(firstDay, 3, '18:00') },
    end: { dateTime: fakeGoogleKit.planningTime(firstDay, 3, '19:00') },
  });
  return google;
}

const familyEvents = async (api: ApiClient) =>
  (await api.get<ApiEvent[]>('/calendar/events')).body
    .map((e) => `${e.summary}/${e.family_user_id}`)
    .sort();

beforeAll(async () => {
  parent = await newFamilyMember('Shared', 'Pia');
  partner = await joinFamily(parent.session.family_id);
  outsider = await newFamilyMember('Other', 'Otto');
  await fakeGoogleKit.connectCalendar(
    parent.api,
    (await googleWithEvent('pia', 'Piano lesson')).email,
  );
  await fakeGoogleKit.connectCalendar(
    partner.api,
    (await googleWithEvent('pat', 'Work dinner')).email,
  );
  expect((await parent.api.post('/calendar/sync')).body).toMatchObject({ synced: 2 });
});

describe('within a family', () => {
  it('each member has their own connection and selection', async () => {
    const mine = await parent.api.get<{ calendar_ids: string[] }>('/calendar/settings');
    const theirs = await partner.api.get<{ calendar_ids: string[] }>('/calendar/settings');
    expect(mine.body.calendar_ids).toHaveLength(1);
    expect(theirs.body.calendar_ids).toHaveLength(1);
    expect(mine.body.calendar_ids).not.toEqual(theirs.body.calendar_ids);
  });

  it('everyone sees the events of every connected member', async () => {
    const expected = [
      `Piano lesson/${parent.session.family_user_id}`,
      `Work dinner/${partner.familyUserID}`,
    ].sort();
    expect(await familyEvents(parent.api)).toEqual(expected);
    expect(await familyEvents(partner.api)).toEqual(expected);
  });

  it('one member disconnecting removes only their events', async () => {
    expect((await partner.api.post('/calendar/disconnect')).status).toBe(204);
    expect(await familyEvents(parent.api)).toEqual([
      `Piano lesson/${parent.session.family_user_id}`,
    ]);
    const status = await parent.api.get<{ status: string }>('/calendar/status');
    expect(status.body.status).toBe('connected');
  });
});

describe('another family', () => {
  it('reads none of the events through REST', async () => {
    expect((await outsider.api.get('/calendar/events')).body).toEqual([]);
    expect((await outsider.api.get('/calendar/settings')).body).toEqual({ calendar_ids: [] });
    expect((await outsider.api.get('/calendar/status')).body).toMatchObject({
      status: 'not_connected',
    });
  });

  it('syncs nothing of the first family', async () => {
    const before = await familyEvents(parent.api);
    expect((await outsider.api.post('/calendar/sync')).status).toBe(409);
    expect((await outsider.api.post('/calendar/disconnect')).status).toBe(204);
    expect(await familyEvents(parent.api)).toEqual(before);
    expect((await parent.api.get('/calendar/status')).body).toMatchObject({ status: 'connected' });
  });

  it('cannot finish an authorization another member started', async () => {
    const { code, state } = await fakeGoogleKit.authorize(parent.api, 'nobody@gmail.test');
    const stolen = await outsider.api.post('/calendar/exchange-code', { code, state });
    expect(stolen.status).toBe(400);
    expect((await outsider.api.get('/calendar/status')).body).toMatchObject({
      status: 'not_connected',
    });
  });

  it('gets none of the events through Zero, even with a forged context', async () => {
    const own = zeroFor(outsider);
    const forged = zeroFor(outsider, {
      familyID: parent.session.family_id,
    });
    const insider = zeroFor(parent);
    try {
      // The family's own client sees its event, so an empty answer below is not a slow one.
      await eventually(
        () => insider.run(queries.calendarEvents.list(), { type: 'complete' }),
        (rows) => rows.length === 1,
      );
      expect(await own.run(queries.calendarEvents.list(), { type: 'complete' })).toEqual([]);
      expect(await forged.run(queries.calendarEvents.list(), { type: 'complete' })).toEqual([]);
    } finally {
      await Promise.all([own.close(), forged.close(), insider.close()]);
    }
  });
});
