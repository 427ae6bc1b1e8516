import type { PageMeta } from './page-meta.ts';
import { isShownThenVariant } from './recipe-versions.ts';
import { dropRepeatedLines, squashed } from './repeated-copies.ts';
import { collapseWhitespace } from './text-cleanup.ts';
import type { InstructionSection, RecipeCandidate } from './types.ts';

/**
 * Deciding between sources. Each field comes from the most trusted source that has it
 * (JSON-LD, then microdata, plugin markup, HTML heuristics), with two corrections for
 * structured data that is present but visibly poorer than the page itself.
 */

export type Sources = readonly (RecipeCandidate | undefined)[];

const comparable = (s: string | undefined): string =>
  collapseWhitespace(s ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Chooses the page's main recipe among several JSON-LD Recipe nodes (pages also describe
 * related or "more like this" recipes). Complete recipes beat stubs; among complete ones, the
 * recipe named like the page's heading wins; otherwise the first in document order.
 */
export function pickMainRecipe(
  candidates: readonly RecipeCandidate[],
  meta: PageMeta,
): RecipeCandidate | undefined {
  const titles = [meta.firstH1, meta.ogTitle, meta.documentTitle].map(comparable).filter(Boolean);
  let best: RecipeCandidate | undefined;
  let bestScore = -1;
  for (const c of candidates) {
    const name = comparable(c.name);
    const score =
      ((c.ingredients?.length ?? 0) > 0 ? 4 : 0) +
      ((c.instructionSections?.length ?? 0) > 0 ? 4 : 0) +
      (name && titles.some((t) => t === name) ? 2 : 0) +
      (name && titles.some((t) => t.includes(name)) ? 1 : 0);
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** First non-empty value of a field across sources in priority order. */
export function firstFilled<K extends keyof RecipeCandidate>(
  sources: Sources,
  key: K,
): RecipeCandidate[K] | undefined {
  for (const s of sources) {
    const value = s?.[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
      continue;
    }
    return value;
  }
  return undefined;
}

const QUANTITY = /[\d\u00bc-\u00be\u2150-\u215e]/;

/** True when a list is non-empty and at least some lines carry an amount. */
export function hasQuantities(lines: readonly string[] | undefined): boolean {
  return !!lines && lines.some((l) => QUANTITY.test(l));
}

const squash = (s: string): string => comparable(s).replace(/ /g, '');

/**
 * Whether `longer` is `shorter` continued: the same entries in the same order (compared
 * loosely: case, spacing and punctuation aside), then at least two new, distinct entries that
 * pass `plausible`. That is what truncated structured data looks like next to the page's own
 * list — as opposed to a list with notes, related links or a second copy appended.
 */
function continues(
  longer: readonly string[],
  shorter: readonly string[],
  plausible: (entry: string) => boolean,
): boolean {
  if (longer.length < shorter.length + 2 || longer.length > shorter.length * 4) return false;
  const keys = longer.map(squash);
  if (new Set(keys).size !== keys.length) return false;
  if (!shorter.every((entry, i) => squash(entry) === keys[i])) return false;
  return longer.slice(shorter.length).every(plausible);
}

const withAmount = (lines: readonly string[]): number =>
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
function sameLines(a: readonly string[], b: readonly string[]): boolean {
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
function withHeadingLines(
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
function sameText(a: readonly string[], b: readonly string[]): boolean {
  return squashed(a.join('')) === squashed(b.join(''));
}

/**
 * Whether `fine` is `coarse` cut at its commas: each coarse line is one or more fine lines
 * joined by commas, and at least one is more than one. Structured data built by splitting
 * the list's text at commas ("250 g pork", "in pieces") looks like that next to the page's
 * own lines ("250 g pork, in pieces"); a list that runs lines together does not.
 */
function cutAtCommas(fine: readonly string[], coarse: readonly string[]): boolean {
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
function pairedCells(cells: readonly string[], names: readonly string[]): string[] | undefined {
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
function holdsMore(longer: readonly string[], shorter: readonly string[]): boolean {
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
 * Ingredients from the most trusted source — unless a less trusted source is clearly better:
 * its lines carry amounts where the preferred lines carry none (some sites' JSON-LD holds only
 * ingredient names, or drops some lines' amounts; a visible table may hold them in a cell of
 * their own), it cuts the same text into more lines
 * (structured data that runs the list together), it joins lines the preferred source cut at
 * commas, or it lists the same lines and more (truncated structured data).
 */
export function chooseIngredients(sources: Sources): string[] {
  const lists = sources.map((s) => s?.ingredients ?? []).filter((l) => l.length > 0);
  const first = lists[0];
  if (!first) return [];
  const shown = lists.find((l) => isShownThenVariant(l, first));
  if (shown) return shown;
  if (!hasQuantities(first)) {
    const paired = lists.map((l) => pairedCells(l, first)).find((l) => l !== undefined);
    if (paired) return paired;
    // A lone line without an amount ("Chicken") is a category, not a list to measure against.
    const most = first.length === 1 ? 40 : first.length * 3;
    const withAmounts = lists.find(
      (l) => hasQuantities(l) && l.length >= first.length * 0.5 && l.length <= most,
    );
    if (withAmounts) return withAmounts;
  }
  const richer = lists.find((l) => withAmount(l) > withAmount(first) && sameLines(l, first));
  if (richer) return richer;
  const unheaded = sources.find(
    (s) => s?.ingredients && withHeadingLines(first, s.ingredients, s.ingredientGroupNames ?? []),
  );
  if (unheaded?.ingredients) return unheaded.ingredients;
  const finer = lists.find((l) => l.length > first.length && sameText(l, first));
  if (finer) return finer;
  const uncut = lists.find((l) => cutAtCommas(first, l));
  if (uncut) return uncut;
  return (
    lists.find((l) => continues(l, first, (e) => QUANTITY.test(e) || e.length < 40)) ??
    lists.find((l) => holdsMore(l, first)) ??
    first
  );
}

const stepsOf = (sections: InstructionSection[]): string[] => sections.flatMap((s) => s.steps);

/**
 * Whether `blob` is a whole article that merely contains `steps`: structured data whose
 * "instructions" are the post's full text, next to a visible list holding just the method.
 * The article is fewer, longer entries than the method, or, cut into paragraphs, more than
 * twice its text (a list that merely holds a step or two more than the visible one is not).
 */
function embeds(blob: readonly string[], steps: readonly string[]): boolean {
  if (steps.length < 2) return false;
  const text = squash(blob.join(' '));
  const stepKeys = steps.map(squash);
  const stepLength = stepKeys.reduce((n, k) => n + k.length, 0);
  const longer = blob.length < steps.length ? 1.5 : 2;
  if (stepLength / steps.length < 25 || text.length < stepLength * longer) return false;
  return stepKeys.every((k) => text.includes(k));
}

/**
 * Whether `full` is `headlines` with each step's text after its title: structured data that
 * holds only the steps' short titles ("Cook the rice noodles") next to the page's steps
 * ("Cook the rice noodles Bring a pot of water to a boil…").
 */
function expandsHeadlines(full: readonly string[], headlines: readonly string[]): boolean {
  if (headlines.length < 2 || full.length !== headlines.length) return false;
  if (!headlines.every((h) => h.length < 60)) return false;
  return full.every((step, i) => {
    const title = squash(headlines[i] ?? '');
    const text = squash(step).replace(/^\d{1,2}/, ''); // a step number left in the text
    return text.startsWith(title) && text.length >= title.length * 2;
  });
}

/** The first candidate that expands the headlines, as one list (a page's second copy dropped). */
function expandedHeadlines(
  candidates: readonly InstructionSection[][],
  headlines: readonly string[],
): InstructionSection[] | undefined {
  for (const sections of candidates) {
    const steps = dropRepeatedLines(stepsOf(sections));
    if (expandsHeadlines(steps, headlines)) return [{ name: '', steps }];
  }
  return undefined;
}

// "Bundt Cake: Grease and flour…": a variation the page lists after the method, under a
// label of its own. Numbered labels ("Step 9:") are steps.
const VARIATION_LABEL = /^[\p{L}' ]{2,30}:\s/u;
const isPlausibleStep = (entry: string): boolean =>
  entry.length >= 20 && !VARIATION_LABEL.test(entry);

/**
 * Instruction sections from the most trusted source, unless another extends its steps, is
 * the method that the preferred source buries in a whole article's text, or is the version
 * shown of a recipe whose structured data holds two.
 */
export function chooseInstructions(sources: Sources): InstructionSection[] {
  const candidates = sources
    .map((s) => s?.instructionSections ?? [])
    .filter((sections) => sections.length > 0);
  const first = candidates[0];
  if (!first) return [];
  const firstSteps = stepsOf(first);
  const shown = candidates.find((c) => isShownThenVariant(stepsOf(c), firstSteps));
  if (shown) return shown;
  return (
    candidates.find((c) => continues(stepsOf(c), firstSteps, isPlausibleStep)) ??
    expandedHeadlines(candidates, firstSteps) ??
    candidates.find((c) => embeds(firstSteps, stepsOf(c))) ??
    first
  );
}
