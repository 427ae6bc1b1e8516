// The calendar feed, read by a real iCalendar parser (ical.js): the family's meals at
// dinner time in the family's zone, with cook, dishes, notes and a link; live with the
// plan; only through the member's current secret.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import { zonedInstant } from '#domain/time/zoned-time.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { joinFamily, setTimeZone, type Member } from './support/meal-fixtures.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

const ZONE = 'America/New_York';
type Urls = { url: string; webcal_url: string };

async function feedEvents(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

async function createFeed(member: Member) {
  const created = await member.api.post<Urls>('/calendar-feed');
  expect(created.status).toBe(201);
  return created.body;
}

describe('calendar feed', () => {
  it('lists the meals at dinner time in the family zone, and follows changes', async () => {
    const member = await newFamilyMember('Feed', 'Lena');
    await setTimeZone(sql, member, ZONE);
    const tacos = (await member.api.post<Dish>('/dishes', { name: 'Tacos' })).body;
    const rice = (await member.api.post<Dish>('/dishes', { name: 'Rice' })).body;
    const day = addDays(todayIn(ZONE), 2);
    const meal = (
      await member.api.post<MealResponse>('/meals', {
        meal_date: day,
        dish_ids: [tacos.dish_id, rice.dish_id],
        notes: 'Lime on the side',
        attendees: [{ family_user_id: member.session.family_user_id }, { guest_name: 'Rosa' }],
      })
    ).body;
    await member.api.post('/meals', { meal_date: addDays(day, 1), who_is_cooking: 'Take Out' });

    const urls = await createFeed(member);
    expect(urls.webcal_url).toBe(urls.url.replace(/^http:/, 'webcal:'));
    expect(urls.url).toMatch(/\/api\/calendar-feed\/[a-z2-7]{52}\.ics$/);
    const status = await member.api.get<{ active: boolean }>('/calendar-feed/status');
    expect(status.body.active).toBe(true);

    const { calendar, events } = await feedEvents(urls.url);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(ZONE);
    expect(events.map((e) => e.summary)).toEqual(['Dinner: Tacos +1', 'Dinner: Take Out']);
    const [dinner] = events;
    expect(dinner!.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(ZONE);
    expect(dinner!.startDate.zone?.tzid).toBe(ZONE);
    expect(dinner!.startDate.toJSDate().getTime()).toBe(zonedInstant(day, 18, 0, ZONE));
    expect(dinner!.endDate.toJSDate().getTime()).toBe(zonedInstant(day, 19, 0, ZONE));
    expect(dinner!.description).toContain('Cooking: Home Cooked');
    expect(dinner!.description).toContain('Dishes: Tacos, Rice');
    expect(dinner!.description).toContain('Who: Lena, Rosa');
    expect(dinner!.description).toContain('Notes: Lime on the side');
    const link = dinner!.component.getFirstPropertyValue('url');
    expect(link).toMatch(new RegExp(`/planning\\?meal=${meal.meal_id}$`));
    expect(dinner!.uid).toContain(meal.meal_id);

    // The feed follows the plan: an edit and a delete show at the next read.
    await member.api.patch(`/meals/${meal.meal_id}`, { dish_ids: [rice.dish_id] });
    const takeOut = (await member.api.get<MealResponse[]>('/meals?period=NEXT_7_DAYS')).body.find(
      (m) => m.who_is_cooking === 'Take Out',
    );
    await member.api.delete(`/meals/${takeOut!.meal_id}`);
    expect((await feedEvents(urls.url)).events.map((e) => e.summary)).toEqual(['Dinner: Rice']);
  });

  it('serves a family member’s feed, not another family’s, and only through the current secret', async () => {
    const member = await newFamilyMember('FeedRevoke', 'Ana');
    const partner = await joinFamily(sql, member, 'Ben');
    const stranger = await newFamilyMember('FeedStranger', 'Sol');
    await stranger.api.post('/meals', { meal_date: todayIn('UTC'), who_is_cooking: 'Go Out' });
    await member.api.post('/meals', { meal_date: todayIn('UTC'), who_is_cooking: 'Scrounge' });

    const first = await createFeed(member);
    const partners = await createFeed(partner);
    expect((await feedEvents(first.url)).events.map((e) => e.summary)).toEqual([
      'Dinner: Scrounge',
    ]);
    expect((await feedEvents(partners.url)).events.map((e) => e.summary)).toEqual([
      'Dinner: Scrounge',
    ]);

    // Renewing replaces the secret; the old address stops working at once.
    const second = await createFeed(member);
    expect(second.url).not.toBe(first.url);
    expect((await fetch(first.url)).status).toBe(404);
    expect((await fetch(second.url)).status).toBe(200);

    // Revoking ends the member's feed, and only theirs.
    expect((await member.api.delete('/calendar-feed')).status).toBe(204);
    expect((await fetch(second.url)).status).toBe(404);
    expect((await fetch(partners.url)).status).toBe(200);
    expect((await member.api.get<{ active: boolean }>('/calendar-feed/status')).body.active).toBe(
      false,
    );
    // Only a hash is stored; guesses and odd shapes find nothing.
    const [row] = await sql`SELECT secret_hash FROM private.calendar_feed
                             WHERE family_user_id = ${partner.session.family_user_id}`;
    expect(Buffer.from(row!.secret_hash).toString('hex')).not.toContain(
      partners.url.split('/').pop()!.replace('.ics', ''),
    );
    const base = partners.url.replace(/[^/]+$/, '');
    expect((await fetch(`${base}${'a'.repeat(52)}.ics`)).status).toBe(404);
    expect((await fetch(`${base}..%2Fstatus.ics`)).status).toBe(404);
  });
});
