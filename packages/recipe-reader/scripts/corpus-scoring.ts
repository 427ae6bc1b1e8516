// How the corpus's scorer (../shared/recipe-corpus/score.mjs) compares a page's fields, for the
// benches that score in-process: the same normalisation (HTML entities, NFKC, spacing, case),
// the bag-of-lines F1 behind "ingredients exact" and the bag of words behind instructions.
const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

export const norm = (s: unknown): string =>
  String(s ?? '')
    .replace(
      /&(#?\w+);/g,
      (m, e: string) =>
        entities[e] ??
        (e.startsWith('#')
          ? String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
          : m),
    )
    .normalize('NFKC')
    .replace(/[\u00a0\s]+/g, ' ')
    .trim()
    .toLowerCase();

export const words = (s: string): string[] =>
  norm(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function bagF1(a: string[], b: string[]): number {
  if (!a.length && !b.length) return 1;
  const count = new Map<string, number>();
  for (const x of a) count.set(x, (count.get(x) ?? 0) + 1);
  let hit = 0;
  for (const x of b) {
    if ((count.get(x) ?? 0) > 0) {
      hit++;
      count.set(x, count.get(x)! - 1);
    }
  }
  return hit === 0 ? 0 : (2 * hit) / (a.length + b.length);
}

/** An expected field that is a list, or lines of one string. */
export const listOf = (x: unknown): string[] =>
  Array.isArray(x)
    ? x.map(String)
    : String(x ?? '')
        .split('\n')
        .filter((l) => l.trim());
