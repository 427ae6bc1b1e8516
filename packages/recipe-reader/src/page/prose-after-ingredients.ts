import { isElement, isHidden, type HtmlElement } from './html-tree.ts';
import { HEADING, lineOf } from './label-headings.ts';
import { typedBulletLines } from './measured-lists.ts';
import type { InstructionSection } from './types.ts';

/**
 * The last resort for a method: pages that write it as plain paragraphs right after the
 * ingredient list, with no list and no heading that names it (a magazine article with the
 * recipe at its end, a heading that is the dish's name or just "The recipe"). Starting from
 * the ingredient list, climb a few wrappers and read the paragraphs that follow: an optional
 * heading, then consecutive sentence-length paragraphs.
 */

const MAX_CLIMB = 5;
const MIN_PARAGRAPH = 30;
const MIN_TOTAL = 120;

/**
 * The innermost list whose items are the ingredients that were found — the one holding the
 * last lines when the ingredients come in several lists ("Optional" and a second list) — or
 * the paragraph whose bulleted lines they are.
 */
function ingredientList(all: readonly HtmlElement[], ingredients: readonly string[]) {
  const itemsOf = (el: HtmlElement): string[] | undefined => {
    if (el.tag === 'ul' || el.tag === 'ol') return el.children.filter(isElement).map(lineOf);
    return el.tag === 'p' ? typedBulletLines(el) : undefined;
  };
  const holding = (lines: readonly string[]) => {
    const wanted = new Set(lines.map((line) => line.toLowerCase()));
    if (wanted.size === 0) return undefined;
    return all.find((el) => {
      const items = itemsOf(el)?.map((item) => item.toLowerCase());
      return items !== undefined && [...wanted].every((line) => items.includes(line));
    });
  };
  return holding(ingredients.slice(-2)) ?? holding(ingredients.slice(0, 3));
}

function paragraphsAfter(el: HtmlElement): string[] {
  const parent = el.parent;
  if (!parent) return [];
  const following = parent.children.slice(parent.children.indexOf(el) + 1).filter(isElement);
  const steps: string[] = [];
  for (const [index, sibling] of following.entries()) {
    if (isHidden(sibling)) continue;
    if (HEADING.test(sibling.tag) && index === 0) continue;
    // A photo of the step (a figure, an image in a paragraph) between two steps' paragraphs.
    if (lineOf(sibling) === '') continue;
    const paragraphs = sibling.tag === 'p' ? [sibling] : proseBlock(sibling);
    if (!paragraphs) break;
    const texts = paragraphs.map(lineOf).filter((text) => text.length >= MIN_PARAGRAPH);
    if (texts.length === 0) break;
    // A footnote to a starred ingredient ("Hoagie roll**") between the list and the method.
    steps.push(...texts.filter((text) => !text.startsWith('*')));
  }
  return steps;
}

const WRAPPER = /^(?:div|section|article)$/;

/**
 * The paragraphs and headings inside a wrapper, through nested wrappers and past elements
 * without text (an icon, a picture); undefined when it holds anything else with text.
 */
function textBlocks(el: HtmlElement): HtmlElement[] | undefined {
  const blocks: HtmlElement[] = [];
  for (const child of el.children) {
    if (typeof child === 'string') {
      if (child.trim() !== '') return undefined;
      continue;
    }
    if (isHidden(child) || lineOf(child) === '') continue;
    if (child.tag === 'p' || HEADING.test(child.tag)) blocks.push(child);
    else if (WRAPPER.test(child.tag)) {
      const inner = textBlocks(child);
      if (!inner) return undefined;
      blocks.push(...inner);
    } else return undefined;
  }
  return blocks;
}

/**
 * A wrapper that holds nothing but paragraphs (a `section class="prose"`), possibly under one
 * heading of its own ("The recipe", the dish's name) and in nested wrappers; else undefined.
 */
function proseBlock(el: HtmlElement): HtmlElement[] | undefined {
  if (!WRAPPER.test(el.tag)) return undefined;
  const blocks = textBlocks(el);
  const paragraphs = blocks && HEADING.test(blocks[0]?.tag ?? '') ? blocks.slice(1) : blocks;
  return paragraphs && paragraphs.length > 0 && paragraphs.every((b) => b.tag === 'p')
    ? paragraphs
    : undefined;
}

export function proseAfterIngredients(
  all: readonly HtmlElement[],
  ingredients: readonly string[],
): InstructionSection[] {
  let anchor = ingredientList(all, ingredients);
  for (let climb = 0; anchor && climb <= MAX_CLIMB; climb++) {
    const steps = paragraphsAfter(anchor);
    if (steps.join(' ').length >= MIN_TOTAL) return [{ name: '', steps }];
    anchor = anchor.parent && anchor.parent.tag !== '#root' ? anchor.parent : undefined;
  }
  return [];
}
