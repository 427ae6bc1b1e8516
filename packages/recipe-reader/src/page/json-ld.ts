import { toMinutes } from './duration.ts';
import { cleanLines, cleanText } from './text-cleanup.ts';
import type { InstructionSection, RecipeCandidate } from './types.ts';

/** A JSON object as found in JSON-LD; values stay `unknown` until read by a helper. */
type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/**
 * Parses one `<script type="application/ld+json">` body. Real pages ship slightly broken
 * JSON: HTML comment or CDATA wrappers, raw newlines/tabs inside strings, trailing commas.
 * We repair those generic faults and give up (returning undefined) on anything else.
 */
export function parseJsonLenient(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    // fall through to the repaired attempt
  }
  const repaired = trimmed
    .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)\s*$/, '');
  // Raw line breaks inside strings are kept as the line breaks they were, when the string
  // boundaries can be told; failing that, every control character becomes a space.
  for (const text of [escapeRawLineBreaks(repaired), repaired]) {
    const fixed = text
      // Control characters are illegal inside JSON strings; outside them they are whitespace.
      // eslint-disable-next-line no-control-regex -- matching them is the point here
      .replace(/[\u0000-\u001f]+/g, ' ')
      .replace(/,\s*([}\]])/g, '$1')
      .trim()
      // A trailing semicolon, as if the block were a JS statement.
      .replace(/;$/, '');
    try {
      return JSON.parse(fixed);
    } catch {
      // try the next repair
    }
  }
  return undefined;
}

/**
 * Raw line breaks inside JSON strings written as `\n`: the author's line structure (one
 * ingredient or step per line) survives the repair instead of running together.
 */
function escapeRawLineBreaks(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString && ch === '\\') {
      out += ch + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '"') inString = !inString;
    if (inString && (ch === '\n' || ch === '\r')) {
      out += '\\n';
      continue;
    }
    out += ch;
  }
  return out;
}

function typeNames(node: JsonObject): string[] {
  return asArray(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase());
}

export function isRecipeNode(node: JsonObject): boolean {
  return typeNames(node).includes('recipe');
}

/**
 * Every Recipe node anywhere in a JSON-LD value: top level, arrays, `@graph`, or nested under
 * properties like `mainEntity` or an ItemList. Depth-limited so odd documents stay cheap.
 */
export function collectRecipeNodes(
  value: unknown,
  out: JsonObject[] = [],
  depth = 0,
): JsonObject[] {
  if (depth > 8) return out;
  if (Array.isArray(value)) {
    for (const item of value) collectRecipeNodes(item, out, depth + 1);
  } else if (isObject(value)) {
    if (isRecipeNode(value)) out.push(value);
    for (const [key, child] of Object.entries(value)) {
      // Recipes do not nest inside recipes' own ingredient or step lists; skipping those keeps
      // the walk short on pages with hundreds of steps.
      if (key === 'recipeIngredient' || key === 'recipeInstructions') continue;
      if (typeof child === 'object' && child !== null) collectRecipeNodes(child, out, depth + 1);
    }
  }
  return out;
}

/** First usable string among a value that may be a string, number, array or object with text. */
function firstText(value: unknown, keys: readonly string[] = ['name']): string {
  for (const item of asArray(value)) {
    if (isObject(item)) {
      for (const key of keys) {
        const t = cleanText(item[key]);
        if (t) return t;
      }
    } else {
      const t = cleanText(item);
      if (t) return t;
    }
  }
  return '';
}

/** Joins a string-or-array property ("Italian", ["Dinner", "Main"]) into one cleaned string. */
function joinedText(value: unknown): string {
  const parts = asArray(value)
    .map((v) => (isObject(v) ? cleanText(v.name) : cleanText(v)))
    .flatMap((v) => v.split(/\s*,\s*/))
    .filter(Boolean);
  return [...new Set(parts)].join(', ');
}

function readImage(value: unknown): string {
  for (const item of asArray(value)) {
    if (typeof item === 'string' && item.trim()) return item.trim();
    if (isObject(item)) {
      const url = readImage(item.url ?? item.contentUrl ?? item['@id']);
      if (url) return url;
    }
  }
  return '';
}

function readIngredients(value: unknown): string[] {
  // A list of lists (one per group) is read as one list.
  const items = asArray(value)
    .flatMap((item) => (Array.isArray(item) ? item : [item]))
    .flatMap((item) => (isObject(item) ? [ingredientObjectText(item)] : [item]));
  // A lone string is often the whole list, one ingredient per line or `<br>`; in a real list
  // each entry is one ingredient, whatever line breaks its text carries.
  if (items.length === 1) return cleanLines(items[0]);
  return items.map(cleanText).filter(Boolean);
}

/**
 * An ingredient written as an object: a schema.org PropertyValue is its amount, unit and name
 * ({value: 2, unitText: "cups", name: "flour"} → "2 cups flour"); any other its text or name.
 */
