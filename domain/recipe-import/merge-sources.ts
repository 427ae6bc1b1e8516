import type { PageMeta } from './page-meta.ts';
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

/**
 * Ingredients from the most trusted source — unless a less trusted source is clearly better:
 * its lines carry amounts where the preferred lines carry none (some sites' JSON-LD holds only
 * ingredient names), or it lists the same lines and more (truncated structured data).
 */
export function chooseIngredients(sources: Sources): string[] {
  const lists = sources.map((s) => s?.ingredients ?? []).filter((l) => l.length > 0);
  const first = lists[0];
  if (!first) return [];
  if (!hasQuantities(first)) {
    const withAmounts = lists.find(
      (l) => hasQuantities(l) && l.length >= first.length * 0.5 && l.length <= first.length * 3,
    );
    if (withAmounts) return withAmounts;
  }
  return lists.find((l) => continues(l, first, (e) => QUANTITY.test(e) || e.length < 40)) ?? first;
}

/** Instruction sections from the most trusted source, unless another extends its steps. */
export function chooseInstructions(sources: Sources): InstructionSection[] {
  const candidates = sources
    .map((s) => s?.instructionSections ?? [])
    .filter((sections) => sections.length > 0);
  const first = candidates[0];
  if (!first) return [];
  const steps = (sections: InstructionSection[]): string[] => sections.flatMap((s) => s.steps);
  const firstSteps = steps(first);
  return candidates.find((c) => continues(steps(c), firstSteps, (e) => e.length >= 20)) ?? first;
}
