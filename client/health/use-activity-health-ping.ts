// On every page but the landing page: ping /health every 30 s while someone is using
// the app; stop after 10 minutes without activity, start again on the next one.
import { useEffect } from 'react';
import { HEALTH_PING_IDLE_STOP_MS, HEALTH_PING_MS } from '#domain/health/health-state.ts';
import { checkHealth } from './check-health.ts';

const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const;

export function useActivityHealthPing() {
  useEffect(() => {
    let lastActivity = Date.now();
    let interval: ReturnType<typeof setInterval> | undefined;

    const stop = () => {
      clearInterval(interval);
      interval = undefined;
    };
    const tick = () => {
      if (Date.now() - lastActivity >= HEALTH_PING_IDLE_STOP_MS) stop();
      else void checkHealth();
    };
    const start = () => {
      if (interval === undefined) interval = setInterval(tick, HEALTH_PING_MS);
    };
    const onActivity = () => {
      lastActivity = Date.now();
      start();
    };

    start();
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, onActivity, { passive: true });
    return () => {
      stop();
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, []);
}
