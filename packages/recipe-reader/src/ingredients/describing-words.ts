// The words of a recipe's description that are not the thing to buy: preparation, sizes,
// ripeness, praise, how it was raised, and the advice that trails a name.

// How it is prepared or how big it is: not part of what is bought.
// prettier-ignore
export const PREPARATION_WORDS = new Set([
  'chopped', 'minced', 'sliced', 'grated', 'shredded', 'peeled', 'seeded', 'deseeded', 'cored',
  'pitted', 'finely', 'roughly', 'coarsely', 'thinly', 'freshly', 'fresh', 'large', 'medium',
  'small', 'extra-large', 'jumbo', 'softened', 'melted', 'cubed', 'halved', 'quartered',
  'trimmed', 'rinsed', 'drained', 'packed', 'heaping', 'level', 'beaten', 'lightly', 'whisked',
  'divided', 'optional', 'cooked', 'uncooked', 'raw', 'torn', 'crumbled', 'mashed', 'julienned',
  'cut', 'into', 'pieces', 'sifted', 'toasted', 'washed', 'scrubbed', 'room-temperature',
  'squeezed', 'diced', 'pureed', 'sized', 'unseasoned', 'ripe', 'shelled', 'demi', 'desired',
  'loosely', 'firmly', 'tightly', // how it is packed into the cup
  'cooled', 'warmed', 'thawed', 'defrosted', 'shaved',
  'leftover', 'seasoned', // the cook's doing: 'leftover turkey', 'seasoned pinto beans'
  'stale', 'day-old', // bread's state, as 'ripe' is fruit's
  'big', 'huge',
  'preferably', 'ideally', // advice: 'preferably fresh thyme'
  'reserved', 'remaining', 'additional', 'xl', // 'reserved pasta water', '2 XL eggs'
  'sm', 'md', 'med', 'lg', 'lrg', 'heaped', 'rounded', 'scant', // sizes cut short, full measures
  // Cooked, cleaned or picked over by the cook: 'poached eggs', 'snipped chives', 'deveined
  // shrimp', 'picked thyme leaves', 'unsifted flour', 'chilled vodka' are what the shop sells
  // as eggs, chives, shrimp, thyme, flour and vodka.
  'poached', 'steamed', 'boiled', 'snipped', 'deveined', 'skinned', 'boned', 'cleaned',
  'shucked', 'picked', 'unsifted', 'sieved', 'spooned', 'leveled', 'levelled', 'unpeeled',
  'ripped', 'diagonally', 'sauteed', 'thickly', 'chilled', 'crushed', 'strained', 'hulled',
  'tiny', 'plump', 'larger', 'smaller', // sizes, as 'small' and 'big' ('jumbo or larger shrimp')
  'chargrilled', 'buttered', 'butterflied', 'stemmed', 'thick', 'cracked', 'spiralled',
  'spiraled', 'pared',
  'fully', 'popped', 'julienne', 'tied', // 'fully cooked ham', 'julienne strips'
  'scooped', 'heated', // 'scooped and leveled flour', 'heated stock'
  'packaged', 'unbaked', // 'packaged cake mix', 'unbaked pie crust'
  'spatchcocked', // flattened by the cook or the butcher: 'spatchcocked turkey'
]);

// Done the same way in one hyphenated word: 'rough-chopped', 'finely-diced', 'well-shaken',
// 'hand-picked', 'small-diced', 'peeled-and-deveined'; not a kind sold cut so ('thick-cut
// bacon', 'thin-cut chops'), nor 'coarse-grained mustard' or 'medium-ground cornmeal'.
export const HYPHENATED_PREPARATION =
  /^(?:[a-z]+ed-and-[a-z]+ed|(?:small|medium|large)-(?:diced|chopped|cubed|sliced)|(?:rough|roughly|fine|finely|coarse|coarsely|thinly|thickly|well|lightly|evenly|hand|just|fully|julienne)-(?:(?!grained)\p{L}+ed|shaken|cut|ground|torn))$/u;

// How ripe, in more words: 'very ripe', 'perfectly ripe', 'firm-ripe', 'just-ripe'. Not
// 'overripe', which a hand label of set 1 keeps ('overripe bananas').
export const RIPENESS =
  /\b(?:very|perfectly|just|slightly|really|super|fully|nicely)\s+(?=ripe\b)|\b[a-z]+-ripe\b/gi;

// 'fresh-squeezed', 'freshly-grated', 'fresh-cracked': done just before, like 'freshly grated'.
export const FRESHLY_DONE = /^fresh(?:ly)?-(?:\p{L}+ed|ground|made)$/u;

