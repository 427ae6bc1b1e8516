// Busy evenings of the shown week for the suggestions, from the calendar's synced events.
import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { daysOf, type DateRange } from '#domain/time/family-dates.ts';
import { busyEveningsFrom } from '#domain/suggestions/busy-evenings.ts';
import type { BusyEvening } from '#domain/suggestions/suggestion-types.ts';
import { queries } from '#domain/zero/queries.ts';
import { useFamilyTimeZone } from '#client/lib/use-family-today.ts';

export function useBusyEvenings(range: DateRange): ReadonlyMap<string, BusyEvening> {
  const [events] = useQuery(queries.calendarEvents.list());
  const timeZone = useFamilyTimeZone();
  const { from, to } = range;
  return useMemo(
    () => busyEveningsFrom(events, daysOf({ from, to }), timeZone),
    [events, from, to, timeZone],
  );
}
