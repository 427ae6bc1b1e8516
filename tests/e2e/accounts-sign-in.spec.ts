// The login screen's modes and messages, email verification, password reset (which ends
// every other session) and Continue with Google against a fake Google.
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import {
  PASSWORD,
  newFamily,
  setUpFamily,
  signIn,
  submitSignUp,
  uniqueEmail,
} from './support/family-app.ts';
import { linkIn, waitForEmail } from './support/mailbox.ts';

test('an unverified address cannot sign in until the link is followed; the link can be resent', async ({
  page,
}) => {
  const email = uniqueEmail('unverified');
  await submitSignUp(page, email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Error signing in', { exact: true })).toBeVisible();
  await expect(page.getByText('Email not confirmed', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email sent', { exact: true })).toBeVisible();
  // Two emails were sent; the newest link is the one that works.
  const latest = await waitForEmail(email, /Confirm your email/, 2);
  await page.goto(linkIn(latest));
  await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/setup$/);
});

test('login modes: create account, forgot password needs an email, back to sign in', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Request Access' })).toHaveAttribute(
    'href',
    '/request-access',
  );
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abc');
  await page.getByLabel('Email').fill(uniqueEmail('short'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email required', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please enter your email address first.', { exact: true }),
  ).toBeVisible();
});

test('a new account made in create-account mode is told to check its email', async ({ page }) => {
  const email = uniqueEmail('login-create');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await waitForEmail(email, /Confirm your email/);
});

test('forgot password → reset → the old session is gone', async ({ page, browser }) => {
  const email = await newFamily(page, 'Haddad', 'Rami');

  const other = await browser.newContext();
  const reset = await other.newPage();
  await reset.goto('/login');
  await reset.getByRole('button', { name: 'Forgot password?' }).click();
  await reset.getByLabel('Email').fill(email);
  await reset.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(reset.getByText('Reset email sent!', { exact: true })).toBeVisible();
  const mail = await waitForEmail(email, /Reset your/);
  await reset.goto(linkIn(mail));
  await expect(reset.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await reset.getByLabel('New password', { exact: true }).fill('brand-new-9');
  await reset.getByLabel('Confirm new password').fill('brand-new-9');
  await reset.getByRole('button', { name: 'Set New Password' }).click();
  await expect(reset.getByRole('heading', { name: 'Welcome back, Rami!' })).toBeVisible();
  await other.close();

  // The first browser's session ended with the reset.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email);
  await expect(page.getByText('Invalid login credentials', { exact: true })).toBeVisible();
  await signIn(page, email, 'brand-new-9');
  await expect(page.getByRole('heading', { name: 'Welcome back, Rami!' })).toBeVisible();
});

test('Continue with Google signs up a new person, then signs them in again', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByLabel('Google email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await setUpFamily(page, 'Kowalski', 'Ola');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully', { exact: true })).toBeVisible();
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Google email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ola!' })).toBeVisible();
});

test('a Google sign-in that fails comes back with the Google error', async ({ page }) => {
  const email = uniqueEmail('google-unverified');
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Google email').fill(email);
  await page.getByLabel('Email verified').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Error with Google Sign-Up', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});
