// Family stats (docs/spec.md §3), from the family's counts (family_stat, kept by triggers in
// migrations/020): by the server for GET /family/stats and by the browser from its synced
// copy of the same row, so that neither reads the family's whole history.
import { averageOfTotal } from '../ratings/ratings.ts';

export type FamilyStats = {
  /** Every meal the family has on its plan, past and future. */
  meals_planned: number;
  /** The mean of every rating any member gave any dish, one decimal; 0 when none. */
  average_dish_rating: number;
  /**
   * Suggestions the family accepted: a planning-page suggestion planned with one click or
   * a meal the assistant proposed and the person applied (suggestion_event, kind accepted).
   * Suggestions only shown are recorded too but not counted here.
   */
  ai_recommendations: number;
};

export type FamilyCounts = {
  meal_count: number;
  rating_count: number;
  rating_sum: number;
  accepted_suggestion_count: number;
};

/** A family with nothing counted yet (its row not there yet). */
export const NO_COUNTS: FamilyCounts = {
  meal_count: 0,
  rating_count: 0,
  rating_sum: 0,
  accepted_suggestion_count: 0,
};

export function familyStats(counts: FamilyCounts | undefined): FamilyStats {
  const c = counts ?? NO_COUNTS;
  return {
    meals_planned: c.meal_count,
    average_dish_rating: averageOfTotal(c.rating_sum, c.rating_count) ?? 0,
    ai_recommendations: c.accepted_suggestion_count,
  };
}
