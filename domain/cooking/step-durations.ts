/**
 * Durations a recipe step names ("simmer 10 minutes", "bake 25–30 min", "1 hour 15 minutes",
 * "1½ hours", "an hour"), each becoming a tap-to-start timer in cook mode. A range starts
 * its timer at the low end: the cook checks then, and a few more minutes are easy to add,
 * while an overdone dish cannot be undone.
 */

import { MAX_TIMER_MS, MIN_TIMER_MS } from './timer-state.ts';
import { NUMBER_WORDS } from 'recipe-reader';

export interface StepDuration {
  /** The words as written in the step, e.g. "25–30 min". */
  text: string;
  /** Where they start in the step. */
  index: number;
  /** The timer's length, in milliseconds (the low end of a range). */
  ms: number;
  /** The high end of a range, else equal to `ms`. */
  maxMs: number;
}

// Durations also count in the larger words of times ('fifteen minutes', 'forty-five').
const WORD_NUMBERS: Readonly<Record<string, number>> = {
  ...NUMBER_WORDS,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
};

const UNICODE_FRACTIONS: Record<string, number> = {
  '¼': 0.25,
  '½': 0.5,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

// 1, 1.5, 1,5, 1/2, 1 1/2, 1½, ½, or a number word.
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\s*[¼½¾⅓⅔])?|\d+\/\d+|[¼½¾⅓⅔]|(?:forty-five|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|sixty))`;
const RANGE_JOIN = String.raw`\s*(?:-|–|—|to|or)\s*`;
const UNIT = String.raw`(hours?|hrs?|h|minutes?|mins?|seconds?|secs?)`;
// "half an hour" is the one phrase without a number.
const ONE = String.raw`(?:(half an hour)|(${NUMBER})(?:${RANGE_JOIN}(${NUMBER}))?\s*${UNIT})`;
const PATTERN = new RegExp(String.raw`(?<![\w/.,])${ONE}(?![\w])`, 'giu');

const UNIT_MS: [RegExp, number][] = [
  [/^h/i, 3_600_000],
  [/^m/i, 60_000],
  [/^s/i, 1_000],
];

/** The value of one number as written, or NaN. */
export function parseAmount(text: string): number {
  const t = text.trim().toLowerCase();
  if (t in WORD_NUMBERS) return WORD_NUMBERS[t] ?? NaN;
  if (t in UNICODE_FRACTIONS) return UNICODE_FRACTIONS[t] ?? NaN;
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(t);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const withGlyph = /^(\d+)\s*([¼½¾⅓⅔])$/u.exec(t);
  if (withGlyph) return Number(withGlyph[1]) + (UNICODE_FRACTIONS[withGlyph[2] ?? ''] ?? NaN);
  return Number(t.replace(',', '.'));
}

function unitMs(unit: string): number {
  return UNIT_MS.find(([re]) => re.test(unit))?.[1] ?? NaN;
}

function single(match: RegExpExecArray): StepDuration | null {
  const [text, halfHour, low, high, unit] = match;
  if (halfHour) return { text, index: match.index, ms: 1_800_000, maxMs: 1_800_000 };
  const factor = unitMs(unit ?? '');
  const lowValue = parseAmount(low ?? '');
  const highValue = high ? parseAmount(high) : lowValue;
  const ms = Math.round(lowValue * factor);
  const maxMs = Math.round(highValue * factor);
  if (!Number.isFinite(ms) || !Number.isFinite(maxMs) || ms < MIN_TIMER_MS || ms > MAX_TIMER_MS)
    return null;
  return { text, index: match.index, ms, maxMs: Math.max(ms, maxMs) };
}

/** Every duration in a step, in order; "1 hour 15 minutes" is one duration. */
export function findStepDurations(step: string): StepDuration[] {
  const found: StepDuration[] = [];
  for (const match of step.matchAll(PATTERN)) {
    const duration = single(match as RegExpExecArray);
    if (!duration) continue;
    const previous = found.at(-1);
    const gap = previous ? step.slice(previous.index + previous.text.length, duration.index) : '';
    // "1 hour 15 minutes", "1 hour and 15 minutes": one timer of 75 minutes.
    if (previous && /^\s*(?:and\s+)?$/i.test(gap) && previous.ms > duration.maxMs) {
      found[found.length - 1] = {
        text: step.slice(previous.index, duration.index + duration.text.length),
        index: previous.index,
        ms: Math.min(previous.ms + duration.ms, MAX_TIMER_MS),
        maxMs: Math.min(previous.maxMs + duration.maxMs, MAX_TIMER_MS),
      };
      continue;
    }
    found.push(duration);
  }
  return found;
}
