import { squashed } from './repeated-copies.ts';

/**
 * Recipes printed in two versions — a small and a large batch, one per size of pan or
 * appliance — whose structured data holds both lists one after the other, while the page
 * shows one version (the other sits behind a tab or a size switch). The structured list then
 * reads as the shown list followed by a near-copy of it: the same lines in the same order with
 * other amounts ("1 cup milk" … "1 ½ cups milk") or other words here and there.
 */

const wordsOf = (s: string): Set<string> =>
  new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 3),
  );

/** Whether two lines share at least half the words of the shorter one. */
function sameLine(a: string, b: string): boolean {
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  const shared = [...wa].filter((w) => wb.has(w)).length;
  return shared > 0 && shared * 2 >= Math.min(wa.size, wb.size);
}

/** Whether `both` is `shown` followed by a second version of it, line for line. */
export function isShownThenVariant(shown: readonly string[], both: readonly string[]): boolean {
  const n = shown.length;
  if (n < 2 || both.length !== 2 * n) return false;
  if (!shown.every((line, i) => squashed(line) === squashed(both[i] ?? ''))) return false;
  return both.slice(n).every((line, i) => sameLine(line, both[i] ?? ''));
}
