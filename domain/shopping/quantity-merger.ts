// The merge rule for quantities (merge-quantities.ts) loaded on first use: it reads
// amounts with the recipe parser, too heavy for the first load of every family page
// (docs/performance.md budgets). The add form starts loading it when its name field is
// focused; until it has loaded, two quantities stand side by side, and the server's
// answer (which always has the rule) replaces that.
type Merge = (
  existing: string | null | undefined,
  added: string | null | undefined,
) => string | null;

let loaded: Merge | null = null;

/** Side by side, for the moment before the rule has loaded. */
const sideBySide: Merge = (existing, added) => {
  const a = existing?.trim() || null;
  const b = added?.trim() || null;
  return a && b ? `${a} + ${b}` : (a ?? b);
};

/** The rule, loading it if need be; side by side if it cannot be loaded (offline, no cache). */
export async function quantityMerger(): Promise<Merge> {
  if (loaded) return loaded;
  try {
    loaded = (await import('./merge-quantities.ts')).mergeQuantities;
    return loaded;
  } catch {
    return sideBySide;
  }
}

/** The rule if it has loaded, else side by side: for code that cannot wait (the overlay). */
export function mergeQuantitiesNow(
  existing: string | null | undefined,
  added: string | null | undefined,
): string | null {
  return (loaded ?? sideBySide)(existing, added);
}
