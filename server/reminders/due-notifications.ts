// What is due at an instant: prep reminders of tomorrow's meals for members past their
// reminder hour, and the weekly nudge for members on their family's nudge day. Each job
// has a key (what must be sent at most once) and a version (a changed meal is a new job).
import type { Sql } from 'postgres';
import { wallClock } from '#domain/time/zoned-time.ts';
import { addDays, todayIn, weekdayOf, weekRange } from '#domain/time/family-dates.ts';

export const NUDGE_HOUR = 10;

export type PrepJob = {
  key: string;
  version: string;
  meal_id: string;
  meal_date: string;
  updated_at: number;
  family_user_id: string;
};
export type NudgeJob = {
  key: string;
  version: string;
  family_id: string;
  week_from: string;
  family_user_id: string;
};

export async function duePrepReminders(sql: Sql, now: number): Promise<PrepJob[]> {
  const members = await sql<
    { family_user_id: string; family_id: string; time_zone: string; reminder_hour: number }[]
  >`SELECT p.family_user_id, m.family_id, f.time_zone, p.reminder_hour
      FROM private.notification_preference p
      JOIN family_member m USING (family_user_id)
      JOIN family f ON f.id = m.family_id
     WHERE p.prep_reminders`;
  const jobs: PrepJob[] = [];
  for (const member of members) {
    if (wallClock(now, member.time_zone).hour < member.reminder_hour) continue;
    const tomorrow = addDays(todayIn(member.time_zone, now), 1);
    const meals = await sql<{ meal_id: string; updated_at: Date }[]>`
      SELECT meal_id, updated_at FROM meal
       WHERE family_id = ${member.family_id} AND meal_date = ${tomorrow}
         AND EXISTS (SELECT 1 FROM meal_dish md JOIN dish d ON d.dish_id = md.dish_id
                      WHERE md.meal_id = meal.meal_id
                        AND (d.make_ahead OR btrim(coalesce(d.prep_note, '')) <> ''))`;
    for (const meal of meals) {
      const key = `prep:${meal.meal_id}:${tomorrow}:${member.family_user_id}`;
      const updated = meal.updated_at.getTime();
      jobs.push({
        key,
        version: `${key}:${updated}`,
        meal_id: meal.meal_id,
        meal_date: tomorrow,
        updated_at: updated,
        family_user_id: member.family_user_id,
      });
    }
  }
  return jobs;
}

export async function dueNudges(sql: Sql, now: number): Promise<NudgeJob[]> {
  const members = await sql<
    { family_user_id: string; family_id: string; time_zone: string; weekday: number }[]
  >`SELECT p.family_user_id, m.family_id, f.time_zone, COALESCE(n.weekday, 0) AS weekday
      FROM private.notification_preference p
      JOIN family_member m USING (family_user_id)
      JOIN family f ON f.id = m.family_id
      LEFT JOIN private.family_nudge_day n ON n.family_id = m.family_id
     WHERE p.weekly_nudge`;
  return members.flatMap((member) => {
    const today = todayIn(member.time_zone, now);
    if (weekdayOf(today) !== member.weekday) return [];
    if (wallClock(now, member.time_zone).hour < NUDGE_HOUR) return [];
    const weekFrom = weekRange(today, 1).from;
    const key = `nudge:${member.family_id}:${weekFrom}:${member.family_user_id}`;
    return [
      {
        key,
        version: key,
        family_id: member.family_id,
        week_from: weekFrom,
        family_user_id: member.family_user_id,
      },
    ];
  });
}
