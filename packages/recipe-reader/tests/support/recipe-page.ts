// A recipe page as sites publish it: a schema.org Recipe in JSON-LD, its steps as
// HowToSteps, for the import tests (unit and end-to-end).

export type RecipeFields = {
  name: string;
  ingredients: readonly string[];
  steps: readonly string[];
  /** Any other schema.org Recipe properties (description, totalTime, recipeYield…). */
  more?: Record<string, unknown>;
  /** The document's <title>, when it differs from the recipe's name. */
  title?: string;
};

export function recipePageHtml(recipe: RecipeFields): string {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    ...recipe.more,
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.steps.map((text) => ({ '@type': 'HowToStep', text })),
  };
  return `<!doctype html>
<html><head><title>${recipe.title ?? recipe.name}</title>
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>
<body><h1>${recipe.name}</h1></body></html>`;
}

/** A JSON-LD script holding a schema.org Recipe with `recipe`'s properties, for page fixtures. */
export const ldScript = (recipe: Record<string, unknown>): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', ...recipe })}</script>`;
