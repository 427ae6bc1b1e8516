// From a recipe's description of an ingredient ('fresh parsley, finely chopped') to what a
// person buys ('parsley'), and the key that says two lines are the same thing to buy.
import { withoutBrand, withoutMakersName } from './brand-names.ts';
import { withoutPrices } from './canonical-name.ts';
import { firstChoice } from './first-of-alternatives.ts';
import { wordsInShoppingOrder, withoutWordsAfterName } from './words-around-name.ts';
import { suchAs } from './examples-after-name.ts';
import { CONTAINER_WORD } from './units.ts';
import {
  COLOURS,
  onlyDescribes,
  PREPARATION_WORDS,
  RIPENESS,
  FRESHLY_DONE,
  SOLD_PREPARED,
  HYPHENATED_PREPARATION,
  SIZE_WORD,
  PRODUCT_PREPARATION,
  CANNED_TOMATOES,
  DESCRIBING,
  SIZE_IN_INCH_MARKS,
  PRAISE,
  TRAILING_ADVICE,
} from './describing-words.ts';

// Its own file so that the list screens can key names without this module's word lists.
export { ingredientKey } from './ingredient-key.ts';

// 'juice of a lemon' or 'zest from a lime' is bought as a lemon or a lime, and so are 'lemon
// wedges' and 'lime zest and juice'; 'egg yolks' as eggs; 'white part of a leek' as a leek.
const BOUGHT_AS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:the )?(?:juice|zest|zest and juice|juice and zest) (?:of|from) (?:an? |one )?(.+)$/i, '$1'],
  [
    /^(lemon|lime|orange|grapefruit)s? (?:wedges?|wheels?|twists?|zest and juice|juice and zest)$/i,
    '$1',
  ],
  [/^(?:eggs? )?(?:yolks?|whites?)$/i, 'egg'], // '2 large yolks' too
  [/^(lemon|lime|orange|grapefruit)s?\s+(?:and|&)\s+(?:its\s+)?(?:juice|zest)$/i, '$1'],
  [
    /^(?:the )?(?:(?:white|light green|green|pale) (?:(?:and|&) )?)+parts? (?:only )?of (.+)$/i,
    '$1',
  ],
];

const COLOUR_LIST = new RegExp(
  `\\b(?:(?:${[...COLOURS].join('|')})\\s+)+(?:and|&)\\s+(?:${[...COLOURS].join('|')})\\s+(?=\\S)`,
  'gi',
);

// A name longer than this is a sentence (often a line in another language that the parser
// could not split): it is cut before its first linking word, or after this many words.
const MAX_NAME_WORDS = 6;
// prettier-ignore
const LINKING_WORDS = new Set([
  'in', 'with', 'for', 'to', 'until', 'then', 'on', 'into', 'from', 'zum', 'zur', 'mit', 'für',
  'fur', 'nach', 'bis', 'und', 'dann', 'pour', 'avec', 'dans', 'sur', 'con', 'per', 'para', 'en',
  'y', 'et', 'met', 'voor', 'och', 'med', 'til', 'til', 'z', 'na', 'do',
]);

function notASentence(name: string): string {
  const words = name.split(' ');
  if (words.length <= MAX_NAME_WORDS) return name;
  const cut = words.findIndex((word, index) => index > 0 && LINKING_WORDS.has(word.toLowerCase()));
  // Still too long: its first words stay, so that a long product name is on the list in
  // part rather than left off it (the dish page keeps the whole line).
  const kept = cut > 0 ? words.slice(0, cut) : words;
  return kept.slice(0, MAX_NAME_WORDS).join(' ');
}

// Pieces counted before the thing cut into them ('thin strips red bell pepper', 'slices of
// sharp cheddar', 'shavings of parmesan', 'chiffonade of basil'): the thing is bought whole.
// One piece only with 'of': 'cube steaks', 'strip steak' and 'chunk light tuna' are cuts sold.
const COUNTED_PIECES =
  /^\s*(?:(?:very\s+|[a-z]+[\s-])?(?:thin|thick|fine)(?:-cut)?\s+)?(?:(?:strips|slices|pieces|chunks|cubes|wedges|rounds|rings|slivers|shavings|gratings|curls|ribbons|chiffonade|shakes|cracks|grinds)\s+(?:of\s+)?|(?:strip|slice|piece|chunk|cube|wedge|sliver|shaving|curl|ribbon)\s+of\s+)(?=\S)/i;

