import type { PageMeta } from './page-meta.ts';
import { isShownThenVariant } from './recipe-versions.ts';
import {
  comparable,
  continues,
  cutAtCommas,
  hasQuantities,
  holdsMore,
  pairedCells,
  QUANTITY,
  repeatsOwnLines,
  sameLines,
  sameLinesAmountFirst,
  sameText,
  sameWordsCutFiner,
  squash,
  withAmount,
  withHeadingLines,
} from './list-relations.ts';
import { dropRepeatedLines } from './repeated-copies.ts';
import type { InstructionSection, RecipeCandidate } from './types.ts';

/**
 * Deciding between sources. Each field comes from the most trusted source that has it
 * (JSON-LD, then microdata, plugin markup, HTML heuristics), with two corrections for
 * structured data that is present but visibly poorer than the page itself.
 */

export type Sources = readonly (RecipeCandidate | undefined)[];

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

/**
 * Ingredients from the most trusted source — unless a less trusted source is clearly better:
 * its lines carry amounts where the preferred lines carry none (some sites' JSON-LD holds only
 * ingredient names, or drops some lines' amounts; a visible table may hold them in a cell of
 * their own), it cuts the same text into more lines
 * (structured data that runs the list together), it writes the same lines amount first where
 * the preferred source puts the name first, it joins lines the preferred source cut at commas,
 * it is the preferred list without a tail of that list's own lines printed again, or it lists
 * the same lines and more (truncated structured data).
 */
export function chooseIngredients(sources: Sources): string[] {
  const lists = sources.map((s) => withoutBoxes(s?.ingredients ?? [])).filter((l) => l.length > 0);
  const first = lists[0];
  if (!first) return [];
  const unboxed = lists.find((l) => boxes(first, l));
  if (unboxed) return unboxed;
  const shown = lists.find((l) => isShownThenVariant(l, first));
  if (shown) return shown;
  if (!hasQuantities(first)) {
    // Structured data listing only the names of the list's parts ("Décor", "Ganache").
    const parted = sources.find((s) => s?.ingredients && onlyPartNames(first, s));
    if (parted?.ingredients) return parted.ingredients;
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
  const amountFirst = lists.find((l) => sameLinesAmountFirst(l, first));
  if (amountFirst) return amountFirst;
  const unheaded = sources.find(
    (s) => s?.ingredients && withHeadingLines(first, s.ingredients, s.ingredientGroupNames ?? []),
  );
  if (unheaded?.ingredients) return unheaded.ingredients;
  const finer = lists.find(
    (l) => (l.length > first.length && sameText(l, first)) || sameWordsCutFiner(l, first),
  );
  if (finer) return finer;
  const uncut = lists.find((l) => cutAtCommas(first, l));
  if (uncut) return uncut;
  const unpadded = lists.find((l) => repeatsOwnLines(first, l));
  if (unpadded) return unpadded;
  return (
    lists.find((l) => continues(l, first, (e) => QUANTITY.test(e) || e.length < 40)) ??
    lists.find((l) => holdsMore(l, first)) ??
    first
  );
}

/**
 * Whether `text` (squashed) holds two or more of `keys` (the squashed lines of a list, other
 * than itself) whole, and they make up at least half of it: a box around those lines, not a
 * line that merely names a few words of others ("juice of 1 lemon (approximately 2
 * tablespoons)" next to "1 lemon").
 */
function holdsLines(text: string, keys: readonly string[]): boolean {
  let held = 0;
  let length = 0;
  for (const key of keys) {
    if (key.length === 0 || key === text || !text.includes(key)) continue;
    held += 1;
    length += key.length;
  }
  return held >= 2 && length * 2 >= text.length;
}

/**
 * The list without entries that hold two or more of its other entries whole: markup that
 * marks the box around the list as an ingredient too, next to the list's own lines.
 */
function withoutBoxes(list: string[]): string[] {
  const keys = list.map(squash);
  return list.filter((_, index) => !holdsLines(keys[index]!, keys));
}

/**
 * Whether each of `boxed`'s lines (a copy or two of one entry) holds two or more of `lines`
 * whole, and together they hold every one: structured data that marked only the box around
 * the page's list, next to the list's own lines.
 */
function boxes(boxed: readonly string[], lines: readonly string[]): boolean {
  if (lines.length < 2 * new Set(boxed).size) return false;
  const boxKeys = boxed.map(squash);
  const keys = lines.map(squash);
  if (!boxKeys.every((box) => holdsLines(box, keys))) return false;
  return keys.every((key) => boxKeys.some((box) => box.includes(key)));
}

/** Whether every line of `lines` (two or more) is the name of one of `source`'s parts. */
function onlyPartNames(lines: readonly string[], source: RecipeCandidate): boolean {
  const names = new Set((source.ingredientGroupNames ?? []).map(squash));
  return lines.length >= 2 && lines.every((line) => names.has(squash(line)));
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
  const stepKeys = steps.map(squash);
  // A method that opens with the page's steps, one entry each, and goes on is the whole method
  // where the page's reading stopped early (the first of several lists), not an article.
  if (stepKeys.every((key, i) => squash(blob[i] ?? '') === key)) return false;
  const text = squash(blob.join(' '));
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
