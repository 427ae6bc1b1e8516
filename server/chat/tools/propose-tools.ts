// Tools that change data never change it: each one checks its arguments and adds a
// proposal that the chat shows as a card. Only the person's Apply writes, through the
// same mutators as every other screen.
import type { z } from 'zod';
import { dishTypeLabel, parseDishFields } from '#domain/dishes/dish-fields.ts';
import { addDishProposalArgs, addShoppingItemsProposalArgs } from '#domain/chat/proposals.ts';
import { newShoppingItemFields } from '#domain/shopping/shopping-item-fields.ts';
import { planMealsTool } from './plan-meals-tool.ts';
import { propose, refusal } from './proposal-kit.ts';
import { defineTool } from './tool-kit.ts';

export const proposeTools = [
  planMealsTool,
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
