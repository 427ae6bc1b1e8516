// Meals through the assistant and the planning page's suggestions: a plan proposal that
// only Apply turns into planned meals, the rules a plan must pass, and the AI Suggestions
// count in Family Stats.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Proposal } from '#domain/chat/proposals.ts';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { addDays, todayIn, weekRange } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { fakeModel, streamChat, toolResults } from './support/chat-client.ts';
import { addChild, type Member } from './support/meal-fixtures.ts';
import { eventually, zeroFor } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

const model = fakeModel();
beforeEach(() => model.reset());

type Stats = { meals_planned: number; ai_recommendations: number };

const today = () => todayIn('UTC');
const nextWeek = () => weekRange(today(), 1);

async function family(name: string) {
  const member = await newFamilyMember(name, 'Pat');
  const leo = await addChild(sql, member, 'Leo', '2018-04-02');
  await sql`UPDATE family_member SET preferences = 'Leo has a peanut allergy'
             WHERE family_user_id = ${leo}`;
  const dish = async (fields: object) => (await member.api.post<Dish>('/dishes', fields)).body;
  const dishes = {
    tacos: await dish({ name: 'Tacos', prep: 'Quick', cuisine_type: 'Mexican' }),
    lasagna: await dish({ name: 'Lasagna', prep: 'Involved', cuisine_type: 'Italian' }),
    padThai: await dish({ name: 'Pad Thai', ingredients: ['rice noodles', 'peanuts'] }),
  };
  return { member, leo, dishes };
}

async function events(member: Member) {
  return sql<{ kind: string; source: string }[]>`
    SELECT kind, source FROM suggestion_event WHERE family_id = ${member.session.family_id}
     ORDER BY kind, source`;
}

