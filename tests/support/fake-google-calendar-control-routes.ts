// The fake Google's steering routes (/__fake/...), called by tests through
// FakeGoogleControl; JSON in, JSON out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeCalendar, FakeEventTime, FakeGoogleState } from './fake-google-calendar-state.ts';

type Body = {
  email?: string;
  calendars?: FakeCalendar[];
  calendarId?: string;
  eventId?: string;
  event?: { id: string; summary?: string; start: FakeEventTime; end: FakeEventTime };
};

export function handleControl(
  state: FakeGoogleState,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  raw: string,
) {
  const body = (raw ? JSON.parse(raw) : {}) as Body;
  const query = new URL(req.url ?? '/', 'http://fake').searchParams;
  const email = body.email ?? query.get('email') ?? '';
  let answer: unknown = {};
  switch (`${req.method} ${path}`) {
    case 'POST /__fake/accounts':
      state.addAccount(email, body.calendars ?? []);
      break;
    case 'PUT /__fake/events':
      state.putEvent(email, body.calendarId ?? '', body.event!);
      break;
    case 'POST /__fake/cancel-event':
      state.cancelEvent(email, body.calendarId ?? '', body.eventId ?? '');
      break;
    case 'POST /__fake/expire-access-tokens':
      state.expireAccessTokens(email);
      break;
    case 'POST /__fake/revoke-grant':
      state.revokeGrant(email);
      break;
    case 'POST /__fake/invalidate-sync-tokens':
      state.account(email).syncTokensValidFrom = ++state.counter;
      break;
    case 'GET /__fake/requests':
      answer = state.requests.get(email) ?? [];
      break;
    case 'GET /__fake/grant':
      answer = { activeRefreshTokens: state.activeRefreshTokens(email) };
      break;
    case 'GET /__fake/last-authorization':
      answer = state.lastAuthorization;
      break;
    default:
      res.writeHead(404).end();
      return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(answer));
}
