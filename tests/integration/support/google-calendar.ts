// Connecting a member's Google Calendar the way the popup does, without a browser:
// /calendar/authorize → the fake's consent page → the callback → /calendar/exchange-code.
import { inject } from 'vitest';
import { CALENDAR_READONLY_SCOPE } from '#domain/calendar/google-authorization.ts';
import { addDays } from '#domain/time/family-dates.ts';
import { FakeGoogleControl } from '../../support/fake-google-calendar-control.ts';
import type { ApiClient } from './api-client.ts';

export const fakeGoogle = () => new FakeGoogleControl(inject('fakeGoogleCalendarUrl'));

let counter = 0;
/** A Google account in the fake with a primary and two more calendars. */
export async function newGoogleAccount(name: string) {
  counter += 1;
  const email = `${name}-${Date.now()}-${counter}@gmail.test`;
  await fakeGoogle().addAccount(email, [
    { id: email, summary: `${name} (primary)`, primary: true },
    { id: `school-${counter}@group.calendar.test`, summary: 'School', primary: false },
    { id: `sports-${counter}@group.calendar.test`, summary: 'Sports', primary: false },
  ]);
  return {
    email,
    primary: email,
    school: `school-${counter}@group.calendar.test`,
    sports: `sports-${counter}@group.calendar.test`,
  };
}

/** Walks the authorization and returns what the callback page would post to the opener. */
export async function authorize(api: ApiClient, googleEmail: string) {
  const start = await fetch(`${api.baseUrl}/api/calendar/authorize`, {
    headers: api.cookie ? { cookie: api.cookie } : {},
    redirect: 'manual',
  });
  if (start.status !== 302) throw new Error(`authorize answered ${start.status}`);
  const consent = new URL(start.headers.get('location') ?? '');
  const page = await fetch(consent);
  if (page.status !== 200) throw new Error(`consent page: ${await page.text()}`);
  const form = new URLSearchParams(consent.searchParams);
  form.set('account', googleEmail);
  const decided = await fetch(`${consent.origin}/o/oauth2/v2/auth/decide`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const callback = new URL(decided.headers.get('location') ?? '');
  return {
    callback,
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
  };
}

export async function connectCalendar(api: ApiClient, googleEmail: string) {
  const { code, state } = await authorize(api, googleEmail);
  const answer = await api.post('/calendar/exchange-code', {
    code,
    state,
    scopes: [CALENDAR_READONLY_SCOPE],
  });
  if (answer.status !== 204) throw new Error(`exchange-code: ${JSON.stringify(answer.body)}`);
}

/** 'YYYY-MM-DDTHH:MM:00Z' on the planning day `offset` days after this week's Sunday. */
export function planningTime(firstDay: string, offset: number, time: string) {
  return `${addDays(firstDay, offset)}T${time}:00Z`;
}
