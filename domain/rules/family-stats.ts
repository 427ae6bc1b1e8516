// Family stats (spec §3): computed from the family's own rows, by the server for
// GET /family/stats and by the browser from its synced copy of the same rows.
import { averageRating } from './ratings.ts';

export type FamilyStats = {
  /** Every meal the family has on its plan, past and future. */
  meals_planned: number;
  /** The mean of every rating any member gave any dish, one decimal; 0 when none. */
  average_dish_rating: number;
  /** AI suggestions made for the family; counted once the assistant exists. */
  ai_recommendations: number;
};

export function familyStats(input: {
  meals: readonly unknown[];
  ratings: readonly { rating: number }[];
  aiRecommendations?: number;
}): FamilyStats {
  return {
    meals_planned: input.meals.length,
    average_dish_rating: averageRating(input.ratings.map((r) => r.rating)) ?? 0,
    ai_recommendations: input.aiRecommendations ?? 0,
  };
}
