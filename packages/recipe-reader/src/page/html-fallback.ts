import { ingredientEntryLine } from './amount-after-name.ts';
import { checklistRows } from './checklist-rows.ts';
import { YIELD_TEXT } from './visible-yield.ts';
import {
  INGREDIENT_CLASS,
  INSTRUCTION_CLASS,
  ingredientRowsByClassName,
  listsByClassName,
  stepRowsByClassName,
} from './class-named-lists.ts';
import { descendants, isElement, type HtmlElement } from './html-tree.ts';
import { INGREDIENT_HEADING, INSTRUCTION_HEADING } from './heading-words.ts';
import { hasQuantities } from './list-relations.ts';
import {
  headingAnchor,
  headingIn,
  isLabelHeading,
  isParagraphLabel,
  level,
  lineOf,
  siblingsAfter,
  soleParagraph,
} from './label-headings.ts';
import type { PageMeta } from './page-meta.ts';
import { measuredLists } from './measured-lists.ts';
import {
  longestOrderedList,
  methodAfterInlineLabel,
  stepsUnderStepHeadings,
} from './method-shapes.ts';
import { paragraphRecipe, type ParagraphRecipe } from './paragraph-recipe.ts';
import { proseAfterIngredients } from './prose-after-ingredients.ts';
import { pageTitle } from './recipe-name.ts';
import { readSectionedList } from './section-lists.ts';
import { tidyStep } from './text-cleanup.ts';
import type { InstructionSection, RecipeCandidate } from './types.ts';

/**
 * Reading the recipe off the visible page, for pages with no structured recipe data and as a
 * check on structured data that is poorer than the page: find the ingredient and method lists
 * by the words sites use for them — in class/id names or in the headings above the lists.
 */

const countItems = (sections: InstructionSection[]): number =>
  sections.reduce((n, s) => n + s.steps.length, 0);

const isList = (el: HtmlElement): boolean => el.tag === 'ul' || el.tag === 'ol';
// A paragraph that reads as a sentence of the method: several words, ending as sentences do.
const isSentence = (el: HtmlElement): boolean => {
  const text = lineOf(el);
  return text.length >= 40 && /[.!?]$/.test(text);
};

/** Whether `el` is a list, or a wrapper around nothing but one. */
function listFollows(el: HtmlElement | undefined): boolean {
  if (!el) return false;
  if (isList(el)) return true;
  const kids = el.children.filter(isElement);
  return kids.length === 1 && lineOf(el) === lineOf(kids[0]!) && listFollows(kids[0]);
}

/**
 * Content under a heading such as "Ingredients": the siblings that follow it up to the next
 * heading of the same or a higher level — unless that heading matches too ("Method for the
 * sauce"), which then names the next section, or the list's parts are headed at its own level
 * (a heading right under ours, then each over a list of its own). When the heading sits alone in a wrapper, the
 * wrapper's following siblings are used instead.
 */
function listUnderHeading(
  heading: HtmlElement,
  pattern: RegExp,
  stopAt: RegExp,
  stopAtParagraphs = false,
): InstructionSection[] {
  const anchor = headingAnchor(heading);
  const headingLevel = level(heading);
  const sections: InstructionSection[] = [];
  let following: HtmlElement[] = [];
  let name = '';
  const flush = (): void => {
    const wrapper: HtmlElement = { tag: 'div', attrs: {}, children: following, parent: null };
    const entryLine = pattern === INGREDIENT_HEADING ? ingredientEntryLine : undefined;
    for (const s of readSectionedList(wrapper, stopAt, entryLine)) {
      sections.push({ ...s, name: s.name || name });
    }
    following = [];
  };
  const siblings = siblingsAfter(anchor);
  // Whether the list's parts are headed as high as the list itself ("Ingredients", "Dough",
  // "Filling", all h2): known once such a heading comes first, right under ours.
  let partsAtOurLevel = false;
  for (const [index, sib] of siblings.entries()) {
    const label = headingIn(sib);
    if (label && isLabelHeading(label, stopAt)) break;
    // A paragraph styled as the method's heading ends an ingredient list; inside a method,
    // "Prepare the ingredients:" is a step's label, not the next list.
    const paragraph = stopAtParagraphs ? soleParagraph(sib) : undefined;
    if (paragraph && isParagraphLabel(paragraph, stopAt)) break;
    // Sentences after the ingredients' lists are the method, written without a heading.
    if (stopAtParagraphs && sib.tag === 'p' && following.some(isList) && isSentence(sib)) break;
    if (label) {
      const labelLevel = level(label);
      // A sub-heading (or, under a bold label, another bold label) names a section; a heading
      // as high as ours ends the list unless it is one of ours ("Method for the sauce").
      const endsList =
        labelLevel < headingLevel || (labelLevel === headingLevel && headingLevel < 7);
      const startsPart =
        labelLevel === headingLevel &&
        (partsAtOurLevel || (sections.length === 0 && following.every((f) => !lineOf(f)))) &&
        listFollows(siblings[index + 1]);
      if (endsList && !pattern.test(lineOf(label)) && !startsPart) break;
      if (startsPart) partsAtOurLevel = true;
      if (endsList || labelLevel === 7) {
        flush();
        name = lineOf(label).replace(/:$/, '');
        continue;
      }
    }
    following.push(sib);
  }
  flush();
  return sections;
}

