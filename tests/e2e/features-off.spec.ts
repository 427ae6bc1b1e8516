// What a family sees on a fresh `npm start` with no optional feature configured: plain
// sentences instead of configuration jargon, and a quiet browser console.
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import type { TestStack } from '../support/test-stack.ts';
import { bareFamily, startBareStack } from './support/bare-stack.ts';

// The service worker is part of what this spec checks (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

let stack: TestStack;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startBareStack();
});
test.afterAll(async () => {
  await stack?.stop();
});

const JARGON = /OPENAI_|GOOGLE_|CALENDAR_TOKEN_KEY|TWILIO_|SMTP_|README|environment variable/;

function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test('with no model, the chat and the integrations speak plainly to members', async ({ page }) => {
  await bareFamily(page, stack, 'The Walkers', 'Wendy');
  await page.goto(`${stack.url}/chat`);
  const note = page.getByRole('note', { name: 'Assistant unavailable' });
  await expect(note).toContainText('ask the person who runs this app');
  await expect(note).toContainText('planning page');
  await expect(page.locator('main')).not.toContainText(JARGON);
  // No empty conversation box under the note, and no input that cannot send.
  await expect(page.getByRole('list', { name: 'Conversation' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.goto(`${stack.url}/settings?tab=integrations`);
  await expect(page.getByText('Google Calendar is not available')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(JARGON);
});

test('no failed request nor console error on any screen when features are off', async ({
  page,
}) => {
  const errors = recordConsoleErrors(page);
  for (const path of ['/', '/login', '/signup', '/request-access', '/disclosures']) {
    await page.goto(`${stack.url}${path}`);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
  await bareFamily(page, stack, 'Quiet', 'Quinn');
  for (const path of [
    '/dashboard',
    '/planning',
    '/history',
    '/dishes',
    '/shopping-list',
    '/chat',
    '/settings?tab=integrations',
    '/settings?tab=notifications',
  ]) {
    await page.goto(`${stack.url}${path}`);
    await expect(page.locator('main')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
