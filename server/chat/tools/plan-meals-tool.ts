// Proposing meals: every meal is checked as the meal dialog would check it, and more:
// the family's own dishes and members only, no day in the past, no second meal of the
// same type on a day, and no dish that an attendee is allergic to or avoids.
import { z } from 'zod';
import { extend } from 'zod/mini';
import { CHAT_MEAL_SOURCE, planMealsProposalArgs } from '#domain/chat/proposals.ts';
import { parseMealFields, type MealFields } from '#domain/meals/meal-fields.ts';
import { mealRowDate } from '#domain/time/date-labels.ts';
import { mealLabel } from '#domain/meals/meal-label.ts';
import { dietaryProfile, excludedFoods } from '#domain/suggestions/dietary-profile.ts';
import { dishContains } from '#domain/suggestions/dish-matching.ts';
import type { Dish, FamilyMember } from '#schema';
import { propose } from './proposal-kit.ts';
import { recurringNightsFor, type RuleView } from './recurring-night-view.ts';
import { defineTool, type ToolContext } from './tool-kit.ts';

type Checked = { fields: MealFields; line: string };

const toolArgs = extend(planMealsProposalArgs, {
  ignore_recurring_nights: z
    .boolean()
    .optional()
    .describe('Only when the family asked for something else on a recurring night'),
});

/** A dinner keeps its day's weekly rule: the rule's dish, its cook option, or a cooked meal. */
function keepsRule(fields: MealFields, rule: RuleView): boolean {
  if (rule.kind === 'dish')
    return fields.who_is_cooking === 'Home Cooked' && fields.dish_ids.includes(rule.dish_id ?? '');
  if (rule.kind === 'cook') return fields.who_is_cooking === rule.who_is_cooking;
  return fields.who_is_cooking === 'Home Cooked';
}

function allergyClash(dishes: readonly Dish[], attendees: readonly FamilyMember[]) {
  for (const member of attendees) {
    const foods = excludedFoods(dietaryProfile(member.preferences));
    for (const dish of dishes) {
      const food = foods.find((f) => dishContains(dish, f));
      if (food)
        return `${dish.name} contains ${food.label}, which ${member.first_name} must not eat.`;
    }
  }
  return null;
}

async function checkMeals(raw: unknown, { data, today }: ToolContext): Promise<Checked[] | string> {
  const { meals, ignore_recurring_nights: ignoreRules } = toolArgs.parse(raw);
  const [dishes, members, recurring] = await Promise.all([
    data.dishes(),
    data.members(),
    recurringNightsFor(data),
  ]);
  const dishByID = new Map(dishes.map((dish) => [dish.dish_id, dish]));
  const memberByID = new Map(members.map((m) => [m.family_user_id, m]));
  const dates = meals.map((meal) => meal.meal_date).sort();
  const existing = await data.mealsBetween(dates[0]!, dates.at(-1)!);
  const taken = new Set(existing.map((meal) => `${meal.meal_date} ${meal.meal_type}`));
  const checked: Checked[] = [];
  for (const meal of meals) {
    if (meal.meal_date < today) return `${meal.meal_date} is in the past.`;
    const slot = `${meal.meal_date} ${meal.meal_type}`;
    if (taken.has(slot)) return `${meal.meal_type} on ${meal.meal_date} is already planned.`;
    taken.add(slot);
    const unknownDish = meal.dish_ids.find((id) => !dishByID.has(id));
    if (unknownDish) return `There is no dish with dish_id ${unknownDish}; use list_dishes.`;
    const attendeeIDs = meal.attendee_ids ?? members.map((m) => m.family_user_id);
    const unknownMember = attendeeIDs.find((id) => !memberByID.has(id));
    if (unknownMember) return `There is no member with family_user_id ${unknownMember}.`;
    const fields = parseMealFields({
      ...meal,
      source: CHAT_MEAL_SOURCE,
      attendees: attendeeIDs.map((family_user_id) => ({ family_user_id })),
    });
    const rule = fields.meal_type === 'Dinner' ? recurring.on(fields.meal_date) : undefined;
    if (rule && !ignoreRules && !keepsRule(fields, rule))
      return `${rule.weekday} is a recurring night (${rule.label}); plan that, or set ignore_recurring_nights only if the family asked for something else.`;
    const mealDishes = fields.dish_ids.map((id) => dishByID.get(id)!);
    const clash = allergyClash(
      mealDishes,
      attendeeIDs.map((id) => memberByID.get(id)!),
    );
    if (clash) return clash;
    const label = mealLabel({ ...fields, dishNames: mealDishes.map((dish) => dish.name) });
    checked.push({ fields, line: `${mealRowDate(fields.meal_date)}: ${label}` });
  }
  return checked.sort((a, b) => a.fields.meal_date.localeCompare(b.fields.meal_date));
}

export const planMealsTool = defineTool({
  name: 'propose_meal_plan',
  description:
    'Propose planning meals (dinners by default) on days of the planning weeks. Each meal ' +
    'names dishes by dish_id from list_dishes or suggest_dinners; attendees default to ' +
    'everyone. Days that already have that meal are refused, and so is a dinner that ' +
    "breaks the day's recurring night (a weekly rule from get_planned_meals).",
  args: toolArgs,
  run: async (args, context) => {
    let checked: Checked[] | string;
    try {
      checked = await checkMeals(args, context);
    } catch (error) {
      checked = error instanceof Error ? error.message : 'The plan is not valid.';
    }
    if (typeof checked === 'string') return { error: checked };
    const count = checked.length;
    const allDinners = checked.every(({ fields }) => fields.meal_type === 'Dinner');
    const noun = allDinners ? 'dinner' : 'meal';
    return propose(context, {
      kind: 'plan_meals',
      title: count === 1 ? `Plan ${checked[0]!.line}` : `Plan ${count} ${noun}s`,
      lines: count === 1 ? [] : checked.map(({ line }) => line),
      args: { meals: checked.map(({ fields }) => fields) },
    });
  },
});