/**
 * The list under the first heading matching `pattern` that has one — preferring headings after
 * `after` (the ingredient list), since blog posts often carry a narrative "How to make it"
 * section before the actual recipe card.
 */
function listAfterHeading(
  all: readonly HtmlElement[],
  pattern: RegExp,
  stopAt: RegExp,
  after = -1,
): InstructionSection[] {
  const forIngredients = pattern === INGREDIENT_HEADING;
  let fallback: InstructionSection[] = [];
  let unmeasured: InstructionSection[] = [];
  for (let i = 0; i < all.length; i++) {
    const el = all[i];
    if (!el || !isLabelHeading(el, pattern)) continue;
    const sections = listUnderHeading(el, pattern, stopAt, forIngredients);
    if (countItems(sections) === 0) continue;
    const lines = sections.flatMap((s) => s.steps);
    // An article's "Ingredients" section that talks about them, before the recipe's list —
    // or answers a heading asking for them ("What ingredients do I need?", "Quais os
    // ingredientes?"): a section of a post's questions and answers, not the list.
    const talk = forIngredients && (isProse(lines) || /\?\s*$/.test(lineOf(el)));
    if (i > after && !talk) {
      // Or one that only names them ("Chicken (any cut)"), before the list with amounts.
      if (!forIngredients || hasQuantities(lines)) return sections;
      if (unmeasured.length === 0) unmeasured = sections;
    }
    if (fallback.length === 0) fallback = sections;
  }
  return unmeasured.length > 0 ? unmeasured : fallback;
}

/**
 * The ingredients under a paragraph that reads as the heading ("<p>Zutaten</p>"): accepted only
 * when at least two lines follow and some carry an amount, since such a paragraph is as often
 * a label in a box of facts ("Ingredients 8", "Preparation 35 m").
 */
function listAfterParagraphLabel(all: readonly HtmlElement[]): string[] {
  for (const el of all) {
    if (!isParagraphLabel(el, INGREDIENT_HEADING)) continue;
    const lines = listUnderHeading(el, INGREDIENT_HEADING, INSTRUCTION_HEADING, true).flatMap(
      (s) => s.steps,
    );
    if (lines.length >= 2 && hasQuantities(lines)) return lines;
  }
  return [];
}

/**
 * The method under a paragraph that reads as its heading ("<p>Zubereitung</p>"), when such a
 * paragraph also headed the ingredients before it and sentence-length steps follow: a
 * "Preparation" paragraph alone is as often a label for the preparation time.
 */
function methodAfterParagraphLabel(all: readonly HtmlElement[]): InstructionSection[] {
  const ingredientsAt = all.findIndex((el) => isParagraphLabel(el, INGREDIENT_HEADING));
  if (ingredientsAt < 0) return [];
  for (const el of all.slice(ingredientsAt + 1)) {
    if (!isParagraphLabel(el, INSTRUCTION_HEADING)) continue;
    const sections = listUnderHeading(el, INSTRUCTION_HEADING, INGREDIENT_HEADING);
    const steps = sections.flatMap((s) => s.steps);
    const average = steps.reduce((n, t) => n + t.length, 0) / Math.max(steps.length, 1);
    if (steps.length > 0 && average >= 20) return sections;
  }
  return [];
}

/** Index in `all` of the first ingredient heading, or -1. */
function ingredientHeadingIndex(all: readonly HtmlElement[]): number {
  return all.findIndex((el) => isLabelHeading(el, INGREDIENT_HEADING));
}

const asSections = (lines: string[]): InstructionSection[] =>
  lines.length > 0 ? [{ name: '', steps: lines }] : [];

