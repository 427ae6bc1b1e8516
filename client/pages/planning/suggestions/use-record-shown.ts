// Records the suggestions a planning week shows, in one write per change of what is shown.
// The same day and dish map to the same row, so a reload or a second device counts nothing
// twice.
import { useZero } from '@rocicorp/zero/react';
import { useEffect } from 'react';
import type { Suggestion } from '#domain/suggestions/suggestion-types.ts';
import { mutators } from '#domain/zero/mutators.ts';

export function useRecordShown(suggestions: ReadonlyMap<string, Suggestion | null>) {
  const zero = useZero();
  const shown = [...suggestions.values()]
    .flatMap((s) => (s ? [`${s.meal_date}|${s.dish_id}`] : []))
    .join(',');

  useEffect(() => {
    if (!shown) return;
    const list = shown.split(',').map((pair) => {
      const [meal_date = '', dish_id = ''] = pair.split('|');
      return { meal_date, dish_id };
    });
    void zero
      .mutate(mutators.suggestion.recordShown({ shown: list, source: 'planning' }))
      .server.then((result) => {
        if (result.type === 'error') console.warn('Suggestions not recorded', result.error);
      });
  }, [zero, shown]);
}
