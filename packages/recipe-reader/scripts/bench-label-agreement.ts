// Two people labelled the lines of label sets 6 to 10 without seeing each other's labels
// (ingredient-labels-held-out-5.json to -9.json and their second labellings): how often
// they agree, and the parser's figures against each and on the lines where both agree. Figures
// only: a line of a held-out set looked at is a line tuned on.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ingredientParts } from '../src/ingredients/parse-ingredient-line.ts';
import { expectedLines, nameKey, sameAmount, type Label } from './ingredient-labels.ts';
import {
  FIRST_PAGES_VARIABLE,
  HELD_OUT_OTHER_PAGES_VARIABLE,
  OTHER_PAGES_VARIABLE,
  REMOVED_SITES_VARIABLE,
} from './outside-folders.ts';

const dataFile = (name: string) =>
  resolve(dirname(fileURLToPath(import.meta.url)), '../data', name);

/**
 * The sets labelled twice: set 6 (corpus lines), set 7 (first pages of sites outside it), set
 * 8 (their other pages), set 9 (pages of the held-out sites the corpus does not hold) and set 10
 * (sites recipe-scrapers has removed), each with the variable naming its pages' folder if not
 * the corpus.
 */
export const TWICE_LABELLED = {
  'set 6': {
    first: dataFile('ingredient-labels-held-out-5.json'),
    second: dataFile('ingredient-labels-held-out-5-second.json'),
    lines: 'lines of label set 6 (tuned on since 2026-11-26)',
    folder: null,
  },
  'set 7': {
    first: dataFile('ingredient-labels-held-out-6.json'),
    second: dataFile('ingredient-labels-held-out-6-second.json'),
    lines: 'lines of label set 7 (sites outside the corpus, tuned on since 2026-11-26)',
    folder: FIRST_PAGES_VARIABLE,
  },
  'set 8': {
    first: dataFile('ingredient-labels-held-out-7.json'),
    second: dataFile('ingredient-labels-held-out-7-second.json'),
    lines:
      'lines of label set 8 (other pages of sites outside the corpus, tuned on since 2026-11-26)',
    folder: OTHER_PAGES_VARIABLE,
  },
  'set 9': {
    first: dataFile('ingredient-labels-held-out-8.json'),
    second: dataFile('ingredient-labels-held-out-8-second.json'),
    lines: 'held-out lines of label set 9 (pages of the held-out sites the corpus does not hold)',
    folder: HELD_OUT_OTHER_PAGES_VARIABLE,
  },
  'set 10': {
    first: dataFile('ingredient-labels-held-out-9.json'),
    second: dataFile('ingredient-labels-held-out-9-second.json'),
    lines: 'lines of label set 10 (sites recipe-scrapers has removed; folds 1 and 2 tuned on)',
    folder: REMOVED_SITES_VARIABLE,
  },
} as const;

type TwiceLabelled = keyof typeof TWICE_LABELLED;

export type Agreement = {
  lines: number;
  /** Lines where the two labellers give the same name, and the same amount. */
  namesAgree: number;
  amountsAgree: number;
  parserNameFirst: number;
  parserNameSecond: number;
  /** The parser's name right on lines whose names both labellers agree on. */
  parserNameWhereAgreed: number;
};

export function labellerAgreement(
  casesDir: string,
  set: TwiceLabelled = 'set 6',
): Agreement | null {
  const { first: FIRST, second: SECOND } = TWICE_LABELLED[set];
  if (!existsSync(casesDir) || !existsSync(SECOND)) return null;
  const read = (file: string) =>
    (JSON.parse(readFileSync(file, 'utf8')) as { labels: Label[] }).labels;
  const first = read(FIRST);
  const second = new Map(read(SECOND).map((label) => [`${label.case}#${label.line}`, label]));
  const tally: Agreement = {
    lines: 0,
    namesAgree: 0,
    amountsAgree: 0,
    parserNameFirst: 0,
    parserNameSecond: 0,
    parserNameWhereAgreed: 0,
  };
  for (const a of first) {
    const b = second.get(`${a.case}#${a.line}`);
    const text = expectedLines(casesDir, a.case)[a.line];
    if (!b || text === undefined) continue;
    tally.lines += 1;
    const parsed = nameKey(ingredientParts(text)?.name ?? '');
    const agreed = nameKey(a.name) === nameKey(b.name);
    if (agreed) tally.namesAgree += 1;
    if (sameAmount(a, b)) tally.amountsAgree += 1;
    if (parsed === nameKey(a.name)) tally.parserNameFirst += 1;
    if (parsed === nameKey(b.name)) tally.parserNameSecond += 1;
    if (agreed && parsed === nameKey(a.name)) tally.parserNameWhereAgreed += 1;
  }
  return tally;
}

/** Set 6's agreement, and each other set's where `env` names its pages' folder. */
export function printLabellerAgreement(
  casesDir: string,
  env: NodeJS.ProcessEnv = process.env,
): void {
  for (const set of Object.keys(TWICE_LABELLED) as TwiceLabelled[]) {
    const { folder } = TWICE_LABELLED[set];
    const dir = folder === null ? casesDir : env[folder];
    if (dir) printAgreement(dir, set);
  }
}

function printAgreement(casesDir: string, set: TwiceLabelled): void {
  const t = labellerAgreement(casesDir, set);
  if (!t || t.lines === 0) return;
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)}%`;
  console.log(
    `two blind labellings of the ${t.lines} ${TWICE_LABELLED[set].lines}: names agree on ${pct(t.namesAgree, t.lines)}, ` +
      `quantity and unit on ${pct(t.amountsAgree, t.lines)}; parser's names against the first ` +
      `${pct(t.parserNameFirst, t.lines)}, the second ${pct(t.parserNameSecond, t.lines)}, and on the ` +
      `${t.namesAgree} lines both name alike ${pct(t.parserNameWhereAgreed, t.namesAgree)}`,
  );
}
