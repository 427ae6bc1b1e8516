import { STARTS_WITH_FIGURE } from './amount-after-name.ts';
import { squashed } from './repeated-copies.ts';
import { collapseWhitespace } from './text-cleanup.ts';

/**
 * How two readings of one list relate — the same lines with more amounts, the same text cut
 * differently, one continuing the other — for deciding between sources (merge-sources.ts).
 * Entries are compared loosely: case, spacing and punctuation aside.
 */

export const comparable = (s: string | undefined): string =>
  collapseWhitespace(s ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export const QUANTITY = /[\d\u00bc-\u00be\u2150-\u215e]/;

/** True when a list is non-empty and at least some lines carry an amount. */
export function hasQuantities(lines: readonly string[] | undefined): boolean {
  return !!lines && lines.some((l) => QUANTITY.test(l));
}

export const squash = (s: string): string => comparable(s).replace(/ /g, '');

/**
 * Whether `longer` is `shorter` continued: the same entries in the same order (compared
 * loosely: case, spacing and punctuation aside), then at least two new entries that pass
 * `plausible`, mostly distinct. That is what truncated structured data looks like next to the
 * page's own list — as opposed to a list with notes, related links or a second copy appended.
 * A line may come back now and then ("1 pinch salt" in the dough and in the filling).
 */
export function continues(
  longer: readonly string[],
  shorter: readonly string[],
  plausible: (entry: string) => boolean,
): boolean {
  if (longer.length < shorter.length + 2 || longer.length > shorter.length * 4) return false;
  const keys = longer.map(squash);
  const repeats = keys.length - new Set(keys).size;
  if (repeats * 4 > longer.length - shorter.length) return false;
  if (!shorter.every((entry, i) => squash(entry) === keys[i])) return false;
  return longer.slice(shorter.length).every(plausible);
}

export const withAmount = (lines: readonly string[]): number =>
  lines.filter((l) => QUANTITY.test(l)).length;

const wordsOf = (s: string): Set<string> =>
  new Set(
    comparable(s)
      .split(' ')
      .filter((w) => w.length >= 3 && !/^\d+$/.test(w)),
  );

/**
 * Whether two lists are the same ingredients line for line: equally long, and each pair of
 * lines shares a word. A visible list that passes this is the structured list as printed.
 */
export function sameLines(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((line, i) => {
    const words = wordsOf(b[i] ?? '');
    return [...wordsOf(line)].some((w) => words.has(w));
  });
}

/**
 * Whether `typed` is `shown` with the names of its parts typed in as lines ("Salsa" before the
 * salsa's lines): structured data built from the page's text, headings and all. Each extra
 * line is one of the part names the page shows as headings.
 */
export function withHeadingLines(
  typed: readonly string[],
  shown: readonly string[],
  partNames: readonly string[],
): boolean {
  if (shown.length < 2 || typed.length <= shown.length || partNames.length === 0) return false;
  const names = new Set(partNames.map(squash));
  let next = 0;
  for (const line of typed) {
    if (next < shown.length && squash(line) === squash(shown[next] ?? '')) next++;
    else if (!names.has(squash(line))) return false;
  }
  return next === shown.length;
}

/**
 * Whether two lists hold the same text, however it is cut into lines: structured data that
 * runs a whole list together ("…sesame oil2 small onions…") next to the page's own lines.
 */
export function sameText(a: readonly string[], b: readonly string[]): boolean {
  return squashed(a.join('')) === squashed(b.join(''));
}

// A line's words in order, a number apart from the unit run into it ('500gr' is '500 gr').
const sortedWords = (line: string): string =>
  comparable(line.replace(/(\d)(?=\p{L})/gu, '$1 '))
    .split(' ')
    .sort()
    .join(' ');
const withoutAsides = (line: string): string => line.replace(/\([^()]*\)/g, ' ');
const amountsFirst = (lines: readonly string[]): number =>
  lines.filter((line) => STARTS_WITH_FIGURE.test(line.trim())).length;

/**
 * Whether `shown` holds `written`'s lines word for word in another order, with the amount first
 * where `written` puts it after the name, and at most an aside in brackets more: structured
 * data built name first ('mlieko, 500 ml', 'citroen 1') next to the page's own lines ('500 ml
 * mlieko', '1 citroen (biologisch)'), which read the way a cook reads them.
 */
export function sameLinesAmountFirst(
  shown: readonly string[],
  written: readonly string[],
): boolean {
  if (shown.length !== written.length || amountsFirst(shown) <= amountsFirst(written)) return false;
  return shown.every(
    (line, i) => sortedWords(withoutAsides(line)) === sortedWords(withoutAsides(written[i] ?? '')),
  );
}

const lettersOf = (lines: readonly string[]): string =>
  lines
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, '');

