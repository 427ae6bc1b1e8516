// Assistants connected to /api/mcp by signing in (docs/data-and-api.md "Connecting an
// assistant"): a connection as Settings lists it, the sign-in the consent screen shows,
// and the member's answer to it.
import { z } from 'zod';
import { TOKEN_SCOPES, tokenScopeSchema } from './token-scopes.ts';

export const mcpConnectionSchema = z.object({
  connection_id: z.string(),
  client_name: z.string(),
  scopes: z.array(tokenScopeSchema),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

/** What the consent screen shows of a sign-in under way. */
export const consentRequestSchema = z.object({
  client_name: z.string(),
  /** Where the answer goes: the member sees which app (or local program) receives it. */
  redirect_host: z.string(),
  requested_scopes: z.array(tokenScopeSchema),
});

/** Connecting to /api/mcp needs read (server/api-tokens/route-scopes.ts), as for tokens. */
export const consentApprovalBody = z.object({
  scopes: z
    .array(tokenScopeSchema)
    .max(TOKEN_SCOPES.length)
    .refine((scopes) => scopes.includes('read'), 'An assistant needs read to connect.'),
});

/** Where the browser goes next: back to the assistant, with a code or with access_denied. */
export const consentAnswerSchema = z.object({ redirect_to: z.string() });

export type McpConnection = z.infer<typeof mcpConnectionSchema>;
export type ConsentRequest = z.infer<typeof consentRequestSchema>;
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;
