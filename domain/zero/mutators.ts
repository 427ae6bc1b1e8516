import { defineMutators } from '@rocicorp/zero';
import { shoppingMutators } from '../shopping/shopping-mutators.ts';

export const mutators = defineMutators({
  shoppingItem: shoppingMutators,
});
