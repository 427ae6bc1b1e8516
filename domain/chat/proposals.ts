// What the assistant may propose to change. Nothing is written until the person presses
// Apply; the args are checked when proposed and again by the mutators when applied.
import { z } from '../zod-mini.ts';
import { createDishArgs } from '../dishes/dish-mutators.ts';
import {
  COOK_OPTIONS,
  MAX_DISHES_PER_MEAL,
  MEAL_TYPES,
  mealFieldsInput,
} from '../meals/meal-fields.ts';
import { isoDateSchema } from '../time/family-dates.ts';
import { addItemArgs } from '../shopping/shopping-mutators.ts';
import { entityId, plainText } from '../text/input-rules.ts';

export const PROPOSAL_STATUSES = ['pending', 'applied', 'dismissed'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The source a meal planned from the chat carries (docs/spec.md §3: source). */
export const CHAT_MEAL_SOURCE = 'AI Assistant';

const id = entityId;

// The assistant's tool arguments (the chat's model and MCP clients alike) are strict
// objects: an argument no tool has is refused, not silently dropped.
export const plannedMealArgs = z.strictObject({
  meal_date: isoDateSchema,
  meal_type: z._default(z.enum(MEAL_TYPES), 'Dinner'),
  who_is_cooking: z._default(z.enum(COOK_OPTIONS), 'Home Cooked'),
  dish_ids: z._default(z.array(id).check(z.maxLength(MAX_DISHES_PER_MEAL)), []),
  notes: z.nullish(plainText(500)),
  attendee_ids: z.optional(z.array(id).check(z.maxLength(50))).register(z.globalRegistry, {
    description: 'family_user_id of each member who eats; everyone when left out',
  }),
});

export const planMealsProposalArgs = z.strictObject({
  meals: z.array(plannedMealArgs).check(z.minLength(1), z.maxLength(14)),
});

export const addDishProposalArgs = z.strictObject(z.omit(createDishArgs, { dish_id: true }).shape);

export const addShoppingItemsProposalArgs = z.strictObject({
  items: z
    .array(z.strictObject(z.omit(addItemArgs, { id: true }).shape))
    .check(z.minLength(1), z.maxLength(30)),
});

/** A plan as it is kept with the proposal: the checked meal payloads. */
export const plannedMealsArgs = z.object({
  meals: z.array(mealFieldsInput).check(z.minLength(1), z.maxLength(14)),
});

/** The args each kind of proposal keeps, checked again when applied. */
export const proposalArgsByKind = {
  plan_meals: plannedMealsArgs,
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
