import { checklistRows } from './checklist-rows.ts';
import { classes, descendants, isElement, textOf, type HtmlElement } from './html-tree.ts';
import { INGREDIENT_HEADING, INSTRUCTION_HEADING } from './heading-words.ts';
import { hasQuantities } from './merge-sources.ts';
import type { PageMeta } from './page-meta.ts';
import { proseAfterIngredients } from './prose-after-ingredients.ts';
import { readSectionedList } from './section-lists.ts';
import { collapseWhitespace } from './text-cleanup.ts';
import type { InstructionSection, RecipeCandidate } from './types.ts';

/**
 * Reading the recipe off the visible page, for pages with no structured recipe data and as a
 * check on structured data that is poorer than the page: find the ingredient and method lists
 * by the words sites use for them — in class/id names or in the headings above the lists.
 */

const INGREDIENT_CLASS = /ingredient|zutat/i;
const INSTRUCTION_CLASS = /instruction|direction|method|preparation|zubereitung|step/i;

// Class tokens naming one entry ("ingredient", "recipe__ingredient", "ingredient-item",
// "instruction", "step") as opposed to a list or a part of an entry ("ingredient-name").
const INGREDIENT_ROW_CLASS = /(?:^|[-_])ingredients?(?:[-_]*(?:item|line|row))?$/i;
const INSTRUCTION_ROW_CLASS =
  /(?:^|[-_])(?:instructions?|directions?|steps?|method-step)(?:[-_]*(?:item|line|row|text))?$/i;

const HEADING = /^h[1-6]$/;

/** An element's class and id tokens, for matching against naming patterns. */
function nameTokens(el: HtmlElement): string {
  return `${el.attrs.id ?? ''} ${classes(el).join(' ')}`;
}

const countItems = (sections: InstructionSection[]): number =>
  sections.reduce((n, s) => n + s.steps.length, 0);

const lineOf = (el: HtmlElement): string => collapseWhitespace(textOf(el));

/**
 * Repeated elements whose class names them as single entries: two or more siblings sharing
 * that class, outermost matches only. Catches `div`-based lists that have no `li` at all.
 */
function rowsByClassName(all: readonly HtmlElement[], pattern: RegExp): string[] {
  const rows = new Set<HtmlElement>();
  for (const el of all) {
    if (!classes(el).some((c) => pattern.test(c))) continue;
    const siblings = el.parent?.children.filter(
      (c): c is HtmlElement => isElement(c) && c.attrs.class === el.attrs.class,
    );
    if ((siblings?.length ?? 0) >= 2) rows.add(el);
  }
  const lines: string[] = [];
  for (const row of rows) {
    let nested = false;
    for (let p = row.parent; p && !nested; p = p.parent) nested = rows.has(p);
    if (nested) continue;
    const text = lineOf(row);
    if (text) lines.push(text);
  }
  return lines;
}

/**
 * Lists inside elements whose class or id names them (e.g. `recipe-ingredients`). Only the
 * innermost such elements are read, so a wrapper around both ingredients and method does not
 * swallow the method; several innermost lists (one per section) are concatenated.
 */
function listsByClassName(all: readonly HtmlElement[], pattern: RegExp): InstructionSection[] {
  const hits = all.filter(
    (el) => el.tag !== 'li' && el.tag !== 'span' && pattern.test(nameTokens(el)),
  );
  const withItems = new Map<HtmlElement, InstructionSection[]>();
  for (const el of hits) {
    const sections = readSectionedList(el);
    if (countItems(sections) >= 2) withItems.set(el, sections);
  }
  const innermost = [...withItems.keys()].filter((el) =>
    descendants(el).every((d) => !withItems.has(d)),
  );
  return innermost.flatMap((el) => withItems.get(el) ?? []);
}

/** Heading level for `h1`..`h6`; bold text counts as below every heading. */
const level = (el: HtmlElement): number => (HEADING.test(el.tag) ? Number(el.tag[1]) : 7);

function siblingsAfter(el: HtmlElement): HtmlElement[] {
  const parent = el.parent;
  if (!parent) return [];
  const index = parent.children.indexOf(el);
  return parent.children.slice(index + 1).filter(isElement);
}

/** The bold element when `el` is a paragraph whose whole text is bold: a heading in all but tag. */
function boldLabelOf(el: HtmlElement): HtmlElement | undefined {
  if (el.tag !== 'p' && el.tag !== 'div') return undefined;
  const kids = el.children.filter((c) => typeof c !== 'string' || c.trim() !== '');
  const only = kids[0];
  if (kids.length !== 1 || only === undefined || !isElement(only)) return undefined;
  return only.tag === 'strong' || only.tag === 'b' ? only : undefined;
}

const INLINE = /^(?:span|em|i|u|b|strong|small|mark|font)$/;

