// Prep reminders and the weekly nudge on the pg-boss queue: the evening before, opted-in
// members get tomorrow's prep notes by text (verified phone with SMS opt-in, through the
// fake Twilio) or by email (through a real SMTP server); a meal changed or deleted after
// it was queued is skipped; nothing is sent twice across restarts of the queue.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { addDays, todayIn, weekdayOf, weekRange } from '#domain/time/family-dates.ts';
import { zonedInstant } from '#domain/time/zoned-time.ts';
import type { Dish } from '#schema';
import { parseEnv } from '#server/env.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { startReminderQueue } from '#server/reminders/reminder-queue.ts';
import type { Outcome } from '#server/reminders/send-notifications.ts';
import { createSmsSender } from '#server/sms/sms-sender.ts';
import { fakeTwilioEnv, startFakeTwilio, type FakeTwilio } from '../support/fake-twilio.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.ts';
import { newFamilyMember } from './support/api-client.ts';
import { joinFamily, setTimeZone, type Member } from './support/meal-fixtures.ts';
import { eventually } from './support/zero-client.ts';

const ZONE = 'America/Chicago';
const SMTP_PORT = 28801 + (Number(process.env.TEST_PORT_OFFSET ?? 0) % 90);
const sql = postgres(inject('databaseUrl'), { max: 4, onnotice: () => {} });
let twilio: FakeTwilio;
let smtp: SmtpCatcher;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  smtp = await startSmtpCatcher(SMTP_PORT);
});
afterAll(async () => {
  await twilio.stop();
  await smtp.stop();
  await sql.end();
});

function channels() {
  const env = parseEnv({ NODE_ENV: 'test', ...fakeTwilioEnv(twilio), SMTP_URL: smtp.url });
  return { sms: createSmsSender(env, sql, () => {}), mailer: createMailer(env, sql, () => {}) };
}

const outcomes: [string, Outcome][] = [];
function startQueue(now: number, workers = true) {
  return startReminderQueue({
    sql,
    databaseUrl: inject('databaseUrl'),
    baseUrl: 'https://dinner.example',
    scanIntervalSeconds: 3600,
    schema: 'pgboss_test',
    now: () => now,
    workers,
    log: () => {},
    onOutcome: (key, outcome) => outcomes.push([key, outcome]),
    ...channels(),
  });
}

async function optIn(member: Member, prefs: object) {
  const saved = await member.api.request('PUT', '/notifications/preferences', {
    prep_reminders: true,
    reminder_hour: 18,
    weekly_nudge: false,
    nudge_weekday: 0,
    ...prefs,
  });
  expect(saved.status).toBe(200);
}

