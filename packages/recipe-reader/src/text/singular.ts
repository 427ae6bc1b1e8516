// The singular of an English word, well enough to compare shopping words ('tomatoes' and
// 'tomato', 'berries' and 'berry'); not a dictionary, so it errs towards leaving words alone.
export function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|ss|x|o)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}
