// The member's Google Calendar connection as the Integrations tab shows it:
// not connected → connecting (popup) → connected with a calendar list; disconnect
// returns to not connected.
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTHORIZATION_NOT_STARTED } from '#domain/calendar/google-authorization.ts';
import {
  AUTHORIZE_PATH,
  calendarApi,
  isNotConfigured,
  isRevoked,
  type GoogleCalendar,
} from '#client/calendar/calendar-api.ts';
import { calendarToasts } from '#client/calendar/calendar-toasts.ts';
import {
  listenForAuthorization,
  openAuthorizationPopup,
  type AuthorizationResult,
} from '#client/calendar/authorization-popup.ts';
import { useToast } from '#client/components/toast/toast-state.ts';
import { loadFeatures } from '#client/lib/use-features.ts';

export type CalendarView =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'not_connected'; revoked: boolean }
  | { kind: 'connecting' }
  | {
      kind: 'connected';
      lastSync: string | null;
      calendars: GoogleCalendar[] | 'loading' | 'failed';
      selected: string[];
    };

export function useGoogleCalendar() {
  const toast = useToast();
  const [view, setView] = useState<CalendarView>({ kind: 'loading' });
  // Whether this tab started an authorization; answers meant for other tabs are ignored.
  const awaiting = useRef(false);

  const loadCalendars = useCallback(
    async (lastSync: string | null) => {
      setView({ kind: 'connected', lastSync, calendars: 'loading', selected: [] });
      try {
        const [calendars, settings] = await Promise.all([
          calendarApi.calendars(),
          calendarApi.settings(),
        ]);
        setView({ kind: 'connected', lastSync, calendars, selected: settings.calendar_ids });
      } catch (error) {
        setView(
          isRevoked(error)
            ? { kind: 'not_connected', revoked: true }
            : { kind: 'connected', lastSync, calendars: 'failed', selected: [] },
        );
        toast(calendarToasts.loadFailed);
      }
    },
    [toast],
  );

  const load = useCallback(async () => {
    try {
      if (!(await loadFeatures()).calendar) return setView({ kind: 'unavailable' });
      const status = await calendarApi.status();
      if (status.status === 'connected') await loadCalendars(status.last_sync);
      else setView({ kind: 'not_connected', revoked: status.revoked });
    } catch (error) {
      setView(
        isNotConfigured(error)
          ? { kind: 'unavailable' }
          : { kind: 'not_connected', revoked: false },
      );
    }
  }, [loadCalendars]);

  useEffect(() => {
    void load();
  }, [load]);

  const finish = useCallback(
    async (result: AuthorizationResult) => {
      if (!awaiting.current) return;
      awaiting.current = false;
      setView({ kind: 'connecting' });
      if (result.error === AUTHORIZATION_NOT_STARTED) {
        toast(calendarToasts.connectFailed);
        setView({ kind: 'not_connected', revoked: false });
        return;
      }
      try {
        if (result.error !== null) throw new Error(result.error);
        await calendarApi.exchangeCode(result.code, result.state);
        toast(calendarToasts.connected);
        const status = await calendarApi.status();
        await loadCalendars(status.last_sync);
      } catch {
        toast(calendarToasts.authorizationFailed);
        setView({ kind: 'not_connected', revoked: false });
      }
    },
    [loadCalendars, toast],
  );

  useEffect(() => listenForAuthorization((result) => void finish(result)), [finish]);

  const connect = useCallback(() => {
    const popup = openAuthorizationPopup(AUTHORIZE_PATH);
    if (!popup) {
      toast(calendarToasts.connectFailed);
      return;
    }
    awaiting.current = true;
    setView({ kind: 'connecting' });
    // Closing the popup without an answer gives the button back; a late answer still counts.
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(watch);
      setView((current) =>
        current.kind === 'connecting' ? { kind: 'not_connected', revoked: false } : current,
      );
    }, 500);
  }, [toast]);

  const save = useCallback(
    async (selected: string[]) => {
      try {
        await calendarApi.saveSettings(selected);
        setView((current) => (current.kind === 'connected' ? { ...current, selected } : current));
        toast(calendarToasts.saved);
        return true;
      } catch {
        toast(calendarToasts.saveFailed);
        return false;
      }
    },
    [toast],
  );

  const disconnect = useCallback(async () => {
    // The screen forgets the connection even if the server call fails.
    await calendarApi.disconnect().catch(() => {});
    setView({ kind: 'not_connected', revoked: false });
    toast(calendarToasts.disconnected);
  }, [toast]);

  return { view, connect, save, disconnect, reload: load };
}
