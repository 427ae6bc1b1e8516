import { defineMutators } from '@rocicorp/zero';
import { dishMutators } from '../dishes/dish-mutators.ts';
import { shoppingMutators } from '../shopping/shopping-mutators.ts';
import { suggestionMutators } from '../suggestions/suggestion-mutators.ts';

export const mutators = defineMutators({
  shoppingItem: shoppingMutators,
  dish: dishMutators,
  suggestion: suggestionMutators,
});
