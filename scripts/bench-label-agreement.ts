// Two people labelled the held-out lines of label set 6 without seeing each other's labels
// (ingredient-labels-held-out-5.json and its second labelling): how often they agree, and the
// parser's figures against each and on the lines where both agree. Figures only: a line of a
// held-out set looked at is a line tuned on.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ingredientParts } from '../domain/shopping/ingredients/parse-ingredient-line.ts';
import { expectedLines, nameKey, sameAmount, type Label } from './ingredient-labels.ts';

const dataFile = (name: string) =>
  resolve(dirname(fileURLToPath(import.meta.url)), '../tests/data', name);

const FIRST = dataFile('ingredient-labels-held-out-5.json');
const SECOND = dataFile('ingredient-labels-held-out-5-second.json');

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

export function labellerAgreement(casesDir: string): Agreement | null {
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

export function printLabellerAgreement(casesDir: string): void {
  const t = labellerAgreement(casesDir);
  if (!t || t.lines === 0) return;
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)}%`;
  console.log(
    `two blind labellings of the ${t.lines} held-out lines: names agree on ${pct(t.namesAgree, t.lines)}, ` +
      `quantity and unit on ${pct(t.amountsAgree, t.lines)}; parser's names against the first ` +
      `${pct(t.parserNameFirst, t.lines)}, the second ${pct(t.parserNameSecond, t.lines)}, and on the ` +
      `${t.namesAgree} lines both name alike ${pct(t.parserNameWhereAgreed, t.namesAgree)}`,
  );
}
