import type { DishType, PrepLevel } from './dish-enums.ts';
import { mapCuisine, type CuisineType } from './cuisine.ts';
import { readableIngredient, type ExtractedRecipe, type InstructionSection } from 'recipe-reader';
import { withoutDirectionControls } from '../text/direction-controls.ts';

export { mapCuisine, type CuisineType } from './cuisine.ts';

/** The fields of the dish form that an imported recipe pre-fills. */
export interface DishFormFields {
  name: string;
  description: string;
  ingredients: string[];
  instructions: string;
  link: string;
  cuisine_type: CuisineType;
  prep: PrepLevel;
  type: DishType;
  make_ahead: boolean;
  servings: number | null;
  category: string | null;
  image_url: string | null;
}

/**
 * The number of servings in a page's yield: 'Serves 4-6' is 4, '8 servings' 8, 'Makes 24
 * cookies' 24. The first whole number from 1 to 100; none (or a weight, '500 g') is unknown.
 */
export function parseServings(yields: string | undefined): number | null {
  if (!yields) return null;
  const match = yields.match(
    /(?<![.,\d])(\d+)(?![.,]?\d)(?!\s*(?:g|grams?|kg|ml|l|lit(?:er|re)s?|oz|ounces?|lbs?|pounds?|cm|inch(?:es)?|in|x)\b)/i,
  );
  const value = match?.[1] ? Number(match[1]) : NaN;
  return Number.isInteger(value) && value >= 1 && value <= 100 ? value : null;
}

/** An http(s) image address resolved against the page, or null. */
function imageUrl(image: string | undefined, pageUrl: string): string | null {
  if (!image) return null;
  try {
    // An absolute address needs no page to resolve against (nor a page address that is none).
    const resolved = new URL(image, URL.canParse(pageUrl) ? pageUrl : undefined);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:'
      ? resolved.href.slice(0, 2000)
      : null;
  } catch {
    return null;
  }
}

/**
 * Effort from total time. Thresholds: up to 30 minutes is Quick (a weeknight dish), up to 75
 * minutes Medium (an hour-ish with prep), anything longer Involved. Unknown time gives Medium,
 * the least misleading guess. "Prepared" (ready-made food) is never inferred from a recipe.
 */
export const QUICK_MAX_MINUTES = 30;
export const MEDIUM_MAX_MINUTES = 75;

export function mapPrep(totalMinutes: number | undefined): PrepLevel {
  if (totalMinutes === undefined || !Number.isFinite(totalMinutes) || totalMinutes <= 0) {
    return 'Medium';
  }
  if (totalMinutes <= QUICK_MAX_MINUTES) return 'Quick';
  if (totalMinutes <= MEDIUM_MAX_MINUTES) return 'Medium';
  return 'Involved';
}

const MAIN_CATEGORY =
  /\b(?:main|mains|dinner|lunch|entr[ée]es?|supper|hauptgericht|plat principal)\b/i;
const APP_CATEGORY =
  /\b(?:appeti[sz]ers?|starters?|snacks?|hors d[’']?oeuvres?|finger foods?|canap[ée]s?|antipast[oi]|amuse[- ]bouches?|vorspeisen?|tapas|dips?)\b/i;
const SIDE_CATEGORY =
  /\b(?:sides?|side dish(?:es)?|accompaniments?|beilagen?|contorni|contorno)\b/i;

/**
 * Main, unless the category clearly says appetizer/starter/snack (App) or side dish (Side). A
 * category that also names a main course ("Main, Side Dish") stays Main.
 */
export function mapDishType(category: string | undefined): DishType {
  if (!category || MAIN_CATEGORY.test(category)) return 'Main';
  if (APP_CATEGORY.test(category)) return 'App';
  if (SIDE_CATEGORY.test(category)) return 'Side';
  return 'Main';
}

/**
 * Steps as one readable text: numbered lines, each named section under its name as a heading,
 * sections separated by a blank line. Numbering restarts in every section.
 */
export function formatInstructions(sections: readonly InstructionSection[]): string {
  return sections
    .filter((s) => s.steps.length > 0)
    .map((s) => {
      const steps = s.steps.map((step, i) => `${i + 1}. ${step}`).join('\n');
      return s.name ? `${s.name}\n${steps}` : steps;
    })
    .join('\n\n');
}

/** The canonical URL when it is a valid absolute http(s) URL, else the page URL. */
function chooseLink(canonical: string | undefined, pageUrl: string): string {
  if (canonical) {
    try {
      const resolved = new URL(canonical, pageUrl || undefined);
      if (resolved.protocol === 'http:' || resolved.protocol === 'https:') return resolved.href;
    } catch {
      // not a usable URL; fall back to the page's own
    }
  }
  return pageUrl;
}

/** Maps an extracted recipe onto the dish form's fields. */
export function mapToDish(recipe: ExtractedRecipe, url: string): DishFormFields {
  return {
    name: withoutDirectionControls(recipe.name).trim(),
    description: recipe.description?.trim() ?? '',
    ingredients: recipe.ingredients.map(readableIngredient).filter((i) => i.length > 0),
    instructions: formatInstructions(recipe.instructionSections),
    link: chooseLink(recipe.url, url),
    cuisine_type: mapCuisine(recipe.cuisine),
    prep: mapPrep(recipe.totalTimeMinutes),
    type: mapDishType(recipe.category),
    make_ahead: false,
    servings: parseServings(recipe.yields),
    category: recipe.category?.trim().slice(0, 200) || null,
    image_url: imageUrl(recipe.image, url),
  };
}
