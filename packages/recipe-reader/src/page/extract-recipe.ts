import { INGREDIENT_HEADING } from './heading-words.ts';
import { withoutSiteWords } from './recipe-name.ts';
import { visibleYield } from './visible-yield.ts';
import { extractHtmlFallback } from './html-fallback.ts';
import { descendants, parseHtml } from './html-tree.ts';
import { extractJsonLd } from './json-ld.ts';
import { extractMicrodata } from './microdata.ts';
import { readPageMeta } from './page-meta.ts';
import { extractPluginMarkup } from './plugin-markup.ts';
import {
  chooseIngredients,
  chooseInstructions,
  firstFilled,
  pickMainRecipe,
} from './merge-sources.ts';
import { dropRepeatedLines, dropRepeatedSections, dropWrapperLines } from './repeated-copies.ts';
import { splitNumberedSteps } from './step-splitting.ts';
import { tidyIngredient, tidyStep, withoutTrailingNotes } from './text-cleanup.ts';
import type { ExtractedRecipe, RecipeCandidate } from './types.ts';

/**
 * Extracts the main recipe from an HTML page, independent of the site. Sources in order of
 * trust: JSON-LD, microdata/RDFa, known recipe-plugin markup, then a heading/class-name based
 * HTML reading. Each field comes from the most trusted source that has it, so a JSON-LD block
 * without ingredients is completed from the visible recipe card. Returns null when the page
 * holds no recognisable recipe.
 */
export function extractRecipe(html: string, pageUrl?: string): ExtractedRecipe | null {
  const root = parseHtml(html);
  const all = descendants(root);
  const meta = readPageMeta(all);

  const sources: (RecipeCandidate | undefined)[] = [
    pickMainRecipe(extractJsonLd(meta.jsonLd), meta),
    extractMicrodata(root),
    extractPluginMarkup(root, all),
    // Always read, cheap enough (a few ms), and the only way to notice structured data that
    // is poorer than the visible recipe.
    extractHtmlFallback(root, meta, all),
  ];

  const named = firstFilled(sources, 'name');
  const name = named && withoutSiteWords(named, all);
  for (const source of sources) if (source) tidyLists(source);
  const ingredients = chooseIngredients(sources);
  const instructionSections = chooseInstructions(sources);
  if (!name && ingredients.length === 0 && instructionSections.length === 0) return null;

  const field = <K extends keyof RecipeCandidate>(key: K): RecipeCandidate[K] | undefined =>
    firstFilled(sources, key);
  return {
    name: name ?? '',
    description: field('description') ?? meta.ogDescription ?? meta.metaDescription,
    ingredients,
    instructionSections,
    totalTimeMinutes: field('totalTimeMinutes'),
    prepTimeMinutes: field('prepTimeMinutes'),
    cookTimeMinutes: field('cookTimeMinutes'),
    // The yield the page only shows is looked for when no markup states one.
    yields: field('yields') ?? visibleYield(all),
    cuisine: field('cuisine'),
    category: field('category'),
    image: field('image') ?? meta.ogImage,
    url: meta.canonicalUrl ?? field('url') ?? pageUrl,
    source: sources.find((s) => s?.name === named)?.source ?? 'html',
  };
}

/**
 * A line that is the list's heading ("Ingredients", "Zutaten:", "Ingredienti per 6 tortini"):
 * pages print it as the list's first item, and structured data built from the page copies it.
 */
const isListHeading = (line: string): boolean => INGREDIENT_HEADING.test(line);

/**
 * Tidies a source's lists in place, before sources are compared, so that "1Mix…" in one
 * matches "Mix…" in another and a list printed twice is not mistaken for a longer list.
 */
function tidyLists(source: RecipeCandidate): void {
  if (source.ingredients) {
    source.ingredients = dropWrapperLines(
      dropRepeatedLines(
        source.ingredients.map(tidyIngredient).filter((line) => line && !isListHeading(line)),
      ),
    );
  }
  if (source.instructionSections) {
    source.instructionSections = dropRepeatedSections(
      source.instructionSections
        .map((section) => ({
          ...section,
          steps: withoutTrailingNotes(
            splitNumberedSteps(section.steps).map(tidyStep).filter(Boolean),
          ),
        }))
        .filter((section) => section.steps.length > 0),
    );
  }
}
