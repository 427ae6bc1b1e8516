import { ingredientEntryLine } from './amount-after-name.ts';
import {
  classes,
  descendants,
  isElement,
  isHidden,
  isHiddenWithin,
  type HtmlElement,
} from './html-tree.ts';
import { HEADING, lineOf } from './label-headings.ts';
import { isHeadingItem, readSectionedList } from './section-lists.ts';
import type { InstructionSection } from './types.ts';

/**
 * Reading lists off the page by the class and id names that sites give them
 * ("recipe-ingredients", "instruction-step"), for the HTML fallback.
 */

export const INGREDIENT_CLASS = /ingredient|zutat/i;
export const INSTRUCTION_CLASS = /instruction|direction|method|preparation|zubereitung|step/i;

// Class tokens naming one entry ("ingredient", "recipe__ingredient", "ingredient-item",
// "instruction", "step") as opposed to a list or a part of an entry ("ingredient-name").
export const INGREDIENT_ROW_CLASS = /(?:^|[-_])ingredients?(?:[-_]*(?:item|line|row))?$/i;
export const INSTRUCTION_ROW_CLASS =
  /(?:^|[-_])(?:instructions?|directions?|steps?|method-step)(?:[-_]*(?:item|line|row|text))?$/i;

/** An element's class and id tokens, for matching against naming patterns. */
function nameTokens(el: HtmlElement): string {
  return `${el.attrs.id ?? ''} ${classes(el).join(' ')}`;
}

const isList = (el: HtmlElement): boolean => el.tag === 'ul' || el.tag === 'ol';

const countItems = (sections: InstructionSection[]): number =>
  sections.reduce((n, s) => n + s.steps.length, 0);

/**
 * Repeated elements whose class names them as single entries: two or more siblings sharing
 * that class, outermost matches only — and, once a class is known as a row's, a section's lone
 * row of that class too. Catches `div`-based lists that have no `li` at all. Rows the page
 * shows come first (see `shownFirst`).
 */
function rowsNamed(all: readonly HtmlElement[], pattern: RegExp): HtmlElement[] {
  const named = all.filter(
    // A list named for what it holds ("ingredients", one per section) is not an entry.
    (el) => !isList(el) && classes(el).some((c) => pattern.test(c)),
  );
  return shownFirst(named, outermostRows);
}

/**
 * What `read` makes of the elements the page shows, or — when that is nothing — of all of
 * them: a hidden copy is a list's other unit system behind a tab, beside the shown one, unless
 * no copy is shown (a print view that the page fills its tabs from with scripts).
 */
function shownFirst<T>(els: HtmlElement[], read: (els: HtmlElement[]) => T[]): T[] {
  const shown = els.filter((el) => !isHiddenWithin(el));
  const fromShown = shown.length < els.length ? read(shown) : [];
  return fromShown.length > 0 ? fromShown : read(els);
}

/** Of the named elements, the outermost that are repeated as rows (see `rowsNamed`). */
function outermostRows(named: HtmlElement[]): HtmlElement[] {
  const rowClasses = new Set<string | undefined>();
  for (const el of named) {
    const siblings = el.parent?.children.filter(
      (c): c is HtmlElement => isElement(c) && c.attrs.class === el.attrs.class,
    );
    if ((siblings?.length ?? 0) >= 2) rowClasses.add(el.attrs.class);
  }
  const rows = new Set(named.filter((el) => rowClasses.has(el.attrs.class)));
  return [...rows].filter((row) => {
    for (let p = row.parent; p; p = p.parent) if (rows.has(p)) return false;
    return true;
  });
}

/** The text of each row whose class names it a step (see `rowsNamed`). */
export function stepRowsByClassName(all: readonly HtmlElement[]): string[] {
  return rowsNamed(all, INSTRUCTION_ROW_CLASS)
    .map(lineOf)
    .filter((text) => text !== '');
}

/**
 * The ingredient rows (see `rowsNamed`), one line each, in sections. A "row" holding a
 * heading with its own list or paragraphs under it (`<div class="ingredients"><h2>Biscuit</h2>
 * <p>2 eggs</p><p>70 g hazelnuts</p></div>`, one per part) is a whole part of the list, which
 * sites class like a single entry: its lines are read as a section named by the heading. So is
 * a "row" that holds a list of its own (`<div class="ingredients__item"><ul>…</ul></div>`, the
 * first part, unnamed, beside a named one): a row of one entry holds no list.
 */
