import { toMinutes } from './duration.ts';
import { classes, descendants, namesInUse, textOf, type HtmlElement } from './html-tree.ts';
import { readSectionedList } from './section-lists.ts';
import { collapseWhitespace } from './text-cleanup.ts';
import type { InstructionSection, RecipeCandidate } from './types.ts';

/**
 * Recipe cards rendered by common WordPress recipe plugins, recognised by the class (or id)
 * names the plugins emit — never by the site's host. Each descriptor lists those names; a
 * field is read either from per-item elements (`…Item`) or from a list container whose `li`s
 * are the items (`…List`).
 */
interface PluginMarkup {
  plugin: string;
  /** The card element; the whole page is searched when none of these is present. */
  container: string[];
  /** Item class names too generic to trust outside the plugin's card wrapper. */
  requireContainer?: boolean;
  name: string[];
  description?: string[];
  ingredientItem?: string[];
  ingredientList?: string[];
  instructionItem?: string[];
  instructionList?: string[];
  /** Wrapper of one named group of steps, and the element holding the group's name. */
  instructionGroup?: string[];
  groupName?: string[];
  totalTime?: string[];
  yields?: string[];
  cuisine?: string[];
  category?: string[];
}

const PLUGINS: PluginMarkup[] = [
  {
    plugin: 'WP Recipe Maker',
    container: ['wprm-recipe-container', 'wprm-recipe'],
    name: ['wprm-recipe-name'],
    description: ['wprm-recipe-summary'],
    ingredientItem: ['wprm-recipe-ingredient'],
    instructionItem: ['wprm-recipe-instruction-text'],
    instructionGroup: ['wprm-recipe-instruction-group'],
    groupName: ['wprm-recipe-group-name'],
    totalTime: ['wprm-recipe-total_time-container', 'wprm-recipe-total-time-container'],
    yields: ['wprm-recipe-servings-container'],
    cuisine: ['wprm-recipe-cuisine'],
    category: ['wprm-recipe-course'],
  },
  {
    plugin: 'Tasty Recipes',
    container: ['tasty-recipes'],
    name: ['tasty-recipes-title'],
    description: ['tasty-recipes-description-body', 'tasty-recipes-description'],
    ingredientList: ['tasty-recipes-ingredients-body', 'tasty-recipes-ingredients'],
    instructionList: ['tasty-recipes-instructions-body', 'tasty-recipes-instructions'],
    totalTime: ['tasty-recipes-total-time'],
    yields: ['tasty-recipes-yield'],
    cuisine: ['tasty-recipes-cuisine'],
    category: ['tasty-recipes-category'],
  },
  {
    plugin: 'Create by Mediavine',
    container: ['mv-create-card'],
    name: ['mv-create-title'],
    description: ['mv-create-description'],
    ingredientList: ['mv-create-ingredients'],
    instructionList: ['mv-create-instructions'],
    totalTime: ['mv-create-time-total'],
    yields: ['mv-create-yield'],
    cuisine: ['mv-create-category'],
  },
  {
    plugin: 'WP Ultimate Recipe',
    container: ['wpurp-container'],
    name: ['wpurp-recipe-title'],
    description: ['wpurp-recipe-description'],
    ingredientItem: ['wpurp-recipe-ingredient'],
    instructionItem: ['wpurp-recipe-instruction-text', 'wpurp-recipe-instruction'],
    instructionGroup: ['wpurp-recipe-instruction-group'],
    groupName: ['wpurp-recipe-instruction-group-name'],
  },
  {
    plugin: 'Zip Recipes',
    container: ['zlrecipe-container', 'zlrecipe-container-border'],
    name: ['zlrecipe-title'],
    description: ['zlrecipe-summary'],
    ingredientList: ['zlrecipe-ingredients-list'],
    instructionList: ['zlrecipe-instructions-list'],
  },
  {
    plugin: 'EasyRecipe',
    container: ['easyrecipe'],
    requireContainer: true,
    name: ['ERSName'],
    description: ['ERSSummary'],
    ingredientItem: ['ingredient'],
    instructionItem: ['instruction'],
  },
  {
    plugin: 'WPZOOM Recipe Card',
    container: ['wp-block-wpzoom-recipe-card-block-recipe-card'],
    requireContainer: true,
    name: ['recipe-card-title'],
    description: ['recipe-card-summary'],
    ingredientItem: ['ingredient-item'],
    instructionItem: ['direction-step'],
  },
  {
    plugin: 'Cooked',
    container: ['cooked-recipe'],
    name: ['cooked-recipe-name'],
    ingredientItem: ['cooked-single-ingredient'],
    instructionItem: ['cooked-dir-content', 'cooked-single-direction'],
  },
  {
    plugin: 'Jetpack Recipe',
    container: ['jetpack-recipe'],
    name: ['jetpack-recipe-title'],
    description: ['jetpack-recipe-description'],
    ingredientList: ['jetpack-recipe-ingredients'],
    instructionList: ['jetpack-recipe-directions'],
  },
  {
    plugin: 'Yumprint',
    container: ['yumprint-recipe'],
    name: ['yumprint-title'],
    description: ['yumprint-recipe-summary'],
    ingredientList: ['yumprint-recipe-ingredients'],
    instructionList: ['yumprint-recipe-directions'],
  },
  {
    plugin: 'Meal Planner Pro',
    container: ['mpprecipe-container'],
    name: ['mpprecipe-title'],
    ingredientItem: ['mpprecipe-ingredient'],
    instructionItem: ['mpprecipe-instruction'],
  },
];