/**
 * Whether `fine` is `coarse` cut into more lines where `coarse` lost a number at each cut: a
 * plugin's structured data that split the list at '1.' as if it were a numbered step ('5 tsp
 * grated ginger' for '1.5 tsp grated ginger'). The two hold the same words, numbers aside,
 * and `fine` has an amount on as many lines.
 */
export function sameWordsCutFiner(fine: readonly string[], coarse: readonly string[]): boolean {
  if (fine.length <= coarse.length || withAmount(fine) < coarse.length) return false;
  const letters = lettersOf(fine);
  return letters.length > 0 && letters === lettersOf(coarse);
}

/**
 * Whether `fine` is `coarse` cut at its commas: each coarse line is one or more fine lines
 * joined by commas, and at least one is more than one. Structured data built by splitting
 * the list's text at commas ("250 g pork", "in pieces") looks like that next to the page's
 * own lines ("250 g pork, in pieces"); a list that runs lines together does not.
 */
export function cutAtCommas(fine: readonly string[], coarse: readonly string[]): boolean {
  if (fine.length <= coarse.length) return false;
  const tight = (s: string) => collapseWhitespace(s).replace(/\s*,\s*/g, ',');
  let next = 0;
  for (const line of coarse) {
    const target = tight(line);
    let joined = tight(fine[next++] ?? '');
    while (joined.length < target.length && next < fine.length)
      joined = `${joined},${tight(fine[next++]!)}`;
    if (joined !== target) return false;
  }
  return next === fine.length;
}

/**
 * A table read cell by cell: `cells` alternates the names in `names` with their amounts
 * ("potatoes", "1 kg", "onion", "1"). Rejoined as the page shows each row, else undefined.
 */
export function pairedCells(
  cells: readonly string[],
  names: readonly string[],
): string[] | undefined {
  if (cells.length !== names.length * 2 || !hasQuantities(cells)) return undefined;
  const rows = names.map((name, i) => {
    const [a = '', b = ''] = [cells[2 * i], cells[2 * i + 1]];
    if (squash(a) === squash(name) && QUANTITY.test(b)) return `${a} ${b}`;
    if (squash(b) === squash(name) && QUANTITY.test(a)) return `${a} ${b}`;
    return undefined;
  });
  return rows.every((r) => r !== undefined) ? (rows as string[]) : undefined;
}

/**
 * Whether `longer` holds every line of `shorter`, in any order, and two or more measured lines
 * of ingredient length besides (not a paragraph or a nutrition panel run together): structured
 * data that lists only one part of a recipe in parts (the sauce, not the chicken) next to the
 * page's whole list.
 */
export function holdsMore(longer: readonly string[], shorter: readonly string[]): boolean {
  if (longer.length < shorter.length + 2 || longer.length > shorter.length * 4) return false;
  const keys = new Set(shorter.map(squash));
  const extra = longer.filter((line) => !keys.has(squash(line)));
  return (
    extra.length === longer.length - shorter.length &&
    new Set(longer.map(squash)).size === longer.length &&
    extra.every((line) => QUANTITY.test(line) && line.length <= 150)
  );
}

/**
 * Whether `padded` is `shown` followed by two or more of `shown`'s own lines again, in any
 * order: structured data that appends the lines of one part or step a second time ("4 ss
 * majones", "2 dl lettrømme" after the whole list) next to the page's list, which prints them
 * once.
 */
export function repeatsOwnLines(padded: readonly string[], shown: readonly string[]): boolean {
  if (shown.length < 2 || padded.length < shown.length + 2) return false;
  const keys = padded.map(squash);
  if (!shown.every((line, i) => squash(line) === keys[i])) return false;
  const own = new Set(keys.slice(0, shown.length));
  return keys.slice(shown.length).every((key) => own.has(key));
}
