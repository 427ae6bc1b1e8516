import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import {
  PASSWORD,
  newFamily,
  newFamilyThroughScreens,
  signIn,
  signUp,
  submitSignUp,
  uniqueEmail,
  verifyEmail,
} from './support/family-app.ts';

test('landing buttons stay disabled, and are not links, until the health check is ready', async ({
  page,
}) => {
  let releaseHealth: () => void = () => {};
  const healthHeld = new Promise<void>((resolve) => (releaseHealth = resolve));
  await page.route('**/api/health', async (route) => {
    await healthHeld;
    await route.continue();
  });
  await page.goto('/');
  for (const name of ['Get Started', 'Login', 'Start Planning Today']) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(page.getByTestId('health-status')).toHaveText('Checking backend...please wait');
  await expect(page.getByTestId('health-status')).toBeHidden();

  releaseHealth();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByTestId('health-status')).toHaveText(/^Ready! \(\d+ms\)$/);
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/request-access$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Planning Today' }).click();
  await expect(page).toHaveURL(/\/request-access$/);
});

test('landing keeps checking while the backend cannot be reached', async ({ page }) => {
  // Playwright's clock instead of a real 2.5 s wait: the page's retries run at once.
  await page.clock.install();
  await page.route('**/api/health', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await page.clock.fastForward(2500);
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await expect(page.getByTestId('health-status')).toHaveText('Checking backend...please wait');
});

test('sign-up checks the passwords in the spec words and refuses a taken address', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('val'));
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm password').fill('abcdeg');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

  const email = uniqueEmail('taken');
  await submitSignUp(page, email);
  await expect(page.getByText('Account created!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please check your email to verify your account.', { exact: true }),
  ).toBeVisible();
  // The address is pre-filled once on the sign-in form.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await verifyEmail(page, email);
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account exists', { exact: true })).toBeVisible();
});

test('a wrong password shows the sign-in error and stays on /login', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await signUp(page, email);
  await signIn(page, email, 'not-the-password');
  await expect(page.getByText('Error signing in', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('pages need a session; a signed-in user is sent from /login to the dashboard; sign out', async ({
  page,
}) => {
  await page.goto('/shopping-list');
  await expect(page).toHaveURL(/\/login$/);

  await newFamilyThroughScreens(page, 'Okafor', 'Chidi');
  await expect(page.getByText('Okafor')).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Zero keeps the family's rows in IndexedDB; sign-out leaves none of them behind.
  const zeroDatabases = () =>
    page.evaluate(
      async () => (await indexedDB.databases()).filter((db) => db.name?.startsWith('rep:')).length,
    );
  await expect.poll(zeroDatabases).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(zeroDatabases).toBe(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a new account is sent to setup, which checks its fields', async ({ page }) => {
  const email = uniqueEmail('setup');
  await signUp(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Family name is required')).toBeVisible();
  await page.getByLabel('Family name').fill('Nguyen');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Linh');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Linh!' })).toBeVisible();
});

test('public pages: disclosures and the 404 page', async ({ page }) => {
  await page.goto('/disclosures');
  await expect(page.getByRole('heading', { name: 'Disclosures & Privacy Notice' })).toBeVisible();
  await expect(page.getByText(/do not sell/)).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('small screens get the bottom navigation bar', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await newFamily(page, 'Mobile', 'Mo');
  const bottom = page.getByRole('navigation', { name: 'Bottom' });
  await expect(bottom).toBeVisible();
  await bottom.getByRole('link', { name: 'Shopping' }).click();
  await expect(page).toHaveURL(/\/shopping-list$/);
  await context.close();
});
