// Page objects for the flows every end-to-end test needs.
import { expect, type Browser, type Page } from '@playwright/test';
import { linkIn, waitForEmail } from './mailbox.ts';
import { uniqueEmail } from '../../support/unique.ts';
import { E2E_PORTS } from '../../support/ports.ts';

const APP_ORIGIN = `http://localhost:${E2E_PORTS.app}`;

export const PASSWORD = 'correct-horse-7';

/** Creates an account on /signup and follows the link in the verification email. */
export async function signUp(page: Page, email: string, password = PASSWORD) {
  await submitSignUp(page, email, password);
  await verifyEmail(page, email);
}

/** The sign-up form alone: the account exists but its address is not verified yet. */
export async function submitSignUp(page: Page, email: string, password = PASSWORD) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The address changes before the sign-in form replaces this one.
  await expect(page.getByLabel('Confirm password')).toHaveCount(0);
}

/** Opens the link of the verification email sent to the address. */
export async function verifyEmail(page: Page, email: string) {
  const mail = await waitForEmail(email, /Confirm your email/);
  await page.goto(linkIn(mail));
  await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in on another device of a family and waits for its dashboard. */
export async function signInAs(page: Page, email: string, firstName: string) {
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: `Welcome back, ${firstName}!` })).toBeVisible();
}

/** A page in a browser context of its own: another device, sharing nothing with the others. */
export async function newDevice(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/** Another device of the family, signed in as the member with `email`. */
export async function secondDevice(browser: Browser, email: string, firstName: string) {
  const page = await newDevice(browser);
  await signInAs(page, email, firstName);
  return page;
}

/** A new family on one device, and the same member signed in on a second one. */
export async function familyOnTwoDevices(browser: Browser, familyName: string, firstName: string) {
  const first = await newDevice(browser);
  const email = await newFamily(first, familyName, firstName);
  const second = await secondDevice(browser, email, firstName);
  return { first, second, email };
}

export async function setUpFamily(page: Page, familyName: string, firstName: string) {
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByLabel('Family name').fill(familyName);
  await page.getByLabel('First name').fill(firstName);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}!` })).toBeVisible();
}

/**
 * A new account with its own family, signed in on the dashboard. Made through the API
 * (the same calls the screens make, verification email included) because nearly every
 * test needs one and few are about sign-up; `newFamilyThroughScreens` and the sign-up
 * tests keep the screens covered.
 */
export async function newFamily(page: Page, familyName: string, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  // page.request shares the browser context's cookies: the session lands in the browser.
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers: { origin: APP_ORIGIN } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  };
  await post('/api/auth/signup', { email, password: PASSWORD });
  const verified = await page.request.get(linkIn(await waitForEmail(email, /Confirm your email/)));
  expect(verified.ok()).toBe(true);
  await post('/api/auth/login', { email, password: PASSWORD });
  // The zone the browser reports, as the setup screen sends it.
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await post('/api/family/setup', {
    family_name: familyName,
    first_name: firstName,
    time_zone: timeZone,
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${firstName}!` })).toBeVisible();
  return email;
}

/** The same, through the sign-up, verification, sign-in and setup screens. */
export async function newFamilyThroughScreens(page: Page, familyName: string, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  await signUp(page, email);
  await signIn(page, email);
  await setUpFamily(page, familyName, firstName);
  return email;
}

export function shoppingItems(page: Page) {
  return page.getByTestId('item-name');
}

export async function addShoppingItem(page: Page, name: string, quantity = '') {
  // A page still opening can show the last one for a moment after the address changed, and
  // the dashboard's shopping card has the same fields: text typed there is gone when the
  // list page replaces it (seen in a clean-clone CI run). Each field must hold its value.
  const fillUntilHeld = async (label: string, value: string) => {
    const field = page.getByLabel(label);
    await expect(async () => {
      await field.fill(value);
      await expect(field).toHaveValue(value, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  };
  await fillUntilHeld('Item name', name);
  if (quantity) await fillUntilHeld('Qty', quantity);
  await expect(page.getByLabel('Item name')).toHaveValue(name);
  await page.getByRole('button', { name: 'Add item' }).click();
}

export { uniqueEmail };

/** On a phone the list page folds its options (Send to Phone, the pantry, grouping, the
 * store, Remove all) behind one button: opened, when it is there and closed. */
export async function openListOptions(page: Page) {
  const toggle = page.getByRole('button', { name: 'List options' });
  await expect(page.getByRole('heading', { name: /^Shopping List/ })).toBeVisible();
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click();
}

/** A family API write from a signed-in page (its cookie, its origin); the created row. */
export async function postAs<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, {
    data,
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}
