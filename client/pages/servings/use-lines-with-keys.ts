// The reading of an ingredient's name is most of the recipe reader's code, and a recipe's
// lines need it only where a cup becomes a weight or the reverse (a metric kitchen's '2 cups
// flour'). It is fetched the first time a line needs it, not with the dish page or cook
// mode (their first-load budget: tests/e2e/page-weight.spec.ts, docs/performance.md).
import { useEffect, useState } from 'react';
import type { KeyOfLine } from '#domain/servings/scale-line.ts';

let reader: KeyOfLine | null = null;
let loading: Promise<KeyOfLine> | null = null;

function loadReader(): Promise<KeyOfLine> {
  loading ??= import('#domain/servings/scale-ingredient.ts').then(
    (module) => (reader = module.ingredientKeyOfLine),
    (error: unknown) => {
      loading = null; // tried again on the next render that needs it
      throw error;
    },
  );
  return loading;
}

/**
 * Lines read with `read(keyOfLine)`: with the name reader once it is here; before, a line
 * that needs it reads without a known weight (as for an ingredient the table lacks), the
 * reader is fetched, and the lines are read again with it.
 */
export function useLinesWithKeys<T>(read: (keyOfLine: KeyOfLine) => T): T {
  const [loaded, setLoaded] = useState<KeyOfLine | null>(() => reader);
  let needed = false;
  const result = read(
    loaded ??
      (() => {
        needed = true;
        return '';
      }),
  );
  useEffect(() => {
    if (!needed || loaded) return;
    let current = true;
    loadReader().then(
      (next) => current && setLoaded(() => next),
      () => {}, // offline: the lines stay as read until they are shown again
    );
    return () => {
      current = false;
    };
  }, [needed, loaded]);
  return result;
}
