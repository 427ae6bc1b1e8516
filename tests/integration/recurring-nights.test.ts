// Recurring nights: weekly rules written through Zero, family-scoped; one click plans a
// rule's dinner; the suggestion engine and the assistant keep to them.
import { beforeEach, describe, expect, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { addDays, todayIn, weekdayOf, weekRange } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { fakeModel, streamChat, toolResults } from './support/chat-client.ts';
import { type Member } from './support/meal-fixtures.ts';
import { eventually, openZero, zeroFor } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();
const model = fakeModel();
beforeEach(() => model.reset());

const nextWeek = () => weekRange(todayIn('UTC'), 1);

async function family(name: string) {
  const member = await newFamilyMember(name, 'Pat');
  const dish = async (fields: object) => (await member.api.post<Dish>('/dishes', fields)).body;
  const tacos = await dish({ name: 'Tacos', prep: 'Quick', cuisine_type: 'Mexican' });
  const lasagna = await dish({ name: 'Lasagna', prep: 'Involved', cuisine_type: 'Italian' });
  return { member, tacos, lasagna };
}

async function rules(member: Member) {
  return sql`SELECT weekday, kind, dish_id, who_is_cooking FROM recurring_night
              WHERE family_id = ${member.session.family_id} ORDER BY weekday`;
}

describe('recurring nights', () => {
  it('sets, replaces and clears weekly rules, and plans one with a click', async () => {
    const { member, tacos } = await family('Weekly');
    const zero = zeroFor(member);
    try {
      await zero.mutate(
        mutators.recurringNight.set({ weekday: 2, rule: { kind: 'dish', dish_id: tacos.dish_id } }),
      ).server;
      await zero.mutate(
        mutators.recurringNight.set({
          weekday: 5,
          rule: { kind: 'cook', who_is_cooking: 'Take Out' },
        }),
      ).server;
      await zero.mutate(mutators.recurringNight.set({ weekday: 0, rule: { kind: 'new_dish' } }))
        .server;
      await zero.mutate(
        mutators.recurringNight.set({
          weekday: 6,
          rule: { kind: 'cook', who_is_cooking: 'Go Out' },
        }),
      ).server;
      await zero.mutate(mutators.recurringNight.clear({ weekday: 6 })).server;
      expect(await rules(member)).toEqual([
        { weekday: 0, kind: 'new_dish', dish_id: null, who_is_cooking: null },
        { weekday: 2, kind: 'dish', dish_id: tacos.dish_id, who_is_cooking: null },
        { weekday: 5, kind: 'cook', dish_id: null, who_is_cooking: 'Take Out' },
      ]);
      const synced = await zero.run(queries.recurringNights.list(), { type: 'complete' });
      expect(synced.map((rule) => rule.weekday)).toEqual([0, 2, 5]);

      const { from } = nextWeek();
      const [sunday, tuesday, friday] = [from, addDays(from, 2), addDays(from, 5)];
      for (const date of [tuesday, friday])
        await zero.mutate(
          mutators.recurringNight.plan({ meal_id: crypto.randomUUID(), meal_date: date }),
        ).server;
      // A new-dish night has no dish: one click plans no 'TBD' meal, the meal dialog names it.
      const newDish = await zero.mutate(
        mutators.recurringNight.plan({ meal_id: crypto.randomUUID(), meal_date: sunday }),
      ).server;
      expect(newDish).toMatchObject({
        type: 'error',
        error: { message: 'A new-dish night is planned in the meal dialog, with its dish.' },
      });
      const meals = (await member.api.get<MealResponse[]>('/meals?period=NEXT_WEEK')).body;
      expect(
        meals.map((m) => [
          m.meal_date,
          m.who_is_cooking,
          m.dishes.map((d) => d.name),
          m.notes,
          m.source,
        ]),
      ).toEqual([
        [tuesday, 'Home Cooked', ['Tacos'], null, 'Recurring'],
        [friday, 'Take Out', [], null, 'Recurring'],
      ]);
      expect(meals[0]!.attendees).toHaveLength(1);

      // A day without a rule plans nothing (through Zero, quietly: replay-safe.ts).
      const monday = addDays(from, 1);
      await zero.mutate(
        mutators.recurringNight.plan({ meal_id: crypto.randomUUID(), meal_date: monday }),
      ).server;
      const after = (await member.api.get<MealResponse[]>('/meals?period=NEXT_WEEK')).body;
      expect(after.map((m) => m.meal_date)).not.toContain(monday);
    } finally {
      await zero.close();
    }
  });

  it("a forged context neither reads nor writes another family's rules", async () => {
    const victim = await family('RuleVictim');
    const forger = await family('RuleForger');
    await sql`INSERT INTO recurring_night (family_id, weekday, kind, who_is_cooking)
              VALUES (${victim.member.session.family_id}, 3, 'cook', 'Scrounge')`;
    const forged = openZero(forger.member.api.token!, {
      userID: forger.member.session.user_id,
      familyID: victim.member.session.family_id,
      familyUserID: victim.member.session.family_user_id,
    });
    try {
      await forged.mutate(mutators.recurringNight.clear({ weekday: 3 })).server;
      await forged.mutate(
        mutators.recurringNight.set({
          weekday: 4,
          rule: { kind: 'cook', who_is_cooking: 'Go Out' },
        }),
      ).server;
      // A dish of the victim's family cannot be the forger's rule either: through Zero it is
      // a quiet no-op, like any row the caller cannot see (replay-safe.ts); the forger's
      // rules below are only the Go Out one.
      await forged.mutate(
        mutators.recurringNight.set({
          weekday: 1,
          rule: { kind: 'dish', dish_id: victim.tacos.dish_id },
        }),
      ).server;
      await eventually(
        () => rules(forger.member),
        (rows) => rows.length === 1,
      );
      expect(await rules(victim.member)).toEqual([
        { weekday: 3, kind: 'cook', dish_id: null, who_is_cooking: 'Scrounge' },
      ]);
      const seen = await forged.run(queries.recurringNights.list(), { type: 'complete' });
      expect(seen.map((rule) => rule.family_id)).not.toContain(victim.member.session.family_id);
    } finally {
      await forged.close();
    }
  });

  it('the assistant reads the rules, suggests them and refuses a dinner that breaks one', async () => {
    const { member, tacos, lasagna } = await family('AssistantRules');
    const { from } = nextWeek();
    const tuesday = addDays(from, 2);
    await sql`INSERT INTO recurring_night (family_id, weekday, kind, dish_id)
              VALUES (${member.session.family_id}, ${weekdayOf(tuesday)}, 'dish', ${tacos.dish_id})`;
    await model.script([
      {
        tool_calls: [
          { name: 'get_planned_meals', arguments: { week: 'next' } },
          { name: 'suggest_dinners', arguments: { dates: [addDays(from, 1), tuesday] } },
          {
            name: 'propose_meal_plan',
            arguments: { meals: [{ meal_date: tuesday, dish_ids: [lasagna.dish_id] }] },
          },
          {
            name: 'propose_meal_plan',
            arguments: { meals: [{ meal_date: tuesday, dish_ids: [tacos.dish_id] }] },
          },
        ],
      },
      { content: 'Taco Tuesday it is.' },
    ]);
    const { message } = await streamChat(member.api, 'Plan Tuesday');
    const [planned, suggested, refused] = toolResults([(await model.requests()).at(-1)!]).map((r) =>
      JSON.parse(r!),
    );
    expect(planned[0].recurring_nights_on_empty_days).toEqual([
      { date: tuesday, weekday: 'Tuesday', label: 'Tacos', kind: 'dish', dish_id: tacos.dish_id },
    ]);
    expect(suggested[1]).toMatchObject({ date: tuesday, recurring_night: { label: 'Tacos' } });
    // Monday's suggestion is not the rule's dish: Tuesday already has it.
    expect(suggested[0]).toMatchObject({ dish_name: 'Lasagna' });
    expect(refused.error).toBe(
      'Tuesday is a recurring night (Tacos); plan that, or set ignore_recurring_nights only if the family asked for something else.',
    );
    expect(message!.proposals).toHaveLength(1);
    expect(message!.proposals[0]!.title).toMatch(/Tacos$/);
  });
});
