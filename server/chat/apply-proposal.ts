// Apply and Dismiss of an assistant proposal. Apply runs the very mutators the screens
// run, in one transaction with marking the proposal applied, so a proposal applies once
// and every open screen of the family follows through Zero.
import type { Sql } from 'postgres';
import type { AuthContext } from '../../domain/auth-context.ts';
import { proposalArgsByKind, type Proposal } from '../../domain/chat/proposals.ts';
import { dishMutators } from '../../domain/dishes/dish-mutators.ts';
import { AppError, ErrorCode } from '../../domain/errors.ts';
import { shoppingMutators } from '../../domain/shopping/shopping-mutators.ts';
import type { ZeroDatabase } from '../zero/zero-database.ts';
import { lockProposal, setProposalStatus, type ChatOwner } from './chat-store.ts';

type ServerTx = Parameters<Parameters<ZeroDatabase['transaction']>[0]>[0];

async function applyChange(tx: ServerTx, ctx: AuthContext, proposal: Proposal) {
  switch (proposal.kind) {
    case 'add_dish': {
      const fields = proposalArgsByKind.add_dish.parse(proposal.args);
      const args = { ...fields, dish_id: crypto.randomUUID() };
      await dishMutators.create.fn({ tx, ctx, args });
      return;
    }
    case 'add_shopping_items': {
      const { items } = proposalArgsByKind.add_shopping_items.parse(proposal.args);
      for (const item of items) {
        const args = { ...item, id: crypto.randomUUID() };
        await shoppingMutators.add.fn({ tx, ctx, args });
      }
      return;
    }
  }
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
