// Methods found by their shape when no heading names them: the longest ordered list of
// sentences (with its parts, when each part's list follows a short name), steps written as
// headings of their own ('Step 1: …'), or a method whose label opens its first paragraph.
import { INGREDIENT_HEADING, INSTRUCTION_HEADING } from './heading-words.ts';
import { isElement, type HtmlElement } from './html-tree.ts';
import { HEADING, headingAnchor, headingIn, lineOf, siblingsAfter } from './label-headings.ts';
import { readSectionedList } from './section-lists.ts';
import type { InstructionSection } from './types.ts';

/** The items of an ordered list that reads as steps: sentence-length items (40 on average). */
function stepItems(ol: HtmlElement, min: number): string[] | undefined {
  const items = ol.children
    .filter(isElement)
    .filter((c) => c.tag === 'li')
    .map(lineOf);
  const average = items.reduce((n, t) => n + t.length, 0) / Math.max(items.length, 1);
  return items.length >= min && average >= 40 ? items : undefined;
}

// A part's name between two ordered lists of one method ("Per il purè", "Assemble").
const MAX_PART_NAME = 40;

/**
 * The ordered list that most looks like a method: at least two sentence-length items. Recipe
 * pages rarely use `ol` for anything else of that shape. A method in parts is one ordered list
 * per part, each after a short label naming it, side by side: the lists that follow the first
 * that way are its other parts.
 */
export function longestOrderedList(all: readonly HtmlElement[]): InstructionSection[] {
  let best: InstructionSection[] = [];
  let bestCount = 0;
  const inRun = new Set<HtmlElement>();
  for (const ol of all) {
    if (ol.tag !== 'ol' || inRun.has(ol)) continue;
    const first = stepItems(ol, 2);
    if (!first) continue;
    const sections: InstructionSection[] = [{ name: '', steps: first }];
    const siblings = siblingsAfter(ol);
    for (let i = 0; i + 1 < siblings.length; i += 2) {
      const [label, next] = [siblings[i]!, siblings[i + 1]!];
      const name = lineOf(label);
      if (next.tag !== 'ol' || !name || name.length > MAX_PART_NAME || hasList(label)) break;
      const steps = stepItems(next, 1);
      if (!steps) break;
      inRun.add(next);
      sections.push({ name, steps });
    }
    const count = sections.reduce((n, section) => n + section.steps.length, 0);
    if (count > bestCount) [best, bestCount] = [sections, count];
  }
  return best;
}

const hasList = (el: HtmlElement): boolean =>
  el.children.some((c) => isElement(c) && (c.tag === 'ul' || c.tag === 'ol' || hasList(c)));

const STEP_HEADING = /^(?:step|schritt|stap|[ée]tape|paso|passo)\s*(\d{1,2})\b/i;

/**
 * A method whose steps are headings of their own ("Step 1: Prep the vegetables", "Step 2: …"),
 * each followed by its paragraphs: the headings must count up from 1. Each step is its
 * paragraphs' text, or the heading's own words when no paragraph follows.
 */
export function stepsUnderStepHeadings(all: readonly HtmlElement[]): InstructionSection[] {
  const headings = all.filter((el) => HEADING.test(el.tag) && STEP_HEADING.test(lineOf(el)));
  const numbers = headings.map((h) => Number(STEP_HEADING.exec(lineOf(h))?.[1]));
  if (headings.length < 2 || !numbers.every((n, i) => n === i + 1)) return [];
  const steps = headings.map((heading) => {
    const texts: string[] = [];
    // A heading alone in its wrapper (a page builder's title block) has the step after that.
    for (const sib of siblingsAfter(headingAnchor(heading))) {
      if (HEADING.test(sib.tag) || headingIn(sib)) break;
      // Page builders put each block's own CSS beside it.
      if (sib.tag === 'style' || sib.tag === 'script') continue;
      const text = lineOf(sib);
      // A footnote to a starred word ("*Affiliate links…") is about the page, not the step.
      if (text && !text.startsWith('*')) texts.push(text);
    }
    return texts.length > 0 ? texts.join(' ') : lineOf(heading);
  });
  return [{ name: '', steps }];
}

const isBoldTag = (node: HtmlElement | string | undefined): node is HtmlElement =>
  node !== undefined && isElement(node) && (node.tag === 'strong' || node.tag === 'b');

/**
 * A method whose label opens the paragraph of its first step (`<p><strong>Bereiding</strong><br>
 * Verhit de olie…</p>`), the other steps in the paragraphs after it: the label is no heading of
 * its own, so the method under it is the rest of that paragraph and its following siblings, up
 * to an ingredient heading. Steps must read as sentences (20 characters on average).
 */
export function methodAfterInlineLabel(all: readonly HtmlElement[]): InstructionSection[] {
  for (const el of all) {
    if (el.tag !== 'p') continue;
    const kids = el.children.filter((c) => typeof c !== 'string' || c.trim() !== '');
    const [label, br] = kids;
    if (!isBoldTag(label) || !br || !isElement(br) || br.tag !== 'br' || kids.length < 3) continue;
    const title = lineOf(label);
    if (title.length > 60 || !INSTRUCTION_HEADING.test(title)) continue;
    const rest: HtmlElement = { tag: 'p', attrs: {}, children: kids.slice(2), parent: null };
    const children = [rest, ...siblingsAfter(el)];
    const wrapper: HtmlElement = { tag: 'div', attrs: {}, children, parent: null };
    const sections = readSectionedList(wrapper, INGREDIENT_HEADING);
    const steps = sections.flatMap((section) => section.steps);
    const average = steps.reduce((n, t) => n + t.length, 0) / Math.max(steps.length, 1);
    if (steps.length > 0 && average >= 20) return sections;
  }
  return [];
}
