// The meal title on the dashboard and the planning page (docs/spec.md §4 'Meal label').

export type LabelledMeal = {
  who_is_cooking: string;
  meal_type: string;
  /** The meal's dish names, in the meal's order. */
  dishNames: readonly string[];
};

function firstPlusMore(names: readonly string[]): string {
  const more = names.length - 1;
  return more > 0 ? `${names[0]} +${more}` : `${names[0]}`;
}

export function mealLabel({ who_is_cooking, meal_type, dishNames }: LabelledMeal): string {
  if (who_is_cooking === 'Leftovers' && dishNames.length > 0) {
    const more = dishNames.length - 1;
    return `Leftovers (${dishNames[0]})${more > 0 ? ` +${more}` : ''}`;
  }
  if (who_is_cooking === 'Home Cooked')
    return dishNames.length > 0 ? firstPlusMore(dishNames) : 'TBD';
  return who_is_cooking || meal_type;
}
