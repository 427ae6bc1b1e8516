// The landing page's health check: from 'checking' on mount, every 2 s until ready.
import { useEffect, useState } from 'react';
import {
  HEALTH_POLL_MS,
  nextHealthState,
  type HealthState,
} from '../../domain/rules/health-state.ts';
import { checkHealth } from './check-health.ts';

export function useBackendHealth() {
  const [state, setState] = useState<HealthState>('checking');
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);

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
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  return { state, elapsedMs, ready: state === 'ready' };
}
