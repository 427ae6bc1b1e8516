// What the shopping routes (routes.ts, pantry-check-routes.ts) take, answer and refuse: the
// bodies they parse and their OpenAPI description (server/openapi/route-doc.ts).
import { z } from 'zod';
import { omit } from 'zod/mini';
import { ErrorCode } from '#domain/errors.ts';
import { addItemArgs, editItemArgs, setCompletedArgs } from '#domain/shopping/shopping-mutators.ts';
import { plainText } from '#domain/text/input-rules.ts';
import type { RouteDoc } from '../openapi/route-doc.ts';

export const newItemBody = omit(addItemArgs, { id: true });
export const itemPatchBody = z.union([
  z.strictObject(omit(setCompletedArgs, { id: true }).shape),
  z.strictObject(omit(editItemArgs, { id: true }).shape),
]);

const text = z.string().nullish();
// The synced row and what the list query joins to it: the fields named here are checked,
// others (the store's walk, merges) may join.
const shoppingItemSchema = z.looseObject({
  id: z.string(),
  family_id: z.string(),
  name: z.string(),
  quantity: text,
  is_completed: z.boolean(),
  department: z.string(),
  source: z.string(),
  ingredient_key: text,
  created_at: z.number(),
  updated_at: z.number(),
  /** The dishes an item from meals came from. */
  dishes: z.array(z.unknown()).optional(),
});

const tag = 'Shopping';
const family = [ErrorCode.NO_FAMILY];

export const shoppingDocs = {
  list: {
    tag,
    summary: 'The shopping list',
    response: z.array(shoppingItemSchema),
    errors: family,
  },
  autocomplete: {
    tag,
    summary: 'Item name suggestions',
    query: {
      q: {
        schema: plainText(100),
        description: 'What was typed; fewer than 2 letters answers an empty list',
      },
    },
    response: z.array(z.string()),
    errors: family,
  },
  add: {
    tag,
    summary: 'Add an item',
    description: 'An open item of the same name is added to: the answer is that item.',
    body: newItemBody,
    example: { name: 'basil', quantity: '1 bunch' },
    status: 201,
    response: shoppingItemSchema,
    errors: [...family, ErrorCode.ITEM_NAME_REQUIRED],
  },
  change: {
    tag,
    summary: 'Check or edit an item',
    body: itemPatchBody,
    example: { is_completed: true },
    status: 204,
    errors: [
      ...family,
      ErrorCode.NOT_FOUND,
      ErrorCode.ITEM_NAME_REQUIRED,
      ErrorCode.ITEM_EDITED_LATER,
    ],
  },
  remove: {
    tag,
    summary: 'Delete an item',
    status: 204,
    errors: [...family, ErrorCode.NOT_FOUND],
  },
  clear: { tag, summary: 'Clear the list', status: 204, errors: family },
  refresh: {
    tag,
    summary: "Add the coming meals' ingredients",
    response: z.object({ added: z.number(), updated: z.number(), removed: z.number() }),
    errors: family,
  },
  sendList: {
    tag,
    summary: 'Text me the list',
    response: z.object({
      sent_via: z.enum(['twilio', 'outbox']),
      items: z.number(),
      messages: z.number(),
    }),
    errors: [
      ...family,
      ErrorCode.PHONE_VERIFICATION_REQUIRED,
      ErrorCode.SMS_NOT_ENABLED,
      ErrorCode.NOTHING_TO_SEND,
      ErrorCode.SMS_RATE_LIMITED,
    ],
  },
  pantryCheck: {
    tag,
    summary: "The pantry check: the week's ingredients to ask about",
    response: z.array(
      z.looseObject({
        ingredient_key: z.string(),
        name: z.string(),
        quantity: z.string().nullable(),
      }),
    ),
    errors: family,
  },
} satisfies Record<string, RouteDoc>;
