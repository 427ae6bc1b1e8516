// Connecting an assistant by signing in (docs/data-and-api.md "Connecting an assistant"):
// a signed-out browser signs in first and comes back to "Connect an assistant", the member
// chooses the scopes and allows, the browser goes back to the assistant with a code, and
// Settings → Data lists the connection until Revoke.
import { createHash, randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { newDevice, newFamily, signIn } from './support/family-app.ts';

const REDIRECT = 'http://127.0.0.1:9/callback';

test('an assistant is allowed after sign-in, listed in Settings, and revoked', async ({
  browser,
  page,
}) => {
  const email = await newFamily(page, 'Connect', 'Uma');

  // The assistant registers and sends the member's browser to authorize, as MCP clients do.
  const registered = await page.request.post('/register', {
    data: {
      client_name: 'Kitchen Assistant',
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: 'none',
    },
  });
  expect(registered.status()).toBe(201);
  const { client_id: clientID } = (await registered.json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = `/authorize?${new URLSearchParams({
    response_type: 'code',
    client_id: clientID,
    redirect_uri: REDIRECT,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    scope: 'read plan',
    state: 'e2e',
  })}`;

  // Another browser, signed out: sign-in first, then back to the consent screen.
  const browserOfMember = await newDevice(browser);
  await browserOfMember.route(`${REDIRECT}**`, (route) => route.fulfill({ body: 'back' }));
  await browserOfMember.goto(authorize);
  await expect(browserOfMember).toHaveURL(/\/login$/);
  await signIn(browserOfMember, email);
  await expect(browserOfMember).toHaveURL(/\/connect\/[a-z2-7]+$/);
  await expect(
    browserOfMember.getByRole('heading', { name: 'Connect an assistant' }),
  ).toBeVisible();
  await expect(browserOfMember.getByText('Kitchen Assistant')).toBeVisible();
  const plan = browserOfMember.getByRole('checkbox', { name: /^plan/ });
  await expect(browserOfMember.getByRole('checkbox', { name: /^read/ })).toBeChecked();
  await expect(plan).toBeChecked();
  await plan.uncheck();
  await browserOfMember.getByRole('button', { name: 'Allow' }).click();
  await browserOfMember.waitForURL(/^http:\/\/127\.0\.0\.1:9\/callback\?/);
  const back = new URL(browserOfMember.url());
  expect(back.searchParams.get('state')).toBe('e2e');

  const tokens = await page.request.post('/token', {
    form: {
      grant_type: 'authorization_code',
      client_id: clientID,
      code: back.searchParams.get('code')!,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
    },
  });
  expect(tokens.status()).toBe(200);
  expect(((await tokens.json()) as { scope: string }).scope).toBe('read');

  await page.goto('/settings?tab=data');
  const connections = page.getByRole('list', { name: 'Your connected assistants' });
  await expect(connections.getByRole('listitem')).toContainText('Kitchen Assistant');
  await expect(connections.getByRole('listitem')).toContainText('May: read');
  await connections.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No assistant is connected.')).toBeVisible();
});
