// The app works under its own Content-Security-Policy: across the main pages, a dialog,
// a live write over the /sync socket and the service worker, the browser reports no
// violation (securitypolicyviolation events, or CSP errors in the console).
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { addShoppingItem, newFamily, shoppingItems } from './support/family-app.ts';

// The service worker is part of what this spec checks (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

type Violation = { directive: string; blocked: string; source: string };

function collectViolations(page: Page): { all: () => Promise<Violation[]>; console: string[] } {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  // Survives navigations: each new document records into sessionStorage.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as unknown[];
      seen.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
      sessionStorage.setItem('csp-violations', JSON.stringify(seen));
    });
  });
  return {
    console,
    all: () =>
      page.evaluate(
        () => JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as Violation[],
      ),
  };
}

test('the app runs under its Content-Security-Policy without a violation', async ({ page }) => {
  const violations = collectViolations(page);
  const landing = await page.goto('/');
  const policy = landing?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");

  await newFamily(page, 'Policy', 'Cass');

  // In-app navigation, as a person moves around (a reload per page would only add time).
  const nav = page.getByRole('navigation', { name: 'Main' });
  const open = async (label: string, path: string) => {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  };

  // A live write: it only shows if the /sync WebSocket is allowed to connect.
  await open('Shopping', '/shopping-list');
  // The address changes before the page replaces the dashboard, whose card has the same form.
  await expect(page.getByRole('heading', { level: 1, name: /^Shopping List/ })).toBeVisible();
  await addShoppingItem(page, 'lemons', '3');
  await expect(shoppingItems(page)).toContainText(['Lemons']);

  // Radix dialogs inject styles and lock scrolling.
  await open('Dishes', '/dishes');
  await page.getByRole('button', { name: 'Add New Dish' }).click();
  await page.getByRole('button', { name: 'Enter by Hand' }).click();
  await page.getByLabel('Dish Name').fill('Garlic Bread');
  await page.getByRole('button', { name: 'Add Dish' }).click();
  await expect(page.getByText('Garlic Bread').first()).toBeVisible();

  await open('Planning', '/planning');
  await open('History', '/history');
  await open('Chat', '/chat');
  await open('Settings', '/settings');
  await page.getByRole('tab', { name: 'Family' }).click();

  expect(await violations.all()).toEqual([]);
  expect(violations.console).toEqual([]);
});
