// A day's calendar events on the planning page. Placeholder until the calendar feature
// replaces this file with the real badges.
export function DayEvents(_props: { date: string }) {
  return <p className="text-xs text-stone-400">No events</p>;
}
