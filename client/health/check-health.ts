import type { HealthCheckOutcome } from '#domain/health/health-state.ts';

/** One GET /health, timed; a network failure is an outcome, not an exception. */
export async function checkHealth(signal?: AbortSignal): Promise<HealthCheckOutcome> {
  const started = performance.now();
  try {
    const response = await fetch('/api/health', {
      headers: { 'Content-Type': 'application/json' },
      signal,
    });
    const body = (await response.json().catch(() => null)) as { ok?: boolean } | null;
    return {
      kind: 'response',
      ok: response.ok && body?.ok === true,
      elapsedMs: Math.round(performance.now() - started),
    };
  } catch {
    return { kind: 'network-error' };
  }
}
