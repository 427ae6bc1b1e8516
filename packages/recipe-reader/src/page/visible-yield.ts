// The yield as the page shows it ('Serves: 12', 'SERVINGS: 4', 'Serves 2 people', 'Makes 24
// cookies', '4 Portionen', '2 porsjoner'), for pages whose markup does not state one.
import { isHidden, textOf, type HtmlElement } from './html-tree.ts';
import { collapseWhitespace } from './text-cleanup.ts';

const AMOUNT = String.raw`\d+(?:\s*(?:[-–]|to)\s*\d+)?`;

// What a yield looks like, wherever a page prints it: a label, then the number ('Serves: 4-6',
// 'Yield: 12 cookies', 'Für 2 Personen', 'Pour 4 personnes'), or the number, then what it
// counts ('4 servings', '6 Personen').
export const YIELD_TEXT = new RegExp(
  String.raw`^(?:(?:serves|servings?|yields?|makes|portions?|portionen|porciones|porzioni|porções|personen|personnes|pour|f[üu]r|per|para|voor|för)\s*:?\s*${AMOUNT}(?:\s+\p{L}+){0,2}|${AMOUNT}\s+(?:servings?|portions?|portionen|porciones|porzioni|porções|personen|personnes|persone|pers\.?|people|porsjon(?:er)?|portion(?:er)?|personer))\s*:?$`,
  'iu',
);

// Longer than this, an element's text is a sentence that mentions servings, not the yield.
const MAX_YIELD_LENGTH = 40;

// A yield is a label and a number, a few elements at most: larger elements are not read, which
// keeps this walk from reading the whole page's text once per element.
const MAX_NODES = 8;

function isSmall(el: HtmlElement, budget = { left: MAX_NODES }): boolean {
  for (const child of el.children) {
    if (typeof child === 'string' && child.trim() === '') continue;
    budget.left -= 1;
    if (budget.left < 0) return false;
    if (typeof child !== 'string' && !isSmall(child, budget)) return false;
  }
  return true;
}

/** The first short visible text in `all` that states the yield, or undefined. */
export function visibleYield(all: readonly HtmlElement[]): string | undefined {
  for (const el of all) {
    if (el.tag === 'script' || el.tag === 'style' || el.tag === 'option') continue;
    if (!isSmall(el) || isHidden(el)) continue;
    const text = collapseWhitespace(textOf(el, false).replace(/\u00a0/g, ' '));
    if (text.length > MAX_YIELD_LENGTH) continue;
    if (YIELD_TEXT.test(text)) return text;
  }
  return undefined;
}
