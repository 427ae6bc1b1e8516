// Busy evenings for the suggestions, by date. This is where the calendar's synced events
// plug in (busyEveningsFrom in domain/suggestions turns them into busy evenings); until
// the calendar feature stores events, no evening is known to be busy.
import type { BusyEvening } from '../../../../domain/suggestions/suggestion-types.ts';
import type { DateRange } from '../../../../domain/rules/family-dates.ts';

const NONE: ReadonlyMap<string, BusyEvening> = new Map();

export function useBusyEvenings(_range: DateRange): ReadonlyMap<string, BusyEvening> {
  return NONE;
}