function matchesAny(el: HtmlElement, names: readonly string[] | undefined): boolean {
  if (!names) return false;
  const id = el.attrs.id;
  if (id !== undefined && names.includes(id)) return true;
  return classes(el).some((c) => names.includes(c));
}

const lineText = (el: HtmlElement): string => collapseWhitespace(textOf(el));

/** Checkbox glyphs, "▢" bullets and similar decorations some cards prepend to items. */
const LEADING_DECORATION = /^[\s\u25a0-\u25ff\u2610-\u2612\u2713\u2714\u2022•·-]+(?=\S)/;

function cleanItem(text: string): string {
  return text.replace(LEADING_DECORATION, '').trim();
}

function readField(scope: HtmlElement[], names: readonly string[] | undefined): string {
  const el = scope.find((d) => matchesAny(d, names));
  return el ? lineText(el) : '';
}

/** Elements that match `names` but are not nested inside another match (no double counting). */
function outermost(scope: HtmlElement[], names: readonly string[] | undefined): HtmlElement[] {
  const hits = new Set(scope.filter((d) => matchesAny(d, names)));
  return [...hits].filter((el) => {
    for (let p = el.parent; p; p = p.parent) if (hits.has(p)) return false;
    return true;
  });
}

function readIngredients(scope: HtmlElement[], markup: PluginMarkup): string[] {
  const items = outermost(scope, markup.ingredientItem);
  if (items.length > 0) return items.map((el) => cleanItem(lineText(el))).filter(Boolean);
  return outermost(scope, markup.ingredientList)
    .flatMap((list) => readSectionedList(list).flatMap((s) => s.steps))
    .map(cleanItem)
    .filter(Boolean);
}

function readInstructions(scope: HtmlElement[], markup: PluginMarkup): InstructionSection[] {
  const groups = outermost(scope, markup.instructionGroup);
  if (groups.length > 0) {
    const sections = groups.map((group) => {
      const inside = descendants(group);
      return {
        name: readField(inside, markup.groupName),
        steps: outermost(inside, markup.instructionItem).map(lineText).filter(Boolean),
      };
    });
    const withSteps = sections.filter((s) => s.steps.length > 0);
    if (withSteps.length > 0) return withSteps;
  }
  const items = outermost(scope, markup.instructionItem).map(lineText).filter(Boolean);
  if (items.length > 0) return [{ name: '', steps: items }];
  return outermost(scope, markup.instructionList).flatMap((list) => readSectionedList(list));
}

/** Reads the first recognised plugin recipe card that has ingredients or steps. */
export function extractPluginMarkup(
  root: HtmlElement,
  all: HtmlElement[] = descendants(root),
): RecipeCandidate | undefined {
  const inUse = namesInUse(all);
  for (const markup of PLUGINS) {
    const itemNames = [
      ...(markup.ingredientItem ?? []),
      ...(markup.ingredientList ?? []),
      ...(markup.instructionItem ?? []),
      ...(markup.instructionList ?? []),
    ];
    if (!itemNames.some((n) => inUse.has(n))) continue;
    const containers = outermost(all, markup.container);
    if (containers.length === 0 && markup.requireContainer) continue;
    // Without a card wrapper the item classes alone still identify the plugin's markup.
    const scopes = containers.length > 0 ? containers.map(descendants) : [all];
    for (const scope of scopes) {
      const ingredients = readIngredients(scope, markup);
      const instructionSections = readInstructions(scope, markup);
      if (ingredients.length === 0 && instructionSections.length === 0) continue;
      const totalText = readField(scope, markup.totalTime);
      return {
        source: 'plugin',
        name: readField(scope, markup.name),
        description: readField(scope, markup.description),
        ingredients,
        instructionSections,
        totalTimeMinutes: totalText ? toMinutes(totalText) : undefined,
        yields: readField(scope, markup.yields).replace(/^(?:servings|yield)s?:?\s*/i, ''),
        cuisine: readField(scope, markup.cuisine).replace(/^cuisine:?\s*/i, ''),
        category: readField(scope, markup.category).replace(/^(?:course|category):?\s*/i, ''),
      };
    }
  }
  return undefined;
}
