import { STARTS_WITH_FIGURE } from './amount-after-name.ts';
import {
  classes,
  isElement,
  isHidden,
  isSignUpForm,
  textOf,
  type HtmlElement,
} from './html-tree.ts';
import { HEADING, isLinesInHeading } from './label-headings.ts';
import { collapseWhitespace } from './text-cleanup.ts';
import type { InstructionSection } from './types.ts';

/**
 * Reading lists out of a block of HTML, shared by the plugin and fallback readers: list items
 * become entries, and headings between lists become section names ("For the dressing").
 */

// Bold set by a style rather than a tag, as page builders and pasted documents write it
// (`<span style="font-weight:700">`).
const BOLD_STYLE = /font-weight\s*:\s*(?:bold|[6-9]00)/i;

const isBold = (el: HtmlElement): boolean =>
  el.tag === 'strong' ||
  el.tag === 'b' ||
  (el.tag === 'span' && BOLD_STYLE.test(el.attrs.style ?? ''));

/** The bold element that is all of `el`'s content, through plain `span` wrappers. */
function boldContentOf(el: HtmlElement): HtmlElement | undefined {
  const meaningful = el.children.filter((c) => typeof c !== 'string' || c.trim() !== '');
  const only = meaningful[0];
  if (meaningful.length !== 1 || only === undefined || !isElement(only)) return undefined;
  if (isBold(only)) return only;
  return only.tag === 'span' ? boldContentOf(only) : undefined;
}

/**
 * True for `<p><strong>Sauce:</strong></p>`-style pseudo headings: bold-only short text. Inside
 * a list already found, bold set by a style counts as well: page builders write a section's
 * name as `<p><span><span style="font-weight:700">Sauce</span></span></p>`.
 */
function isBoldLabel(el: HtmlElement): boolean {
  if (el.tag !== 'p' && el.tag !== 'div') return false;
  const only = boldContentOf(el);
  if (!only) return false;
  const text = collapseWhitespace(textOf(only));
  return text.length > 0 && text.length < 60;
}

/**
 * Walks `container` in document order: each `li` is an entry, each heading starts a new
 * section. Paragraphs (split at line breaks), table rows or a definition list's terms are the
 * entries instead when they outnumber the list items. Hidden elements are skipped; a heading matching `stopAt`
 * ends the walk (the "Method" heading that follows an ingredient list inside the same
 * wrapper). `entryLine` reads one list item or table row; the ingredient readers, which put
 * the amount first, also read a grid of cards when no list, paragraphs or rows hold the lines.
 */
export function readSectionedList(
  container: HtmlElement,
  stopAt?: RegExp,
  entryLine: (item: HtmlElement) => string = plainLine,
): InstructionSection[] {
  const fromItems = collect(container, 'li', stopAt, entryLine);
  // An ordered list is the author's own numbering of the steps: paragraphs around it are an
  // introduction, a credit or serving notes, however many of them there are.
  if (count(fromItems) >= 2 && hasOrderedList(container)) return fromItems;
  const fromParagraphs = collect(container, 'p', stopAt, entryLine);
  // Some sites set the list as a table, one row per ingredient (amount and name in cells).
  const fromRows = collect(container, 'tr', stopAt, entryLine);
  const most = Math.max(count(fromItems), count(fromParagraphs));
  if (count(fromRows) > most) return fromRows;
  // Or as a definition list, one term per ingredient (`<dl><dt>sugar <u>45 g</u></dt>`).
  const fromTerms = collect(container, 'dt', stopAt, entryLine);
  if (count(fromTerms) > Math.max(most, count(fromRows))) return fromTerms;
  // Amounts and names as alternating siblings, for ingredients only.
  if (entryLine !== plainLine && count(fromItems) < 2) {
    const fromPairs = collect(container, PAIRS, stopAt, entryLine);
    if (count(fromPairs) >= 2 && count(fromPairs) >= count(fromParagraphs)) return fromPairs;
  }
  // Cards in a grid of plain blocks, for ingredients only: nothing else holds the list.
  if (entryLine !== plainLine && Math.max(most, count(fromRows)) < 2) {
    const fromGrid = collect(container, GRID, stopAt, entryLine);
    if (count(fromGrid) >= 2) return fromGrid;
  }
  return count(fromParagraphs) > count(fromItems) ? fromParagraphs : fromItems;
}

