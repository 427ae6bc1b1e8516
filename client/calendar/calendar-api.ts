// The calendar REST calls (docs/spec.md §7 'Calendar'), typed.
import { CALENDAR_READONLY_SCOPE } from '#domain/calendar/google-authorization.ts';
import { apiFetch, ApiError } from '../lib/api.ts';

export type CalendarStatus = {
  status: 'connected' | 'not_connected';
  last_sync: string | null;
  revoked: boolean;
};
export type GoogleCalendar = { id: string; summary: string; primary: boolean };

/** Where the authorization popup starts; the server redirects it on to Google. */
export const AUTHORIZE_PATH = '/api/calendar/authorize';

export const calendarApi = {
  status: () => apiFetch<CalendarStatus>('/calendar/status'),
  calendars: () => apiFetch<GoogleCalendar[]>('/calendar/calendars'),
  settings: () => apiFetch<{ calendar_ids: string[] }>('/calendar/settings'),
  saveSettings: (selected: string[]) =>
    apiFetch('/calendar/settings', { method: 'POST', body: { selected_calendars: selected } }),
  exchangeCode: (code: string, state: string) =>
    apiFetch('/calendar/exchange-code', {
      method: 'POST',
      body: { code, state, scopes: [CALENDAR_READONLY_SCOPE] },
    }),
  sync: () => apiFetch<{ synced: number; revoked: number }>('/calendar/sync', { method: 'POST' }),
  disconnect: () => apiFetch('/calendar/disconnect', { method: 'POST' }),
};

export function isNotConfigured(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'CALENDAR_NOT_CONFIGURED';
}

export function isRevoked(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'CALENDAR_ACCESS_REVOKED';
}
