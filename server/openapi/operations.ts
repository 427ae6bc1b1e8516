// Every route of the API, with the zod schemas its handler validates its body with (the
// same objects, imported from the route modules) and, where described, its answer.
import { z } from 'zod';
import { chatRequestSchema } from '#domain/chat/chat-message.ts';
import { newApiTokenBody } from '#domain/api-tokens/api-token-schemas.ts';
import {
  consentAnswerSchema,
  consentApprovalBody,
  consentRequestSchema,
  mcpConnectionSchema,
} from '#domain/api-tokens/mcp-connection-schemas.ts';
import { verifyCodeBody, verifyPhoneBody } from '#domain/phone/verification-rules.ts';
import { DEFAULT_MEAL_PERIOD, MEAL_PERIODS } from '#domain/time/family-dates.ts';
import { notificationPreferences } from '#domain/reminders/notification-preferences.ts';
import { credentialsBody } from '../auth/credentials.ts';
import { requestBody as accessRequestBody } from '../access/routes.ts';
import { emailBody, resetBody, resetCheckBody } from '../auth/email-routes.ts';
import { firstFamilyCheckBody, signupBody } from '../auth/routes.ts';
import { exchangeBody, settingsBody } from '../calendar/routes.ts';
import { dishPatchBody, fromUrlBody, newDishBody } from '../dishes/routes.ts';
import { inviteBody, newMemberBody } from '../family/member-routes.ts';
import { acceptBody } from '../invitations/routes.ts';
import { rateDishBody } from '../meals/meal-dish-routes.ts';
import { mealPatchBody, newMealBody, rateMealBody } from '../meals/routes.ts';
import { itemPatchBody, newItemBody } from '../shopping/routes.ts';
import * as answers from './response-schemas.ts';

export type Operation = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** As Hono writes it, under /api: `/dishes/:id`. */
  path: string;
  tag: string;
  summary: string;
  body?: z.core.$ZodType;
  /** Query parameters, each with its schema (the values it takes, its default). */
  query?: Record<string, { schema: z.core.$ZodType; description: string }>;
  /** A body that is not JSON (a family archive). */
  rawBody?: string;
  response?: z.core.$ZodType;
  rawResponse?: string;
  status?: number;
  /** No sign-in needed. */
  public?: boolean;
};

const op = (
  method: Operation['method'],
  path: string,
  tag: string,
  summary: string,
  more: Partial<Operation> = {},
): Operation => ({ method, path, tag, summary, ...more });

const open = { public: true };
/** A public POST of the accounts API with a JSON body: sign-up, sign-in, resets. */
const publicAccountPost = (
  path: string,
  summary: string,
  body: z.core.$ZodType,
  more: Partial<Operation> = {},
) => op('POST', path, 'Accounts', summary, { ...open, body, ...more });
const freeForm = z.record(z.string(), z.unknown());
const none = { status: 204 };