const PAIRS = 'pairs';

/**
 * A run of amount and name elements side by side, one pair per ingredient (`<p class="amount">
 * 250</p><div class="description">g flour</div><p class="amount"></p><div>honey</div>`): an
 * even number of elements, the odd ones alike and the even ones alike (tag and class), each
 * odd one empty or an amount. Returns each pair's text, amount first, or undefined.
 */
function pairedLines(el: HtmlElement): string[] | undefined {
  const parts = el.children.filter(isElement).filter((c) => !isHidden(c));
  if (parts.length < 4 || parts.length % 2 !== 0) return undefined;
  if (el.children.some((c) => typeof c === 'string' && c.trim() !== '')) return undefined;
  const signature = (c: HtmlElement): string => `${c.tag}.${c.attrs.class ?? ''}`;
  const [first, second] = parts;
  if (!first || !second || signature(first) === signature(second)) return undefined;
  const lines: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const amountEl = parts[i]!;
    const nameEl = parts[i + 1]!;
    if (signature(amountEl) !== signature(first) || signature(nameEl) !== signature(second)) {
      return undefined;
    }
    const amount = collapseWhitespace(textOf(amountEl));
    const name = collapseWhitespace(textOf(nameEl));
    if (!name || (amount && !STARTS_WITH_FIGURE.test(amount)) || amount.length > 20) {
      return undefined;
    }
    lines.push(amount ? `${amount} ${name}` : name);
  }
  return lines;
}

const GRID = 'grid';
const MAX_CARD_TEXT = 80;

/**
 * A grid of cards, each an ingredient: two or more `div`s side by side and nothing else, each
 * holding a short text (the name and the amount) and no list of its own.
 */
function isGrid(el: HtmlElement): boolean {
  const cards = el.children.filter(isElement).filter((c) => !isHidden(c));
  if (cards.length < 2 || !cards.every((c) => c.tag === 'div')) return false;
  if (el.children.some((c) => typeof c === 'string' && c.trim() !== '')) return false;
  return cards.every((card) => {
    const text = collapseWhitespace(textOf(card));
    return text !== '' && text.length <= MAX_CARD_TEXT && !hasListInside(card);
  });
}

function hasListInside(el: HtmlElement): boolean {
  return el.children.some(
    (c) => isElement(c) && (['ul', 'ol', 'table', 'p'].includes(c.tag) || hasListInside(c)),
  );
}

function hasOrderedList(el: HtmlElement): boolean {
  return el.children.some(
    (c) => isElement(c) && !isHidden(c) && (c.tag === 'ol' || hasOrderedList(c)),
  );
}

const BOLD_CLASS = /bold/i;
// A class that makes an item its list's heading: "recipe__list-subheading", "group-title",
// "group-head".
const HEADING_CLASS = /(?:^|[-_])(?:sub)?(?:head|heading|header|headline|title)$/i;

/**
 * A list item or table row classed as a heading ("<li class="list-subheading">Dough</li>"), or
 * an item that holds nothing but a heading ("<li><h3>For the filling</h3></li>").
 */
export const isHeadingItem = (item: HtmlElement): boolean =>
  classes(item).some((c) => HEADING_CLASS.test(c)) || onlyHeading(item);

function onlyHeading(item: HtmlElement): boolean {
  const kids = item.children.filter((c) => typeof c !== 'string' || c.trim() !== '');
  const only = kids[0];
  return kids.length === 1 && only !== undefined && isElement(only) && HEADING.test(only.tag);
}

/**
 * A table row that names the group of rows after it: one cell holds text, in bold (by tag,
 * style or a class saying so), the others are empty ("Filling |" above "Cream cheese | 250 g").
 */
function isGroupRow(tr: HtmlElement): boolean {
  const filled = tr.children.filter(
    (c): c is HtmlElement =>
      isElement(c) && (c.tag === 'td' || c.tag === 'th') && collapseWhitespace(textOf(c)) !== '',
  );
  const cell = filled[0];
  if (filled.length !== 1 || cell === undefined) return false;
  const boldClass = (el: HtmlElement): boolean => classes(el).some((c) => BOLD_CLASS.test(c));
  return boldClass(cell) || boldContentOf(cell) !== undefined || boldClass(tr);
}