describe('prep reminders and the weekly nudge', () => {
  it('sends tomorrow’s prep notes once, by text or email, skipping changed and deleted meals', async () => {
    const pat = await newFamilyMember('Reminders', 'Pat');
    await setTimeZone(sql, pat, ZONE);
    const ben = await joinFamily(sql, pat, 'Ben');
    const cy = await joinFamily(sql, pat, 'Cy');
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    // A verified phone, as the code flow leaves it (phone-verification tests cover that).
    await sql`INSERT INTO private.verified_phone (family_user_id, phone)
              VALUES (${pat.session.family_user_id}, ${phone})`;
    await sql`UPDATE family_member SET phone = ${phone}
               WHERE family_user_id = ${pat.session.family_user_id}`;
    await sql`UPDATE family_member SET sms_optin = true
               WHERE family_user_id = ${pat.session.family_user_id}`;
    await optIn(pat, {});
    await optIn(ben, { reminder_hour: 19 });
    await optIn(cy, { prep_reminders: false });
    const prefs = await pat.api.get<{ reminder_hour: number }>('/notifications/preferences');
    expect(prefs.body).toMatchObject({ prep_reminders: true, reminder_hour: 18 });

    const dish = async (fields: object) => (await pat.api.post<Dish>('/dishes', fields)).body;
    const chicken = await dish({ name: 'Roast Chicken', prep_note: 'Thaw the chicken' });
    expect(chicken.prep_note).toBe('Thaw the chicken');
    const stew = await dish({ name: 'Beef Stew', make_ahead: true });
    const salad = await dish({ name: 'Salad' });

    const today = todayIn(ZONE);
    const tomorrow = addDays(today, 1);
    const meal = async (fields: object) =>
      (await pat.api.post<MealResponse>('/meals', { meal_date: tomorrow, ...fields })).body;
    const dinner = await meal({ dish_ids: [chicken.dish_id, salad.dish_id] });
    await meal({ meal_type: 'Lunch', dish_ids: [salad.dish_id] }); // no prep: no reminder
    const changed = await meal({ meal_type: 'Breakfast', dish_ids: [stew.dish_id] });
    const deleted = await meal({ meal_type: 'Brunch', dish_ids: [stew.dish_id] });
    await meal({ meal_date: addDays(today, 2), dish_ids: [chicken.dish_id] }); // not tomorrow

    // 18:30 on the evening before: Pat's hour has come, Ben's (19:00) not yet.
    const evening = zonedInstant(today, 18, 30, ZONE);
    const queued = await startQueue(evening, false);
    await queued.scan();
    await queued.stop();
    // After queuing: one meal changes, one is deleted.
    await pat.api.patch(`/meals/${changed.meal_id}`, { notes: 'Bigger pot' });
    await pat.api.delete(`/meals/${deleted.meal_id}`);

    // The queue restarts with its workers and a later scan.
    const later = zonedInstant(today, 19, 5, ZONE);
    const worker = await startQueue(later);
    await worker.scan();
    const mine = () =>
      outcomes.filter(([key]) => [dinner, changed, deleted].some((m) => key.includes(m.meal_id)));
    await eventually(mine, (list) => list.length >= 5, 90_000);
    await worker.stop();

    const texts = twilio.messages(phone).map((m) => m.body);
    expect(texts.filter((t) => t.includes('Roast Chicken'))).toEqual([
      `Tomorrow's dinner: Roast Chicken +1. Prep tonight: Roast Chicken: Thaw the chicken https://dinner.example/planning?meal=${dinner.meal_id}`,
    ]);
    expect(texts.filter((t) => t.includes('Beef Stew'))).toEqual([
      `Tomorrow's dinner: Beef Stew. Prep tonight: Beef Stew: Make ahead: Beef Stew can be prepared tonight. https://dinner.example/planning?meal=${changed.meal_id}`,
    ]);
    const toBen = smtp.messages.filter((m) => m.to.includes(ben.email.toLowerCase()));
    expect(toBen.map((m) => m.subject).sort()).toEqual([
      'Prep for tomorrow: Beef Stew',
      'Prep for tomorrow: Roast Chicken +1',
    ]);
    expect(toBen[0]!.text).toContain('Prep tonight:');
    expect(smtp.messages.some((m) => m.to.includes(cy.email.toLowerCase()))).toBe(false);
    // The stale version of the changed meal and the deleted meal were skipped.
    expect(mine().filter(([key, o]) => key.includes(deleted.meal_id) && o === 'sent')).toEqual([]);
    expect(mine().filter(([, o]) => o === 'skipped').length).toBeGreaterThanOrEqual(2);

    // The nudge: Pat's family day is today; next week has 7 - 3 planned = 4 empty evenings.
    const next = weekRange(today, 1).from;
    for (const offset of [0, 1, 2])
      await pat.api.post('/meals', {
        meal_date: addDays(next, offset),
        who_is_cooking: 'Take Out',
      });
    await pat.api.request('PUT', '/notifications/preferences', {
      prep_reminders: true,
      reminder_hour: 18,
      weekly_nudge: true,
      nudge_weekday: weekdayOf(today),
    });

    // Restarted again with a scan: the nudge goes once; a further restart and scan queue
    // the same job id, which the queue already holds, so nothing more is sent.
    const again = await startQueue(later);
    await again.scan();
    await eventually(
      () => outcomes.filter(([key]) => key.startsWith(`nudge:${pat.session.family_id}`)),
      (list) => list.length >= 1,
      20_000,
    );
    await again.stop();
    const last = await startQueue(later + 60_000);
    await last.scan();
    await last.stop();
    const after = twilio.messages(phone).map((m) => m.body);
    expect(after.filter((t) => t.includes('Roast Chicken'))).toHaveLength(1);
    expect(after.filter((t) => t.startsWith('Next week'))).toEqual([
      'Next week has 4 empty evenings. Plan them: https://dinner.example/planning',
    ]);
    const nudges = outcomes.filter(([key]) => key.startsWith(`nudge:${pat.session.family_id}`));
    expect(nudges.map(([, o]) => o)).toEqual(['sent']);
  }, 120_000); // waits on conditions
});
