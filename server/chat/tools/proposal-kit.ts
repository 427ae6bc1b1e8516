// Adding a proposal to the reply: the tools that "write" only ever call this.
import type { Proposal, ProposalKind } from '#domain/chat/proposals.ts';
import type { ToolContext } from './tool-kit.ts';

const MAX_PROPOSALS_PER_REPLY = 5;
const PROPOSED_NOTE =
  'Shown to the user as a card with Apply and Dismiss. Nothing has changed yet; tell the ' +
  'user what you proposed and that they can apply it.';

export function propose(
  context: ToolContext,
  proposal: { kind: ProposalKind; title: string; lines: string[]; args: unknown },
) {
  if (context.proposals.length >= MAX_PROPOSALS_PER_REPLY)
    return { error: `At most ${MAX_PROPOSALS_PER_REPLY} proposals per reply.` };
  const full: Proposal = { proposal_id: crypto.randomUUID(), status: 'pending', ...proposal };
  context.proposals.push(full);
  return { status: 'proposed', proposal_id: full.proposal_id, note: PROPOSED_NOTE };
}

/** A domain rule refusing the input (blank name...) is reported to the model to fix. */
export function refusal(error: unknown) {
  return { error: error instanceof Error ? error.message : 'The proposal is not valid.' };
}
