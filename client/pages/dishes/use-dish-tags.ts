// A dish's tags and the family's, and the two writes that change them: through the
// device's outbox and Zero, so every device of the family sees a tag at once, also one
// added offline and through a reload before the signal returns (docs/shopping.md).
import { useMemo } from 'react';
import { failureNotices } from '#domain/error-messages.ts';
import { errorMessages } from '#domain/errors.ts';
import { familyTags } from '#domain/dishes/dish-tags.ts';
import { tagsWithPending } from '#client/offline/outbox/apply-plan-writes.ts';
import { usePendingWrites, useFamilyOutbox } from '#client/offline/outbox/use-family-outbox.ts';
import { useToast } from '#client/components/toast/toast-state.ts';
import { mutationOutcome } from '#client/zero/run-mutation.ts';
import { useDishes } from './use-dishes.ts';

/** Every tag the family uses, most used first. */
export function useFamilyTags(): string[] {
  const { dishes } = useDishes();
  return useMemo(() => familyTags(dishes), [dishes]);
}

/** The dish's tags with those added or removed still on their way. */
export function useDishTags(dish: { dish_id: string; tags?: readonly string[] | null }) {
  const pending = usePendingWrites();
  return useMemo(
    () => tagsWithPending(dish.dish_id, dish.tags ?? [], pending),
    [dish.dish_id, dish.tags, pending],
  );
}

export function useDishTagActions(dishID: string) {
  const outbox = useFamilyOutbox();
  const toast = useToast();
  return useMemo(() => {
    const outcome = {
      failure: failureNotices.saveTags,
      explain: { TOO_MANY_TAGS: errorMessages.TOO_MANY_TAGS },
    };
    return {
      add: (tag: string) =>
        mutationOutcome(
          outbox.submit({ op: 'addDishTag', args: { dish_id: dishID, tag } }),
          toast,
          outcome,
        ),
      remove: (tag: string) =>
        mutationOutcome(
          outbox.submit({ op: 'removeDishTag', args: { dish_id: dishID, tag } }),
          toast,
          outcome,
        ),
    };
  }, [outbox, toast, dishID]);
}
