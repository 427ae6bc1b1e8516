// The touch-target rule of docs/accessibility.md, measured in the page: every visible control
// is at least 44x44 CSS px, or the 44x44 square centred on it touches no other control.
import type { Page } from '@playwright/test';

export const MIN_TARGET = 44;

export type SmallTarget = { name: string; width: number; height: number; near: string };

/** The controls of the page that break the rule, described for a failure message. */
export function smallTouchTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const SELECTOR =
      'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=tab], [role=switch], [role=menuitem]';
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      const tag = el.tagName.toLowerCase();
      const type = el.getAttribute('type') ?? el.getAttribute('role') ?? '';
      return `${tag}${type ? `[${type}]` : ''} "${text}"`;
    };
    const visible = (el: Element, box: DOMRect) => {
      if (box.width <= 1 || box.height <= 1) return false; // visually hidden (sr-only)
      if (el.closest('[aria-hidden=true], [inert]')) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    // A field or toggle wrapped in its label is tapped through the label: the label is the
    // target.
    const targets = new Map<Element, DOMRect>();
    for (const el of document.querySelectorAll(SELECTOR)) {
      if ((el as HTMLButtonElement).disabled) continue;
      const label = el.closest('label');
      const target =
        label && el.matches('input, select, textarea, [role=radio], [role=checkbox], [role=switch]')
          ? label
          : el;
      const box = target.getBoundingClientRect();
      if (visible(el, el.getBoundingClientRect()) || (target !== el && visible(target, box)))
        targets.set(target, box);
    }
    const entries = [...targets];
    const small: Array<{ name: string; width: number; height: number; near: string }> = [];
    for (const [el, box] of entries) {
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const half = min / 2;
      const neighbour = entries.find(
        ([other, b]) =>
          other !== el &&
          !other.contains(el) &&
          !el.contains(other) &&
          b.left < cx + half &&
          b.right > cx - half &&
          b.top < cy + half &&
          b.bottom > cy - half,
      );
      if (neighbour)
        small.push({
          name: describe(el),
          width: Math.round(box.width),
          height: Math.round(box.height),
          near: describe(neighbour[0]),
        });
    }
    return small;
  }, MIN_TARGET);
}
