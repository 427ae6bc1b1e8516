// A meal's ratings per member: each member's mean over the meal's dishes, to one decimal.
import { averageRating } from './ratings.ts';

export function ratingsByMember(
  ratings: readonly { family_user_id: string; rating: number }[],
): Map<string, number> {
  const lists = new Map<string, number[]>();
  for (const r of ratings)
    lists.set(r.family_user_id, [...(lists.get(r.family_user_id) ?? []), r.rating]);
  const means = new Map<string, number>();
  for (const [member, list] of lists) means.set(member, averageRating(list) ?? 0);
  return means;
}

/** The distinct notes left with a meal's ratings, oldest first. */
export function ratingNotes(
  ratings: readonly { notes?: string | null; created_at: number }[],
): string[] {
  const notes = ratings
    .toSorted((a, b) => a.created_at - b.created_at)
    .flatMap((r) => (r.notes ? [r.notes] : []));
  return [...new Set(notes)];
}
