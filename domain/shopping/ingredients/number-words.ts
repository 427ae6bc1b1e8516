// Amounts written in words at the start of a line ('One 3-inch cinnamon stick', 'half a
// lemon', 'Zest of two oranges'), put in digits for parse-ingredient, which reads only those.
import { NUMBER_WORDS } from '../../text/number-words.ts';

const NUMBER_WORD = `(${Object.keys(NUMBER_WORDS).join('|')})`;

// A number written as a word at the start: 'One 3-inch cinnamon stick', 'a large orange', 'a
// pinch of salt', 'two to three cups'; not 'a few', 'a little', 'a mix of' or 'a splash of',
// which count nothing.
const WORD_NUMBER = new RegExp(
  `^${NUMBER_WORD}\\s+(?:(to|or|-)\\s+${NUMBER_WORD}\\s+)?` +
    '(?!(?:few|couple|little|bit|lot|mix|mixture|variety|splash|drizzle|squeeze|sprinkle|knob|dollop|good|of)\\b)',
  'i',
);

// What is bought for its zest or juice: 'Zest and juice of a large orange' is one orange;
// without 'of', as British recipes write it: 'zest 1 lemon', 'juice ½ lime'. So for the seeds,
// leaves or flesh of what is counted: 'seeds from 1 pomegranate', 'leaves from 4 sprigs mint'.
const ZEST_OR_JUICE_OF = new RegExp(
  '^(?:the\\s+)?((?:zest|juice|seeds|arils|leaves|flesh|pulp)(?:\\s+(?:and|&)\\s+(?:zest|juice))?)\\s+(?:(?:of|from)\\s+)?' +
    `(?=\\d|[¼½¾⅓⅔]|half\\s|${NUMBER_WORD}\\s)`,
  'i',
);

/** 'Zest of ' in 'Zest of 2 lemons': the words before what is counted, or null. */
export function zestOrJuicePrefix(line: string): string | null {
  return line.match(ZEST_OR_JUICE_OF)?.[0] ?? null;
}

/** The line with its leading amount in digits and a zest or juice moved after it. */
export function numbersFirst(line: string): string {
  const zestOrJuice = line.match(ZEST_OR_JUICE_OF);
  const text = zestOrJuice ? `${line.slice(zestOrJuice[0].length)}, ${zestOrJuice[1]}` : line;
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
