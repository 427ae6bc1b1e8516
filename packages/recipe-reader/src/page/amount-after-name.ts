import { isElement, isHidden, type HtmlElement } from './html-tree.ts';
import { lineOf } from './label-headings.ts';
import { collapseWhitespace } from './text-cleanup.ts';

/**
 * An ingredient entry laid out as two cells, the name first and the amount after it
 * (`<li><span>Water</span><span>300 ml</span></li>`, a table row `Flour | 500 g`), is read
 * amount first ("300 ml Water"), the way the line is written everywhere else; the page shows
 * the amount in a column of its own only for layout.
 */

const FIGURE = '\\d\\u00bc-\\u00be\\u2150-\\u215e';
// A whole cell that is an amount: a number (fraction, decimal or range), at most two short
// words after it and a short aside ("300 ml", "1 pincée(s)", "3 mittelgross", "2 TL
// (gestrichen)", "½").
const AMOUNT_CELL = new RegExp(
  `^[${FIGURE}](?:[${FIGURE}\\s.,/\\u2044–-]*[${FIGURE}])?` +
    `(?:\\s*\\p{L}[\\p{L}.]{0,14}(?:\\(s\\))?){0,2}(?:\\s*\\([^()]{1,20}\\))?$`,
  'u',
);
/** A text that starts with a figure: an amount first. */
export const STARTS_WITH_FIGURE = new RegExp(`^[${FIGURE}]`, 'u');
// Chinese, Japanese and Korean lines are written name first ("玉ねぎ 2個", "양파 1개").
const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;

/** The parts of `el` that hold text, through wrappers around a single part. */
function partsOf(el: HtmlElement): (HtmlElement | string)[] {
  const parts = el.children.filter((c) =>
    isElement(c) ? !isHidden(c) && lineOf(c) !== '' : c.trim() !== '',
  );
  const only = parts[0];
  if (parts.length === 1 && only !== undefined && isElement(only)) return partsOf(only);
  return parts;
}

const cellText = (c: HtmlElement | string): string =>
  isElement(c) ? lineOf(c) : collapseWhitespace(c);

const PERCENT_CELL = /^\d{1,3}(?:[.,]\d{1,2})?\s*%$/u;

// A cell that only separates the amount from the name ("200g | - | rhubarb").
const SEPARATOR_CELL = /^[-–—|:•·]$/u;

/** An ingredient entry's line, amount first when the page prints it after the name. */
export function ingredientEntryLine(item: HtmlElement): string {
  let line = lineOf(item);
  const parts = partsOf(item);
  const cells = parts.map(cellText);
  // A last cell of a percentage after the amount and the name is the baker's percentage of a
  // bread recipe's table ("558 g | Weizenmehl 550 | 92,5 %"): a column of figures, not words
  // of the line.
  if (cells.length >= 3 && PERCENT_CELL.test(cells.at(-1) ?? '')) {
    parts.pop();
    cells.pop();
    line = cells.join(' ');
  }
  // The amount set apart from the name by a dash of its own (`<strong>200g</strong> -
  // <a>rhubarb</a>`): the dash is layout, and the line reads "200g rhubarb".
  if (cells.length === 3 && SEPARATOR_CELL.test(cells[1] ?? '')) {
    const [amount = '', , name = ''] = cells;
    if (AMOUNT_CELL.test(amount) && /\p{L}/u.test(name)) return `${amount} ${name}`;
  }
  // An amount and a name in elements of their own with no space between them in the markup
  // (`<strong>2</strong><span>rotkvice</span>`): the page sets them apart by style.
  const [first = '', second = ''] = cells;
  if (
    cells.length === 2 &&
    parts.every(isElement) &&
    line === `${first}${second}` &&
    AMOUNT_CELL.test(first) &&
    /^\p{L}/u.test(second)
  ) {
    return `${first} ${second}`;
  }
  if (cells.length !== 2) return line;
  const [name = '', amount = ''] = cells;
  if (STARTS_WITH_FIGURE.test(name) || !/\p{L}/u.test(name) || CJK.test(name)) return line;
  return AMOUNT_CELL.test(amount) ? `${amount} ${name}` : line;
}
