import { toMinutes } from './duration.ts';
import { parseJsonLenient, readInstructions } from './json-ld.ts';
import { descendants, findAll, textOf, type HtmlElement } from './html-tree.ts';
import { HEADING } from './label-headings.ts';
import { isHeadingItem } from './section-lists.ts';
import { cleanLines, cleanText, collapseWhitespace } from './text-cleanup.ts';
import type { InstructionSection, RecipeCandidate } from './types.ts';

/**
 * schema.org microdata (`itemscope itemtype=".../Recipe"` with `itemprop` children) and its
 * RDFa cousin (`typeof="Recipe"` with `property`), still common on older sites and CMSs.
 */

const RECIPE_TYPE = /(?:^|[\s/])Recipe(?:\s|$)/;

function isRecipeScope(el: HtmlElement): boolean {
  const type = el.attrs.itemtype ?? el.attrs.typeof;
  return type !== undefined && RECIPE_TYPE.test(type);
}

function propNames(el: HtmlElement): string[] {
  const raw = el.attrs.itemprop ?? el.attrs.property;
  if (!raw) return [];
  // RDFa may prefix names ("schema:name") or give full URLs.
  return raw.split(/\s+/).map((p) => p.replace(/^.*[/:#]/, ''));
}

const isScope = (el: HtmlElement): boolean => 'itemscope' in el.attrs || 'typeof' in el.attrs;

/** The value microdata assigns to a property element (content/href/src/datetime or text). */
function propValue(el: HtmlElement): string {
  const a = el.attrs;
  if (a.content !== undefined) return a.content;
  switch (el.tag) {
    case 'meta':
      return '';
    case 'a':
    case 'link':
    case 'area':
      return a.href ?? '';
    case 'img':
    case 'source':
    case 'video':
    case 'audio':
      return a.src ?? a['data-src'] ?? '';
    case 'time':
      return a.datetime ?? textOf(el);
    case 'data':
    case 'meter':
      return a.value ?? textOf(el);
    default:
      return textOf(el);
  }
}

/**
 * Property elements belonging to `scope`: descendants carrying itemprop whose nearest enclosing
 * scope is `scope` itself. Nested scopes (a HowToStep, an author Person) count as one value.
 */
function ownProperties(scope: HtmlElement): Map<string, HtmlElement[]> {
  const props = new Map<string, HtmlElement[]>();
  const visit = (el: HtmlElement): void => {
    for (const child of el.children) {
      if (typeof child === 'string') continue;
      for (const name of propNames(child)) {
        const list = props.get(name) ?? [];
        list.push(child);
        props.set(name, list);
      }
      if (!isScope(child)) visit(child);
    }
  };
  visit(scope);
  return props;
}

/** Splits a container element into its list items or paragraphs when it has them. */
function itemsOf(el: HtmlElement): string[] {
  const items = findAll(el, (d) => d.tag === 'li');
  if (items.length > 0) return items.map((li) => collapseWhitespace(textOf(li))).filter(Boolean);
  const paragraphs = findAll(el, (d) => d.tag === 'p');
  if (paragraphs.length > 1) {
    return paragraphs.map((p) => collapseWhitespace(textOf(p))).filter(Boolean);
  }
  return cleanLines(textOf(el));
}

/**
 * The lines of one element marked as the whole ingredient list, without the rows between them
 * that head a group (`<div class="group-head">Side</div>` among `<div class="ingredient">`
 * rows, or a heading tag): a group's name is not an ingredient.
 */
function ingredientItemsOf(el: HtmlElement): string[] {
  const headings = new Set(
    findAll(el, (d) => HEADING.test(d.tag) || (d.tag !== 'li' && isHeadingItem(d))).map((d) =>
      collapseWhitespace(textOf(d)),
    ),
  );
  return itemsOf(el).filter((line) => /\d/.test(line) || !headings.has(line));
}

const EMPHASIS = new Set(['b', 'strong', 'u', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Whether an ingredient property element is a group heading that the page marked up like its
 * lines ("Seasoning" before the seasoning's lines): no amount, and all its text is one nested
 * element that is emphasised or set on a line of its own by a leading line break. A plain
 * name without an amount ("Salt", or "<span>Salt</span>") stays a line.
 */
function isMarkedHeading(el: HtmlElement): boolean {
  const text = collapseWhitespace(textOf(el));
  if (!text || /\d/.test(text)) return false;
  const parts = el.children.filter((c) => typeof c !== 'string' || c.trim() !== '');
  const only = parts[0];
  if (parts.length !== 1 || only === undefined || typeof only === 'string') return false;
  const first = only.children.find((c) => typeof c !== 'string' || c.trim() !== '');
  const opensWithBreak = first !== undefined && typeof first !== 'string' && first.tag === 'br';
  return EMPHASIS.has(only.tag) || opensWithBreak;
}

function stepText(el: HtmlElement): string[] {
  if (isScope(el)) {
    // A HowToStep scope: prefer its `text` property over the whole element's text.
    const inner = ownProperties(el).get('text');
    if (inner && inner.length > 0) return inner.map((t) => collapseWhitespace(propValue(t)));
  }
  return itemsOf(el);
}

export function extractMicrodata(root: HtmlElement): RecipeCandidate | undefined {
  const scope = descendants(root).find(isRecipeScope);
  if (!scope) return undefined;
  const props = ownProperties(scope);
  const first = (name: string, usable = (_el: HtmlElement) => true): string => {
    for (const el of props.get(name) ?? []) {
      const v = usable(el) ? cleanText(propValue(el)) : '';
      if (v) return v;
    }
    return '';
  };
  const all = (name: string): HtmlElement[] => props.get(name) ?? [];

  const ingredientEls = [...all('recipeIngredient'), ...all('ingredients')];
  const ingredients =
    ingredientEls.length === 1 && ingredientEls[0]
      ? ingredientItemsOf(ingredientEls[0]) // one container wrapping the whole list
      : ingredientEls
          .filter((el) => !isMarkedHeading(el))
          .map((el) => cleanText(propValue(el)))
          .filter(Boolean);

  const instructionEls = all('recipeInstructions');
  let sections: InstructionSection[] = [];
  const embeddedJson = instructionEls.length === 1 ? instructionEls[0]?.attrs.content?.trim() : '';
  if (embeddedJson && /^[[{]/.test(embeddedJson)) {
    // Some themes put a JSON-LD HowToStep array into a meta tag's content.
    sections = readInstructions(parseJsonLenient(embeddedJson));
  } else {
    const steps = instructionEls.flatMap(stepText).filter(Boolean);
    if (steps.length > 0) sections = [{ name: '', steps }];
  }

  const prep = toMinutes(first('prepTime'));
  const cook = toMinutes(first('cookTime'));
  const total =
    toMinutes(first('totalTime')) ??
    (prep !== undefined || cook !== undefined ? (prep ?? 0) + (cook ?? 0) : undefined);

  return {
    source: 'microdata',
    // A `<title>` marked as the name carries the site's suffixes ("… Recipe - (4.8/5)"); the
    // page's heading names the recipe then.
    name: first('name', (el) => el.tag !== 'title'),
    description: first('description'),
    ingredients,
    instructionSections: sections,
    totalTimeMinutes: total,
    prepTimeMinutes: prep,
    cookTimeMinutes: cook,
    yields: first('recipeYield') || first('yield'),
    cuisine: first('recipeCuisine'),
    category: first('recipeCategory'),
    image: first('image'),
  };
}
