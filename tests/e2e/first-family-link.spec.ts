// A fresh install with the product's defaults (docs/accounts.md): sign-up is
// invitation-only, so /signup says so and points to Request Access; the one-time link
// the first start prints opens the sign-up form, creates the first family, and then
// no longer works.
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { E2E_FIRST_START_PORTS } from '../support/ports.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { newDevice, PASSWORD } from './support/family-app.ts';

let stack: TestStack;
let link: string;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const lines: string[] = [];
  // OPEN_SIGNUP empty is unset: the product's default, which the test stacks otherwise lift.
  stack = await startTestStack(
    E2E_FIRST_START_PORTS,
    { OPEN_SIGNUP: '' },
    { log: (line) => lines.push(line) },
  );
  link = /http:\/\/\S+\/signup#first_family=[a-z2-7]+/.exec(lines.join('\n'))?.[0] ?? '';
});
test.afterAll(async () => {
  await stack?.stop();
});

test('the first-start link creates the first family once; /signup is invitation-only', async ({
  browser,
}) => {
  expect(link).not.toBe('');
  const stranger = await newDevice(browser);
  await stranger.goto(`${stack.url}/signup`);
  await expect(stranger.getByText('is invitation-only')).toBeVisible();
  await expect(stranger.getByLabel('Email')).toHaveCount(0);
  await stranger.getByRole('link', { name: 'Request Access' }).click();
  await expect(stranger).toHaveURL(/\/request-access$/);

  const operator = await newDevice(browser);
  await operator.goto(link);
  await expect(operator.getByText('This one-time link creates the first family')).toBeVisible();
  await operator.getByLabel('Email').fill('founder@example.test');
  await operator.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await operator.getByLabel('Confirm password').fill(PASSWORD);
  await operator.getByRole('button', { name: 'Create Account' }).click();
  // Signed in at once (the link proves the operator), on to setup.
  await expect(operator).toHaveURL(/\/setup$/);
  await operator.getByLabel('Family name').fill('Founders');
  await operator.getByLabel('First name').fill('Femi');
  await operator.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(operator.getByRole('heading', { name: 'Welcome, Femi!' })).toBeVisible();

  // Used: the same link in another browser shows no form.
  await stranger.goto(link);
  await expect(stranger.getByText('This link is invalid or has expired.')).toBeVisible();
  await expect(stranger.getByLabel('Email')).toHaveCount(0);
});
