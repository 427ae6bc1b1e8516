// A maker's name in front of a product ('King Arthur all-purpose flour', 'Kikkoman soy sauce',
// 'Thai Kitchen coconut milk'): the shop sells the product under other names too, so the list
// names what is bought. A name that is only the brand ('Kikkoman', 'Nutella') is left alone.

// Makers and shops whose name recipes put before a generic product. Not those whose name is
// the product itself ('Nutella', 'Tabasco', 'Velveeta', 'Bisquick', 'Cool Whip'), nor those
// that are also ordinary words before a product ('Silk' tofu, 'Clover' honey, 'Mission' figs).
// prettier-ignore
const BRANDS = [
  'king arthur', 'kikkoman', 'candiquik', 'ghirardelli', 'guittard', 'callebaut', 'valrhona',
  'lindt', 'nestl[eé](?: toll house)?', 'toll house', 'kraft', 'philadelphia(?= cream cheese)',
  'mccormick', 'morton', 'diamond crystal', 'domino', 'c&h', 'karo', 'crisco', 'pillsbury',
  'betty crocker', 'duncan hines', "land o'? ?lakes", 'kerrygold', 'tillamook', 'cabot',
  'sargento', 'heinz', 'swanson', 'knorr', 'maggi', 'goya', 'old el paso', 'la coste[ñn]a',
  'herdez', 'del monte', 'dole', 'muir glen', 'cento', 'mutti', 'barilla', 'de cecco',
  'bertolli', 'colavita', 'filippo berio', 'kirkland(?: signature)?', 'simply organic',
  'frontier(?: co-op)?', 'bragg', 'arrowhead mills', 'better than bouillon', 'lee kum kee',
  'huy fong', 'mae ploy', 'aroy-d', 'chaokoh', 'almond breeze', 'fage', 'chobani', 'oikos',
  'stonyfield', 'horizon', 'organic valley', 'eagle brand', 'carnation', 'hormel',
  'oscar mayer', 'johnsonville', 'jimmy dean', 'tyson', 'perdue', 'butterball', 'nabisco',
  'keebler', 'honey maid', 'quaker', 'general mills', 'nature valley', 'enjoy life', 'skippy',
  'jif', 'pepperidge farm', 'sara lee', 'great value', 'good & gather', 'market pantry',
  '365(?: by whole foods market)?', 'whole foods(?: market)?', 'trader joes?', 'aldi', 'lidl',
  'tesco', 'waitrose', 'sainsbury[’\']?s', 'coles', 'woolworths', 'kroger', 'publix', 'wegmans',
  // Makers with a possessive name, in any case ('HERSHEY'S Cocoa', 'Hellmann's mayonnaise'),
  // before a product of one word too, which the shape of a maker's name does not reach.
  'hershey[’\']?s', 'hellmann[’\']?s', 'smucker[’\']?s', 'campbell[’\']?s', 'kellogg[’\']?s',
  'french[’\']s', 'bush[’\']?s(?: best)?', 'annie[’\']?s', 'newman[’\']?s own',
  'bob[’\']?s red mill', 'duke[’\']?s', 'lawry[’\']?s', 'ghirardelli[’\']?s',
  'breakstone[’\']?s', 'rao[’\']?s(?: homemade)?', 'lily[’\']?s',
  // More makers recipes name before a generic product.
  'lipton', 'hidden valley', 'penzeys', 'red boat', 'kewpie', 'gold medal', 'daisy', 'oatly',
  'califia(?: farms)?', 'ortega', 'plugr[áa]', 'knox', 'pam', 'jell-?o', 'guerrero',
];

// A company by the shape of its name: capitalised words ending in Co, Company, Kitchen, Farms,
// Foods, Brands or Creamery ('Hu Kitchen', 'The Fresh Salad Co'). Singular 'Food' and 'Farm'
// are not, as they end kinds ('Angel Food cake').
const COMPANY =
  /^(?:the\s+)?(?:\p{Lu}[\p{L}&'’.-]*\s+){1,3}(?:Co\.?|Company|Kitchens?|Farms|Foods|Brands|Creamery)\s+/u;

// A maker's name run together with a capital inside ('SimplyNature Organic Eggs',
// 'DeLallo Chickpeas'), as recipes copy it from the label, before the product. Not a Scottish
// name, which names apples ('McIntosh'); the makers among those are listed above.
const RUN_TOGETHER = /^(?!Ma?c\p{Lu})\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+[®™]?\s+(?=\S)/u;

const BRAND = new RegExp(`^(?:the\\s+)?(?:${BRANDS.join('|')})(?:[®™])?\\s+(?=\\S)`, 'i');

// A supermarket's own range, capitalised as on its labels, after the shop's name or alone
// ('Essential Buttermilk', 'Tesco Finest smoked salmon', 'Specially Selected brie').
const SHOP_RANGE =
  /^(?:Essential|Duchy Organic|Specially Selected|Taste the Difference|Extra Special|Finest|Irresistible|Deluxe|No\.? ?1)\s+(?=\S)/;

// Products whose name needs their maker's: 'Hershey's Kisses' are not any kisses.
const NAMED_BY_MAKER = /^(?:kisses|hugs|nuggets|miniatures|bars?)\b/i;

/** The text without a maker's name in front, when something is left after it. */
export function withoutBrand(text: string): string {
  const trimmed = text.trimStart();
  const brand = trimmed.match(BRAND) ?? trimmed.match(COMPANY) ?? trimmed.match(RUN_TOGETHER);
  const afterBrand = brand ? trimmed.slice(brand[0].length) : trimmed;
  const range = afterBrand.match(SHOP_RANGE);
  const rest = range ? afterBrand.slice(range[0].length) : afterBrand;
  if (!brand && !range) return text;
  return /\p{L}/u.test(rest) && !NAMED_BY_MAKER.test(rest) ? rest : text;
}

// A capitalised possessive in front of a product of two words or more is its maker ('Meat
// Church's Honey Bacon BBQ', 'Trader Joe's Everything Bagel Seasoning'); not a possessive that
// names a kind ('Bird's Eye Chillies', 'Devil's Food Cake Mix', 'Farmer's Market Tomatoes').
const MAKERS_NAME = /^\s*((?:\p{Lu}[\p{L}&.-]*\s+){0,2}(\p{Lu}\p{L}*))['’]s\s+(?=\S+\s+\S)/u;
// prettier-ignore
const KIND_POSSESSORS = new Set([
  'bird', 'devil', 'shepherd', 'confectioner', 'confectioners', 'farmer', 'farmers', 'baker',
  'cook', 'chef', 'butcher', 'fisherman', 'lamb', 'miner', 'brewer',
]);

/** The text without a maker's possessive name in front of a product ('Trader Joe's …'). */
export function withoutMakersName(text: string): string {
  const maker = text.match(MAKERS_NAME);
  if (!maker?.[2] || KIND_POSSESSORS.has(maker[2].toLowerCase())) return text;
  return text.slice(maker[0].length);
}
