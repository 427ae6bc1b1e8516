// Which of the week's ingredients a refresh from meals leaves off the list, and which a
// pantry check asks about: one rule for both (docs/shopping.md, "Staples and the pantry
// check"). Ingredients are matched by the refresh's own key (ingredient-key.ts).
import { ingredientKey } from 'recipe-reader';

/** A pantry check's answer counts for a week: the refresh's own window (planned-dishes.ts). */
export const ANSWER_LASTS_MS = 7 * 24 * 60 * 60 * 1000;

/** A pantry check's question: one of the week's ingredients (GET /api/pantry/check). */
export type PantryQuestion = { ingredient_key: string; name: string; quantity: string | null };

export type StapleRow = { ingredient_key: string; running_out: boolean };
export type AnswerRow = { ingredient_key: string; have: boolean; answered_at: number };

/** The key an item or a staple's name is matched by: the refresh's. */
export function pantryKey(item: { name: string; ingredient_key?: string | null }): string {
  return item.ingredient_key ?? ingredientKey(item.name);
}

export type PantryView = {
  /** Staples the family has (not running out): never put on the list by a refresh. */
  staples: Set<string>;
  /** Answered 'we have it' this week. */
  have: Set<string>;
  /** Answered at all this week: the pantry check does not ask again. */
  answered: Set<string>;
};

export function pantryView(
  staples: readonly StapleRow[],
  answers: readonly AnswerRow[],
  now: number,
): PantryView {
  const fresh = answers.filter((answer) => now - answer.answered_at < ANSWER_LASTS_MS);
  return {
    staples: new Set(staples.filter((s) => !s.running_out).map((s) => s.ingredient_key)),
    have: new Set(fresh.filter((answer) => answer.have).map((answer) => answer.ingredient_key)),
    answered: new Set(fresh.map((answer) => answer.ingredient_key)),
  };
}

/** A refresh from meals leaves it off: a staple we have, or 'we have it' this week. */
export function leftOffList(view: PantryView, key: string): boolean {
  return view.staples.has(key) || view.have.has(key);
}

/** The pantry check asks about it: not a staple we have, and not answered this week. */
export function askedInPantryCheck(view: PantryView, key: string): boolean {
  return !view.staples.has(key) && !view.answered.has(key);
}
