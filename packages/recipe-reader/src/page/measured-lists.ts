import { ingredientEntryLine, STARTS_WITH_FIGURE } from './amount-after-name.ts';
import { isElement, isHiddenWithin, textOf, type HtmlElement } from './html-tree.ts';
import { lineOf } from './label-headings.ts';
import { collapseWhitespace } from './text-cleanup.ts';
import { YIELD_TEXT } from './visible-yield.ts';

/**
 * The last resort for ingredients: a page that names its list nowhere — no heading, no class,
 * headings that are only the shop's aisles ("Produce", "Pantry", "Dairy") — still writes it as
 * bulleted lines that start with an amount, or as a table whose rows start with an amount cell
 * (amount | name), or as a paragraph of lines each typed with a bullet ("• 15 g Parmesan<br>•
 * 1 egg"). The first such list, and the lists that follow it
 * with nothing but a short heading in between (the list's other parts), are the ingredients.
 */

// A time led by its figure ("30 min. bereidingstijd", "1 hour", "45 Minuten"): a box of facts
// about the recipe (course, yield, time) is a bulleted list too, and no ingredient is a time.
const TIME_FIRST =
  /^\d+(?:[.,]\d+)?\s*(?:min(?:ute[ns]?|s)?|hrs?|hours?|uur|std|stunden?|heures?|ore|minutos?|horas?)\b/iu;
const MAX_LINE = 120;
// Text between two parts of one list: a heading's worth ("For the sauce", "Pantry").
const MAX_GAP_TEXT = 60;
const MIN_LINES = 3;

function withinList(el: HtmlElement): boolean {
  for (let p = el.parent; p; p = p.parent) if (p.tag === 'ul' || p.tag === 'ol') return true;
  return false;
}

/**
 * A table's rows of two or more data cells, each row's cells' text joined ("150 ml" |
 * "Almond milk"). Rows of one cell are a box of facts ("0:15 To Prep"), not ingredients.
 */
function tableRows(table: HtmlElement): { items: HtmlElement[]; lines: string[] } {
  const cellsOf = (tr: HtmlElement): HtmlElement[] =>
    tr.children.filter(isElement).filter((c) => c.tag === 'td');
  const rows = rowsOf(table).filter((tr) => cellsOf(tr).length >= 2);
  const lines = rows.map((tr) => collapseWhitespace(cellsOf(tr).map(lineOf).join(' ')));
  return { items: rows, lines: lines.filter(Boolean) };
}

/** A table's own rows, not those of a table nested in one of its cells. */
function rowsOf(el: HtmlElement): HtmlElement[] {
  return el.children
    .filter(isElement)
    .flatMap((c) => (c.tag === 'tr' ? [c] : c.tag === 'table' ? [] : rowsOf(c)));
}

const TYPED_BULLET = /^[•·▪◦‣]\s*/;

/** A paragraph's lines when two or more are set and each is typed with a bullet. */
export function typedBulletLines(p: HtmlElement): string[] | undefined {
  const lines = textOf(p, false).split('\n').map(collapseWhitespace).filter(Boolean);
  if (lines.length < 2 || !lines.every((line) => TYPED_BULLET.test(line))) return undefined;
  return lines.map((line) => line.replace(TYPED_BULLET, ''));
}

/** A list's items and their lines: a bulleted list's, a table's rows, a bulleted paragraph's. */
function itemsAndLines(list: HtmlElement): { items: HtmlElement[]; lines: string[] } {
  if (list.tag === 'table') return tableRows(list);
  if (list.tag === 'p') return { items: [], lines: typedBulletLines(list) ?? [] };
  const lis = list.children.filter(isElement).filter((li) => li.tag === 'li');
  return { items: lis, lines: lis.map(ingredientEntryLine).filter(Boolean) };
}

/**
 * A bulleted list's lines — or a table's rows, amount in the first cell, or a paragraph's
 * bulleted lines — when they read as ingredients: short, most led by an amount.
 */
function measuredLines(ul: HtmlElement): string[] | undefined {
  const { items, lines } = itemsAndLines(ul);
  if (lines.length === 0 || lines.some((line) => line.length > MAX_LINE)) return undefined;
  // A list of links ("10 best soups", "5 easy dinners") is a menu of other pages.
  if (items.filter(isLinkOnly).length * 2 > items.length) return undefined;
  const measured = lines.filter(
    (line) => STARTS_WITH_FIGURE.test(line) && !TIME_FIRST.test(line) && !YIELD_TEXT.test(line),
  ).length;
  // Bullets typed into a paragraph are set by hand for a list of things to get, where a list
  // element is the markup for any list: a third of the lines measured is enough there ("225g
  // beef", "Thinly sliced onions", "Ketchup").
  const share = ul.tag === 'p' ? 3 : 2;
  return measured * share >= lines.length ? lines : undefined;
}

/** An item whose whole text is one link's. */
function isLinkOnly(li: HtmlElement): boolean {
  const link = li.children.find((c): c is HtmlElement => isElement(c) && c.tag === 'a');
  return link !== undefined && lineOf(link) === lineOf(li);
}

/** Length of the text that elements `from`..`to` (exclusive) hold themselves. */
function ownTextLength(all: readonly HtmlElement[], from: number, to: number): number {
  let length = 0;
  for (const el of all.slice(from, to)) {
    for (const child of el.children) if (typeof child === 'string') length += child.trim().length;
  }
  return length;
}

export function measuredLists(all: readonly HtmlElement[]): string[] {
  const lists = all.filter(
    (el) =>
      (el.tag === 'ul' || el.tag === 'table' || (el.tag === 'p' && typedBulletLines(el))) &&
      !withinList(el) &&
      !isHiddenWithin(el),
  );
  const firstAt = lists.findIndex((ul) => measuredLines(ul) !== undefined);
  if (firstAt < 0) return [];
  const lines: string[] = [];
  for (let i = firstAt; i < lists.length; i++) {
    const list = lists[i]!;
    const part = measuredLines(list);
    if (!part) break;
    if (i > firstAt) {
      const previous = lists[i - 1]!;
      const afterPrevious = all.indexOf(previous) + countDescendants(previous) + 1;
      if (ownTextLength(all, afterPrevious, all.indexOf(list)) > MAX_GAP_TEXT) break;
    }
    lines.push(...part);
  }
  return lines.length >= MIN_LINES ? lines : [];
}

function countDescendants(el: HtmlElement): number {
  let n = 0;
  for (const child of el.children) if (isElement(child)) n += 1 + countDescendants(child);
  return n;
}
