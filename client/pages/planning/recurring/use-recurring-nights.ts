// The family's recurring nights with each rule's label, live from Zero.
import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { recurringLabel } from '#domain/recurring/recurring-night-rules.ts';
import { queries } from '#domain/zero/queries.ts';
import type { RecurringNight } from '#schema';

export type LabelledRule = RecurringNight & { label: string };

export function useRecurringNights(): { rules: readonly LabelledRule[]; loaded: boolean } {
  const [rules, rulesDetails] = useQuery(queries.recurringNights.list());
  const [dishes] = useQuery(queries.dishes.list());
  const labelled = useMemo(() => {
    const names = new Map(dishes.map((dish) => [dish.dish_id, dish.name]));
    return rules.map((rule) => ({ ...rule, label: recurringLabel(rule, (id) => names.get(id)) }));
  }, [rules, dishes]);
  return { rules: labelled, loaded: rulesDetails.type === 'complete' };
}
