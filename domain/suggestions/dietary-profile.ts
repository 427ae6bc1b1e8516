// Reads a member's free-text preferences ("allergic to peanuts, loves Thai, no pork") into
// what the suggestion engine can act on. Allergies and restrictions exclude a dish;
// likes and dislikes only move it up or down.
import { DIETS, foodTermFor, type FoodTerm } from './food-terms.ts';

export type DietaryProfile = {
  /** Never served to this person. */
  allergies: FoodTerm[];
  /** Also never served: "no pork", "gluten-free", "vegetarian". */
  avoids: FoodTerm[];
  likes: FoodTerm[];
  dislikes: FoodTerm[];
};

type Kind = keyof DietaryProfile;

// A listed food ends where the next statement starts: "allergic to nuts and loves pasta".
const NEXT_STATEMENT =
  /\b(?:allerg\w*|intoleran\w*|loves?|likes?|enjoys?|adores?|hates?|dislikes?|doesn't|does not|don't|do not|can't|cannot|won't|never|avoid\w*|favou?rites?|not|but|prefers?)\b/;

const FILLER_BEFORE =
  /^(?:(?:any|all|the|a|an|most|some|certain|raw|very|really|severe|severely|mild|mildly|eating|to|of|foods?|anything|with|containing|has|have|is|are)\s+)+/;
const FILLER_AFTER = /(?:\s+(?:foods?|dishes|dish|cuisine|products?|in it|at all|please))+$/;
const NOT_A_FOOD =
  /^(?:allerg\w*|known allerg\w*|known|no|any|without|none|nothing|several|multiple|many|food|foods|restrictions?|dietary restrictions?|preferences?|issues?|problems?)$/;

type Rule = { kind: Kind; pattern: RegExp; lastWords?: boolean };

// Order matters: a matched statement is removed before later rules run, so "doesn't like
// mushrooms" is a dislike and never also a like.
const RULES: Rule[] = [
  { kind: 'allergies', pattern: /\ballergic\s+(?:to\s+)?(.+)/ },
  { kind: 'allergies', pattern: /\ballerg(?:y|ies)\s*(?:to|:|-)\s*(.+)/ },
  { kind: 'allergies', pattern: /(.+?)[\s-]*allerg(?:y|ies|ic)\b/, lastWords: true },
  { kind: 'allergies', pattern: /\bintoleran(?:t|ce)\s+(?:to\s+)?(.+)/ },
  { kind: 'allergies', pattern: /(.+?)\s+intoleran(?:t|ce)\b/, lastWords: true },
  { kind: 'avoids', pattern: /([\w ]+?)[\s-]free\b/, lastWords: true },
  {
    kind: 'avoids',
    pattern:
      /\b(?:can't|cannot|can not|doesn't|does not|don't|do not|won't|will not|never|must not|shouldn't|should not)\s+(?:eats?|have|has|touch(?:es)?)\s+(.+)/,
  },
  { kind: 'avoids', pattern: /\bavoid(?:s|ing)?\s+(.+)/ },
  { kind: 'avoids', pattern: /\bno\s+(.+)/ },
  {
    kind: 'dislikes',
    pattern:
      /\b(?:dislikes?|hates?|doesn't like|does not like|don't like|do not like|not (?:a )?(?:big )?fan of|not fond of|can't stand|picky about)\s+(.+)/,
  },
  {
    kind: 'likes',
    pattern:
      /\b(?:loves?|likes?|enjoys?|adores?|prefers?|fan of|crazy about|favou?rites?(?:\s+(?:is|are|food is|foods are|dish is|dishes are))?\s*:?)\s+(.+)/,
  },
];

function cleanItems(list: string): string[] {
  return list
    .split(/,|&|\/|\band\b|\bor\b|\bnor\b|\bplus\b/)
    .map((item) => item.trim().replace(FILLER_BEFORE, '').replace(FILLER_AFTER, '').trim());
}

// The food after "allergic to ...", up to where the next statement starts.
function itemsAfter(phrase: string): { items: string[]; length: number } {
  const end = phrase.search(NEXT_STATEMENT);
  const list = end >= 0 ? phrase.slice(0, end) : phrase;
  return { items: cleanItems(list), length: list.length };
}

const isFoodWord = (item: string) => !item.includes(' ') || foodTermFor(item).keywords.length > 1;

// The food right before "... allergy": "sam has a severe tree nut" -> "tree nut", and
// "peanut and egg" -> both; "loves pasta and has a nut" -> only "nut".
function itemsBefore(phrase: string): string[] {
  const items = cleanItems(phrase);
  const last = items.pop() ?? '';
  const words = last.split(/\s+/);
  const two = words.slice(-2).join(' ');
  const found = [
    words.length >= 2 && foodTermFor(two).keywords.length > 1 ? two : (words.at(-1) ?? ''),
  ];
  while (items.length && isFoodWord(items.at(-1)!)) found.unshift(items.pop()!);
  return found;
}

function dietTerms(clause: string): FoodTerm[] {
  if (/\b(?:loves?|likes?|enjoys?|sometimes|occasionally|not)\b/.test(clause)) return [];
  return Object.entries(DIETS)
    .filter(([diet]) => new RegExp(`\\b${diet}\\b`).test(clause))
    .flatMap(([, terms]) => terms);
}

function addUnique(list: FoodTerm[], term: FoodTerm) {
  if (!list.some((existing) => existing.label === term.label)) list.push(term);
}

export function dietaryProfile(preferences: string | null | undefined): DietaryProfile {
  const profile: DietaryProfile = { allergies: [], avoids: [], likes: [], dislikes: [] };
  const text = (preferences ?? '').toLowerCase().replace(/[’‘`]/g, "'");
  const clauses = text.split(/[.;!?\n]+|\bbut\b|\bhowever\b|\bwhile\b|\bthough\b/);
  for (const original of clauses) {
    for (const term of dietTerms(original)) addUnique(profile.avoids, term);
    let clause = original;
    for (const rule of RULES) {
      const match = rule.pattern.exec(clause);
      const phrase = match?.[1];
      if (!match || !phrase) continue;
      let items: string[];
      let consumed = match[0];
      if (rule.lastWords) items = itemsBefore(phrase);
      else {
        const after = itemsAfter(phrase);
        items = after.items;
        consumed = match[0].slice(0, match[0].length - phrase.length + after.length);
      }
      for (const item of items)
        if (item && !NOT_A_FOOD.test(item)) addUnique(profile[rule.kind], foodTermFor(item));
      clause = clause.replace(consumed, ' ');
    }
  }
  return profile;
}

/** Everything that rules a dish out for this person. */
export function excludedFoods(profile: DietaryProfile): FoodTerm[] {
  return [...profile.allergies, ...profile.avoids];
}
