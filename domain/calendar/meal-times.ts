// When a planned meal happens in calendars outside the app (the calendar feed, and the
// evening before for prep reminders). The spec has no meal times; dinner is at 18:00 in
// the family's time zone, the other meal types at their usual hours, each for an hour.
export const MEAL_TIMES: Record<string, { hour: number; minute: number }> = {
  Breakfast: { hour: 8, minute: 0 },
  Brunch: { hour: 10, minute: 30 },
  Lunch: { hour: 12, minute: 0 },
  Dinner: { hour: 18, minute: 0 },
};
export const MEAL_MINUTES = 60;

const pad = (n: number) => String(n).padStart(2, '0');

/** The meal's start and end as wall-clock times on its day ('YYYY-MM-DDTHH:mm:ss'). */
export function mealWallTimes(date: string, mealType: string) {
  const { hour, minute } = MEAL_TIMES[mealType] ?? MEAL_TIMES.Dinner!;
  const end = hour * 60 + minute + MEAL_MINUTES;
  return {
    start: `${date}T${pad(hour)}:${pad(minute)}:00`,
    end: `${date}T${pad(Math.floor(end / 60))}:${pad(end % 60)}:00`,
  };
}
