// The meal dialog's state: its values, the members and dishes to choose from, and the
// saved meal it edits, watched live so that a change or a delete by someone else shows.
import { useQuery } from '@rocicorp/zero/react';
import { useEffect, useRef, useState } from 'react';
import type { MealWithParts } from '#domain/meals/meal-view.ts';
import { isArchived } from '#domain/dishes/dish-archive.ts';
import { leftoverDishes } from '#domain/meals/leftovers.ts';
import { queries } from '#domain/zero/queries.ts';
import { useFamilyToday } from '#client/lib/use-family-today.ts';
import { useDishes } from '#client/pages/dishes/use-dishes.ts';
import { newMealValues, valuesFromMeal, type MealFormValues } from './meal-form-values.ts';

export function useMealForm(meal: MealWithParts | undefined, date: string | undefined) {
  const today = useFamilyToday();
  const [family] = useQuery(queries.family.current());
  const members = family?.members ?? [];
  const { dishes: active } = useDishes();
  // A dish removed from the library stays on the meal that has it until someone takes it off.
  const kept = (meal?.dishes ?? []).flatMap((link) =>
    link.dish && isArchived(link.dish) ? [link.dish] : [],
  );
  const library = kept.length ? [...active, ...kept] : active;
  const [values, setValues] = useState<MealFormValues>(() =>
    meal
      ? valuesFromMeal(meal)
      : newMealValues(
          date ?? today,
          members.map((m) => m.family_user_id),
        ),
  );
  const [base, setBase] = useState(meal);
  const set = <K extends keyof MealFormValues>(key: K, value: MealFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  // Attendees default to every member when creating, also when the members load late.
  const defaulted = useRef(Boolean(meal) || members.length > 0);
  useEffect(() => {
    if (defaulted.current || !family) return;
    defaulted.current = true;
    setValues((v) => ({ ...v, member_ids: family.members.map((m) => m.family_user_id) }));
  }, [family]);

  const leftoversWanted = values.who_is_cooking === 'Leftovers';
  const [sources] = useQuery(
    leftoversWanted && queries.meals.leftoverSources({ date: values.meal_date }),
  );
  const leftovers = leftoversWanted ? leftoverDishes(sources ?? [], values.meal_date) : [];

  const [live] = useQuery(meal && queries.meals.byId({ meal_id: meal.meal_id }));
  const seen = useRef(false);
  if (live) seen.current = true;
  const deletedElsewhere = Boolean(meal) && seen.current && !live;
  const changedElsewhere = Boolean(live && base && live.updated_at !== base.updated_at);
  const takeTheirs = () => {
    if (!live) return;
    setBase(live);
    setValues(valuesFromMeal(live));
  };

  /** Values without dishes or members that no longer exist. */
  const current = (): MealFormValues => {
    const dishIDs = new Set(library.map((d) => d.dish_id));
    const memberIDs = new Set(members.map((m) => m.family_user_id));
    return {
      ...values,
      dish_ids: values.dish_ids.filter((id) => dishIDs.has(id)),
      member_ids: values.member_ids.filter((id) => memberIDs.has(id)),
    };
  };

  return {
    values,
    set,
    members,
    library,
    leftovers,
    version: base?.updated_at,
    deletedElsewhere,
    changedElsewhere,
    takeTheirs,
    current,
  };
}
