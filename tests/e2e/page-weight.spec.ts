// What a page costs a phone on its first visit: every route opened in a fresh browser
// context (empty cache, no service worker), and the encoded body bytes of every HTTP
// response it received added up (HTML, scripts, styles, the API's JSON, icons; the /sync
// socket's frames are data, not code, and are not counted). Budgets: public pages 120 KB,
// a family's pages 250 KB (docs/performance.md). Chromium asks for brotli, so this is what
// a browser receives from the precompressed build.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { newFamily, uniqueEmail } from './support/family-app.ts';
import { linkIn, waitForEmail } from './support/mailbox.ts';

const KB = 1024;
const PUBLIC_BUDGET = 120 * KB;
const FAMILY_BUDGET = 250 * KB;

type Weight = { total: number; byType: Map<string, number>; uncompressed: string[] };

/** Opens `path` in `context` and adds up what the page received until the network is idle. */
async function weigh(context: BrowserContext, path: string, shown: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const weight: Weight = { total: 0, byType: new Map(), uncompressed: [] };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const { responseBodySize } = await request.sizes();
        const type = request.resourceType();
        weight.total += responseBodySize;
        weight.byType.set(type, (weight.byType.get(type) ?? 0) + responseBodySize);
        const encoding = (await response.allHeaders())['content-encoding'];
        if (['script', 'stylesheet'].includes(type) && responseBodySize > KB && encoding !== 'br')
          weight.uncompressed.push(`${request.url()} (${encoding ?? 'identity'})`);
      })(),
    );
  });
  await page.goto(path);
  await shown(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return weight;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const describeWeight = (w: Weight) =>
  `${kb(w.total)} (${[...w.byType].map(([type, bytes]) => `${type} ${kb(bytes)}`).join(', ')})`;

const heading = (name: string | RegExp) => async (page: Page) =>
  expect(page.getByRole('heading', { name }).first()).toBeVisible();

async function freshContext(browser: Browser, storageState?: string) {
  return browser.newContext(storageState ? { storageState } : {});
}

test('every page arrives compressed and within its budget', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const setup = await browser.newPage();
  await newFamily(setup, `Weight ${Date.now()}`, 'Wendy');
  const origin = new URL(setup.url()).origin;
  const dish = (await (
    await setup.request.post('/api/dishes', {
      headers: { origin },
      data: {
        name: 'Tomato Soup',
        type: 'Main',
        prep: 'Quick',
        servings: 2,
        ingredients: ['2 cups stock', '1 onion, chopped'],
        instructions: 'Chop the onion.\nSimmer 10 minutes.',
      },
    })
  ).json()) as { dish_id: string };
  const teenEmail = uniqueEmail('teen');
  const teen = (await (
    await setup.request.post('/api/family/users', {
      headers: { origin },
      data: { first_name: 'Teo', birthdate: '2010-01-01', email: teenEmail },
    })
  ).json()) as { family_user_id: string };
  const invite = await setup.request.post(`/api/family/users/${teen.family_user_id}/invite`, {
    headers: { origin },
    data: { email: teenEmail },
  });
  expect(invite.ok(), await invite.text()).toBe(true);
  const invitation = new URL(linkIn(await waitForEmail(teenEmail, /Join the/))).pathname;
  const session = testInfo.outputPath('session.json');
  await setup.context().storageState({ path: session });

  const publicRoutes: [string, string, (page: Page) => Promise<void>][] = [
    ['landing', '/', heading('Family Dinner Planner')],
    ['sign in', '/login', async (page) => expect(page.getByLabel('Password')).toBeVisible()],
    ['sign up', '/signup', async (page) => expect(page.getByLabel('Confirm password')).toBeVisible()],
    ['request access', '/request-access', async (page) => expect(page.getByLabel('Email Address')).toBeVisible()],
    ['invitation', invitation, async (page) => expect(page.getByRole('button', { name: /Join/ })).toBeVisible()],
  ]; // prettier-ignore

  const familyRoutes: [string, string, (page: Page) => Promise<void>][] = [
    ['dashboard', '/dashboard', heading('Welcome back, Wendy!')],
    ['shopping list', '/shopping-list', async (page) => expect(page.getByLabel('Item name')).toBeVisible()],
    ['planning', '/planning', async (page) => expect(page.getByRole('tab').first()).toBeVisible()],
    ['dishes', '/dishes', async (page) => expect(page.getByText('Tomato Soup')).toBeVisible()],
    ['dish page', `/dishes/${dish.dish_id}`, heading('Tomato Soup')],
    ['cook mode', `/cook/${dish.dish_id}`, async (page) => expect(page.getByText('Chop the onion.')).toBeVisible()],
    ['history', '/history', async (page) => expect(page.getByRole('tab').first()).toBeVisible()],
    ['settings', '/settings', heading('Settings')],
    ['chat', '/chat', async (page) => expect(page.getByRole('textbox').first()).toBeVisible()],
  ]; // prettier-ignore

  const failures: string[] = [];
  const lines: string[] = [];
  for (const [routes, budget, state] of [
    [publicRoutes, PUBLIC_BUDGET, undefined],
    [familyRoutes, FAMILY_BUDGET, session],
  ] as const) {
    for (const [name, path, shown] of routes) {
      const context = await freshContext(browser, state);
      const weight = await weigh(context, path, shown);
      await context.close();
      lines.push(`${name.padEnd(15)} ${describeWeight(weight)}`);
      if (weight.total > budget) failures.push(`${name}: ${kb(weight.total)} > ${kb(budget)}`);
      for (const file of weight.uncompressed) failures.push(`${name}: not brotli: ${file}`);
    }
  }
  console.log(`What each page received, encoded bodies:\n${lines.join('\n')}`);
  expect(failures).toEqual([]);
});