describe('planning meals through the assistant', () => {
  it('proposes a plan that only Apply turns into meals, counted as accepted suggestions', async () => {
    const { member, dishes } = await family('Planners');
    const { from } = nextWeek();
    const [sunday, monday] = [from, addDays(from, 1)];
    await model.script([
      {
        tool_calls: [
          { name: 'suggest_dinners', arguments: { dates: [sunday, monday] } },
          { name: 'get_planned_meals', arguments: { week: 'next' } },
        ],
      },
      {
        tool_calls: [
          {
            name: 'propose_meal_plan',
            arguments: {
              meals: [
                { meal_date: monday, dish_ids: [dishes.lasagna.dish_id] },
                { meal_date: sunday, dish_ids: [dishes.tacos.dish_id] },
              ],
            },
          },
        ],
      },
      { content: 'Here is a plan for Sunday and Monday.' },
    ]);
    const { message } = await streamChat(member.api, "Plan next week's dinners");

    const [suggested, planned] = toolResults([(await model.requests())[1]!]);
    expect(suggested).toContain('"reason"');
    expect(suggested).not.toContain('Pad Thai');
    expect(JSON.parse(planned!)[0].days_without_meals).toHaveLength(7);

    const proposal = message!.proposals[0]!;
    expect(proposal).toMatchObject({ kind: 'plan_meals', title: 'Plan 2 dinners' });
    expect(proposal.lines[0]).toMatch(/^Sun, \w{3} \d+: Tacos$/);
    expect(proposal.lines[1]).toMatch(/^Mon, \w{3} \d+: Lasagna$/);
    expect((await member.api.get<MealResponse[]>('/meals?period=NEXT_WEEK')).body).toEqual([]);

    const applied = await member.api.post<{ proposal: Proposal }>(
      `/chat/proposals/${proposal.proposal_id}/apply`,
    );
    expect(applied.status).toBe(200);
    const meals = (await member.api.get<MealResponse[]>('/meals?period=NEXT_WEEK')).body;
    expect(meals.map((m) => [m.meal_date, m.dishes.map((d) => d.name), m.source])).toEqual([
      [sunday, ['Tacos'], 'AI Assistant'],
      [monday, ['Lasagna'], 'AI Assistant'],
    ]);
    expect(meals[0]!.attendees).toHaveLength(2);
    const stats = (await member.api.get<Stats>('/family/stats')).body;
    expect(stats).toMatchObject({ meals_planned: 2, ai_recommendations: 2 });
    expect(await events(member)).toEqual([
      { kind: 'accepted', source: 'chat' },
      { kind: 'accepted', source: 'chat' },
      { kind: 'shown', source: 'chat' },
      { kind: 'shown', source: 'chat' },
    ]);
  });

  it('refuses a plan with an allergy, a dish of another family, a past day or a planned day', async () => {
    const { member, dishes } = await family('Strict');
    const other = await family('Others');
    const { from } = nextWeek();
    await member.api.post('/meals', { meal_date: from, dish_ids: [dishes.tacos.dish_id] });
    const propose = (meal: object) => ({
      name: 'propose_meal_plan',
      arguments: { meals: [meal] },
    });
    await model.script([
      {
        tool_calls: [
          propose({ meal_date: addDays(from, 1), dish_ids: [dishes.padThai.dish_id] }),
          propose({ meal_date: addDays(from, 2), dish_ids: [other.dishes.tacos.dish_id] }),
          propose({ meal_date: addDays(today(), -1), dish_ids: [dishes.tacos.dish_id] }),
          propose({ meal_date: from, dish_ids: [dishes.lasagna.dish_id] }),
        ],
      },
      { content: 'None of those worked.' },
    ]);
    const { message } = await streamChat(member.api, 'Plan something');
    expect(message!.proposals).toEqual([]);
    const results = toolResults([(await model.requests()).at(-1)!]).map((r) => JSON.parse(r));
    expect(results.map((r) => r.error)).toEqual([
      'Pad Thai contains peanuts, which Leo must not eat.',
      `There is no dish with dish_id ${other.dishes.tacos.dish_id}; use list_dishes.`,
      `${addDays(today(), -1)} is in the past.`,
      `Dinner on ${from} is already planned.`,
    ]);
  });

  it('refuses the whole plan when one of its days was planned since', async () => {
    const { member, dishes } = await family('Racers');
    const { from } = nextWeek();
    await model.script([
      {
        tool_calls: [
          {
            name: 'propose_meal_plan',
            arguments: {
              meals: [
                { meal_date: from, dish_ids: [dishes.tacos.dish_id] },
                { meal_date: addDays(from, 1), dish_ids: [dishes.lasagna.dish_id] },
              ],
            },
          },
        ],
      },
      { content: 'Proposed.' },
    ]);
    const { message } = await streamChat(member.api, 'Plan two dinners');
    await member.api.post('/meals', { meal_date: addDays(from, 1), who_is_cooking: 'Take Out' });
    const proposal = message!.proposals[0]!;
    const refused = await member.api.post<{ error: { code: string } }>(
      `/chat/proposals/${proposal.proposal_id}/apply`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('PROPOSAL_OUTDATED');
    const meals = (await member.api.get<MealResponse[]>('/meals?period=NEXT_WEEK')).body;
    expect(meals.map((m) => m.who_is_cooking)).toEqual(['Take Out']);
    expect((await member.api.get<Stats>('/family/stats')).body.ai_recommendations).toBe(0);
  });
});

describe('busy evenings from the calendar', () => {
  it('reach the assistant’s tools and turn the suggestion to a quick dish', async () => {
    const { member } = await family('Busy');
    const other = await family('Quiet');
    const tuesday = addDays(nextWeek().from, 2);
    const addEvent = async (owner: Member, summary: string, start: string, end: string) =>
      sql`INSERT INTO calendar_event (id, family_id, family_user_id, summary, start_time, end_time)
          VALUES (${crypto.randomUUID()}, ${owner.session.family_id},
                  ${owner.session.family_user_id}, ${summary}, ${start}, ${end})`;
    // The family's zone is UTC: 17:30-19:00 is dinner time, 09:00-12:00 is not.
    await addEvent(member, 'Swim practice', `${tuesday}T17:30:00Z`, `${tuesday}T19:00:00Z`);
    await addEvent(
      member,
      'Dentist',
      `${addDays(tuesday, 1)}T09:00:00Z`,
      `${addDays(tuesday, 1)}T12:00:00Z`,
    );
    await addEvent(
      other.member,
      'Other family party',
      `${tuesday}T18:00:00Z`,
      `${tuesday}T22:00:00Z`,
    );
    await model.script([
      {
        tool_calls: [
          { name: 'get_busy_evenings', arguments: { from: tuesday, to: addDays(tuesday, 2) } },
          { name: 'suggest_dinners', arguments: { dates: [tuesday] } },
        ],
      },
      { content: 'Tuesday is busy.' },
    ]);
    await streamChat(member.api, 'Which evenings are busy?');
    const [busy, suggested] = toolResults([(await model.requests()).at(-1)!]).map((r) =>
      JSON.parse(r),
    );
    expect(busy).toEqual([{ date: tuesday, weekday: 'Tuesday', events: ['Swim practice'] }]);
    expect(suggested[0]).toMatchObject({
      dish_name: 'Tacos',
      reason: 'Not served yet, Quick for a busy Tuesday',
    });
  });
});

describe('planning page suggestions', () => {
  it('counts a suggestion shown once, plans it with one click, and keeps it in the family', async () => {
    const { member, dishes } = await family('Clickers');
    const outsider = await family('Outsiders');
    const zero = zeroFor(member);
    const outsiderZero = zeroFor(outsider.member);
    const date = addDays(nextWeek().from, 3);
    try {
      const shown = { shown: [{ meal_date: date, dish_id: dishes.tacos.dish_id }] };
      for (let i = 0; i < 2; i += 1)
        expect((await zero.mutate(mutators.suggestion.recordShown(shown)).server).type).toBe(
          'success',
        );
      const accept = zero.mutate(
        mutators.suggestion.accept({
          meal_id: crypto.randomUUID(),
          meal_date: date,
          dish_id: dishes.tacos.dish_id,
          who_is_cooking: 'Home Cooked',
        }),
      );
      expect((await accept.server).type).toBe('success');
      const [meal] = (await member.api.get<MealResponse[]>('/meals?period=NEXT_WEEK')).body;
      expect(meal).toMatchObject({ meal_date: date, source: 'Suggestion' });
      expect(meal!.attendees).toHaveLength(2);
      expect(await events(member)).toEqual([
        { kind: 'accepted', source: 'planning' },
        { kind: 'shown', source: 'planning' },
      ]);
      expect((await member.api.get<Stats>('/family/stats')).body.ai_recommendations).toBe(1);

      // Another family can neither see the count nor plan with this family's dish.
      const view = outsiderZero.materialize(queries.suggestions.accepted());
      const forged = outsiderZero.mutate(
        mutators.suggestion.accept({
          meal_id: crypto.randomUUID(),
          meal_date: date,
          dish_id: dishes.lasagna.dish_id,
          who_is_cooking: 'Home Cooked',
        }),
      );
      expect((await forged.server).type).toBe('error');
      await eventually(
        () => view.data,
        (rows) => Array.isArray(rows) && rows.length === 0,
      );
      view.destroy();
      expect((await outsider.member.api.get<Stats>('/family/stats')).body.ai_recommendations).toBe(
        0,
      );
      expect((await member.api.get<MealResponse[]>('/meals?period=NEXT_WEEK')).body).toHaveLength(
        1,
      );
    } finally {
      await zero.close();
      await outsiderZero.close();
    }
  });
});
