// What the evening-before prep reminder and the weekly nudge say.

export type PrepDish = { name: string; prep_note: string | null; make_ahead: boolean };

/** A dish's prep note; a make-ahead dish without one gets a default. */
export function prepNoteOf(dish: PrepDish): string | null {
  const note = dish.prep_note?.trim();
  if (note) return note;
  return dish.make_ahead ? `Make ahead: ${dish.name} can be prepared tonight.` : null;
}

export function prepReminderText(mealLabel: string, dishes: readonly PrepDish[], link: string) {
  const notes = dishes.flatMap((dish) => {
    const note = prepNoteOf(dish);
    return note ? [`${dish.name}: ${note}`] : [];
  });
  if (notes.length === 0) return null;
  return `Tomorrow's dinner: ${mealLabel}. Prep tonight: ${notes.join('; ')} ${link}`;
}

export function nudgeText(emptyEvenings: number, link: string) {
  const noun = emptyEvenings === 1 ? 'empty evening' : 'empty evenings';
  return `Next week has ${emptyEvenings} ${noun}. Plan them: ${link}`;
}
