// What the Google Calendar routes (routes.ts) take, answer and refuse: the bodies they parse
// and their OpenAPI description (server/openapi/route-doc.ts). With Google not configured
// every route answers 404 CALENDAR_NOT_CONFIGURED.
import { z } from 'zod';
import { CALENDAR_READONLY_SCOPE } from '#domain/calendar/google-authorization.ts';
import { ErrorCode } from '#domain/errors.ts';
import type { RouteDoc } from '../openapi/route-doc.ts';

export const exchangeBody = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(256),
  scopes: z
    .array(z.string().max(256))
    .max(10)
    .refine((scopes) => scopes.every((s) => s === CALENDAR_READONLY_SCOPE), {
      message: 'Only read-only calendar access is asked for.',
    })
    .optional(),
});

export const settingsBody = z.object({
  selected_calendars: z.array(z.string().min(1).max(1024)).max(100),
});

const tag = 'Calendar';
const configured = [ErrorCode.CALENDAR_NOT_CONFIGURED, ErrorCode.NO_FAMILY];
const connected = [
  ...configured,
  ErrorCode.CALENDAR_NOT_CONNECTED,
  ErrorCode.CALENDAR_ACCESS_REVOKED,
  ErrorCode.CALENDAR_GOOGLE_FAILED,
];

export const calendarDocs = {
  authorize: {
    tag,
    summary: 'Start connecting Google Calendar (in a popup)',
    description: "Redirects to Google's consent; when it cannot start, a page tells the opener.",
    status: 302,
    alsoStatus: [200],
    rawResponse: 'text/html',
    errors: [ErrorCode.CALENDAR_NOT_CONFIGURED],
  },
  callback: {
    tag,
    summary: 'Google Calendar callback page (hands the code to the opener)',
    public: true,
    rawResponse: 'text/html',
    errors: [ErrorCode.CALENDAR_NOT_CONFIGURED],
  },
  exchange: {
    tag,
    summary: 'Finish connecting Google Calendar',
    body: exchangeBody,
    example: { code: 'code-from-google', state: 'state-from-authorize' },
    status: 204,
    errors: [...configured, ErrorCode.CALENDAR_AUTHORIZATION_FAILED],
  },
  status: {
    tag,
    summary: 'Whether Google Calendar is connected',
    response: z.object({
      status: z.enum(['connected', 'not_connected']),
      last_sync: z.string().nullable(),
      revoked: z.boolean(),
    }),
    errors: configured,
  },
  calendars: {
    tag,
    summary: 'My Google calendars',
    response: z.array(z.object({ id: z.string(), summary: z.string(), primary: z.boolean() })),
    errors: connected,
  },
  settings: {
    tag,
    summary: 'Which calendars are read',
    response: z.object({ calendar_ids: z.array(z.string()) }),
    errors: configured,
  },
  saveSettings: {
    tag,
    summary: 'Choose the calendars to read',
    body: settingsBody,
    example: { selected_calendars: ['primary'] },
    status: 204,
    errors: connected,
  },
  sync: {
    tag,
    summary: "Read the family's calendars now",
    response: z.object({ synced: z.number(), revoked: z.number() }),
    errors: connected,
  },
  disconnect: { tag, summary: 'Disconnect Google Calendar', status: 204, errors: configured },
  events: {
    tag,
    summary: 'Busy evenings from the calendars',
    response: z.array(
      z.object({
        id: z.string(),
        summary: z.string().nullable(),
        start_time: z.string(),
        end_time: z.string(),
        family_user_id: z.string().nullable(),
      }),
    ),
    errors: configured,
  },
} satisfies Record<string, RouteDoc>;
