import { defineMutators } from '@rocicorp/zero';
import { dishMutators } from '../dishes/dish-mutators.ts';
import { memberMutators } from '../family/member-mutators.ts';
import { shoppingMutators } from '../shopping/shopping-mutators.ts';

export const mutators = defineMutators({
  shoppingItem: shoppingMutators,
  dish: dishMutators,
  member: memberMutators,
});
