// The family's planned meals as an iCalendar feed: one event per meal at its meal time in
// the family's time zone (with the zone's VTIMEZONE), who is cooking, the dishes, who
// eats, the notes and a link back to the meal.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { mealWallTimes } from '#domain/calendar/meal-times.ts';
import {
  labelOf,
  mealDishes,
  orderedAttendees,
  type MealWithParts,
} from '#domain/meals/meal-view.ts';

export function mealLink(baseUrl: string, mealID: string) {
  return `${baseUrl}/planning?meal=${encodeURIComponent(mealID)}`;
}

function description(meal: MealWithParts, link: string): string {
  const dishes = mealDishes(meal).map((dish) => dish.name);
  const people = orderedAttendees(meal.attendees).map(
    (a) => a.member?.first_name ?? a.guest_name ?? 'Guest',
  );
  return [
    `Cooking: ${meal.who_is_cooking}`,
    dishes.length ? `Dishes: ${dishes.join(', ')}` : null,
    people.length ? `Who: ${people.join(', ')}` : null,
    meal.notes ? `Notes: ${meal.notes}` : null,
    `Open in Family Dinner Planner: ${link}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

export function mealFeed(options: {
  familyName: string;
  timeZone: string;
  baseUrl: string;
  meals: readonly MealWithParts[];
}): string {
  const host = new URL(options.baseUrl).hostname;
  const calendar = ical({
    name: `${options.familyName} family dinners`,
    prodId: { company: 'Family Dinner Planner', product: 'meal-plan', language: 'EN' },
    ttl: 60 * 15,
  });
  // Events carry TZID; the generator writes the zone's VTIMEZONE once.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const meal of options.meals) {
    const link = mealLink(options.baseUrl, meal.meal_id);
    const { start, end } = mealWallTimes(meal.meal_date, meal.meal_type);
    calendar.createEvent({
      id: `${meal.meal_id}@${host}`,
      timezone: options.timeZone,
      // Wall-clock strings in the event's zone (a Date would be read in the server's).
      start,
      end,
      summary: `${meal.meal_type}: ${labelOf(meal)}`,
      description: description(meal, link),
      url: link,
      lastModified: new Date(meal.updated_at),
      stamp: new Date(meal.updated_at),
    });
  }
  return calendar.toString();
}
