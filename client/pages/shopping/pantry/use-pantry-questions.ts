// The pantry check's questions worked out on the device, from what it has synced: the
// week's meals and their dishes, the family (portions, units), the staples and this week's
// answers. The same rule as GET /api/pantry/check (pantry-questions.ts), so the check works
// in a shop without signal. It reads ingredients with the recipe parser: only the pantry
// check's dialog, loaded when opened, imports this.
import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { pantryQuestions } from '#domain/pantry/pantry-questions.ts';
import { pantryView } from '#domain/pantry/pantry-rules.ts';
import { measurementSystemOf } from '#domain/servings/portions.ts';
import { dishesOfMeals } from '#domain/shopping/planned-dishes.ts';
import { queries } from '#domain/zero/queries.ts';
import { usePendingWrites } from '#client/offline/outbox/use-family-outbox.ts';
import { useWeekMeals } from './week-meals.ts';

export function usePantryQuestions() {
  const { meals, loaded } = useWeekMeals();
  const [family] = useQuery(queries.family.current());
  const [staples] = useQuery(queries.pantry.staples());
  const [answers] = useQuery(queries.pantry.answers());
  const pending = usePendingWrites();
  const questions = useMemo(() => {
    const dishes = dishesOfMeals(meals, family?.members ?? [], family);
    // Answers still in the outbox (made offline, perhaps before a reload) count as given.
    const waiting = pending.flatMap((write) =>
      write.op === 'pantryAnswer'
        ? [
            {
              ingredient_key: write.args.ingredient_key,
              have: write.args.have,
              answered_at: write.at,
            },
          ]
        : [],
    );
    return pantryQuestions(
      dishes,
      measurementSystemOf(family),
      pantryView(staples, [...answers, ...waiting], Date.now()),
    );
  }, [meals, family, staples, answers, pending]);
  return { questions, loaded: loaded || meals.length > 0 };
}
