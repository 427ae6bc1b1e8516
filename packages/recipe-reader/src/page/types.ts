/** A named group of steps ("For the sauce"); `name` is empty for an unnamed group. */
export interface InstructionSection {
  name: string;
  steps: string[];
}

/** Which kind of markup a recipe (or a field of it) was read from. */
export type RecipeSource = 'json-ld' | 'microdata' | 'plugin' | 'html';

/**
 * A recipe as read off a page, before it is mapped onto the dish form. Every string is
 * already cleaned (entities decoded, tags stripped, whitespace collapsed).
 */
export interface ExtractedRecipe {
  name: string;
  description?: string;
  ingredients: string[];
  /** Steps grouped by section; flatten with `flattenSteps` for a plain list. */
  instructionSections: InstructionSection[];
  totalTimeMinutes?: number;
  prepTimeMinutes?: number;
  cookTimeMinutes?: number;
  yields?: string;
  cuisine?: string;
  category?: string;
  image?: string;
  /** The page's own canonical URL when it declares one. */
  url?: string;
  source: RecipeSource;
}

/**
 * A partial reading from one markup source; the entry point merges several of these. A
 * visible list also tells the names of its parts ("For the sauce"), which structured data
 * sometimes carries as lines of the list.
 */
export type RecipeCandidate = Partial<Omit<ExtractedRecipe, 'source'>> & {
  source: RecipeSource;
  ingredientGroupNames?: string[];
};

export function flattenSteps(sections: readonly InstructionSection[]): string[] {
  return sections.flatMap((s) => s.steps);
}
