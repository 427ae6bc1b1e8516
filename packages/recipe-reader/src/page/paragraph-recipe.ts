import { STARTS_WITH_FIGURE } from './amount-after-name.ts';
import { descendants, isHiddenWithin, type HtmlElement } from './html-tree.ts';
import { boldLabelOf, HEADING, lineOf } from './label-headings.ts';
import { YIELD_TEXT } from './visible-yield.ts';

/**
 * The last resort for a recipe that an article writes as its own paragraphs, one ingredient to
 * a paragraph, as newspapers print them: no list markup, no heading naming the list. The
 * ingredients are a run of short paragraphs, most led by an amount, with bold-only paragraphs
 * naming the list's parts between them; the first sentence-length paragraph starts the method,
 * which runs on through the paragraphs after it. A box that the site slots in among the
 * article's paragraphs (an advertisement, "Article continues below") is set deeper in the
 * markup than they are, and is passed over. Above the ingredients such a recipe prints its
 * name, then its yield ("Serves 6"): the line before the yield names the recipe, where the
 * page's main heading is the article's headline.
 */

export interface ParagraphRecipe {
  ingredients: string[];
  steps: string[];
  name?: string;
}

const MAX_LINE = 120;
const MIN_LINES = 4;
// Shorter than this, a paragraph after the method ("Enjoy!") ends it.
const MIN_STEP = 30;
// A group's name between the ingredients ("Tostadas and toppings").
const MAX_GROUP_NAME = 60;
// How far above the ingredients the yield is looked for: a note or two, a part's name.
const MAX_LINES_TO_YIELD = 5;
const MAX_NAME = 100;

const isSentence = (text: string): boolean => text.length >= 40 && /[.!?]$/.test(text);
const isLine = (text: string): boolean => text.length <= MAX_LINE && !isSentence(text);

function depthOf(el: HtmlElement): number {
  let depth = 0;
  for (let p = el.parent; p; p = p.parent) depth++;
  return depth;
}

/** The paragraph's block: the paragraph, or the wrappers around nothing but it. */
function blockOf(p: HtmlElement): HtmlElement {
  const text = lineOf(p);
  let block = p;
  while (block.parent && block.parent.tag !== '#root' && lineOf(block.parent) === text) {
    block = block.parent;
  }
  return block;
}

interface Reading extends ParagraphRecipe {
  /** Index in `all` where the reading stopped. */
  end: number;
}

/** The recipe read from the paragraph at `all[start]` on, through its block's container. */
function readFrom(all: readonly HtmlElement[], start: number): Reading {
  const first = all[start]!;
  const container = blockOf(first).parent!;
  const end = all.lastIndexOf(container, start) + descendants(container).length + 1;
  const depth = depthOf(first);
  const ingredients: string[] = [];
  const steps: string[] = [];
  let i = start;
  for (; i < end; i++) {
    const el = all[i]!;
    const heading = HEADING.test(el.tag);
    if ((el.tag !== 'p' && !heading) || isHiddenWithin(el)) continue;
    const elDepth = depthOf(el);
    if (heading && elDepth <= depth && steps.length > 0) break;
    if (elDepth !== depth) continue;
    const text = lineOf(el);
    if (!text) continue;
    if ((heading || boldLabelOf(el)) && text.length <= MAX_GROUP_NAME) continue;
    if (steps.length === 0 && isLine(text)) {
      if (!YIELD_TEXT.test(text)) ingredients.push(text);
      continue;
    }
    if (text.length < MIN_STEP) break;
    steps.push(text);
  }
  return { ingredients, steps, end: i };
}

/**
 * The recipe's name printed above its yield, above the paragraph at `all[start]`: the texts of
 * the paragraphs and headings at its depth, read upwards, are a few notes, then the yield,
 * then the name.
 */
function nameAbove(all: readonly HtmlElement[], start: number): string | undefined {
  const depth = depthOf(all[start]!);
  let seen = 0;
  let yieldSeen = false;
  for (let i = start - 1; i >= 0 && seen <= MAX_LINES_TO_YIELD; i--) {
    const el = all[i]!;
    if ((el.tag !== 'p' && !HEADING.test(el.tag)) || depthOf(el) !== depth) continue;
    const text = lineOf(el);
    if (!text || isHiddenWithin(el)) continue;
    if (yieldSeen) return text.length <= MAX_NAME && !isSentence(text) ? text : undefined;
    yieldSeen = YIELD_TEXT.test(text);
    seen++;
  }
  return undefined;
}

export function paragraphRecipe(all: readonly HtmlElement[]): ParagraphRecipe {
  for (let i = 0; i < all.length; i++) {
    const el = all[i]!;
    if (el.tag !== 'p' || !el.parent) continue;
    const text = lineOf(el);
    if (!STARTS_WITH_FIGURE.test(text) || !isLine(text) || isHiddenWithin(el)) continue;
    const reading = readFrom(all, i);
    const measured = reading.ingredients.filter((line) => STARTS_WITH_FIGURE.test(line)).length;
    if (
      reading.ingredients.length >= MIN_LINES &&
      measured * 2 >= reading.ingredients.length &&
      reading.steps.length > 0
    ) {
      const { ingredients, steps } = reading;
      return { ingredients, steps, name: nameAbove(all, i) };
    }
    // The paragraphs it read are no recipe's start either.
    i = Math.max(i, reading.end - 1);
  }
  return { ingredients: [], steps: [] };
}
