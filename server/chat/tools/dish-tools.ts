// The dish library as the model reads it, with ratings per member and when each dish
// was last served.
import { z } from 'zod';
import { dishTypeField, dishTypeLabel } from '#domain/dishes/dish-fields.ts';
import { matchesSearch } from '#domain/dishes/dish-search.ts';
import { lastServedUpTo } from '#domain/meals/recent-meals.ts';
import { averageOfTotal } from '#domain/ratings/ratings.ts';
import { clip } from './model-text.ts';
import { defineTool, type ToolContext } from './tool-kit.ts';
import { plainText } from '#domain/text/input-rules.ts';

const MAX_DISHES = 150;

async function dishFacts({ data, today }: ToolContext) {
  const [members, totals, meals] = await Promise.all([
    data.members(),
    data.ratingTotals(),
    data.allMeals(),
  ]);
  const names = new Map(members.map((m) => [m.family_user_id, m.first_name]));
  // Each member's ratings of a dish added up (member_dish_stat), as suggestions read them.
  const totalsOf = new Map<string, { member: string; count: number; sum: number }[]>();
  for (const t of totals)
    totalsOf.set(t.dish_id, [
      ...(totalsOf.get(t.dish_id) ?? []),
      {
        member: names.get(t.family_user_id) ?? 'someone',
        count: t.rating_count,
        sum: t.rating_sum,
      },
    ]);
  // Every meal: the server reads them where they are, nothing is synced.
  return { totalsOf, lastServed: lastServedUpTo(today, meals) };
}

function ratingFacts(totals: readonly { member: string; count: number; sum: number }[]) {
  const count = totals.reduce((n, t) => n + t.count, 0);
  const sum = totals.reduce((n, t) => n + t.sum, 0);
  return {
    average_rating: averageOfTotal(sum, count),
    rating_count: count,
    ratings_by_member: Object.fromEntries(
      totals.map((t) => [t.member, averageOfTotal(t.sum, t.count)]),
    ),
  };
}

export const dishTools = [
  defineTool({
    name: 'list_dishes',
    description:
      "The family's dish library with ratings (overall and per member) and the date each " +
      'dish was last served, optionally filtered by a search over name, cuisine, ' +
      "ingredients and the family's tags, and by type.",
    args: z.strictObject({
      search: z.optional(plainText(100)),
      // REST's own field: 'Appetizer' or 'App', 'Main', 'Side'.
      type: z.optional(dishTypeField),
    }),
    run: async ({ search, type }, context) => {
      // The library's and the dish picker's search (docs/meals-and-planning.md, Finding a
      // dish): the assistant finds what the family would find.
      const dishes = (await context.data.dishes())
        .filter((dish) => !type || dish.type === type)
        .filter((dish) => matchesSearch(dish, search ?? ''));
      const { totalsOf, lastServed } = await dishFacts(context);
      return {
        dishes: dishes.slice(0, MAX_DISHES).map((dish) => ({
          dish_id: dish.dish_id,
          name: dish.name,
          type: dishTypeLabel(dish.type),
          prep: dish.prep,
          make_ahead: dish.make_ahead,
          cuisine_type: dish.cuisine_type ?? null,
          ...ratingFacts(totalsOf.get(dish.dish_id) ?? []),
          last_served: lastServed.get(dish.dish_id) ?? null,
          description: clip(dish.description, 300),
          ingredients: dish.ingredients.slice(0, 25),
          tags: dish.tags,
        })),
        more: Math.max(0, dishes.length - MAX_DISHES),
      };
    },
  }),
];
