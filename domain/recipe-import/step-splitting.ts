/**
 * Some pages publish the whole method as one string whose steps are numbered inline ("1. Heat
 * the oven. 2. Mix the flour… 3. Bake…" or "Step 1: … Step 2: …") with no line breaks or list
 * markup to split on. The numbers are the author's own step boundaries, so we split there —
 * but only on a run that starts at the very beginning with 1 and counts up, so an amount or a
 * temperature in the middle of a sentence is never taken for a step number.
 */

// "3." or "3)" followed by a space and a word, at the start or after a space.
const NUMBERED = /(^|\s)(\d{1,2})[.)]\s+(?=\p{L})/gu;
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
