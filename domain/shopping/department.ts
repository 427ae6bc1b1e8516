// Which aisle an item belongs in, so 'Group by Category' follows a shop's layout.
// Matching is by whole words (and simple plurals) against keyword lists. The longest
// matching phrase wins ('bell pepper' is Produce, not the Pantry's 'pepper'); between
// equally long ones the department listed first wins, so 'frozen peas' is Frozen and
// 'chicken stock' is Pantry.

import { singular } from 'recipe-reader';
import {
  COMPOUNDING_LANGUAGES,
  ENGLISH_DEPARTMENT_WORDS,
  type DepartmentLanguage,
  type DepartmentWords,
} from './department-words.ts';

export const DEPARTMENTS = [
  'Produce',
  'Dairy',
  'Meat & Fish',
  'Bakery',
  'Pantry',
  'Frozen',
  'Drinks',
  'Household',
  'Other',
] as const;

export type Department = (typeof DEPARTMENTS)[number];

/** Where a department comes in a shop's walk (the list's order); anything else comes last. */
export function departmentRank(department: string): number {
  const rank = DEPARTMENTS.findIndex((listed) => listed === department);
  return rank === -1 ? DEPARTMENTS.length : rank;
}

/** What else is known about an item: a recipe's '1 can tomatoes' is bought in the Pantry aisle. */
export type DepartmentHints = { packaging?: string | null };

// Shelf-stable packaging moves fresh-sounding items to the Pantry ('1 can tuna').
const SHELF_STABLE_PACKAGING = new Set(['can', 'tin', 'jar']);
const PACKAGING_KEEPS = new Set<Department>(['Frozen', 'Drinks', 'Household', 'Pantry']);

function words(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(singular);
}

type Matchers = {
  keywords: ReadonlyArray<readonly [Department, string[]]>;
  compoundEndings: ReadonlyArray<{ department: Department; ending: string }>;
};

function matchersOf(languages: Partial<Record<DepartmentLanguage, DepartmentWords>>): Matchers {
  return {
    // Every language's words, each written as names are compared (no accents, singular words).
    keywords: Object.values(languages).flatMap((lists) =>
      lists.map(([department, list]) => [department, list.map((w) => words(w).join(' '))] as const),
    ),
    // Single words of the compounding languages, long enough to be a word's ending.
    compoundEndings: COMPOUNDING_LANGUAGES.flatMap((language) =>
      (languages[language] ?? []).flatMap(([department, list]) =>
        list
          .map((w) => words(w).join(' '))
          .filter((w) => w.length >= 4 && !w.includes(' '))
          .map((ending) => ({ department, ending })),
      ),
    ),
  };
}

// English from the start; the other languages once read (department-words-more.ts).
let languages: Partial<Record<DepartmentLanguage, DepartmentWords>> = ENGLISH_DEPARTMENT_WORDS;
let matchers = matchersOf(languages);

/** Adds the other languages' words (department-words-more.ts) to every later match. */
export function addDepartmentLanguages(
  more: Partial<Record<DepartmentLanguage, DepartmentWords>>,
): void {
  languages = { ...languages, ...more };
  matchers = matchersOf(languages);
}

// 'kastanjechampignons' is a kind of 'champignon', 'zonnebloemolie' of 'olie': the longest
// known word a name's word ends with.
function compoundDepartment(nameWords: string[]): Department {
  let best = { department: 'Other' as Department, length: 0 };
  for (const word of nameWords) {
    for (const { department, ending } of matchers.compoundEndings) {
      if (ending.length > best.length && word.length > ending.length && word.endsWith(ending))
        best = { department, length: ending.length };
    }
  }
  return best.department;
}

function containsPhrase(haystack: string[], phrase: string): boolean {
  const needle = phrase.split(' ').map(singular);
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}

export function departmentFor(itemName: string, hints: DepartmentHints = {}): Department {
  const nameWords = words(itemName);
  let best: { department: Department; length: number } = { department: 'Other', length: 0 };
  for (const [department, keywords] of matchers.keywords) {
    for (const keyword of keywords) {
      const length = keyword.split(' ').length;
      if (length > best.length && containsPhrase(nameWords, keyword)) best = { department, length };
    }
  }
  if (best.department === 'Other') best = { department: compoundDepartment(nameWords), length: 0 };
  if (hints.packaging && SHELF_STABLE_PACKAGING.has(hints.packaging)) {
    return PACKAGING_KEEPS.has(best.department) ? best.department : 'Pantry';
  }
  return best.department;
}
