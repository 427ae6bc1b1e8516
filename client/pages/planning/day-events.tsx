// A planning day's calendar events (docs/spec.md §2 Planning, §5 day matching), live from Zero:
// every connected member's stored events, matched to the day in the family's time zone.
// A day without events shows nothing: "No events" under every day read as a fault while
// Google Calendar is not connected (docs/meals-and-planning.md).
import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { eventsOnDay } from '#domain/calendar/calendar-day-match.ts';
import { eventTimeRange } from '#domain/calendar/event-time-range.ts';
import { queries } from '#domain/zero/queries.ts';
import { useFamilyTimeZone } from '#client/lib/use-family-today.ts';

export function DayEvents({ date }: { date: string }) {
  // Every day card asks the same queries; Zero shares one subscription between them.
  const [events] = useQuery(queries.calendarEvents.list());
  const timeZone = useFamilyTimeZone();
  const today = useMemo(() => eventsOnDay(events, date, timeZone), [events, date, timeZone]);

  if (!today.length) return null;
  return (
    <ul aria-label={`Calendar events on ${date}`} className="flex flex-wrap gap-1">
      {today.map((event) => {
        const range = eventTimeRange(event, timeZone);
        return (
          <li
            key={event.id}
            data-testid="calendar-event"
            className="max-w-full truncate rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800"
            title={range ? `${event.summary} ${range}` : event.summary}
          >
            {event.summary}
            {range && ` ${range}`}
          </li>
        );
      })}
    </ul>
  );
}