/**
 * A list item that only groups a nested list (`<li><h3>Dressing:</h3><ul><li>…</li></ul></li>`,
 * or `<li><ul>…</ul></li>` for the unnamed first group): the nested items are the entries, and
 * the label before them, when there is one, names their group. Returns that label's text ('' for
 * none), or undefined when the item holds text of its own (an entry with sub-notes).
 */
function nestedGroupName(li: HtmlElement): string | undefined {
  if (li.children.some((c) => typeof c === 'string' && c.trim() !== '')) return undefined;
  const parts = li.children.filter(isElement).filter((c) => !isHidden(c) && textOf(c).trim());
  const lists = parts.filter((c) => c.tag === 'ul' || c.tag === 'ol');
  const labels = parts.filter((c) => !lists.includes(c));
  const label = labels[0];
  if (lists.length === 0 || labels.length > 1) return undefined;
  if (label === undefined) return '';
  const name = collapseWhitespace(textOf(label));
  // A group's name comes before its list, is short and set as a name: a heading, bold, classed
  // as a heading or ending in a colon. An entry with its notes listed under it
  // (`<li><label>150 g onion</label><ul><li>about 1 large</li></ul></li>`) is not a group.
  const setAsName =
    HEADING.test(label.tag) ||
    isBold(label) ||
    isHeadingItem(label) ||
    (name.endsWith(':') && !STARTS_WITH_FIGURE.test(name));
  return parts.indexOf(label) === 0 && name.length < 60 && setAsName
    ? name.replace(/:$/, '')
    : undefined;
}

const count = (sections: InstructionSection[]): number =>
  sections.reduce((n, s) => n + s.steps.length, 0);

const plainLine = (item: HtmlElement): string => collapseWhitespace(textOf(item));

function collect(
  container: HtmlElement,
  itemTag: string,
  stopAt: RegExp | undefined,
  entryLine: (item: HtmlElement) => string,
): InstructionSection[] {
  const sections: InstructionSection[] = [];
  let current: InstructionSection = { name: '', steps: [] };
  let stopped = false;
  const walk = (el: HtmlElement): void => {
    for (const child of el.children) {
      if (stopped) return;
      if (!isElement(child) || isHidden(child) || isSignUpForm(child)) continue;
      // Paragraphs inside list items are the items' text, not entries of their own.
      if (itemTag === 'p' && child.tag === 'li') continue;
      const groupName = itemTag === 'li' && child.tag === 'li' ? nestedGroupName(child) : undefined;
      if (groupName !== undefined) {
        if (groupName) {
          if (stopAt?.test(groupName)) {
            stopped = true;
            return;
          }
          if (current.steps.length > 0) sections.push(current);
          current = { name: groupName, steps: [] };
        }
        for (const list of child.children.filter(isElement)) {
          if (list.tag === 'ul' || list.tag === 'ol') walk(list);
        }
        continue;
      }
      const paired = itemTag === PAIRS ? pairedLines(child) : undefined;
      // Lines set in a heading's type are read as a paragraph's.
      const linesInHeading = isLinesInHeading(child);
      const asParagraph = itemTag === 'p' && linesInHeading;
      if (
        (HEADING.test(child.tag) && !linesInHeading) ||
        (itemTag === 'p' && isBoldLabel(child)) ||
        (itemTag === 'tr' && child.tag === 'tr' && isGroupRow(child)) ||
        (child.tag === itemTag && itemTag !== 'p' && isHeadingItem(child))
      ) {
        const name = collapseWhitespace(textOf(child)).replace(/:$/, '');
        if (stopAt?.test(name)) {
          stopped = true;
          return;
        }
        if (current.steps.length > 0) sections.push(current);
        current = { name, steps: [] };
      } else if (paired) {
        current.steps.push(...paired);
      } else if (itemTag === GRID && isGrid(child)) {
        for (const card of child.children.filter(isElement)) {
          const text = entryLine(card);
          if (text && !isHidden(card)) current.steps.push(text);
        }
      } else if (child.tag === itemTag || asParagraph) {
        if (itemTag !== 'p') {
          const text = entryLine(child);
          if (text) current.steps.push(text);
        } else {
          // A paragraph may hold several entries separated by <br>.
          for (const line of textOf(child, false).split('\n')) {
            const text = collapseWhitespace(line);
            if (text) current.steps.push(text);
          }
        }
      } else {
        walk(child);
      }
    }
  };
  walk(container);
  if (current.steps.length > 0) sections.push(current);
  return sections;
}
