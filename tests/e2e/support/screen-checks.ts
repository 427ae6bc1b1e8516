// What the every-screen sweep checks on each screen (docs/accessibility.md): no serious or
// critical axe-core violation, no sideways scrolling, and at the phone width, touch targets.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { smallTouchTargets } from './touch-targets.ts';

const PHONE = 390;

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
}

/** Every check on the screen as shown now; soft, so one run lists every finding. */
export async function checkScreen(page: Page, screen: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  expect.soft(await seriousAxeViolations(page), `${screen} at ${width} px: axe`).toEqual([]);
  expect
    .soft(await sidewaysOverflow(page), `${screen} at ${width} px: scrolls sideways`)
    .toBeLessThanOrEqual(0);
  if (width === PHONE)
    expect
      .soft(await smallTouchTargets(page), `${screen} at ${width} px: touch targets`)
      .toEqual([]);
}
