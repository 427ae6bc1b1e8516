// Alternatives in a name ('red or yellow onion', 'water or chicken stock'): the first is
// bought, completed with the noun it shares with the other where it has none of its own.
import { libraryParse } from './library-parse.ts';
import { onlyDescribes } from './describing-words.ts';

// Things that are never a word of another's name in a choice: 'water or chicken stock' is
// water, 'honey or maple syrup' honey, 'shallot or green onion' a shallot.
// prettier-ignore
const STANDS_ALONE = new Set([
  'water', 'margarine', 'ghee', 'lard', 'shortening', 'honey', 'shallot', 'shallots', 'dashi',
  'mayonnaise', 'mayo', 'yogurt', 'yoghurt', 'sugar', 'salt', 'cornstarch', 'cornflour',
  'tamari', 'espresso', 'challah', 'labneh', 'eggs', 'egg', 'tofu', 'tempeh', 'butter',
]);

// Kinds a choice names without its noun: 'whole or skim milk', 'salted or unsalted butter'.
// prettier-ignore
const KINDS = new Set([
  'whole', 'skim', 'lowfat', 'low-fat', 'nonfat', 'full-fat', 'salted', 'unsalted', 'smoked',
  'sweet', 'dark', 'light', 'mild', 'hot', 'dried', 'frozen', 'fresh',
  'all-purpose', 'self-raising', 'self-rising', // 'all-purpose or plain flour'
]);

// Vinegars named by what they are made of alone: 'sherry or apple cider vinegar' is sherry
// vinegar ('red or white wine vinegar' is red wine vinegar).
const VINEGAR_ALONE = /^(?:sherry|balsamic|rice|malt|champagne|coconut|date)$/i;

/**
 * Alternatives name the first choice, completed with the noun they share: 'red or yellow
 * onion' is a red onion, 'chicken or vegetable broth' chicken broth, 'beef/lamb' beef.
 */
export function firstChoice(name: string): string {
  // Of three or more ('red or yellow or orange bell pepper') the first of more than one word
  // holds the shared noun.
  // Not a ratio between figures ('80/20 ground beef').
  const choices = name.split(/\s+or\s+|(?<!\d)\s*\/\s*|\s*\/\s*(?!\d)/i);
  const left = choices[0];
  const right = choices.slice(1).find((choice) => /\S\s+\S/.test(choice)) ?? choices[1];
  if (!left || !right) return name;
  const rightWords = right.trim().split(/\s+/);
  const shared = rightWords.slice(1);
  // '2 teaspoons ghee or 1 tablespoon butter', 'applesauce or other fruit': the other choice
  // comes with its own amount, or is any other.
  // Not a fat content, which is a kind: '15% or 18% cream', 'whole or 2% milk'.
  if (/^\s*(?:[\d¼½¾⅓⅔⅛](?![\d.,]*\s?%)|(?:an?|some|one|other|another|any)\s)/i.test(right))
    return left;
  // 'Pinch of pepper or dash of Tabasco': a measure of another thing.
  if (/^\s*\p{L}+\s+of\s/iu.test(right) && libraryParse(`1 ${right}`)?.unitOfMeasureID) return left;
  const leftWords = left.trim().toLowerCase().split(/\s+/);
  const describesOnly = leftWords.every(
    (word) => KINDS.has(word) || word === 'ground' || onlyDescribes(word),
  );
  // The other choice named on its own, by a proper name or after a describing word, shares
  // nothing: 'challah or French brioche', 'labneh or full-fat Greek yogurt'; two describing
  // words share the noun ('creamy or crunchy peanut butter').
  const otherFirst = rightWords[0] ?? '';
  // A fat content describes too: '2% or whole milk'.
  const leftDescribes =
    onlyDescribes(left) || KINDS.has(left.toLowerCase()) || /^\s*\d+(?:\.\d+)?\s?%\s*$/.test(left);
  const ownName =
    (/^\p{Lu}/u.test(otherFirst) && !/^\p{Lu}/u.test(left)) ||
    (onlyDescribes(otherFirst) && !leftDescribes);
  if (VINEGAR_ALONE.test(left.trim()) && /\svinegar$/i.test(right.trim()))
    return `${left.trim()} vinegar`;
  if (
    !left.includes(' ') &&
    shared.length > 0 &&
    !ownName &&
    !shared.includes(left) &&
    !STANDS_ALONE.has(left.toLowerCase())
  )
    return `${left} ${shared.join(' ')}`;
  // 'ground white or black pepper', 'cold whole or skim milk': the first choice of several
  // words only describes, and the noun is the other's ('milk skim or full cream' is milk).
  // 'firm or extra firm tofu': the noun after the word they share.
  const sharedFrom = shared.map((word) => word.toLowerCase()).indexOf(leftWords.at(-1)!);
  const noun = shared.slice(sharedFrom + 1);
  if (noun.length > 0 && describesOnly) return `${left} ${noun.join(' ')}`;
  // 'blanched or sliced almonds' once 'sliced' is gone: the other is the noun itself.
  if (describesOnly && rightWords.length === 1 && !onlyDescribes(right)) return `${left} ${right}`;
  return left;
}
