// Tools that change data never change it: each one checks its arguments and adds a
// proposal that the chat shows as a card. Only the person's Apply writes, through the
// same mutators as every other screen.
import type { z } from 'zod';
import { dishTypeLabel, parseDishFields } from '../../../domain/dishes/dish-fields.ts';
import {
  addDishProposalArgs,
  addShoppingItemsProposalArgs,
  type Proposal,
  type ProposalKind,
} from '../../../domain/chat/proposals.ts';
import { newShoppingItemFields } from '../../../domain/rules/shopping-item-fields.ts';
import { defineTool, type ToolContext } from './tool-kit.ts';

const MAX_PROPOSALS_PER_REPLY = 5;
const PROPOSED_NOTE =
  'Shown to the user as a card with Apply and Dismiss. Nothing has changed yet; tell the ' +
  'user what you proposed and that they can apply it.';

function propose(
  context: ToolContext,
  proposal: { kind: ProposalKind; title: string; lines: string[]; args: unknown },
) {
  if (context.proposals.length >= MAX_PROPOSALS_PER_REPLY)
    return { error: `At most ${MAX_PROPOSALS_PER_REPLY} proposals per reply.` };
  const full: Proposal = { proposal_id: crypto.randomUUID(), status: 'pending', ...proposal };
  context.proposals.push(full);
  return { status: 'proposed', proposal_id: full.proposal_id, note: PROPOSED_NOTE };
}

// A domain rule refusing the input (blank name...) is reported to the model to fix.
function refusal(error: unknown) {
  return { error: error instanceof Error ? error.message : 'The proposal is not valid.' };
}

export const proposeTools = [
  defineTool({
    name: 'propose_dish',
    description: "Propose adding a new dish to the family's dish library.",
    args: addDishProposalArgs,
    run: async (args: z.output<typeof addDishProposalArgs>, context) => {
      try {
        const fields = parseDishFields(args);
        const details = [dishTypeLabel(fields.type), fields.prep, fields.cuisine_type]
          .filter(Boolean)
          .join(', ');
        return propose(context, {
          kind: 'add_dish',
          title: `Add ${fields.name} to the dish library`,
          lines: [details, ...fields.ingredients.slice(0, 12)],
          args: fields,
        });
      } catch (error) {
        return refusal(error);
      }
    },
  }),
  defineTool({
    name: 'propose_shopping_items',
    description: "Propose adding items (name and optional quantity) to the family's shopping list.",
    args: addShoppingItemsProposalArgs,
    run: async ({ items }, context) => {
      try {
        const normalized = items.map((item) => newShoppingItemFields(item));
        const count = normalized.length;
        return propose(context, {
          kind: 'add_shopping_items',
          title: `Add ${count} ${count === 1 ? 'item' : 'items'} to the shopping list`,
          lines: normalized.map((item) =>
            item.quantity ? `${item.name} (${item.quantity})` : item.name,
          ),
          args: { items: normalized.map(({ name, quantity }) => ({ name, quantity })) },
        });
      } catch (error) {
        return refusal(error);
      }
    },
  }),
];
