// The dish library from Zero, and its writes with the spec's toasts.
import { useQuery, useZero } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import type { DishFieldsInput } from '#domain/dishes/dish-fields.ts';
import { failureNotices } from '#domain/error-messages.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import { useToast } from '#client/components/toast/toast-state.ts';
import { runMutation } from '#client/zero/run-mutation.ts';
import { useFamilyOutbox } from '#client/offline/outbox/use-family-outbox.ts';
import { keepRecipePhoto } from './keep-recipe-photo.ts';

export function useDishes() {
  const [dishes, details] = useQuery(queries.dishes.list());
  return { dishes, loaded: details.type === 'complete' };
}

export function useDish(dishID: string) {
  const [dish, details] = useQuery(queries.dishes.byId({ dish_id: dishID }));
  return { dish, loaded: details.type === 'complete' };
}

export function useDishActions() {
  const zero = useZero();
  const toast = useToast();
  // A delete is kept on the device until it lands (outbox-ops.ts, deleteDish).
  const outbox = useFamilyOutbox();
  return useMemo(
    () => ({
      create: async (fields: DishFieldsInput) => {
        const dishID = crypto.randomUUID();
        const result = zero.mutate(mutators.dish.create({ ...fields, dish_id: dishID }));
        const saved = await runMutation(result, toast, {
          success: {
            title: 'Dish added successfully!',
            description: `${fields.name.trim()} has been added to your dish library.`,
          },
          failure: failureNotices.saveDish,
        });
        if (saved && fields.image_url) void keepRecipePhoto(result, dishID);
        return saved;
      },
      update: (dishID: string, fields: DishFieldsInput) =>
        runMutation(zero.mutate(mutators.dish.update({ ...fields, dish_id: dishID })), toast, {
          success: { title: 'Dish updated successfully!' },
          failure: failureNotices.saveDish,
        }),
      remove: (dishID: string) =>
        runMutation(outbox.submit({ op: 'deleteDish', args: { dish_id: dishID } }), toast, {
          success: { title: 'Dish deleted' },
          failure: failureNotices.deleteDish,
        }),
    }),
    [zero, toast, outbox],
  );
}
