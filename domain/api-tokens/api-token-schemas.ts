// A personal API token as the API answers it, and what creating one takes.
import { z } from 'zod';
import { plainText } from '../text/input-rules.ts';

export const MAX_TOKEN_NAME_LENGTH = 80;

export const newApiTokenBody = z.object({ name: plainText(MAX_TOKEN_NAME_LENGTH) });

export const apiTokenSchema = z.object({
  token_id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

/** The answer to creating a token: the only time its secret is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });

export type ApiToken = z.infer<typeof apiTokenSchema>;
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
