// A dish's tags and the family's, and the two writes that change them: through Zero, so
// every device of the family sees a tag at once, also one added offline.
import { useZero } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { failureNotices } from '#domain/error-messages.ts';
import { errorMessages } from '#domain/errors.ts';
import { familyTags } from '#domain/dishes/dish-tags.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { useToast } from '#client/components/toast/toast-state.ts';
import { mutationOutcome } from '#client/zero/run-mutation.ts';
import { useDishes } from './use-dishes.ts';

/** Every tag the family uses, most used first. */
export function useFamilyTags(): string[] {
  const { dishes } = useDishes();
  return useMemo(() => familyTags(dishes), [dishes]);
}

export function useDishTagActions(dishID: string) {
  const zero = useZero();
  const toast = useToast();
  return useMemo(() => {
    const outcome = {
      failure: failureNotices.saveTags,
      explain: { TOO_MANY_TAGS: errorMessages.TOO_MANY_TAGS },
    };
    return {
      add: (tag: string) =>
        mutationOutcome(
          zero.mutate(mutators.dish.addTag({ dish_id: dishID, tag })),
          toast,
          outcome,
        ),
      remove: (tag: string) =>
        mutationOutcome(
          zero.mutate(mutators.dish.removeTag({ dish_id: dishID, tag })),
          toast,
          outcome,
        ),
    };
  }, [zero, toast, dishID]);
}
