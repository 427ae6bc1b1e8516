// "the Walkers family" from whatever the family typed as its name: "The Walkers",
// "Walkers", "the Walker Family" all read right in a sentence (no "the The Walkers family").

/** The family's name without a leading "The" or a trailing "family". */
export function familyCoreName(name: string): string {
  const core = name
    .trim()
    .replace(/^the\s+/i, '')
    .replace(/\s+family$/i, '')
    .trim();
  return core || name.trim();
}

/** "the Walkers family", to go inside a sentence. */
export function theFamily(name: string): string {
  return `the ${familyCoreName(name)} family`;
}