const GROUP_LABEL = /^[^\d:]{1,40}:[\s\u200b-\u200d\u2060-\u2064]*$/u;
// "For the sauce", "PER LA BESCIAMELLA", "Für den Teig": what a group is for, and no amount.
const GROUP_FOR = /^(?:for|für|pour|per|para|voor|för)\s[^\d:]{1,40}:?$/iu;
/**
 * Whether lines read as an article's paragraphs rather than a list of ingredients: most are
 * sentences ("Apples: I love sweet, crisp apples like…", "Some links on this page are
 * affiliate links."). Ingredient lines seldom end with a full stop, and a line led by an
 * amount ("2 cups flour, sifted, plus more for the counter.") is an ingredient whatever its end.
 */
function isProse(lines: readonly string[]): boolean {
  const sentences = lines.filter(
    (l) => l.length >= 40 && /[.!?…]$/.test(l) && !/^[\d\u00bc-\u00be\u2150-\u215e]/.test(l),
  ).length;
  return sentences * 2 > lines.length;
}

/** The first attempt's sections whose lines are not prose, else the first non-empty ones. */
function firstIngredientList(...attempts: (() => InstructionSection[])[]): InstructionSection[] {
  let fallback: InstructionSection[] = [];
  for (const attempt of attempts) {
    const result = attempt();
    if (result.length === 0) continue;
    if (!isProse(result.flatMap((s) => s.steps))) return result;
    if (fallback.length === 0) fallback = result;
  }
  return fallback;
}

function firstNonEmpty<T>(...attempts: (() => T[])[]): T[] {
  for (const attempt of attempts) {
    const result = attempt();
    if (result.length > 0) return result;
  }
  return [];
}

export function extractHtmlFallback(
  root: HtmlElement,
  meta: PageMeta,
  all: HtmlElement[] = descendants(root),
): RecipeCandidate {
  let inParagraphs: ParagraphRecipe | undefined; // read only when nothing else is found
  const ingredientSections = firstIngredientList(
    () => ingredientRowsByClassName(all),
    () => listAfterHeading(all, INGREDIENT_HEADING, INSTRUCTION_HEADING),
    () => listsByClassName(all, INGREDIENT_CLASS),
    () => asSections(checklistRows(all)),
    () => asSections(listAfterParagraphLabel(all)),
    () => asSections(measuredLists(all)),
    () => asSections((inParagraphs = paragraphRecipe(all)).ingredients),
  );
  // A list item that is only a short label ending in a colon ("Seasoning:", "Für die
  // Marinade:") names the group of lines after it; it is not an ingredient, nor is the yield.
  const lines = ingredientSections.flatMap((s) => s.steps);
  const isGroupLabel = (l: string): boolean => GROUP_LABEL.test(l) || GROUP_FOR.test(l);
  const ingredients = lines.filter((l) => !isGroupLabel(l) && !YIELD_TEXT.test(l));
  // Such labels are the groups' names as much as headings are: structured data that types
  // them in as lines is told apart by them (merge-sources.ts).
  const groupNames = [
    ...ingredientSections.map((s) => s.name).filter(Boolean),
    ...lines.filter(isGroupLabel).map((l) => l.replace(/:\s*$/u, '')),
  ];
  const ingredientsAt = ingredientHeadingIndex(all);
  const instructionSections = firstNonEmpty<InstructionSection>(
    () => {
      // Step badges ("STEP 1.") are often what carries the step class, not the step's text.
      const rows = stepRowsByClassName(all).filter((r) => tidyStep(r) !== '');
      return rows.length > 0 ? [{ name: '', steps: rows }] : [];
    },
    () => listAfterHeading(all, INSTRUCTION_HEADING, INGREDIENT_HEADING, ingredientsAt),
    () => listsByClassName(all, INSTRUCTION_CLASS, INGREDIENT_CLASS),
    () => stepsUnderStepHeadings(all),
    () => methodAfterParagraphLabel(all),
    () => methodAfterInlineLabel(all),
    () => longestOrderedList(all),
    () => proseAfterIngredients(all, ingredients),
    () => asSections(inParagraphs?.steps ?? []),
  );
  return {
    source: 'html',
    name: pageTitle(meta, inParagraphs?.name),
    description: meta.ogDescription ?? meta.metaDescription,
    ingredients,
    ingredientGroupNames: groupNames,
    instructionSections,
    image: meta.ogImage,
  };
}
