// What the assistant may propose to change. Nothing is written until the person presses
// Apply; the args are checked when proposed and again by the mutators when applied.
import { z } from 'zod';
import { createDishArgs } from '../dishes/dish-mutators.ts';
import { addItemArgs } from '../shopping/shopping-mutators.ts';

export const PROPOSAL_STATUSES = ['pending', 'applied', 'dismissed'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const addDishProposalArgs = createDishArgs.omit({ dish_id: true });

export const addShoppingItemsProposalArgs = z.object({
  items: z
    .array(addItemArgs.omit({ id: true }))
    .min(1)
    .max(30),
});

export const proposalArgsByKind = {
  add_dish: addDishProposalArgs,
  add_shopping_items: addShoppingItemsProposalArgs,
} as const;

export type ProposalKind = keyof typeof proposalArgsByKind;

export const proposalSchema = z.object({
  proposal_id: z.string(),
  kind: z.enum(Object.keys(proposalArgsByKind) as [ProposalKind, ...ProposalKind[]]),
  /** One line the card shows, e.g. 'Add 3 items to the shopping list'. */
  title: z.string(),
  /** The lines under it: each dinner, dish or item. */
  lines: z.array(z.string()),
  args: z.unknown(),
  status: z.enum(PROPOSAL_STATUSES),
});

export type Proposal = z.infer<typeof proposalSchema>;