function withoutCountedPieces(text: string): string {
  const rest = text.replace(COUNTED_PIECES, '');
  // Not when nothing but a describing word is left ('slices of toasted' is not a thing).
  return rest !== text && /\p{L}{3}/u.test(rest) ? rest : text;
}

// A thickness or a length before the name ('1 1/2 inch thick filet mignon steaks', '1- to 1
// 1/2-inch-thick lamb chops'), which the advice after a name would take with the name.
const SIZE_NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\/\d+)?|\d*[¼½¾⅓⅔⅛])`;
const THICKNESS_FIRST = new RegExp(
  String.raw`^\s*(?:about\s+)?${SIZE_NUMBER}(?:\s*-?\s*(?:to|-)\s*${SIZE_NUMBER})?\s*-?\s*(?:inch(?:es)?|in\.|cm)[- ](?:thick|wide|long)\s+(?=\p{L})`,
  'iu',
);

const CONTAINER_FIRST = new RegExp(String.raw`^\s*(?:or\s+)?${CONTAINER_WORD}\s+(?:of\s+)?`, 'i');

/** What is left to buy once sizes, preparation and advice are taken out; '' if nothing. */
export function shoppingName(description: string, options: { packaged?: boolean } = {}): string {
  let text = withoutPrices(wordsInShoppingOrder(description))
    // 'each, salt & pepper': the amount is for each of the things named.
    .replace(/^\s*each\s*[,:]\s*/i, '')
    // A flavour is the kind: 'strawberry-flavored gelatin' is strawberry gelatin (not how
    // strong it is, 'mild-flavored', 'well-flavoured', nor a choice, 'lemon-flavored or plain').
    .replace(
      /\b(?!(?:mild|well|light|sharp|natural|full|strong|delicate|rich|neutral|un)-)(\p{L}+)-flavou?r(?:ed)?(?=\s+(?!(?:or|and)\b)\p{L})/giu,
      '$1',
    )
    .replace(/\([^()]*\)/g, ' ')
    .replace(/\([^()]*\)/g, ' ') // a second pass for one level of nesting
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/[()[\]]/g, ' ')
    .replace(THICKNESS_FIRST, '')
    // The same amount another way ('1½ lbs or about 5 cups of sliced onions').
    .replace(
      /^\s*or\s+(?:about\s+|approximately\s+|roughly\s+)?[\d¼½¾⅓⅔⅛][\d¼½¾⅓⅔⅛/. ]*\s*\p{L}+\.?\s+(?:of\s+)?(?=\p{L}|\d{2}\/\d{1,2}\s+\p{L})/iu,
      '',
    );
  // Advice and preparation after a comma, a dash or a semicolon ('garlic, minced'); a first
  // part that only describes ('boneless, skinless chicken') runs on into the next.
  // Listed adjectives take the list's last joining word: 'red, yellow, or orange bell pepper'
  // reads 'red or yellow or orange bell pepper'.
  // A dash run on to the word after it ('greens—such as spinach', 'tomatoes -peeled'): the
  // same break.
  text = text.replace(/\s*—\s*/g, ' — ');
  const parts = text.split(
    /\s*[,;]\s*|\s+[-–—]\s+|\s+[-–—](?=(?:peeled|seeded|chopped|diced|sliced|minced|trimmed|cut)\b)/,
  );
  const listed: string[] = [];
  for (const part of parts) {
    const last = /^or\s/i.test(part) && listed.length > 1;
    // 'cooked, peeled, and deveined shrimp': the last of the cook's doings; 'scooped and
    // leveled, plus 1 tablespoon flour': the name after the measure added.
    const done =
      listed.length > 0
        ? part
            .replace(/^and\s+(?=[a-z]+ed\s)/i, '')
            .replace(
              /^(?:plus|\+)\s*[\d¼½¾⅓⅔⅛][\d¼½¾⅓⅔⅛/. ]*\s*(?:tablespoons?|teaspoons?|tbsps?|tsps?|cups?)\.?\s+(?=\p{L})/iu,
              '',
            )
        : part;
    listed.push(last ? part.replace(/^or\s+/i, '') : done);
    text = listed.join(last ? ' or ' : ' ').trim();
    if (!text) continue; // an empty first part: '(20ml) - Sun Dried Tomato Oil'
    if (!onlyDescribes(text)) break;
  }
  // '+ more for frying' is 'plus more for frying'; 'Salt + Pepper', two names with no amount
  // between, is salt and pepper.
  text = text.replace(/\s\+\s*(?=(?:a (?:little|bit) )?(?:more|extra)\b)/gi, ' plus ');
  if (!/\d/.test(text)) text = text.replace(/(?<=\p{L})\s+\+\s+(?=\p{L})/gu, ' and ');
  // A note after an asterisk ('Butter *or all shortening. See note', 'flour *sifted*').
  text = text.replace(/\s+\*+\s*(?=\p{L})[^*]*\**\s*$/u, '');
  // 'broth and/or water' is a choice like 'broth or water'.
  text = text.replace(/\s+and\s*\/\s*or\s+/gi, ' or ');
  // 'Salt to taste and pepper to taste': the advice after each name.
  text = text.replace(/\s+(?:to taste|as needed|as required)\s+(?=(?:and|&)\s)/gi, ' ');
  text = suchAs(text.replace(TRAILING_ADVICE, ''));
  // Left over from another meal, at whatever temperature: 'cold cooked rice' is rice.
  text = text.replace(/\b(?:warm|cold|chilled|hot)\s+(?=(?:cooked|leftover)\s)/gi, '');
  // A weight or volume written after the name, the first amount in the other system
  // ('1/2 pound chocolate chips 225 gr').
  text = text.replace(/\s+\d+(?:[.,]\d+)?\s*(?:g|gr|grams?|kg|ml|l|oz|ounces?|lbs?)\.?\s*$/i, '');
  // A package size left in front ('28 oz can ...', '8-ounce ...').
  text = text.replace(
    /^\s*(?:\d+(?:[.,/]\d+)?\s*-?\s*(?:to|-|–)\s*)?\d+(?:[.,/]\d+)?\s*-?\s*(?:oz|ounces?|g|grams?|kg|ml|l|lbs?|pounds?|inch(?:es)?|")\.?\s+/i,
    '',
  );
  // 'a pinch or two of salt', 'a cup or so of stock': the unit's second thoughts.
  text = text.replace(/^\s*or\s+(?:two|three|so|more)\s+(?:of\s+)?/i, '');
  // 'Pinch each of thyme and sage', 'a mixture of salad greens': what is mixed is bought.
  text = text.replace(
    /^\s*(?:each\s+of|per\s+(?:serving|person|portion)\s+of|(?:a\s+)?(?:mixture|combination|selection|variety|assortment)\s+of)\s+/i,
    '',
  );
  text = text.replace(/^\s*(?:of|a|an|some|any|about|approximately|approx\.?|each)\s+/i, '');
  // A meal kit's count word ('2 unit(s) Spring Onion').
  text = text.replace(/^\s*units?(?:\(s\))?\s+(?=\p{L})/iu, '');
  // Bacon sold thick-sliced or thick-cut, written apart ('thick sliced bacon').
  text = text.replace(/\b(thick|thin)\s+(sliced|cut)\b/gi, '$1-$2');
  // 'The rest of the orange peel', '1 recipe for cornbread': what is left is the thing.
  text = text.replace(
    /^\s*(?:(?:the\s+)?(?:rest|remainder)\s+of\s+(?:the\s+)?|for\s+(?!the\b))/i,
    '',
  );
  // How much without an amount ('plenty of salt'), a choice ('one of the following: ...').
  text = text.replace(
    /^\s*(?:(?:plenty|lots|a lot) of|(?:one|any|either) of (?:the following|these)\s*:?)\s+/i,
    '',
  );
  text = text.replace(RIPENESS, '').replace(/\bday old\s+(?=\S)/gi, '');
  // Ground or milled just before: 'freshly milled white pepper' is white pepper; iced water
  // is water (iced tea and iced coffee are drinks sold so).
  text = text
    .replace(/\bfreshly\s+(?:milled|ground|cracked)\s+(?=\S)/gi, '')
    .replace(/\biced\s+(?=water\b)/gi, '');
  // Sizes written apart: '3 extra large eggs', '2 cups bite size pretzels', 'medium size
  // peaches'; eggs boiled hard or soft are eggs.
  text = text.replace(
    /\b(?:extra\s+large|bite[\s-]+sized?|(?:small|medium|large|regular|average)\s+sized?|(?:hard|soft)[\s-]+(?:boiled|cooked))\s+(?=\S)/gi,
    '',
  );
  // More of the same ('Extra parmesan, for serving', 'More cheese for topping'); not a kind
  // ('extra virgin olive oil', 'extra sharp cheddar', 'extra firm tofu').
  text = text.replace(
    /^\s*(?:more|extra(?![\s-]+(?:virgin|large|sharp|firm|lean|fine|dark|thick|thin|mature|strong|light|crispy|creamy|old|hot|mild|small|wide|long|spicy)\b))\s+(?=\p{L})/iu,
    '',
  );
  // A size range in words: '2 small to medium onions'.
  text = text.replace(/\b(?:small|medium)\s+(?:to|or|-|–)\s+(?:medium|large)\b/gi, '');
  // Two states to choose from name the first ('dried or fresh parsley' is dried parsley,
  // 'fresh or frozen berries' fresh berries, 'fresh or 1 tsp dried thyme' fresh thyme), not a
  // choice between a state and a thing.
  text = text.replace(
    /\b(fresh|dried|dry|frozen|canned|tinned|cooked|raw|whole|ground|slivered|sliced|flaked|chopped|halved)\s*(?:or|\/)\s*(?:[\d¼½¾⅓⅔⅛][\d\s/.¼½¾⅓⅔⅛-]*\s*(?:\p{L}+\.?\s+)?)?(?:fresh|dried|dry|frozen|canned|tinned|cooked|uncooked|raw|whole|ground|slivered|sliced|flaked|chopped|halved)\b/giu,
    '$1',
  );
  // Frozen by the cook ('peeled and frozen orange segments') is preparation.
  text = text.replace(
    /\b(?:(?:peeled|sliced|chopped|diced|cubed|halved)\s+(?:and|&)\s+)+frozen\b/gi,
    '',
  );
  // A size in two measures ('14 x 18-inch sheets', '13-by-17-inch', '9x13 inch').
  text = text.replace(
    /\b\d+(?:\.\d+)?\s*(?:x|by|-by-)\s*\d+(?:\.\d+)?\s*-?\s*(?:inch(?:es)?|in\b|cm\b|")\s*/gi,
    '',
  );
  // A container named after a weight ('14 oz can sweetened condensed milk'), or another one
  // after the first ('1 (12 ounce) can or bottle beer').
  text = text.replace(CONTAINER_FIRST, '');
  // A brand before its product ('Country Oven® Multiseed ...'); a product that is only its
  // brand keeps it ('Splenda®', 'strawberry Jell-O®'). A second amount ('+1 tsp'), or more of
  // it ('plus additional for brushing', a bare 'plus').
  text = text
    .replace(/^.*[®™]\s+(?=[\p{L}\d])/u, '')
    .replace(/\s*[®™]/g, '')
    .replace(/\s(?:\+|plus)(?:\s?\d.*|\s+(?:more|extra|additional)\b.*)?$/i, '');
  text = withoutMakersName(withoutBrand(text));
  // 'a handful of basil' is basil; 'a few sprigs of thyme' thyme; 'a good glug of oil' oil;
  // 'a little olive oil' olive oil (not Little Gem lettuce).
  text = text.replace(
    /^\s*(?:a\s+)?(?:few|couple(?:\s+of)?|several)\s+(?:(?:sprigs?|stalks?|leaves|slices?|pieces?|rashers?|rings?|strips?|drops?|cloves?|ribs?|stems?|bunch(?:es)?|heads?|dash(?:es)?|splash(?:es)?|pinch(?:es)?|handfuls?|squeezes?|glugs?|shakes?|cracks?|grinds?|twists?|turns?|gratings?|shavings?|ounces?|grams?|tablespoons?|teaspoons?|cups?)\s+)?(?:of\s+)?/i,
    '',
  );
  text = text.replace(
    /^\s*(?:a\s+)?(?:little(?!\s+gem\b)|(?:tiny\s+)?bit\s+of|touch\s+of|smidge(?:on)?\s+of)\s+/i,
    '',
  );
  text = text.replace(
    /^\s*(?:(?:a|one)\s+)?(?:(?:good|generous|small|large|big)\s+)?(?:(?:sprinkle|handful|pinch|dash|splash|drizzle|squeeze|knob|few|couple|bit|glug|dollop|slug)(?:\s+or\s+(?:so|two|more))?\s+(?:of\s+)?|(?:sprinkle|handful|pinch|dash|splash|drizzle|squeeze|knob|few|couple|bit|glug|dollop|slug|lump|grating)s?\s+of\s+)/i,
    '',
  );
  // 'a fat garlic clove', 'fat spring onions': a size ('duck fat', 'fat rendered from bacon' and
  // 'fat free milk' are things).
  text = text.replace(
    /^\s*fat\s+(?!(?:free|rendered|from|for|of|skimmed|trimmed|reserved|drained|left|back)\b)(?=\p{L}{3})/iu,
    '',
  );
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  const dropped = words.map((word, index) => {
    const bare = word
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[.:!]+$/, '');
    if (SIZE_WORD.test(bare) || FRESHLY_DONE.test(bare) || HYPHENATED_PREPARATION.test(bare))
      return true;
    if (options.packaged && PRODUCT_PREPARATION.has(bare)) return false;
    // Onion and garlic sold dried and minced: 'dried minced onion'.
    if (bare === 'minced' && /^(?:dried|dehydrated|instant)$/i.test(words[index - 1] ?? ''))
      return false;
    const following = `${bare} ${words.slice(index + 1, index + 5).join(' ')}`;
    if (SOLD_PREPARED.test(following)) return false;
    return PREPARATION_WORDS.has(bare);
  });
  // 'very finely chopped', 'very large': 'very' goes with the word it strengthens.
  const kept = words.filter(
    (word, index) =>
      !dropped[index] && !(/^(?:very|really|super|well)$/i.test(word) && dropped[index + 1]),
  );
  // Connecting words are kept inside a name ('salt and pepper'), not at its ends.
  let name = withoutCountedPieces(kept.join(' ')).replace(
    /^(?:(?:or|and|&)\s+)+|(?:\s+(?:or|and|&))+$|^(?:or|and|&)$/gi,
    '',
  );
  for (const [pattern, replacement] of BOUGHT_AS) name = name.replace(pattern, replacement);
  // A state written after the name goes in front ('mango frozen' is frozen mango).
  // Not the other choice ('fresh cranberries or frozen').
  name = name.replace(/^(.+?)(?<!\s(?:or|and))\s+(frozen)$/i, '$2 $1');
  name = withoutWordsAfterName(name);
  // Colours joined by 'and' are both bought, under one name: 'red and green chilies' are
  // chilies, 'black and white sesame seeds' sesame seeds.
  name = name.replace(COLOUR_LIST, '');
  // Describing words go after the sentence test, which counts them as the recipe wrote them.
  const bare = notASentence(
    firstChoice(name)
      .replace(SIZE_IN_INCH_MARKS, '')
      // The quotes of "'00' flour" (the first goes with the line's other edge marks).
      .replace(/(?<=\d)['’”"](?!s\b)/g, '')
      .replace(/[“”„]/g, '') // 'cauliflower “rice”'
      .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  // Canned tomatoes keep how they were canned ('1 can whole tomatoes').
  const described =
    options.packaged && CANNED_TOMATOES.test(bare) ? bare : bare.replace(DESCRIBING, '');
  return described.replace(PRAISE, '');
}