function ingredientObjectText(item: JsonObject): unknown {
  if (!typeNames(item).includes('propertyvalue')) return item.text ?? item.name;
  const parts = [item.value, item.unitText ?? item.unitCode, item.name]
    .map((part) => (typeof part === 'number' ? String(part) : part))
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.join(' ');
}

/**
 * recipeInstructions in all its published shapes: one string (possibly HTML with paragraphs or
 * list items), an array of strings, HowToStep objects, HowToSection objects grouping steps,
 * ItemLists, and any nesting of those.
 */
export function readInstructions(value: unknown): InstructionSection[] {
  const sections: InstructionSection[] = [];
  let loose: InstructionSection = { name: '', steps: [] };
  const flushLoose = (): void => {
    if (loose.steps.length > 0) sections.push(loose);
    loose = { name: '', steps: [] };
  };

  const stepsOf = (node: unknown, into: string[], depth: number): void => {
    if (depth > 6) return;
    if (typeof node === 'string') {
      into.push(...cleanLines(node));
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) stepsOf(item, into, depth + 1);
      return;
    }
    if (!isObject(node)) return;
    const types = typeNames(node);
    const children = node.itemListElement ?? node.steps;
    if (children !== undefined && !types.includes('howtostep')) {
      stepsOf(children, into, depth + 1);
      return;
    }
    // Step text: `text` is the standard; some sites only fill `name` or `description`.
    const text = cleanText(node.text) || cleanText(node.description);
    const name = cleanText(node.name);
    if (text) {
      // A name that is not just the text's opening words is a step title worth keeping.
      if (isStepTitle(name, text)) into.push(name);
      into.push(text);
    } else if (name) into.push(name);
    else if (children !== undefined) stepsOf(children, into, depth + 1);
  };

  const visit = (node: unknown, depth: number): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    if (isObject(node)) {
      const types = typeNames(node);
      const isSection =
        types.includes('howtosection') ||
        (node.itemListElement !== undefined && !types.includes('howtostep') && !!node.name);
      if (isSection) {
        const steps: string[] = [];
        stepsOf(node.itemListElement ?? node.steps, steps, depth + 1);
        if (steps.length > 0) {
          flushLoose();
          sections.push({ name: cleanText(node.name), steps });
        }
        return;
      }
    }
    stepsOf(node, loose.steps, depth + 1);
  };

  visit(value, 0);
  flushLoose();
  return sections;
}

const comparable = (s: string): string =>
  s
    .toLowerCase()
    .replace(/(?:\.\.\.|…)$/, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');

// "Step 2", "3.", or a template's label ending in a step number ("pasta_recipe step 2").
const GENERIC_STEP_NAME = /^(?:(?:.*[\s_-])?(?:step|schritt|stap|[ée]tape|paso|passo)\s*)?\d+\.?$/i;

/**
 * Whether a HowToStep's `name` is a real title ("Make the sauce") rather than the usual copy or
 * truncation of its text, or a generic step label.
 */
function isStepTitle(name: string, text: string): boolean {
  if (!name || GENERIC_STEP_NAME.test(name)) return false;
  const n = comparable(name);
  const t = comparable(text);
  return n.length > 0 && !t.startsWith(n) && !n.startsWith(t);
}

/** Normalises a recipeYield (string, number or array of both) into a short phrase. */
function readYield(value: unknown): string {
  const items = asArray(value).map(cleanText).filter(Boolean);
  // Arrays often hold a bare number and a phrase ("4", "4 servings"); the phrase says more.
  const phrase = items.find((v) => /\D/.test(v)) ?? items[0] ?? '';
  return /^\d+$/.test(phrase) ? `${phrase} servings` : phrase;
}

/** Reads one JSON-LD Recipe node into a candidate; absent fields stay undefined. */
export function recipeFromJsonLd(node: JsonObject): RecipeCandidate {
  const prep = toMinutes(node.prepTime);
  const cook = toMinutes(node.cookTime);
  const total =
    toMinutes(node.totalTime) ??
    (prep !== undefined || cook !== undefined ? (prep ?? 0) + (cook ?? 0) : undefined);
  const candidate: RecipeCandidate = {
    source: 'json-ld',
    name: firstText(node.name) || firstText(node.headline),
    description: firstText(node.description),
    ingredients: readIngredients(node.recipeIngredient ?? node.ingredients),
    instructionSections: readInstructions(node.recipeInstructions),
    totalTimeMinutes: total,
    prepTimeMinutes: prep,
    cookTimeMinutes: cook,
    yields: readYield(node.recipeYield ?? node.yield),
    cuisine: joinedText(node.recipeCuisine),
    category: joinedText(node.recipeCategory),
    image: readImage(node.image ?? node.thumbnailUrl),
    url: typeof node.url === 'string' ? node.url.trim() : undefined,
  };
  return candidate;
}

/** All Recipe candidates from the page's JSON-LD blocks, in document order. */
export function extractJsonLd(scriptBodies: readonly string[]): RecipeCandidate[] {
  const nodes: JsonObject[] = [];
  for (const body of scriptBodies) collectRecipeNodes(parseJsonLenient(body), nodes);
  return nodes.map(recipeFromJsonLd);
}
