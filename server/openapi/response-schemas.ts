// Shapes of the API's answers, for the OpenAPI document. The integration test
// (tests/integration/openapi.test.ts) checks real answers against them.
import { z } from 'zod';
import { apiTokenSchema, createdApiTokenSchema } from '#domain/api-tokens/api-token-schemas.ts';
import { chatMessageSchema } from '#domain/chat/chat-message.ts';
import { proposalSchema } from '#domain/chat/proposals.ts';

export const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

const text = z.string().nullish();

export const shoppingItemSchema = z.looseObject({
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

// The dish answer carries computed fields (its rating) beside the row's: those named here
// are checked, others may join.
export const dishSchema = z.looseObject({
  dish_id: z.string(),
  id: z.string().optional(),
  family_id: z.string(),
  name: z.string(),
  type: z.string(),
  prep: z.string(),
  make_ahead: z.boolean(),
  cuisine_type: text,
  description: text,
  ingredients: z.array(z.string()),
  instructions: text,
  link: text,
  created_at: z.number(),
  updated_at: z.number(),
  archived_at: z.number().nullish(),
  servings: z.number().nullish(),
  category: text,
  image_url: text,
  prep_note: text,
  // The family's own tags (docs/meals-and-planning.md, Finding a dish); set through Zero.
  tags: z.array(z.string()),
  average_rating: z.number().nullish(),
});

export const sessionSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  family_id: z.string().nullable(),
  family_user_id: z.string().nullable(),
  family_name: z.string().nullable(),
  first_name: z.string().nullable(),
});

export const familySchema = z.object({
  name: z.string(),
  members: z.array(
    z.object({
      family_user_id: z.string(),
      user_id: z.string().nullable(),
      first_name: z.string(),
    }),
  ),
});

export const importedFamilySchema = z.object({ family_id: z.string(), family_name: z.string() });
export const proposalAnswerSchema = z.object({ proposal: proposalSchema });

export { apiTokenSchema, chatMessageSchema, createdApiTokenSchema };
