// A personal API token as the API answers it, and what creating one takes.
import { z } from 'zod';
import { plainText } from '../text/input-rules.ts';
import { TOKEN_SCOPES, tokenScopeSchema } from './token-scopes.ts';

export const MAX_TOKEN_NAME_LENGTH = 80;

export const newApiTokenBody = z.object({
  name: plainText(MAX_TOKEN_NAME_LENGTH),
  /** Without it the token can only read (DEFAULT_TOKEN_SCOPES). */
  scopes: z.array(tokenScopeSchema).min(1).max(TOKEN_SCOPES.length).optional(),
});

export const apiTokenSchema = z.object({
  token_id: z.string(),
  name: z.string(),
  scopes: z.array(tokenScopeSchema),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

/** The answer to creating a token: the only time its secret is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });

export type ApiToken = z.infer<typeof apiTokenSchema>;
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