/**
 * A paragraph of nothing but text and inline formatting: when its whole text is a heading
 * word ("Zutaten", "INGREDIENTS:"), a page builder has styled a heading as a paragraph.
 */
function isPlainParagraph(el: HtmlElement): boolean {
  const plain = (node: HtmlElement): boolean =>
    node.children.every((c) => !isElement(c) || (INLINE.test(c.tag) && plain(c)));
  return el.tag === 'p' && plain(el);
}

/** The plain paragraph that `el` is or merely wraps (`<div><p>INGREDIENTS:</p></div>`). */
function soleParagraph(el: HtmlElement): HtmlElement | undefined {
  if (isPlainParagraph(el)) return el;
  const kids = el.children.filter((c) => typeof c !== 'string' || c.trim() !== '');
  const only = kids[0];
  if (
    kids.length !== 1 ||
    only === undefined ||
    !isElement(only) ||
    !/^(?:div|p)$/.test(only.tag)
  ) {
    return undefined;
  }
  return soleParagraph(only);
}

/** A plain paragraph whose whole text matches: a heading styled as a paragraph. */
function isParagraphLabel(el: HtmlElement, pattern: RegExp): boolean {
  if (!isPlainParagraph(el)) return false;
  const title = lineOf(el);
  return title.length <= 60 && pattern.test(title);
}

/** A real heading, or a bold-only paragraph (or its bold element), whose text matches. */
function isLabelHeading(el: HtmlElement, pattern: RegExp): boolean {
  if (!HEADING.test(el.tag) && !boldLabelOf(el)) {
    if (el.tag !== 'strong' && el.tag !== 'b') return false;
    if (!el.parent || boldLabelOf(el.parent) !== el) return false;
  }
  const title = lineOf(el);
  return title.length <= 60 && pattern.test(title);
}

/**
 * Where the content under a heading starts: the heading itself, or the wrapper that holds
 * little more than the heading (MediaWiki's edit links, a bold label's paragraph).
 */
function headingAnchor(heading: HtmlElement): HtmlElement {
  const budget = lineOf(heading).length + 40;
  let anchor = heading;
  while (anchor.parent && anchor.parent.tag !== '#root' && lineOf(anchor.parent).length <= budget) {
    anchor = anchor.parent;
  }
  return anchor;
}

/**
 * The heading that `el` is or merely wraps (a bold-only paragraph, a `div` holding an `h2` and
 * its edit links), else undefined.
 */
function headingIn(el: HtmlElement): HtmlElement | undefined {
  if (HEADING.test(el.tag)) return el;
  const bold = boldLabelOf(el);
  if (bold) return bold;
  if (el.tag !== 'div' && el.tag !== 'header') return undefined;
  const inner = el.children.find((c): c is HtmlElement => isElement(c) && HEADING.test(c.tag));
  return inner && lineOf(el).length <= lineOf(inner).length + 40 ? inner : undefined;
}

/**
 * Content under a heading such as "Ingredients": the siblings that follow it up to the next
 * heading of the same or a higher level — unless that heading matches too ("Method for the
 * sauce"), which then names the next section. When the heading sits alone in a wrapper, the
 * wrapper's following siblings are used instead.
 */
function listUnderHeading(
  heading: HtmlElement,
  pattern: RegExp,
  stopAt: RegExp,
  stopAtParagraphs = false,
): InstructionSection[] {
  const anchor = headingAnchor(heading);
  const headingLevel = level(heading);
  const sections: InstructionSection[] = [];
  let following: HtmlElement[] = [];
  let name = '';
  const flush = (): void => {
    const wrapper: HtmlElement = { tag: 'div', attrs: {}, children: following, parent: null };
    for (const s of readSectionedList(wrapper, stopAt)) {
      sections.push({ ...s, name: s.name || name });
    }
    following = [];
  };
  for (const sib of siblingsAfter(anchor)) {
    const label = headingIn(sib);
    if (label && isLabelHeading(label, stopAt)) break;
    // A paragraph styled as the method's heading ends an ingredient list; inside a method,
    // "Prepare the ingredients:" is a step's label, not the next list.
    const paragraph = stopAtParagraphs ? soleParagraph(sib) : undefined;
    if (paragraph && isParagraphLabel(paragraph, stopAt)) break;
    if (label) {
      const labelLevel = level(label);
      // A sub-heading (or, under a bold label, another bold label) names a section; a heading
      // as high as ours ends the list unless it is one of ours ("Method for the sauce").
      const endsList =
        labelLevel < headingLevel || (labelLevel === headingLevel && headingLevel < 7);
      if (endsList && !pattern.test(lineOf(label))) break;
      if (endsList || labelLevel === 7) {
        flush();
        name = lineOf(label).replace(/:$/, '');
        continue;
      }
    }
    following.push(sib);
  }
  flush();
  return sections;
}