export const OPERATIONS: readonly Operation[] = [
  op('GET', '/health', 'Service', 'Whether the app and its sync service answer', open),
  op('GET', '/version', 'Service', 'Which build of the app this server serves', open),
  op('GET', '/features', 'Service', 'Which optional features this server has', open),
  op('GET', '/openapi.json', 'Service', 'This document', open),
  op('GET', '/docs', 'Service', 'This document as a page', { ...open, rawResponse: 'text/html' }),
  op('GET', '/auth/options', 'Accounts', 'Sign-in options', open),
  publicAccountPost(
    '/auth/first-family/check',
    'Whether a first-family link is unused',
    firstFamilyCheckBody,
  ),
  publicAccountPost('/auth/signup', 'Create an account', signupBody, { status: 201 }),
  publicAccountPost('/auth/login', 'Sign in; answers a session token', credentialsBody),
  op('POST', '/auth/logout', 'Accounts', 'Sign out', { ...open, ...none }),
  op('GET', '/auth/session', 'Accounts', 'The signed-in account and family', {
    response: answers.sessionSchema,
  }),
  op('GET', '/auth/current', 'Accounts', 'The session, or null when signed out', open),
  op('GET', '/auth/verify-email', 'Accounts', 'Follow an email verification link', open),
  publicAccountPost('/auth/resend-verification', 'Send the verification email again', emailBody),
  publicAccountPost('/auth/forgot-password', 'Email a password reset link', emailBody),
  publicAccountPost(
    '/auth/reset-password/check',
    'Whether a reset link is still valid',
    resetCheckBody,
  ),
  publicAccountPost('/auth/reset-password', 'Set a new password with a reset link', resetBody),
  op('GET', '/auth/google', 'Accounts', 'Start Google sign-in (when configured)', open),
  op('GET', '/auth/google/callback', 'Accounts', 'Google sign-in callback (when configured)', open),
  op('GET', '/family', 'Family', 'The family and its members', { response: answers.familySchema }),
  op('GET', '/family/setup', 'Family', 'Whether setup is needed (200) or done (204)'),
  op('POST', '/family/setup', 'Family', 'Set up a family', { body: freeForm, status: 201 }),
  op('GET', '/family/users/me', 'Family', 'My member profile'),
  op('PATCH', '/family/users/me', 'Family', 'Change my member profile', { body: freeForm }),
  op('POST', '/family/users', 'Family', 'Add a family member', {
    body: newMemberBody,
    status: 201,
  }),
  op('PATCH', '/family/users/:id', 'Family', 'Change a family member', { body: freeForm }),
  op('POST', '/family/users/:id/invite', 'Family', 'Invite a member by email', {
    body: inviteBody,
  }),
  op('GET', '/family/invitations/:token', 'Family', 'An invitation', open),
  op('POST', '/family/invitations/:token/accept', 'Family', 'Accept an invitation', {
    body: acceptBody,
  }),
  op('POST', '/family/invite', 'Family', 'Ask the operator for access to start a family', {
    ...open,
    body: accessRequestBody,
    status: 202,
  }),
  op(
    'GET',
    '/family/export',
    'Family data',
    'Download everything the family owns (tar.gz of JSON files)',
    { rawResponse: 'application/gzip' },
  ),
  op(
    'POST',
    '/family/import',
    'Family data',
    'Recreate a family from an export (for an account with no family)',
    { rawBody: 'application/gzip', response: answers.importedFamilySchema, status: 201 },
  ),
  op('GET', '/family/stats', 'Family', 'Family statistics'),
  op('POST', '/family/users/me/verify-phone', 'Family', 'Text a code to my phone', {
    body: verifyPhoneBody,
  }),
  op('POST', '/family/users/me/verify', 'Family', 'Check the code texted to my phone', {
    body: verifyCodeBody,
  }),
  op('GET', '/shopping-items', 'Shopping', 'The shopping list', {
    response: z.array(answers.shoppingItemSchema),
  }),
  op('GET', '/shopping-items/autocomplete', 'Shopping', 'Item name suggestions (?q=)', {
    response: z.array(z.string()),
  }),
  op('POST', '/shopping-items', 'Shopping', 'Add an item', {
    body: newItemBody,
    response: answers.shoppingItemSchema,
    status: 201,
  }),
  op('PATCH', '/shopping-items/:id', 'Shopping', 'Check or edit an item', {
    body: itemPatchBody,
    ...none,
  }),
  op('DELETE', '/shopping-items/:id', 'Shopping', 'Delete an item', none),
  op('DELETE', '/shopping-items', 'Shopping', 'Clear the list', none),
  op('POST', '/shopping-items/refresh-via-meals', 'Shopping', "Add the coming meals' ingredients"),
  op('POST', '/shopping-items/send-list', 'Shopping', 'Text me the list'),
  op('GET', '/pantry/check', 'Shopping', "The pantry check: the week's ingredients to ask about"),
  op(
    'POST',
    '/sms/inbound',
    'Shopping',
    "Twilio's webhook for texts to the family's number (Twilio's signature, no session)",
    open,
  ),
  op('GET', '/dishes', 'Dishes', 'The dish library', { response: z.array(answers.dishSchema) }),
  op('GET', '/dishes/:id', 'Dishes', 'A dish', { response: answers.dishSchema }),
  op('POST', '/dishes', 'Dishes', 'Add a dish', {
    body: newDishBody,
    response: answers.dishSchema,
    status: 201,
  }),
  op('POST', '/dishes/from-url', 'Dishes', "Read a recipe page's dish", { body: fromUrlBody }),
  op('PATCH', '/dishes/:id', 'Dishes', 'Change a dish', { body: dishPatchBody }),
  op('DELETE', '/dishes/:id', 'Dishes', 'Delete (or archive) a dish', none),
  op('POST', '/dishes/:id/photo', 'Dishes', "Upload the dish's photo (an image file)", {
    rawBody: 'image/*',
    status: 201,
  }),
  op('POST', '/dishes/:id/photo/from-recipe', 'Dishes', "Keep the recipe page's image", {
    status: 201,
  }),
  op('DELETE', '/dishes/:id/photo', 'Dishes', "Remove the dish's photo", none),
  op('GET', '/dishes/:id/photo/:photo/:size', 'Dishes', "The dish's photo in one size", {
    rawResponse: 'image/webp',
  }),
  op('GET', '/dishes/leftovers', 'Meals', 'Dishes recent enough for leftovers'),
  op('GET', '/dishes/unrated-recent', 'Meals', 'Recent dishes not yet rated'),
  op('POST', '/dishes/ratings', 'Meals', 'Rate a dish of a meal', { body: rateDishBody }),
  op('GET', '/meals', 'Meals', 'Meals of a period', {
    query: {
      period: {
        schema: z.enum(MEAL_PERIODS).default(DEFAULT_MEAL_PERIOD),
        description:
          'NEXT_7_DAYS: today and the six days after it (the default); THIS_WEEK: Sunday ' +
          "to Saturday of this week; NEXT_WEEK: next week's Sunday to Saturday. Days are the " +
          "family's, in its time zone.",
      },
    },
  }),
  op('GET', '/meals/:id', 'Meals', 'A meal'),
  op('POST', '/meals', 'Meals', 'Plan a meal', { body: newMealBody, status: 201 }),
  op('PATCH', '/meals/:id', 'Meals', 'Change a meal', { body: mealPatchBody }),
  op('DELETE', '/meals/:id', 'Meals', 'Delete a meal', none),
  op('POST', '/meals/:id/ratings', 'Meals', 'Rate a meal', { body: rateMealBody, ...none }),
  op('POST', '/zero/query', 'Sync', "Zero's query endpoint (zero-cache calls it)", {
    body: freeForm,
  }),
  op('POST', '/zero/mutate', 'Sync', "Zero's mutate endpoint (zero-cache calls it)", {
    body: freeForm,
  }),
  op('GET', '/calendar/authorize', 'Calendar', 'Start connecting Google Calendar'),
  op('GET', '/calendar/oauth/callback', 'Calendar', 'Google Calendar callback page', open),
  op('POST', '/calendar/exchange-code', 'Calendar', 'Finish connecting Google Calendar', {
    body: exchangeBody,
  }),
  op('GET', '/calendar/status', 'Calendar', 'Whether Google Calendar is connected'),
  op('GET', '/calendar/calendars', 'Calendar', 'My Google calendars'),
  op('GET', '/calendar/settings', 'Calendar', 'Which calendars are read'),
  op('POST', '/calendar/settings', 'Calendar', 'Choose the calendars to read', {
    body: settingsBody,
  }),
  op('POST', '/calendar/sync', 'Calendar', 'Read the calendars now'),
  op('POST', '/calendar/disconnect', 'Calendar', 'Disconnect Google Calendar'),
  op('GET', '/calendar/events', 'Calendar', 'Busy evenings from the calendars'),
  op('GET', '/calendar-feed/status', 'Calendar', 'Whether my calendar feed is on'),
  op('POST', '/calendar-feed', 'Calendar', 'Make (or renew) my calendar feed address', {
    status: 201,
  }),
  op('DELETE', '/calendar-feed', 'Calendar', 'End my calendar feed', none),
  op('GET', '/calendar-feed/:file', 'Calendar', 'The feed itself (the secret is the credential)', {
    ...open,
    rawResponse: 'text/calendar',
  }),
  op('GET', '/notifications/preferences', 'Notifications', 'My reminder choices'),
  op('PUT', '/notifications/preferences', 'Notifications', 'Change my reminder choices', {
    body: notificationPreferences,
  }),
  op('GET', '/chat/messages', 'Chat', 'My conversation with the assistant', {
    response: z.array(answers.chatMessageSchema),
  }),
  op('GET', '/chat/initial-prompt', 'Chat', "The assistant's opening line"),
  op('POST', '/chat', 'Chat', 'Send a message (JSON, or a stream with Accept: text/event-stream)', {
    body: chatRequestSchema,
  }),
  op('POST', '/chat/proposals/:id/apply', 'Chat', 'Apply a proposal', {
    response: answers.proposalAnswerSchema,
  }),
  op('POST', '/chat/proposals/:id/dismiss', 'Chat', 'Dismiss a proposal', {
    response: answers.proposalAnswerSchema,
  }),
  op('GET', '/api-tokens', 'API tokens', 'My API tokens (signed in, not with a token)', {
    response: z.array(answers.apiTokenSchema),
  }),
  op('POST', '/api-tokens', 'API tokens', 'Make an API token; its secret is in this answer only', {
    body: newApiTokenBody,
    response: answers.createdApiTokenSchema,
    status: 201,
  }),
  op('DELETE', '/api-tokens/:id', 'API tokens', 'Revoke an API token', none),
  op('POST', '/mcp', 'MCP', 'The MCP endpoint (streamable HTTP, JSON-RPC); a token only', {
    body: freeForm,
  }),
  op('GET', '/mcp', 'MCP', 'MCP server-sent events (not offered: answers 405)'),
  // An assistant's sign-in (docs/data-and-api.md "Connecting an assistant").
  op('GET', '/oauth/requests/:token', 'MCP', 'The sign-in the consent screen shows', {
    response: consentRequestSchema,
  }),
  op('POST', '/oauth/requests/:token/approve', 'MCP', 'Approve a sign-in with these scopes', {
    body: consentApprovalBody,
    response: consentAnswerSchema,
  }),
  op('POST', '/oauth/requests/:token/deny', 'MCP', 'Deny a sign-in', {
    response: consentAnswerSchema,
  }),
  op('GET', '/oauth/connections', 'MCP', 'My connected assistants (signed in, not with a token)', {
    response: z.array(mcpConnectionSchema),
  }),
  op('DELETE', '/oauth/connections/:id', 'MCP', 'Revoke a connected assistant', none),
  op('DELETE', '/mcp', 'MCP', 'MCP session end (stateless: nothing to end)'),
  op('GET', '/dev/outbox', 'Development', 'Development email outbox (with its key)', {
    ...open,
    rawResponse: 'text/html',
  }),
  op(
    'GET',
    '/dev/sms-outbox',
    'Development',
    'Development text-message outbox (with its key)',
    open,
  ),
];