// A preparation that makes another product: toasted sesame oil is sold as such, unlike
// toasted nuts, which the cook toasts; so are seasoned salt, rice vinegar, breadcrumbs and
// croutons; steel cut oats; crushed tomatoes, pineapple, chilli flakes and ice; cracked pepper
// and wheat; strained yoghurt and tomatoes (passata), hulled seeds and grains. A size word
// that names a kind of rice: 'medium grain'.
export const SOLD_PREPARED =
  /^(?:toasted sesame oil|cut (?:oats|oatmeal)|crushed (?:(?:or|and) \S+ )?(?:\S+ )?(?:tomato|pineapple|red pepper|red chil|chil|pepper flakes|ice|flakes)|cracked (?:\S+ )?(?:pepper|wheat|freekeh|corn)|strained (?:\S+ )?(?:yog|tomato)|hulled (?:\S+ )?(?:seeds|barley|hemp|millet|oats)|(?:small|medium|large) grain|seasoned (?:\S+ )?(?:salt|rice|bread ?crumbs|breadcrumbs|panko|croutons|flour)\b)/i;

// A size in one hyphenated word anywhere among the describing words ('2 large 10-inch
// tortillas', '2 8-serving graham cracker crusts', 'bite-sized pretzels'), not only first.
export const SIZE_WORD =
  /^(?:(?:small|medium|large)(?:-to-|-|\/)(?:small|medium|large)(?:-sized?)?|[a-z]+-size|[a-z]+-thin|(?:[\d¼½¾⅓⅔⅛]+(?:[.,/]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)-(?:(?:inch(?:es)?|in|cm)(?:-(?:thick|wide|long))?|serving|servings|portion|ounces?|oz|pounds?|lbs?)|[a-z]+-sized)$/;

// Only on lines sold in a package ('1 can diced tomatoes'), where they name the product.
export const PRODUCT_PREPARATION = new Set([
  'diced',
  'crushed',
  'chopped',
  'sliced',
  'shredded',
  'steamed', // 'a pack of steamed rice'
  'minced', // 'a can of minced clams'
]);

// A size in inches marked by a double prime ('1-2” cubed potatoes', '9" pie crust'), read
// before the quotes of "'00' flour" go; not a figure in quotes ('“00” flour', '“U-10” shrimp').
export const SIZE_IN_INCH_MARKS =
  /(?<![\p{L}\d.“"'‘-])\d+(?:[.,/]\d+)?(?:\s?[-–]\s?\d+(?:[.,/]\d+)?)?\s?[”″"]\s+/gu;

// Tomatoes sold in a can or a tin are named by how they were canned: whole, peeled, chopped.
// Weighed ('400g chopped tomatoes'), they are the tin too; in cups they are fresh.
export const CANNED_TOMATOES =
  /^(?:(?:whole|peeled|chopped|diced|crushed|petite|plum|roma|san marzano|italian|fire[- ]roasted)\s+)+tomato/i;

// Describing words the shop does not ask about, each with where it applies.
export const DESCRIBING = new RegExp(
  [
    // A figure of what it holds ('82% fat butter', '85% lean beef', '70% cacao chocolate',
    // '100% hydration starter'; first, before '100%' alone below; lean meat stays lean), and a
    // style of butter ('European-style', 'Irish-style').
    /(?<![\p{L}\d.])\d+(?:\.\d+)?\s?%\s+(?:(?:fat|cacao|cocoa|hydration)\s+|(?=lean\s))/u,
    // Lean to fat as a ratio ('80/20 ground beef', '90/10 ground turkey').
    /(?<![\p{L}\d./])\d{2}\/\d{1,2}\s+(?=(?:\p{L}+\s+){0,2}(?:beef|pork|turkey|chuck|lamb|meat|bison|chicken)\b)/u,
    /\b(?:american|european|irish|french|danish|normandy)[- ]style\s+(?=(?:(?:un)?salted\s+)?butter\b)/,
    // How it was raised, sold or kept, with a hyphen or without: 'organic radishes',
    // 'store-bought pie crust', 'pre-made pizza dough', 'free range eggs'. Whole only where it is not a product word
    // ('whole wheat', 'whole berry cranberry sauce').
    /\b(?:organic|store[- ]?bought|shop[- ]bought|home[- ]?made|pre-?made|prepared|pasture[- ]raised|free[- ]range|cage[- ]free|grass[- ]fed|pre-?(?:shredded|grated|crumbled|sliced|washed)|non-?stick|whole(?![- ](?:wheat|grain|meal|berry|kernel)))\s+/,
    // How a sauce or a fat was made: 'naturally brewed soy sauce', 'rendered bacon fat' ('fat
    // rendered from bacon' is a thing).
    /\brendered\s+(?!from\b)/,
    /\bnaturally[- ](?:brewed|fermented|leavened|sweetened|flavou?red|aged)\s+/,
    // Where and when it came from: 'local honey', 'wild-caught salmon', 'seasonal vegetables',
    // 'sustainably sourced cod', 'non-GMO tortillas', 'imported Parmigiano'.
    /\b(?:local(?:ly[- ](?:sourced|grown))?|sustainably[- ](?:sourced|caught|raised|farmed)|wild[- ]caught|farm[- ]fresh|in[- ]season|seasonal|imported|non[- ]?gmo|all[- ]natural|100%)\s+/,
    // Temperatures only before water, butter, milk, cream, eggs, stock, coffee and rice,
    // 'salted' or not ('boiling water', 'cold salted butter', 'cold heavy cream'; 'hot sauce'
    // and 'hot chocolate' stay); room temperature before anything.
    /\b(?:warm|lukewarm|tepid|hot|boiling|cold|chilled|ice[- ]cold)\s+(?=(?:(?:un)?salted\s+|(?:heavy|whipping|double|single|light|brewed|strong)\s+)?(?:water|butter|buttermilk|milk|cream|eggs?|stock|broth|coffee|espresso|rice)\b)/,
    /\broom[- ]temp(?:erature|\.)?\s+(?=\S)/,
    // Butter kept frozen for pastry, or left out to soften, is butter; frozen peas are what is
    // bought.
    /\b(?:frozen|(?:very\s+)?soft)\s+(?=(?:(?:un)?salted\s+)?butter\b)/,
    // Butter or margarine bought by the stick, measured in cups ('1/2 cup stick margarine').
    /\bstick\s+(?=(?:(?:un)?salted\s+)?(?:butter|margarine)\b)/,
    // 'Edible' before a name of two words ('edible gold leaf'); 'edible flowers' stays.
    /\bedible\s+(?=\S+\s+\S)/,
    // Pasta of a named shape is sold dry ('dry elbow macaroni'); 'dried pasta' names it.
    /\b(?:dry|dried)\s+(?=(?:elbow\s+)?(?:macaroni|spaghetti|penne|linguine|fettuccine|orzo|rigatoni|fusilli|ziti|farfalle|lasagna|lasagne|tagliatelle|pappardelle|bucatini|manicotti|orecchiette|rotini)\b)/,
    // A sourdough starter's state ('bubbly, active starter') is the cook's doing.
    /\b(?:bubbly|active|fed|mature|lively)\s+(?=(?:\S+\s+){0,3}(?:sourdough\s+)?starter\b)/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'giu',
);

// Praise in front of a name, which the shop does not sell by: 'good olive oil', 'good-quality
// dark chocolate', 'fluffy eggs', 'your favourite toppings', 'beautiful heirloom tomatoes',
// 'real maple syrup', 'decent red wine'. 'Creamy' is praise too ('creamy
// yoghurt'), except where it is the kind sold: nut butters, dressings, soups. 'Best' alone is
// left, as it starts a maker's name ('Best Foods').
export const PRAISE =
  /^(?:(?:really |very )?(?:good|(?:good|high|best|top)[- ]quality|quality|premium|fluffy|excellent|beautiful|lovely|gorgeous|nice|decent|delicious|cheap|real|(?:your )?favou?rite|creamy(?!\s+(?:[\p{L}-]+\s+)?(?:butter|dressing|soup)\b))\s+)+/iu;

// What follows these is advice, not the thing to buy.
// A purpose at the end is advice too: 'lemon for juicing', 'oil to grease the pan'. Indian
// English writes 'salt as required', 'oil as per taste' for 'to taste'. 'With juices' says
// to keep what is in the can ('diced tomatoes with their juices'), not another thing to buy;
// 'plus extra for dusting' is more of the same; 'chicken cut into 8 pieces' and 'broccoli
// approx. 400 g' say how to cut it and how much; 'cornstarch mixed with 2 tbsp water' is a
// step (the water is on another line, or from the tap); so are 'trimmed of fat', 'dredged in
// sugar', 'in their shells', 'in ¼-inch dice', 'per person', 'water to cover' and 'ham with rind
// removed'.
export const TRAILING_ADVICE =
  /\b((?:of|to) (?:your )?(?:choice|choosing|liking)|(?:adjust(?:ed)?\s+)?to taste|(?:that |which )?you (?:like|love|prefer|have|want|enjoy)|(?:i|we) (?:used?|like|prefer|love|recommend)\b|(?:and )?(?:skins?|seeds?|stems?|pits?|shells?|bones?) removed|with (?:(?:its|their|the) )?(?:juices?|liquid)|(?:mixed|combined|whisked|stirred|beaten|blended|diluted|thinned|seasoned) (?:with|into|in)|dissolved in|as needed|as (?:required|necessary|per (?:your )?(?:taste|need|requirement))|if\s+\w+|for (serving|garnish|garnishing|decoration|dusting|frying|greasing)|or more|(?:plus|and) (?:a (?:little|bit) )?(?:more|extra(?=\s*(?:$|for|to|if|as)\b))|plus an? extra\b|with (?:(?:its|their|the) )?(?:fronds|leaves|tops|greens|stems)\b|for (?:shavings|curls)\b|at room temp(?:erature|\.)?|or to taste|for (?:(?:deep[- ]fat|deep|shallow|pan|stir)[- ])?(?:[a-zà-ÿ]+ing|the|your|that|a|an)|(?:cut|sliced|chopped|diced|torn|broken|shredded|grated|trimmed|dredged|rolled|tossed|dipped|soaked|cooked|sliced off|shaved|scraped|peeled) (?:into|in|off|of|from|to|with)|in (?:(?:their|its|the) )?(?:half[- ])?(?:shells?|skins?|jackets?|husks?|pods?)(?![\w-])|per (?:person|serving|portion|head|guest|kilo|kg|pound|lb|sandwich|burger|taco|pizza|plate|bowl|wrap|skewer|glass|cocktail|drink)(?!\s+of\b)|total(?:l?ing)|weighing|studded with|stuck into|(?:at\s+)?\d+\s*°\s*(?:[FC]\b|to\b|-)|[\d¼½¾]+(?:[./]\d+)?(?:\s*(?:to|-)\s*[\d¼½¾]+(?:[./]\d+)?)?\s*-?(?:inch(?:es)?|in|cm)\s+(?:long|thick|wide)|of (?:any|good|the best|high|top|best) (?:kind|quality|sort|type)|as (?:desired|wanted|liked)|made (?:with|from|of|in|using)|to make|used (?:for|in|to)|as (?:an? )?(?:accompaniment|garnish|side|topping)|about the size of|in (?:an? |one )?(?:[\d¼½¾⅓⅔⅛/.]+(?:\s?[-–]\s?[\d¼½¾⅓⅔⅛/.]+)?[- ]?(?:inch|cm)[- ]?(?:(?:thick|wide|long)\s+)?)?(?:dice|cubes?|chunks?|slices?|strips?|rings?|rounds?|wedges?|pieces?)|on top|(?:approx\.?|approximately|about|around)\s+(?=\d)|to (?:grease|oil|brush|coat|line|dust|serve|season|sprinkle|drizzle|finish|garnish|fry|top|dip|cover)|with (?:(?:the|its|their) )?(?:rinds?|skins?|bones?|fat|casings?|stems?|seeds?) (?:removed|discarded|trimmed|on|off|left on))\b.*$/i;

// Words that describe what is bought without naming it.
const DESCRIPTORS = new Set(['boneless', 'skinless', 'whole', 'ripe', 'organic', 'cold', 'warm']);

// Adjectives a recipe lists with commas before the noun ('roasted, salted pistachios', 'red,
// white and pink sprinkles'): colours and words ending in -ed ('unsweetened'; not 'seed').
// prettier-ignore
export const COLOURS = new Set([
  'red', 'green', 'yellow', 'white', 'black', 'pink', 'purple', 'blue', 'brown', 'golden',
  'orange',
]);
// Hyphenated describing words listed the same way: 'bone-in, skin-on chicken thighs',
// 'gluten-free, dairy-free chips', 'low-sodium, fat-free broth'.
const LISTED_ADJECTIVE =
  /^(?:[a-z]{3,}(?<!e)ed|bubbly|active|instant|frozen|creamy|crunchy|spicy|sweet|mild|firm|soft|dry|curly|pre-[a-z]+ed|plain|crisp|juicy|tart|smooth|chunky|lean|fatty|young|aged|good|[a-z]+-(?:in|on|off|free|fat|sodium|sugar|cut|caught|raised|fed|range))$/;

/** True when every word only describes: a size, a preparation, a colour, a listed adjective. */
export function onlyDescribes(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/);
  // 'Orange' first is the fruit ('1 orange, zested'); after another colour, a colour.
  if (words[0] === 'orange') return false;
  // Last after a size ('½ large orange, zest only'), the fruit too.
  if (words.at(-1) === 'orange' && !COLOURS.has(words.at(-2) ?? '')) return false;
  return words.every(
    (word, index) =>
      // 'very fresh', 'cooked or drained', 'breaded and fried': a describing word strengthened,
      // or joined to another.
      (/^(?:very|really|super)$/.test(word) && index < words.length - 1) ||
      (/^(?:and|or|&)$/.test(word) && index > 0 && index < words.length - 1) ||
      DESCRIPTORS.has(word) ||
      PREPARATION_WORDS.has(word) ||
      HYPHENATED_PREPARATION.test(word) ||
      FRESHLY_DONE.test(word) ||
      SIZE_WORD.test(word) ||
      word === 'size' ||
      COLOURS.has(word) ||
      LISTED_ADJECTIVE.test(word),
  );
}
