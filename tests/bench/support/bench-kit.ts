// What every bench shares: the short mode CI runs, a fresh stack with the client built,
// families made through the REST API, browsers, and one way of printing figures.
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { ensureClientBuilt } from '#server/instance/build-client.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium.ts';
import { startTestStack, type TestStack } from '../../support/test-stack.ts';

export { api, createFamily } from '../../support/rest-family.ts';

/** BENCH_SHORT=1: a few iterations and no thresholds, so that CI proves the bench runs. */
export const SHORT = process.env.BENCH_SHORT === '1';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export type Summary = { n: number; median: number; p95: number; p99: number; max: number };

export function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

export function printSummary(label: string, values: number[], unit = 'ms'): Summary {
  const s = summarize(values);
  const f = (v: number) => `${v.toFixed(1)} ${unit}`;
  console.log(
    `${label}: n=${s.n} median ${f(s.median)}, p95 ${f(s.p95)}, p99 ${f(s.p99)}, max ${f(s.max)}`,
  );
  return s;
}

/** A stack on fresh data serving the current client (built first if stale, as `npm start`). */
export async function startBenchStack(
  ports: { app: number; postgres: number; zero: number },
  extraEnv: Record<string, string> = {},
  options: { log?: (line: string) => void } = {},
): Promise<TestStack> {
  await ensureClientBuilt('client/dist');
  return startTestStack(
    ports,
    {
      EMAIL_REQUESTS_PER_IP_PER_HOUR: '1000000',
      LOGIN_MAX_FAILURES_PER_IP: '1000000',
      ...extraEnv,
    },
    options,
  );
}

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

export async function signedInPage(
  browser: Browser,
  base: string,
  cookie: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: base });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url: base }]);
  return context.newPage();
}
