import type { InstructionSection } from './types.ts';

/**
 * Pages often render the same recipe list more than once — a print view, a "cooking mode"
 * overlay, one copy per unit system or per breakpoint — and a reader that collects every
 * matching list concatenates the copies. A list that is nothing but whole copies of one block
 * is that block once. Single repeated lines are left alone: "salt" may rightly appear in two
 * sections of one recipe.
 */

const key = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** The shortest block (of `minBlock` entries or more) whose repetition is exactly `items`. */
export function dropRepeatedCopies<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  minBlock: number,
): T[] {
  const keys = items.map(keyOf);
  const n = keys.length;
  for (let period = minBlock; period <= n / 2; period++) {
    if (n % period !== 0) continue;
    let repeats = true;
    for (let i = period; i < n && repeats; i++) repeats = keys[i] === keys[i - period];
    if (repeats) return items.slice(0, period);
  }
  return [...items];
}

/** A list that is copies of a block; a list that is one line printed several times is one line. */
export function dropRepeatedLines(lines: readonly string[]): string[] {
  return dropRepeatedCopies(lines, key, 1);
}

/** Text without case, spacing or punctuation, so "oil2 small" matches "oil", "2 small". */
export const squashed = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Drops a line that is the text of the two or more lines right after (or before) it: markup
 * that marks both a list and each of its entries as an ingredient reads as the whole list
 * once more, run together, beside the entries.
 */
export function dropWrapperLines(lines: readonly string[]): string[] {
  const keys = lines.map(squashed);
  const wraps = (i: number, step: 1 | -1): boolean => {
    const target = keys[i] ?? '';
    let joined = '';
    for (let j = i + step, n = 0; j >= 0 && j < keys.length; j += step, n++) {
      joined = step === 1 ? joined + keys[j] : keys[j] + joined;
      if (joined.length > target.length) return false;
      if (joined === target) return n >= 1;
    }
    return false;
  };
  return lines.filter((_, i) => !(keys[i] && (wraps(i, 1) || wraps(i, -1))));
}

/** Repeated copies of whole sections, and of the steps inside one section. */
export function dropRepeatedSections(
  sections: readonly InstructionSection[],
): InstructionSection[] {
  const deduped = sections.map((s) => ({ ...s, steps: dropRepeatedLines(s.steps) }));
  // A section is a block in itself, so one section printed twice is a copy too.
  const sectionKey = (s: InstructionSection): string =>
    `${key(s.name)}\n${s.steps.map(key).join('\n')}`;
  return dropRepeatedCopies(deduped, sectionKey, 1);
}
