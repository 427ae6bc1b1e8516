// The landing page's backend health states (docs/spec.md §4, §9).
export type HealthState = 'checking' | 'slow' | 'ready';

export const HEALTH_POLL_MS = 2000;
export const HEALTH_SLOW_AFTER_MS = 2000;
export const HEALTH_PING_MS = 30_000;
/** After this long without 'ready', the landing page says the app is still starting. */
export const HEALTH_STARTING_NOTE_MS = 4000;
export const HEALTH_PING_IDLE_STOP_MS = 600_000;

export type HealthCheckOutcome =
  { kind: 'network-error' } | { kind: 'response'; ok: boolean; elapsedMs: number };

export function nextHealthState(current: HealthState, outcome: HealthCheckOutcome): HealthState {
  if (outcome.kind === 'network-error') return 'checking';
  // A non-ok answer changes nothing and is simply retried.
  if (!outcome.ok) return current;
  return outcome.elapsedMs > HEALTH_SLOW_AFTER_MS ? 'slow' : 'ready';
}

export function healthLabel(state: HealthState, elapsedMs: number | null): string {
  if (state === 'checking' || elapsedMs === null) return 'Checking backend...please wait';
  return state === 'ready' ? `Ready! (${elapsedMs}ms)` : `Starting... (${elapsedMs}ms)`;
}
