// Planning's Sync Calendar (docs/spec.md §2): syncs every connected member of the family now.
// The new events arrive through Zero; the button only reports the outcome. Hidden when
// Google Calendar is not configured on the server.
import { useEffect, useState } from 'react';
import { calendarApi, isNotConfigured } from '#client/calendar/calendar-api.ts';
import { calendarToasts } from '#client/calendar/calendar-toasts.ts';
import { useToast, type ToastInput } from '#client/components/toast/toast-state.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api.ts';
import { loadFeatures } from '#client/lib/use-features.ts';

const OFF = new Error('Google Calendar is not configured');

// Failures the family can act on are explained; others get the spec's wording.
const EXPLAINED = new Set(['CALENDAR_NOT_CONNECTED', 'CALENDAR_ACCESS_REVOKED']);

/** `notify` shows the outcome (the planning page's message bar); toasts by default. */
export function SyncCalendarButton({ notify }: { notify?: (message: ToastInput) => void }) {
  const toast = useToast();
  const report = notify ?? toast;
  const [available, setAvailable] = useState(false);
  const [syncing, setSyncing] = useState(false);

  useEffect(() => {
    let live = true;
    loadFeatures()
      .then((features) => (features.calendar ? calendarApi.status() : Promise.reject(OFF)))
      .then(() => live && setAvailable(true))
      .catch((error) => live && setAvailable(error !== OFF && !isNotConfigured(error)));
    return () => {
      live = false;
    };
  }, []);

  if (!available) return null;

  const sync = async () => {
    setSyncing(true);
    try {
      await calendarApi.sync();
      report(calendarToasts.synced);
    } catch (error) {
      const explained = error instanceof ApiError && error.code && EXPLAINED.has(error.code);
      report(calendarToasts.syncFailed(explained ? error.message : undefined));
    } finally {
      setSyncing(false);
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={() => void sync()} disabled={syncing}>
      {syncing ? 'Syncing...' : 'Sync Calendar'}
    </Button>
  );
}
