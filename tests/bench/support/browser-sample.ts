// The browser part of bench:scale: for a sample of families, one of their four clients is
// the real app in Chromium, on the shopping list page, and the time a write takes to reach
// its screen is read off the page (the row's name added to the DOM, in wall-clock time,
// which the writing Node process and the page share).
import type { Browser, Page } from '@playwright/test';
import type { RestFamily } from '../../support/rest-family.ts';
import { signedInPage } from './bench-kit.ts';

type Shown = { name: string; at: number };

const RECORD_ROWS = () => {
  const w = window as unknown as { __shown: Shown[] };
  w.__shown = [];
  const seen = new Set<string>();
  new MutationObserver((records) => {
    const at = Date.now();
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const rows = node.matches('[data-testid="shopping-item"]')
          ? [node]
          : [...node.querySelectorAll<HTMLElement>('[data-testid="shopping-item"]')];
        for (const row of rows) {
          const name = row.querySelector('[data-testid="item-name"]')?.textContent ?? '';
          if (name && !seen.has(name)) {
            seen.add(name);
            w.__shown.push({ name, at });
          }
        }
      }
  }).observe(document, { subtree: true, childList: true });
};

export type BrowserSample = {
  /** Wall-clock times at which each family's page first showed each item (lower-case name). */
  shown: () => Promise<Array<Map<string, number>>>;
  close: () => Promise<void>;
};

export async function openListPages(
  browser: Browser,
  url: string,
  families: RestFamily[],
): Promise<BrowserSample> {
  const pages: Page[] = [];
  for (const family of families) {
    const page = await signedInPage(browser, url, family.cookie);
    await page.addInitScript(RECORD_ROWS);
    await page.goto('/shopping-list');
    await page.getByPlaceholder('Add an item').waitFor();
    pages.push(page);
  }
  return {
    shown: () =>
      Promise.all(
        pages.map(async (page) => {
          const shown = await page.evaluate(
            () => (window as unknown as { __shown: Shown[] }).__shown,
          );
          // The list shows names as the app tidies them ('F0 item 1' as 'F0 Item 1').
          return new Map(shown.map((row) => [row.name.toLowerCase(), row.at]));
        }),
      ),
    close: async () => {
      await Promise.all(pages.map((page) => page.context().close()));
    },
  };
}
