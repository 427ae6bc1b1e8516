// npm run bench:sync — for 100 sequential edits on one device, the time until a second
// family member's screen shows each one (median, p95), and the time to first render of
// the shopping list page after a reload. Real browsers, real zero-cache, loopback.
import { chromium, type Page } from '@playwright/test';
import { BENCH_PORTS } from '../support/ports.ts';
import { startTestStack, TEST_DEV_OUTBOX_KEY } from '../support/test-stack.ts';

const EDITS = 100;
const PASSWORD = 'bench-password-1';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function api(base: string, path: string, body: unknown, cookie = '') {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  });
  return { response, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? cookie };
}

/** Follows the link of the verification email, read from the stack's dev outbox. */
async function verifyEmail(base: string, email: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const outbox = await fetch(
      `${base}/api/dev/outbox?format=json&key=${TEST_DEV_OUTBOX_KEY}&to=${encodeURIComponent(email)}`,
    );
    const [mail] = (await outbox.json()) as Array<{ text: string }>;
    const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (link) {
      await fetch(link, { redirect: 'manual' });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no verification email');
}

async function signedInPage(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  base: string,
  cookie: string,
) {
  const context = await browser.newContext({ baseURL: base });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url: base }]);
  return context.newPage();
}

// Records the wall-clock time at which each item's completed flag last changed on screen.
const OBSERVER = () => {
  const w = window as unknown as {
    __seen: Record<string, number>;
    __last: Record<string, string | undefined>;
    __firstItemAt?: number;
  };
  w.__seen = {};
  w.__last = {};
  new MutationObserver(() => {
    const rows = document.querySelectorAll<HTMLElement>('[data-testid="shopping-item"]');
    if (rows.length && w.__firstItemAt === undefined) w.__firstItemAt = performance.now();
    for (const row of rows) {
      const name = row.querySelector('[data-testid="item-name"]')?.textContent ?? '';
      if (w.__last[name] === row.dataset.completed) continue;
      w.__last[name] = row.dataset.completed;
      w.__seen[`${name}:${row.dataset.completed}`] = performance.timeOrigin + performance.now();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
};

async function main() {
  const stack = await startTestStack(BENCH_PORTS);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const email = `bench-${Date.now()}@example.test`;
    await api(stack.url, '/auth/signup', { email, password: PASSWORD });
    await verifyEmail(stack.url, email);
    const { cookie } = await api(stack.url, '/auth/login', { email, password: PASSWORD });
    await api(stack.url, '/family/setup', { family_name: 'Bench', first_name: 'Ben' }, cookie);
    await api(stack.url, '/shopping-items', { name: 'bench item' }, cookie);

    const deviceA: Page = await signedInPage(browser, stack.url, cookie);
    const deviceB: Page = await signedInPage(browser, stack.url, cookie);
    await deviceB.addInitScript(OBSERVER);
    for (const page of [deviceA, deviceB]) {
      await page.goto('/shopping-list');
      await page.getByTestId('shopping-item').waitFor();
    }

    const latencies: number[] = [];
    for (let i = 0; i < EDITS; i += 1) {
      const target = i % 2 === 0 ? 'true' : 'false';
      const startedAt = await deviceA.evaluate(() => {
        const box = document.querySelector<HTMLInputElement>('[data-testid="shopping-item"] input');
        const at = performance.timeOrigin + performance.now();
        box!.click();
        return at;
      });
      const key = `Bench Item:${target}`;
      const seenAt = await deviceB.waitForFunction(
        ([k, since]) => {
          const seen = (window as unknown as { __seen: Record<string, number> }).__seen[k!];
          return seen !== undefined && seen >= since! ? seen : false;
        },
        [key, startedAt] as const,
        { polling: 'raf' },
      );
      latencies.push(Number(await seenAt.jsonValue()) - startedAt);
    }

    await deviceB.reload();
    await deviceB.getByTestId('shopping-item').waitFor();
    const firstRender = await deviceB.evaluate(
      () => (window as unknown as { __firstItemAt: number }).__firstItemAt,
    );

    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(`edits: ${EDITS} (completion toggles on device A, observed on device B's screen)`);
    console.log(`median: ${percentile(sorted, 50).toFixed(1)} ms`);
    console.log(`p95:    ${percentile(sorted, 95).toFixed(1)} ms`);
    console.log(`max:    ${sorted.at(-1)!.toFixed(1)} ms`);
    console.log(`shopping list first render after reload: ${firstRender.toFixed(0)} ms`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
