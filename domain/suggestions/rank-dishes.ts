// Ranks the family's main dishes (and, on a busy evening, recent leftovers) for one day.
import { weekdayName } from '../time/date-labels.ts';
import { leftoverWindow } from '../meals/leftovers.ts';
import { isDinnerDish, ratedLow, servedWithinAWeek } from './dinner-rules.ts';
import { familyFacts, type FamilyFacts } from './family-signals.ts';
import {
  blockedBy,
  busySignal,
  ratingSignal,
  recencySignal,
  tasteSignal,
  varietySignal,
  type Evening,
  type Signal,
} from './score-dish.ts';
import type {
  Suggestion,
  SuggestionDay,
  SuggestionDish,
  SuggestionInputs,
} from './suggestion-types.ts';

const BASE_SCORE = 50;
const MAX_REASON_PARTS = 3;

function reasonText(signals: Signal[], fallback: string): string {
  const parts = signals.flatMap((signal) => (signal.reason ? [signal.reason] : []));
  const text = parts.slice(0, MAX_REASON_PARTS).join(', ') || fallback;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function dishSuggestion(facts: FamilyFacts, dish: SuggestionDish, evening: Evening): Suggestion {
  // Listed in the order the reason reads best: rating, recency, the evening, taste.
  const signals = [
    ratingSignal(facts, dish, evening),
    recencySignal(facts, dish, evening),
    busySignal(dish, evening),
    tasteSignal(facts, dish, evening),
    varietySignal(facts, dish, evening),
  ];
  return {
    meal_date: evening.date,
    dish_id: dish.dish_id,
    dish_name: dish.name,
    who_is_cooking: 'Home Cooked',
    score: BASE_SCORE + signals.reduce((sum, signal) => sum + signal.points, 0),
    reason: reasonText(signals, 'from your dish library'),
  };
}

// On a busy evening, what was cooked in the days before (the dishes the meal dialog offers
// as leftovers) is the quickest dinner of all.
function leftoverSuggestions(facts: FamilyFacts, evening: Evening): Suggestion[] {
  if (!evening.busy) return [];
  const window = leftoverWindow(evening.date);
  const day = weekdayName(evening.date);
  return evening.meals
    .filter((meal) => meal.who_is_cooking === 'Home Cooked')
    .filter((meal) => meal.meal_date >= window.from && meal.meal_date <= window.to)
    .flatMap((meal) =>
      meal.dish_ids.flatMap((id) => {
        const dish = facts.dishes.get(id);
        if (!dish || !isDinnerDish(dish) || blockedBy(facts, dish, evening)) return [];
        const eatenAgain = evening.meals.some(
          (other) =>
            other.who_is_cooking === 'Leftovers' &&
            other.meal_date > meal.meal_date &&
            other.dish_ids.includes(id),
        );
        if (eatenAgain) return [];
        const rating = ratingSignal(facts, dish, evening);
        const suggestion: Suggestion = {
          meal_date: evening.date,
          dish_id: id,
          dish_name: dish.name,
          who_is_cooking: 'Leftovers',
          score: BASE_SCORE + 20 + rating.points,
          reason: reasonText(
            [
              rating,
              {
                points: 0,
                reason: `leftovers from ${weekdayName(meal.meal_date)} for a busy ${day}`,
              },
            ],
            '',
          ),
        };
        return [suggestion];
      }),
    );
}

function byScore(a: Suggestion, b: Suggestion): number {
  return b.score - a.score || a.dish_name.localeCompare(b.dish_name);
}

export function rankForEvening(facts: FamilyFacts, evening: Evening): Suggestion[] {
  const dishes = [...facts.dishes.values()]
    .filter((dish) => isDinnerDish(dish) && !ratedLow(facts, dish.dish_id))
    .filter((dish) => !servedWithinAWeek(facts, dish.dish_id, evening.date))
    .filter((dish) => !blockedBy(facts, dish, evening))
    .map((dish) => dishSuggestion(facts, dish, evening));
  return [...leftoverSuggestions(facts, evening), ...dishes].sort(byScore);
}

export function eveningOf(
  inputs: SuggestionInputs,
  day: SuggestionDay,
  meals = inputs.meals,
): Evening {
  return {
    date: day.date,
    attendeeIDs: day.attendeeIDs ?? inputs.members.map((member) => member.family_user_id),
    busy: inputs.busyEvenings.get(day.date)?.summaries.length
      ? (inputs.busyEvenings.get(day.date) ?? null)
      : null,
    meals,
  };
}

/** The best dinners for one day, best first. */
export function suggestForDay(
  inputs: SuggestionInputs,
  day: SuggestionDay,
  limit = 3,
): Suggestion[] {
  return rankForEvening(familyFacts(inputs), eveningOf(inputs, day)).slice(0, limit);
}