/**
 * The list under the first heading matching `pattern` that has one — preferring headings after
 * `after` (the ingredient list), since blog posts often carry a narrative "How to make it"
 * section before the actual recipe card.
 */
function listAfterHeading(
  all: readonly HtmlElement[],
  pattern: RegExp,
  stopAt: RegExp,
  after = -1,
): InstructionSection[] {
  const forIngredients = pattern === INGREDIENT_HEADING;
  let fallback: InstructionSection[] = [];
  for (let i = 0; i < all.length; i++) {
    const el = all[i];
    if (!el || !isLabelHeading(el, pattern)) continue;
    const sections = listUnderHeading(el, pattern, stopAt, forIngredients);
    if (countItems(sections) === 0) continue;
    if (i > after) return sections;
    if (fallback.length === 0) fallback = sections;
  }
  return fallback;
}

/**
 * The ingredients under a paragraph that reads as the heading ("<p>Zutaten</p>"): accepted only
 * when at least two lines follow and some carry an amount, since such a paragraph is as often
 * a label in a box of facts ("Ingredients 8", "Preparation 35 m").
 */
function listAfterParagraphLabel(all: readonly HtmlElement[]): string[] {
  for (const el of all) {
    if (!isParagraphLabel(el, INGREDIENT_HEADING)) continue;
    const lines = listUnderHeading(el, INGREDIENT_HEADING, INSTRUCTION_HEADING, true).flatMap(
      (s) => s.steps,
    );
    if (lines.length >= 2 && hasQuantities(lines)) return lines;
  }
  return [];
}

/**
 * The ordered list that most looks like a method: at least two sentence-length items. Recipe
 * pages rarely use `ol` for anything else of that shape.
 */
function longestOrderedList(all: readonly HtmlElement[]): InstructionSection[] {
  let best: string[] = [];
  for (const ol of all) {
    if (ol.tag !== 'ol') continue;
    const items = ol.children
      .filter(isElement)
      .filter((c) => c.tag === 'li')
      .map(lineOf);
    const average = items.reduce((n, t) => n + t.length, 0) / Math.max(items.length, 1);
    if (items.length >= 2 && average >= 40 && items.length > best.length) best = items;
  }
  return best.length > 0 ? [{ name: '', steps: best }] : [];
}

/** Index in `all` of the first ingredient heading, or -1. */
function ingredientHeadingIndex(all: readonly HtmlElement[]): number {
  return all.findIndex((el) => isLabelHeading(el, INGREDIENT_HEADING));
}

/** Title from the page itself: the main heading, else og:title or <title> minus a site suffix. */
function pageTitle(meta: PageMeta): string {
  const title =
    meta.firstH1 ?? (meta.ogTitle ?? meta.documentTitle ?? '').replace(/\s+[|–—-]\s+[^|–—-]+$/, '');
  // A wiki namespace ("Cookbook:Pumpkin Pie") is not part of the dish's name.
  return title.replace(/^\p{L}+:(?=\p{L})/u, '').trim();
}

function firstNonEmpty<T>(...attempts: (() => T[])[]): T[] {
  for (const attempt of attempts) {
    const result = attempt();
    if (result.length > 0) return result;
  }
  return [];
}

export function extractHtmlFallback(
  root: HtmlElement,
  meta: PageMeta,
  all: HtmlElement[] = descendants(root),
): RecipeCandidate {
  const ingredients = firstNonEmpty(
    () => rowsByClassName(all, INGREDIENT_ROW_CLASS),
    () => listAfterHeading(all, INGREDIENT_HEADING, INSTRUCTION_HEADING).flatMap((s) => s.steps),
    () => listsByClassName(all, INGREDIENT_CLASS).flatMap((s) => s.steps),
    () => checklistRows(all),
    () => listAfterParagraphLabel(all),
  );
  const ingredientsAt = ingredientHeadingIndex(all);
  const instructionSections = firstNonEmpty<InstructionSection>(
    () => {
      const rows = rowsByClassName(all, INSTRUCTION_ROW_CLASS);
      return rows.length > 0 ? [{ name: '', steps: rows }] : [];
    },
    () => listAfterHeading(all, INSTRUCTION_HEADING, INGREDIENT_HEADING, ingredientsAt),
    () => listsByClassName(all, INSTRUCTION_CLASS),
    () => longestOrderedList(all),
    () => proseAfterIngredients(all, ingredients),
  );
  return {
    source: 'html',
    name: pageTitle(meta),
    description: meta.ogDescription ?? meta.metaDescription,
    ingredients,
    instructionSections,
    image: meta.ogImage,
  };
}
