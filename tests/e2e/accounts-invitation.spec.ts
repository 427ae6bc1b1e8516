// Who gets in: a family invites a member by email; the invited person opens the link in
// another browser, creates an account and lands in the same family. Also the access
// request form and the invitation page's failure paths.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { PASSWORD, newFamily, signUp, uniqueEmail } from './support/family-app.ts';
import { linkIn, waitForEmail } from './support/mailbox.ts';

function yearsAgo(years: number) {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

async function openFamilyTab(page: Page) {
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.getByRole('tab', { name: 'Family' }).click();
}

async function addMember(
  page: Page,
  fields: { first: string; birthdate?: string; email?: string },
) {
  await page.getByRole('button', { name: 'Add Member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill(fields.first);
  if (fields.birthdate) await dialog.getByLabel('Birthdate').fill(fields.birthdate);
  if (fields.email) await dialog.getByLabel('Email').fill(fields.email);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(
    page.getByText('Family member added successfully.', { exact: true }).last(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('sign up, verify, set up, add and invite a member who joins from another browser', async ({
  page,
  browser,
}) => {
  // The founder signs up, verifies through the real SMTP catcher, and sets up the family.
  await newFamily(page, 'Adeyemi', 'Bola');
  await openFamilyTab(page);
  const teenEmail = uniqueEmail('tolu');
  await addMember(page, { first: 'Tolu', birthdate: yearsAgo(15), email: teenEmail });
  const tolu = page.getByRole('listitem', { name: 'Tolu' });
  await expect(tolu).toContainText('(15)');
  await tolu.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Invitation Sent!', { exact: true })).toBeVisible();
  await expect(tolu).toContainText(/Invitation sent \w{3} \d{1,2}, \d{4}/);
  await expect(tolu.getByRole('button', { name: 'Invite' })).toHaveCount(0);

  // The invited teen opens the emailed link in a browser of their own.
  const mail = await waitForEmail(teenEmail, /Join the Adeyemi family/);
  const teenContext = await browser.newContext();
  const teen = await teenContext.newPage();
  await teen.goto(linkIn(mail));
  await teen.getByRole('button', { name: 'Create Account & Join Adeyemi' }).click();
  await expect(teen).toHaveURL(/\/signup$/);
  await expect(teen.getByLabel('Email')).toHaveValue(teenEmail);
  await teen.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await teen.getByLabel('Confirm password').fill(PASSWORD);
  await teen.getByRole('button', { name: 'Create Account' }).click();
  await expect(teen.getByText('Welcome to the family!', { exact: true })).toBeVisible();
  await expect(
    teen.getByText("You've successfully joined Adeyemi.", { exact: true }),
  ).toBeVisible();
  await expect(teen).toHaveURL(/\/dashboard$/);
  await expect(teen.getByRole('heading', { name: 'Welcome, Tolu!' })).toBeVisible();
  await expect(teen.getByText('Adeyemi', { exact: true })).toBeVisible();

  // The founder's list shows it live.
  const thisMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
  await expect(tolu).toContainText(`Joined ${thisMonth.format(new Date())}`);

  // The link worked once.
  const again = await teenContext.newPage();
  await again.goto(linkIn(mail));
  await expect(again.getByText('Invalid Invitation', { exact: true })).toBeVisible();
  await expect(again).toHaveURL(/\/$/);
  await teenContext.close();
});

test('someone signed in joins with the Join button; a sign-in with a pending invitation accepts it', async ({
  page,
  browser,
}) => {
  await newFamily(page, 'Brennan', 'Cara');
  await openFamilyTab(page);
  const first = uniqueEmail('niall');
  const second = uniqueEmail('orla');
  await addMember(page, { first: 'Niall', birthdate: yearsAgo(40), email: first });
  await addMember(page, { first: 'Orla', birthdate: yearsAgo(17), email: second });
  for (const name of ['Niall', 'Orla']) {
    await page.getByRole('listitem', { name }).getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByRole('listitem', { name })).toContainText('Invitation sent');
  }

  // Niall already has an account (no family yet) and is signed in.
  const niallContext = await browser.newContext();
  const niall = await niallContext.newPage();
  await signUp(niall, first);
  await niall.getByLabel('Email').fill(first);
  await niall.getByLabel('Password').fill(PASSWORD);
  await niall.getByRole('button', { name: 'Sign In' }).click();
  await expect(niall).toHaveURL(/\/setup$/);
  await niall.goto(linkIn(await waitForEmail(first, /Join the Brennan family/)));
  await expect(niall.getByText(`Signed in as ${first}`)).toBeVisible();
  await niall.getByRole('button', { name: 'Join Brennan' }).click();
  await expect(niall.getByText('Welcome to the family!', { exact: true })).toBeVisible();
  await expect(niall.getByRole('heading', { name: 'Welcome, Niall!' })).toBeVisible();
  await niallContext.close();

  // Orla has an account too, but opens the invitation signed out: the login screen opens
  // in create-account mode; she signs in instead and the invitation is accepted.
  const orlaContext = await browser.newContext();
  const orla = await orlaContext.newPage();
  await signUp(orla, second);
  await orla.goto(linkIn(await waitForEmail(second, /Join the Brennan family/)));
  await orla.getByRole('button', { name: 'Create Account & Join Brennan' }).click();
  await orla.getByRole('link', { name: 'Sign in' }).click();
  await expect(orla.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await orla.getByRole('button', { name: 'Back to sign in' }).click();
  await orla.getByLabel('Email').fill(second);
  await orla.getByLabel('Password').fill(PASSWORD);
  await orla.getByRole('button', { name: 'Sign In' }).click();
  await expect(orla.getByText('Welcome to the family!', { exact: true })).toBeVisible();
  await expect(orla.getByRole('heading', { name: 'Welcome, Orla!' })).toBeVisible();
  await orlaContext.close();
});

test('an invitation link that does not exist goes home with a message', async ({ page }) => {
  await page.goto(`/invite/${'a'.repeat(52)}`);
  await expect(page.getByText('Invalid Invitation', { exact: true })).toBeVisible();
  await expect(
    page.getByText('This invitation link is invalid or has expired.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an invitation that cannot be loaded shows Invitation not found with Go Home', async ({
  page,
}) => {
  await page.route('**/api/family/invitations/*', (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await page.goto(`/invite/${'b'.repeat(52)}`);
  await expect(page.getByText('Failed to load invitation details.', { exact: true })).toBeVisible();
  await expect(page.getByText('Invitation not found.')).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('request access: Submitting..., a Thank You screen, server messages inline', async ({
  page,
}) => {
  await page.goto('/request-access');
  await page.getByLabel('Email Address').fill(uniqueEmail('asks'));
  await page.getByLabel('Family Name').fill('   ');
  await page.getByRole('button', { name: 'Request Access' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email and family name are required.');

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/family/invite', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Family Name').fill('Lindqvist');
  await page.getByRole('button', { name: 'Request Access' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText(/Look out for an email/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
