// The caller's family as the assistant's tools read it. Every read goes through the
// family-scoped Zero queries with the caller's server-verified context, so a tool can
// never see another family's rows, whatever the model asks for.
import type { AuthContext } from '#domain/auth-context.ts';
import type { MealWithParts } from '#domain/meals/meal-view.ts';
import { daysOf } from '#domain/time/family-dates.ts';
import { busyEveningsFrom } from '#domain/suggestions/busy-evenings.ts';
import type { BusyEvening } from '#domain/suggestions/suggestion-types.ts';
import { queries } from '#domain/zero/queries.ts';
import type { Dish, DishServed, FamilyMember, MemberDishStat, RecurringNight } from '#schema';
import type { ZeroDatabase } from '../zero/zero-database.ts';

export type FamilyData = {
  timeZone: string;
  members: () => Promise<readonly FamilyMember[]>;
  dishes: () => Promise<readonly Dish[]>;
  /** Every meal with its dish links: when each dish was served or is planned. */
  allMeals: () => Promise<
    readonly {
      meal_date: string;
      meal_type: string;
      who_is_cooking: string;
      dishes: readonly { dish_id: string; position: number }[];
    }[]
  >;
  /** Each member's ratings of each dish, added up. */
  ratingTotals: () => Promise<readonly MemberDishStat[]>;
  /** Meals from a date on, with their dish links: what suggestions read one by one. */
  mealLinksFrom: (from: string) => ReturnType<FamilyData['allMeals']>;
  /** The latest date each dish was on a meal, past or planned. */
  lastServed: () => Promise<readonly DishServed[]>;
  /** Meals from one date to another, inclusive, with dishes, attendees and ratings. */
  mealsBetween: (from: string, to: string) => Promise<readonly MealWithParts[]>;
  /** Busy evenings between two dates, inclusive. */
  busyEvenings: (from: string, to: string) => Promise<ReadonlyMap<string, BusyEvening>>;
  /** The family's weekly rules ("Tuesday: tacos"). */
  recurringNights: () => Promise<readonly RecurringNight[]>;
};

export async function loadFamilyData(
  zeroDb: ZeroDatabase,
  ctx: AuthContext,
): Promise<FamilyData | null> {
  const family = await zeroDb.run(queries.family.current.fn({ args: undefined, ctx }));
  if (!family) return null;
  return {
    timeZone: family.time_zone,
    members: async () => family.members,
    dishes: () => zeroDb.run(queries.dishes.list.fn({ args: undefined, ctx })),
    allMeals: () => zeroDb.run(queries.meals.summary.fn({ args: undefined, ctx })),
    ratingTotals: () => zeroDb.run(queries.ratings.byMember.fn({ args: undefined, ctx })),
    mealLinksFrom: (from) => zeroDb.run(queries.meals.linksFrom.fn({ args: { from }, ctx })),
    lastServed: () => zeroDb.run(queries.dishes.lastServed.fn({ args: undefined, ctx })),
    mealsBetween: (from, to) =>
      zeroDb.run(queries.meals.between.fn({ args: { from, to }, ctx })) as Promise<
        readonly MealWithParts[]
      >,
    busyEvenings: async (from, to) => {
      const events = await zeroDb.run(queries.calendarEvents.list.fn({ args: undefined, ctx }));
      return busyEveningsFrom(events, daysOf({ from, to }), family.time_zone);
    },
    recurringNights: () => zeroDb.run(queries.recurringNights.list.fn({ args: undefined, ctx })),
  };
}
