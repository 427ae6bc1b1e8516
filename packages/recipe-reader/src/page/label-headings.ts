import { isElement, textOf, type HtmlElement } from './html-tree.ts';
import { collapseWhitespace } from './text-cleanup.ts';

/**
 * What counts as a heading above a recipe's lists: a real heading, a paragraph that is all
 * bold, or (for the HTML fallback's last attempts) a paragraph of plain text whose whole text
 * is a heading word, as page builders style them.
 */

export const HEADING = /^h[1-6]$/;

export const lineOf = (el: HtmlElement): string => collapseWhitespace(textOf(el));

/**
 * A heading tag around three or more lines broken by `<br>` (`<h5>• 2 tbsp oil<br>• 50 g
 * butter<br>…</h5>`): a paragraph set in large type, read as lines, not a section's name.
 */
export function isLinesInHeading(el: HtmlElement): boolean {
  if (!HEADING.test(el.tag)) return false;
  const lines = textOf(el, false)
    .split('\n')
    .filter((line) => line.trim() !== '');
  return lines.length >= 3;
}

/** Heading level for `h1`..`h6`; bold text counts as below every heading. */
export const level = (el: HtmlElement): number => (HEADING.test(el.tag) ? Number(el.tag[1]) : 7);

export function siblingsAfter(el: HtmlElement): HtmlElement[] {
  const parent = el.parent;
  if (!parent) return [];
  const index = parent.children.indexOf(el);
  return parent.children.slice(index + 1).filter(isElement);
}

/** The bold element when `el` is a paragraph whose whole text is bold: a heading in all but tag. */
export function boldLabelOf(el: HtmlElement): HtmlElement | undefined {
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
export function isPlainParagraph(el: HtmlElement): boolean {
  const plain = (node: HtmlElement): boolean =>
    node.children.every((c) => !isElement(c) || (INLINE.test(c.tag) && plain(c)));
  return el.tag === 'p' && plain(el);
}

/** The plain paragraph that `el` is or merely wraps (`<div><p>INGREDIENTS:</p></div>`). */
export function soleParagraph(el: HtmlElement): HtmlElement | undefined {
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
export function isParagraphLabel(el: HtmlElement, pattern: RegExp): boolean {
  if (!isPlainParagraph(el)) return false;
  const title = lineOf(el);
  return title.length <= 60 && pattern.test(title);
}

/** A real heading, or a bold-only paragraph (or its bold element), whose text matches. */
export function isLabelHeading(el: HtmlElement, pattern: RegExp): boolean {
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
export function headingAnchor(heading: HtmlElement): HtmlElement {
  const budget = lineOf(heading).length + 40;
  let anchor = heading;
  while (
    anchor.parent &&
    anchor.parent.tag !== '#root' &&
    lineOf(anchor.parent).length <= budget &&
    // A short list is the heading's content, not a wrapper's trimmings ("2 oz gin", "ice").
    !holdsList(anchor.parent)
  ) {
    anchor = anchor.parent;
  }
  return anchor;
}

const holdsList = (el: HtmlElement): boolean =>
  el.children.some((c) => isElement(c) && (/^(?:ul|ol|table)$/.test(c.tag) || holdsList(c)));

/** The one element inside `el`, when it is a `div` and `el` holds nothing else. */
function soleWrapper(el: HtmlElement): HtmlElement | undefined {
  const kids = el.children.filter((c) => typeof c !== 'string' || c.trim() !== '');
  const only = kids[0];
  return kids.length === 1 && only !== undefined && isElement(only) && only.tag === 'div'
    ? only
    : undefined;
}

/**
 * The heading that `el` is or merely wraps (a bold-only paragraph, a `div` holding an `h2` and
 * its edit links, in as many `div`s of nothing else as a page builder likes), else undefined.
 */
export function headingIn(el: HtmlElement): HtmlElement | undefined {
  if (HEADING.test(el.tag)) return isLinesInHeading(el) ? undefined : el;
  const bold = boldLabelOf(el);
  if (bold) return bold;
  if (el.tag !== 'div' && el.tag !== 'header') return undefined;
  // Page builders wrap each block twice or more (a widget, then its container).
  let box = el;
  for (let only = soleWrapper(box); only; only = soleWrapper(box)) box = only;
  const inner = box.children.find((c): c is HtmlElement => isElement(c) && HEADING.test(c.tag));
  return inner && lineOf(el).length <= lineOf(inner).length + 40 ? inner : undefined;
}
