// The key that says two names are the same thing to buy.
import { singular } from '../text/singular.ts';

/** Two names with the same key are the same thing to buy: case, plurals and accents aside. */
export function ingredientKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(singular)
    .join(' ');
}
