// What an API token may do (docs/data-and-api.md "API tokens", docs/security.md "Who can do
// what"). A token holds some of these scopes; nothing a token holds lets it manage members,
// invitations, calendar feeds, tokens, Google Calendar, the account or the family itself.
import { z } from 'zod';

export const TOKEN_SCOPES = ['read', 'plan', 'shop', 'chat'] as const;

export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const tokenScopeSchema = z.enum(TOKEN_SCOPES);

/** What the settings page says of each scope. */
export const tokenScopeLabels: Record<TokenScope, string> = {
  read: 'Read meals, dishes, shopping list, family and chat',
  plan: 'Add and change dishes, meals and ratings',
  shop: 'Change the shopping list and send it by text',
  chat: 'Talk to the assistant and apply its proposals',
};

/** A token made without a choice of scopes can only read. */
export const DEFAULT_TOKEN_SCOPES: readonly TokenScope[] = ['read'];
