// What the every-screen sweep checks on each screen (docs/accessibility.md): no serious or
// critical axe-core violation (label-in-name included), no sideways scrolling, and at the
// phone width, touch targets.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { smallTouchTargets } from './touch-targets.ts';

const PHONE = 390;

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // With axe's label-in-name rule, off by default but in Lighthouse's accessibility score:
  // a control's name contains the words it shows (WCAG 2.5.3).
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const found: string[] = [];
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const targets = v.nodes.map((n) => n.target.join(' '));
    // A control scrolled under the phone's fixed navigation bar is measured against the
    // bar: contrast is judged again with the element in the middle of the screen.
    const kept = v.id === 'color-contrast' ? await contrastStillFails(page, targets) : targets;
    if (kept.length)
      found.push(`${v.id} (${v.impact}): ${v.help} at ${kept.slice(0, 4).join(', ')}`);
  }
  return found;
}

async function contrastStillFails(page: Page, targets: string[]): Promise<string[]> {
  const failing: string[] = [];
  for (const target of targets) {
    await page
      .locator(target)
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const { violations } = await new AxeBuilder({ page })
      .include(target)
      .withRules(['color-contrast'])
      .analyze();
    if (violations.length) failing.push(target);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return failing;
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
