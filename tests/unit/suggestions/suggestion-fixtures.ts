// A dish as the suggestion rules read it, with the fields a test does not care about filled
// in; its id is its name in lower case, words joined by dashes.
import type { SuggestionDish } from '#domain/suggestions/suggestion-types.ts';

export const dish = (name: string, fields: Partial<SuggestionDish> = {}): SuggestionDish => ({
  dish_id: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  type: 'Main',
  prep: 'Medium',
  make_ahead: false,
  cuisine_type: null,
  ingredients: [],
  ...fields,
});
