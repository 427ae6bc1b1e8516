// Apply and Dismiss of an assistant proposal. Apply runs the very mutators the screens
// run, in one transaction with marking the proposal applied, so a proposal applies once
// and every open screen of the family follows through Zero.
import type { Sql } from 'postgres';
import type { AuthContext } from '#domain/auth-context.ts';
import { CHAT_MEAL_SOURCE, proposalArgsByKind, type Proposal } from '#domain/chat/proposals.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import type { MealType } from '#domain/meals/meal-enums.ts';
import { recordAccepted } from '#domain/suggestions/suggestion-mutators.ts';
import { zql } from '#schema';
import type { ZeroDatabase } from '../zero/zero-database.ts';
import { lockProposal, setProposalStatus, type ChatOwner } from './chat-store.ts';
import { serverMutatorGroups } from '../zero/server-mutators.ts';

type ServerTx = Parameters<Parameters<ZeroDatabase['transaction']>[0]>[0];

async function applyChange(
  tx: ServerTx,
  ctx: AuthContext & { familyID: string },
  proposal: Proposal,
) {
  switch (proposal.kind) {
    case 'plan_meals': {
      const { meals } = proposalArgsByKind.plan_meals.parse(proposal.args);
      for (const meal of meals) {
        const args = { ...meal, source: CHAT_MEAL_SOURCE, meal_id: crypto.randomUUID() };
        await refuseTakenSlot(tx, ctx.familyID, args);
        await serverMutatorGroups.meal.create.fn({ tx, ctx, args: { ...args, now: Date.now() } });
        await recordAccepted(tx, ctx.familyID, args.meal_id, {
          meal_date: args.meal_date,
          dish_id: args.dish_ids[0] ?? null,
          source: 'chat',
        });
      }
      return;
    }
    case 'add_dish': {
      const fields = proposalArgsByKind.add_dish.parse(proposal.args);
      const args = { ...fields, dish_id: crypto.randomUUID() };
      await serverMutatorGroups.dish.create.fn({ tx, ctx, args });
      return;
    }
    case 'add_shopping_items': {
      const { items } = proposalArgsByKind.add_shopping_items.parse(proposal.args);
      for (const item of items) {
        const args = { ...item, id: crypto.randomUUID() };
        await serverMutatorGroups.shoppingItem.add.fn({ tx, ctx, args });
      }
      return;
    }
  }
}

// Someone may have planned the day since the proposal was made: the whole plan is then
// refused rather than doubling that meal.
async function refuseTakenSlot(
  tx: ServerTx,
  familyID: string,
  meal: { meal_date: string; meal_type?: MealType },
) {
  const taken = await tx.run(
    zql.meal
      .where('family_id', familyID)
      .where('meal_date', meal.meal_date)
      .where('meal_type', meal.meal_type ?? 'Dinner')
      .one(),
  );
  if (taken)
    throw new AppError(
      ErrorCode.PROPOSAL_OUTDATED,
      `${meal.meal_type ?? 'Dinner'} on ${meal.meal_date} has been planned since. Ask again for a new plan.`,
    );
}

async function pendingProposal(sql: Sql, owner: ChatOwner, proposalID: string) {
  const found = await lockProposal(sql, owner, proposalID);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND, 'Proposal not found');
  if (found.proposal.status !== 'pending') throw new AppError(ErrorCode.PROPOSAL_NOT_PENDING);
  return found;
}

export async function applyProposal(
  zeroDb: ZeroDatabase,
  ctx: AuthContext & { familyID: string },
  proposalID: string,
): Promise<Proposal> {
  const owner = { familyID: ctx.familyID, userID: ctx.userID };
  return zeroDb.transaction(async (tx) => {
    const sql = tx.dbTransaction.wrappedTransaction as unknown as Sql;
    const { message, proposal } = await pendingProposal(sql, owner, proposalID);
    await applyChange(tx, ctx, proposal);
    await setProposalStatus(
      sql,
      owner,
      message.message_id,
      message.proposals,
      proposalID,
      'applied',
    );
    return { ...proposal, status: 'applied' };
  });
}

export async function dismissProposal(
  sql: Sql,
  owner: ChatOwner,
  proposalID: string,
): Promise<Proposal> {
  return sql.begin(async (tx) => {
    const txSql = tx as unknown as Sql;
    const { message, proposal } = await pendingProposal(txSql, owner, proposalID);
    await setProposalStatus(
      txSql,
      owner,
      message.message_id,
      message.proposals,
      proposalID,
      'dismissed',
    );
    return { ...proposal, status: 'dismissed' as const };
  });
}
