import { isElement, isHiddenWithin, textOf, type HtmlElement } from './html-tree.ts';
import { collapseWhitespace } from './text-cleanup.ts';

/**
 * Ingredient lists built as a shopping checklist: each row is a checkbox beside the
 * ingredient's text, with no list markup and no telling class names (utility-class CSS). The
 * checkbox itself is the marker. A last resort for pages that give nothing else away.
 */

const isCheckbox = (el: HtmlElement): boolean =>
  el.tag === 'input' && el.attrs.type?.toLowerCase() === 'checkbox';

/**
 * Rows of visible checkbox groups (two rows or more under one parent), in document order. Most
 * rows must carry an amount — what sets ingredients apart from consent or filter checkboxes.
 */
export function checklistRows(all: readonly HtmlElement[]): string[] {
  const groups = new Map<HtmlElement, string[]>();
  for (const box of all) {
    if (!isCheckbox(box)) continue;
    const row = box.parent;
    const group = row?.parent;
    if (!row || !group || isHiddenWithin(row)) continue;
    // The row's own text: the label beside the box, not a whole form.
    const text = collapseWhitespace(textOf(row));
    if (!text || text.length > 200 || row.children.filter(isElement).length > 4) continue;
    groups.set(group, [...(groups.get(group) ?? []), text]);
  }
  const rows = [...groups.values()].filter((g) => g.length >= 2).flat();
  const withAmounts = rows.filter((r) => /\d|[\u00bc-\u00be\u2150-\u215e]/.test(r)).length;
  return withAmounts * 2 >= rows.length ? rows : [];
}
