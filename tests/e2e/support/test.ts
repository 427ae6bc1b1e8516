// The specs' `test`: Playwright's, plus the closing of every browser context a test opened
// itself (another device, a phone). Left open, each kept its Zero connection, so
// zero-cache advanced one more client group on every change of every later spec: by the
// end of a run dozens, with changelog reads of up to a second each, and a spec late in
// the run saw nothing arrive for ten seconds.
import { test as base } from '@playwright/test';

export const test = base.extend<{ closeOpenedDevices: void }>({
  closeOpenedDevices: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
