// Keeps every connected member's stored events fresh without anyone pressing a button
// (a school event added on a phone reaches the kitchen tablet within one interval).
// CALENDAR_SYNC_INTERVAL_SECONDS sets the pace; passes never overlap.
import type { AppDeps } from '../http/app-env.ts';

/** Starts the loop if Google Calendar is configured; returns how to stop it. */
export function startBackgroundCalendarSync(deps: AppDeps): () => Promise<void> {
  const service = deps.calendar;
  if (!service) return async () => {};
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    timer = setTimeout(() => {
      running = service
        .syncEveryone()
        .catch((error) => console.error('Background calendar sync failed', error))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, service.config.syncIntervalMs);
  };
  schedule();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
