// The landing page's health check: from 'checking' on mount, every 2 s until ready.
import { useEffect, useState } from 'react';
import {
  HEALTH_POLL_MS,
  HEALTH_STARTING_NOTE_MS,
  nextHealthState,
  type HealthState,
} from '#domain/health/health-state.ts';
import { checkHealth } from './check-health.ts';

export function useBackendHealth() {
  const [state, setState] = useState<HealthState>('checking');
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);
  // A backend that has not answered ready within a few polls is said to be starting.
  const [waitedLong, setWaitedLong] = useState(false);

  useEffect(() => {
    let current: HealthState = 'checking';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      const outcome = await checkHealth(controller.signal);
      if (controller.signal.aborted) return;
      current = nextHealthState(current, outcome);
      setState(current);
      if (outcome.kind === 'response' && outcome.ok) setElapsedMs(outcome.elapsedMs);
      if (current !== 'ready') timer = setTimeout(poll, HEALTH_POLL_MS);
    };
    void poll();
    const patience = setTimeout(() => setWaitedLong(true), HEALTH_STARTING_NOTE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
      clearTimeout(patience);
    };
  }, []);

  return { state, elapsedMs, ready: state === 'ready', waitedLong };
}
