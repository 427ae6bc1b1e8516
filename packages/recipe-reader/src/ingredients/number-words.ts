// Amounts written in words at the start of a line ('One 3-inch cinnamon stick', 'half a
// lemon', 'Zest of two oranges'), put in digits for parse-ingredient, which reads only those.
import { NUMBER_WORDS } from '../text/number-words-table.ts';

const NUMBER_WORD = `(${Object.keys(NUMBER_WORDS).join('|')})`;

// A number written as a word at the start: 'One 3-inch cinnamon stick', 'a large orange', 'a
// pinch of salt', 'two to three cups'; not 'a few', 'a little', 'a mix of' or 'a splash of',
// which count nothing.
const WORD_NUMBER = new RegExp(
  `^${NUMBER_WORD}\\s+(?:(to|or|-)\\s+${NUMBER_WORD}\\s+)?` +
    '(?!(?:few|couple|little|bit|lot|mix|mixture|variety|splash|drizzle|squeeze|sprinkle|knob|dollop|good|of)\\b)',
  'i',
);

// A part of what is bought, measured by counting the whole: 'Zest and juice of a large
// orange' is one orange, 'Finely grated zest of 2 lemons' two lemons; without 'of', as British
// recipes write it: 'zest 1 lemon', 'juice ½ lime'. So for the seeds, leaves, kernels or yolks
// of what is counted: 'seeds from 1 pomegranate', 'leaves from 4 sprigs mint', 'kernels cut
// from 2 ears of corn', 'yolks from 4 eggs'. The shop sells the whole.
const ZEST_OR_JUICE_OF = new RegExp(
  '^(?:the\\s+)?(?:(?:finely|freshly|coarsely|thinly|fine)\\s+)?' +
    '(?:(?:grated|shredded|peeled|pared|squeezed|strained|cut|picked|stripped)\\s+)?' +
    '((?:zest|juice|peel|rind|pulp)(?:\\s*(?:and|&)\\s*(?:zest|juice|peel|rind|pulp))?' +
    '|seeds|arils|leaves|stems|stalks|flesh|kernels|segments|florets|yolks|whites)\\s+' +
    '(?:(?:cut|picked|stripped|scraped|removed|taken)\\s+)?(?:(?:of|from)\\s+)?' +
    `(?=[\\d¼½¾⅓⅔⅛.]|half\\s|${NUMBER_WORD}\\s)`,
  'i',
);

/** 'Zest of ' in 'Zest of 2 lemons': the words before what is counted, or null. */
export function zestOrJuicePrefix(line: string): string | null {
  return line.match(ZEST_OR_JUICE_OF)?.[0] ?? null;
}

/** 'Zest of 2 lemons' as '2 lemons, zest': the count first, the part after it. */
export function wholeFirst(line: string): string {
  const part = line.match(ZEST_OR_JUICE_OF);
  return part ? `${line.slice(part[0].length)}, ${part[1]}` : line;
}

/** The line with its leading amount in digits and a zest or juice moved after it. */
export function numbersFirst(line: string): string {
  const text = wholeFirst(line);
  // Halves, quarters and thirds in words: 'half a lemon', 'a half cup', 'one and a half
  // cups', '2 and a half tbsp', 'a quarter cup', 'three quarters of a cup', 'a third cup'.
  return text
    .replace(/^(?:half(?:\s+of)?\s+an?|(?:a|one)\s+half)\s+/i, '1/2 ')
    .replace(/^(?:(?:a|one)\s+quarter|quarter\s+of)(?:\s+of)?(?:\s+an?)?\s+/i, '1/4 ')
    .replace(/^three[\s-]+quarters?(?:\s+of)?(?:\s+an?)?\s+/i, '3/4 ')
    .replace(/^(?:a|one)\s+third(?:\s+of)?(?:\s+an?)?\s+/i, '1/3 ')
    .replace(/^two[\s-]+thirds?(?:\s+of)?(?:\s+an?)?\s+/i, '2/3 ')
    .replace(
      new RegExp(`^(\\d+|${NUMBER_WORD})\\s+and\\s+a\\s+half\\s+`, 'i'),
      (_match, whole: string) => `${NUMBER_WORDS[whole.toLowerCase()] ?? whole} 1/2 `,
    )
    .replace(
      WORD_NUMBER,
      (_match, word: string, range?: string, upTo?: string) =>
        `${NUMBER_WORDS[word.toLowerCase()]} ` +
        (range && upTo ? `${range} ${NUMBER_WORDS[upTo.toLowerCase()]} ` : ''),
    );
}
