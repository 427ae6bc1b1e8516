// The signals that rank a dish for one evening. Each gives points and, when it is a reason
// a person would care about, a few words saying so.
import { dishContains } from './dish-matching.ts';
import { attendeeAverages, type FamilyFacts } from './family-signals.ts';
import { weekdayName } from '../time/date-labels.ts';
import { daysBetween, weekStart } from '../time/family-dates.ts';
import { excludedFoods } from './dietary-profile.ts';
import type { BusyEvening, SuggestionDish, SuggestionMeal } from './suggestion-types.ts';

export type Signal = { points: number; reason?: string };

export type Evening = {
  date: string;
  attendeeIDs: readonly string[];
  busy: BusyEvening | null;
  meals: readonly SuggestionMeal[];
};

const QUICK_PREP = new Set(['Quick', 'Prepared']);

/** The attendee who may not eat this dish, if any: such a dish is never suggested. */
export function blockedBy(facts: FamilyFacts, dish: SuggestionDish, evening: Evening) {
  return evening.attendeeIDs.find((id) => {
    const profile = facts.profiles.get(id);
    return profile && excludedFoods(profile).some((food) => dishContains(dish, food));
  });
}

// A dish the kids rate low ranks lower when they come: the lowest attendee counts too.
export function ratingSignal(facts: FamilyFacts, dish: SuggestionDish, evening: Evening): Signal {
  const averages = attendeeAverages(facts, dish.dish_id, evening.attendeeIDs);
  if (averages.length === 0) return { points: 0 };
  const mean = averages.reduce((sum, value) => sum + value, 0) / averages.length;
  const blended = 0.6 * mean + 0.4 * Math.min(...averages);
  return {
    points: (blended - 3) * 12,
    reason: mean >= 3.5 ? `${mean.toFixed(1)} stars` : undefined,
  };
}

function sinceText(days: number): string {
  if (days >= 60) return `${Math.floor(days / 30)} months`;
  return `${Math.floor(days / 7)} weeks`;
}

export function recencySignal(facts: FamilyFacts, dish: SuggestionDish, evening: Evening): Signal {
  const dates = facts.servedOn.get(dish.dish_id) ?? [];
  if (dates.length === 0) return { points: 3, reason: 'not served yet' };
  const nearest = Math.min(...dates.map((date) => Math.abs(daysBetween(date, evening.date))));
  const before = dates.filter((date) => date < evening.date);
  const sinceLast = before.length ? daysBetween(before.sort().at(-1)!, evening.date) : null;
  if (nearest <= 3) return { points: -40 };
  if (nearest <= 6) return { points: -25 };
  if (nearest <= 13) return { points: -10 };
  const reason =
    sinceLast !== null && sinceLast === nearest
      ? `not served for ${sinceText(nearest)}`
      : undefined;
  return { points: nearest >= 21 ? 8 : 4, reason };
}

export function busySignal(dish: SuggestionDish, evening: Evening): Signal {
  if (!evening.busy) return { points: 0 };
  const day = weekdayName(evening.date);
  if (QUICK_PREP.has(dish.prep))
    return { points: dish.make_ahead ? 18 : 15, reason: `${dish.prep} for a busy ${day}` };
  if (dish.make_ahead) return { points: 12, reason: `Make Ahead for a busy ${day}` };
  return { points: dish.prep === 'Involved' ? -20 : -6 };
}

export function tasteSignal(facts: FamilyFacts, dish: SuggestionDish, evening: Evening): Signal {
  let points = 0;
  let reason: string | undefined;
  for (const id of evening.attendeeIDs) {
    const profile = facts.profiles.get(id);
    if (!profile) continue;
    const liked = profile.likes.find((food) => dishContains(dish, food));
    if (liked && points < 12) {
      points += 6;
      reason ??= `${facts.members.get(id)?.first_name ?? 'someone'} likes ${liked.label}`;
    }
    if (profile.dislikes.some((food) => dishContains(dish, food))) points -= 12;
  }
  return { points, reason };
}

/** Fewer points for a cuisine the week already has on other evenings. */
export function varietySignal(facts: FamilyFacts, dish: SuggestionDish, evening: Evening): Signal {
  const cuisine = dish.cuisine_type;
  if (!cuisine || cuisine === 'Other') return { points: 0 };
  const week = weekStart(evening.date);
  const sameCuisine = evening.meals.filter(
    (meal) =>
      meal.meal_date !== evening.date &&
      weekStart(meal.meal_date) === week &&
      meal.dish_ids.some((id) => facts.dishes.get(id)?.cuisine_type === cuisine),
  ).length;
  return { points: -8 * sameCuisine };
}
