// Whether a dish contains a food: its name, cuisine and ingredient lines are searched
// for whole words, so "nut" finds "nuts" but not "nutmeg" or "coconut".
import type { FoodTerm } from './food-terms.ts';

export type MatchableDish = {
  name: string;
  cuisine_type?: string | null;
  ingredients: readonly string[];
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Built once per keyword: ranking scores every dish against every member's terms.
const patterns = new Map<string, RegExp>();
function wordPattern(keyword: string): RegExp {
  let pattern = patterns.get(keyword);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(keyword)}(?:s|es)?(?![\\p{L}\\p{N}])`, 'u');
    patterns.set(keyword, pattern);
  }
  return pattern;
}

function searchableText(dish: MatchableDish): string {
  return [dish.name, dish.cuisine_type ?? '', ...dish.ingredients].join(' | ').toLowerCase();
}

export function dishContains(dish: MatchableDish, term: FoodTerm): boolean {
  let text = searchableText(dish);
  for (const phrase of term.except ?? []) text = text.split(phrase).join(' ');
  return term.keywords.some((keyword) => wordPattern(keyword).test(text));
}
