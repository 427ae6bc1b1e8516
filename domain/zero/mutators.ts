import { defineMutators } from '@rocicorp/zero';
import { dishMutators } from '../dishes/dish-mutators.ts';
import { shoppingMutators } from '../shopping/shopping-mutators.ts';
import { notificationMutators } from '../phone/notification-mutators.ts';

export const mutators = defineMutators({
  shoppingItem: shoppingMutators,
  dish: dishMutators,
  notifications: notificationMutators,
});