export function ingredientRowsByClassName(all: readonly HtmlElement[]): InstructionSection[] {
  const sections: InstructionSection[] = [];
  let plain: InstructionSection | undefined; // the section plain rows are being added to
  for (const row of rowsNamed(all, INGREDIENT_ROW_CLASS)) {
    const part = descendants(row).some((d) => HEADING.test(d.tag) || isList(d))
      ? readSectionedList(row, undefined, ingredientEntryLine)
      : [];
    if (countItems(part) >= 2) {
      sections.push(...part);
      plain = undefined;
      continue;
    }
    const text = ingredientEntryLine(row);
    if (!text) continue;
    const name = groupNameBefore(row);
    if (name) sections.push((plain = { name, steps: [] }));
    else if (!plain) sections.push((plain = { name: '', steps: [] }));
    plain.steps.push(text);
  }
  return sections;
}

/**
 * The name of the group a row starts: the element right before it, when that is a heading, or
 * classed as one (`<div class="recipe-ingredients__title">Apple slaw</div>` between rows).
 */
function groupNameBefore(row: HtmlElement): string | undefined {
  const siblings = row.parent?.children.filter(isElement) ?? [];
  const before = siblings[siblings.indexOf(row) - 1];
  if (!before || isHidden(before)) return undefined;
  if (!HEADING.test(before.tag) && !isHeadingItem(before)) return undefined;
  const name = lineOf(before).replace(/:$/, '');
  return name && name.length < 60 ? name : undefined;
}

/**
 * Lists inside elements whose class or id names them (e.g. `recipe-ingredients`). Only the
 * innermost such elements are read, so a wrapper around both ingredients and method does not
 * swallow the method; several innermost lists (one per section) are concatenated. Where two
 * or more named parts of the method are siblings, their unnamed siblings of the same kind are
 * parts too (a first step shown open, the rest in a block named for the steps), unless named
 * for `other`.
 */
export function listsByClassName(
  all: readonly HtmlElement[],
  pattern: RegExp,
  other?: RegExp,
): InstructionSection[] {
  // A block named for both ("ingredients-method") holds the ingredients, or both lists. A
  // menu is never one, nor the whole page, whatever their classes say ("direction-row",
  // "expand-method-hover"; the body's "rollover-direction-fade" is a theme's setting).
  const hits = all.filter(
    (el) =>
      !/^(?:li|span|nav|body|html)$/.test(el.tag) &&
      pattern.test(nameTokens(el)) &&
      !other?.test(nameTokens(el)),
  );
  return shownFirst(hits, (els) => listsIn(els, pattern, other));
}

/** The lists inside the named elements `hits` (see `listsByClassName`). */
function listsIn(
  hits: readonly HtmlElement[],
  pattern: RegExp,
  other?: RegExp,
): InstructionSection[] {
  const entryLine = pattern === INGREDIENT_CLASS ? ingredientEntryLine : undefined;
  const withItems = new Map<HtmlElement, InstructionSection[]>();
  for (const el of hits) {
    const sections = readSectionedList(el, undefined, entryLine);
    if (countItems(sections) >= 2) withItems.set(el, sections);
  }
  const innermost = [...withItems.keys()].filter((el) =>
    descendants(el).every((d) => !withItems.has(d)),
  );
  if (!other) return innermost.flatMap((el) => withItems.get(el) ?? []);
  const done = new Set<HtmlElement>();
  const out: InstructionSection[] = [];
  for (const el of innermost) {
    if (done.has(el)) continue;
    const parts = siblingParts(el, innermost, other);
    for (const part of parts) {
      done.add(part);
      out.push(...(withItems.get(part) ?? readSectionedList(part, undefined, entryLine)));
    }
  }
  return out;
}

/**
 * `el` and its siblings of its tag, when two or more of them are among `named`; else `el`.
 * Siblings named for `other` are left out.
 */
function siblingParts(
  el: HtmlElement,
  named: readonly HtmlElement[],
  other: RegExp,
): HtmlElement[] {
  const siblings = (el.parent?.children ?? []).filter(
    (c): c is HtmlElement => isElement(c) && c.tag === el.tag && !isHidden(c),
  );
  if (siblings.filter((s) => named.includes(s)).length < 2) return [el];
  return siblings.filter(
    (s) => named.includes(s) || descendants(s).every((d) => !other.test(nameTokens(d))),
  );
}
