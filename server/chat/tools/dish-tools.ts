// The dish library as the model reads it, with ratings per member and when each dish
// was last served.
import { z } from 'zod';
import { DISH_TYPES, dishTypeLabel } from '../../../domain/dishes/dish-fields.ts';
import { lastServedUpTo } from '../../../domain/meals/recent-meals.ts';
import { averageRating } from '../../../domain/ratings/ratings.ts';
import type { Dish } from '../../../schema.ts';
import { clip } from './model-text.ts';
import { defineTool, type ToolContext } from './tool-kit.ts';
import { plainText } from '../../../domain/text/input-rules.ts';

const MAX_DISHES = 150;

async function dishFacts({ data, today }: ToolContext) {
  const [members, ratings, meals] = await Promise.all([
    data.members(),
    data.ratings(),
    data.allMeals(),
  ]);
  const names = new Map(members.map((m) => [m.family_user_id, m.first_name]));
  const ratingsOf = new Map<string, { member: string; rating: number }[]>();
  for (const r of ratings)
    ratingsOf.set(r.dish_id, [
      ...(ratingsOf.get(r.dish_id) ?? []),
      { member: names.get(r.family_user_id) ?? 'someone', rating: r.rating },
    ]);
  // Every meal: the server reads them where they are, nothing is synced.
  return { ratingsOf, lastServed: lastServedUpTo(today, meals) };
}

function byMember(list: readonly { member: string; rating: number }[]) {
  const grouped = new Map<string, number[]>();
  for (const { member, rating } of list)
    grouped.set(member, [...(grouped.get(member) ?? []), rating]);
  return Object.fromEntries(
    [...grouped].map(([member, values]) => [member, averageRating(values)]),
  );
}

export const dishTools = [
  defineTool({
    name: 'list_dishes',
    description:
      "The family's dish library with ratings (overall and per member) and the date each " +
      'dish was last served, optionally filtered by a search over name, cuisine and ' +
      'ingredients, and by type.',
    args: z.object({
      search: z.optional(plainText(100)),
      type: z.enum(DISH_TYPES).optional(),
    }),
    run: async ({ search, type }, context) => {
      const needle = search?.trim().toLowerCase() ?? '';
      const matches = (dish: Dish) =>
        [dish.name, dish.cuisine_type ?? '', ...dish.ingredients].some((text) =>
          text.toLowerCase().includes(needle),
        );
      const dishes = (await context.data.dishes())
        .filter((dish) => !type || dish.type === type)
        .filter((dish) => !needle || matches(dish));
      const { ratingsOf, lastServed } = await dishFacts(context);
      return {
        dishes: dishes.slice(0, MAX_DISHES).map((dish) => {
          const ratings = ratingsOf.get(dish.dish_id) ?? [];
          return {
            dish_id: dish.dish_id,
            name: dish.name,
            type: dishTypeLabel(dish.type),
            prep: dish.prep,
            make_ahead: dish.make_ahead,
            cuisine_type: dish.cuisine_type ?? null,
            average_rating: averageRating(ratings.map((r) => r.rating)),
            rating_count: ratings.length,
            ratings_by_member: byMember(ratings),
            last_served: lastServed.get(dish.dish_id) ?? null,
            description: clip(dish.description, 300),
            ingredients: dish.ingredients.slice(0, 25),
          };
        }),
        more: Math.max(0, dishes.length - MAX_DISHES),
      };
    },
  }),
];
