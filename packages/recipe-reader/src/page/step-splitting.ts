/**
 * Some pages publish the whole method as one string whose steps are numbered inline ("1. Heat
 * the oven. 2. Mix the flour… 3. Bake…" or "Step 1: … Step 2: …") with no line breaks or list
 * markup to split on. The numbers are the author's own step boundaries, so we split there —
 * but only on a run that starts at the very beginning with 1 and counts up, so an amount or a
 * temperature in the middle of a sentence is never taken for a step number.
 */

// Chinese, Japanese and Korean text needs no space after a step's number ("2.六寸模具").
const CJK = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}';
// "3." or "3)" followed by a space and a word (or directly by CJK text), at the start or after
// a space. A number with nothing after it ("11. 12." ending the text) is an unused slot of the
// site's step form: matched too, so that it is cut off and dropped rather than kept in a step.
const NUMBERED = new RegExp(
  `(^|\\s)(\\d{1,2})(?:[.)]\\s+(?=\\p{L})|[.)、．](?=[${CJK}])|[.)](?=\\s*$|\\s+\\d{1,2}[.)]))`,
  'gu',
);
// "Step 3:", "Schritt 3 -", "Étape 3." and the like.
const LABELLED = /(^|\s)(?:step|schritt|stap|[ée]tape|paso|passo)\s*(\d{1,2})\s*[.:)–-]\s*/giu;

/** Splits `text` before each marker of a 1, 2, 3… run that starts at its first character. */
function splitAtCountingMarkers(text: string, marker: RegExp): string[] {
  const starts: number[] = [];
  for (const match of text.matchAll(marker)) {
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    if (starts.length === 0 && start !== 0) return [text];
    if (Number(match[2]) === starts.length + 1) starts.push(start);
  }
  if (starts.length < 2) return [text];
  return starts
    .map((start, i) => text.slice(start, starts[i + 1] ?? text.length).trim())
    .filter(Boolean);
}

/** The steps of a string that numbers several steps inline; any other step on its own. */
export function splitRunTogetherSteps(step: string): string[] {
  const text = step.trim();
  const numbered = splitAtCountingMarkers(text, NUMBERED);
  return numbered.length > 1 ? numbered : splitAtCountingMarkers(text, LABELLED);
}

/**
 * A method's entries with inline-numbered steps split out. Structured data sometimes cuts one
 * numbered text into entries at arbitrary places ("1.… 5. Soak the gelatine, melt", "the
 * cream cheese… 6.…"): when the entries read together count up through more steps than they
 * do one by one, the numbers are the steps and the cuts are not (entries that each hold their
 * own numbered steps read the same either way).
 */
export function splitNumberedSteps(steps: readonly string[]): string[] {
  const oneByOne = steps.flatMap(splitRunTogetherSteps);
  if (steps.length < 2) return oneByOne;
  const together = splitRunTogetherSteps(steps.join(' '));
  return together.length > 1 && together.length >= oneByOne.length ? together : oneByOne;
}
