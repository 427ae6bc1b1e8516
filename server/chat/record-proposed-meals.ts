// A meal the assistant proposes is a suggestion shown: counted like the planning page's.
import { proposalArgsByKind, type Proposal } from '#domain/chat/proposals.ts';
import { recordShown } from '#domain/suggestions/suggestion-mutators.ts';
import type { ZeroDatabase } from '../zero/zero-database.ts';

export async function recordProposedMeals(
  zeroDb: ZeroDatabase,
  familyID: string,
  proposals: readonly Proposal[],
) {
  const meals = proposals
    .filter((proposal) => proposal.kind === 'plan_meals')
    .flatMap((proposal) => proposalArgsByKind.plan_meals.parse(proposal.args).meals);
  if (meals.length === 0) return;
  await zeroDb.transaction(async (tx) => {
    for (const meal of meals)
      await recordShown(tx, familyID, {
        meal_date: meal.meal_date,
        dish_id: meal.dish_ids?.[0] ?? null,
        source: 'chat',
      });
  });
}
