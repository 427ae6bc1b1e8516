// Methods found by their shape when no heading names them: the longest ordered list of
// sentences, or steps written as headings of their own ('Step 1: …').
import { isElement, type HtmlElement } from './html-tree.ts';
import { HEADING, headingIn, lineOf, siblingsAfter } from './label-headings.ts';
import type { InstructionSection } from './types.ts';

/**
 * The ordered list that most looks like a method: at least two sentence-length items. Recipe
 * pages rarely use `ol` for anything else of that shape.
 */
export function longestOrderedList(all: readonly HtmlElement[]): InstructionSection[] {
  let best: string[] = [];
  for (const ol of all) {
    if (ol.tag !== 'ol') continue;
    const items = ol.children
      .filter(isElement)
      .filter((c) => c.tag === 'li')
      .map(lineOf);
    const average = items.reduce((n, t) => n + t.length, 0) / Math.max(items.length, 1);
    if (items.length >= 2 && average >= 40 && items.length > best.length) best = items;
  }
  return best.length > 0 ? [{ name: '', steps: best }] : [];
}

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
    for (const sib of siblingsAfter(heading)) {
      if (HEADING.test(sib.tag) || headingIn(sib)) break;
      const text = lineOf(sib);
      if (text) texts.push(text);
    }
    return texts.length > 0 ? texts.join(' ') : lineOf(heading);
  });
  return [{ name: '', steps }];
}
