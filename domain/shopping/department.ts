// Which aisle an item belongs in, so 'Group by Category' follows a shop's layout.
// Matching is by whole words (and simple plurals) against keyword lists. The longest
// matching phrase wins ('bell pepper' is Produce, not the Pantry's 'pepper'); between
// equally long ones the department listed first wins, so 'frozen peas' is Frozen and
// 'chicken stock' is Pantry.

import { singular } from 'recipe-reader';

export const DEPARTMENTS = [
  'Produce',
  'Dairy',
  'Meat & Fish',
  'Bakery',
  'Pantry',
  'Frozen',
  'Drinks',
  'Household',
  'Other',
] as const;

export type Department = (typeof DEPARTMENTS)[number];

/** Where a department comes in a shop's walk (the list's order); anything else comes last. */
export function departmentRank(department: string): number {
  const rank = DEPARTMENTS.findIndex((listed) => listed === department);
  return rank === -1 ? DEPARTMENTS.length : rank;
}

/** What else is known about an item: a recipe's '1 can tomatoes' is bought in the Pantry aisle. */
export type DepartmentHints = { packaging?: string | null };

// Shelf-stable packaging moves fresh-sounding items to the Pantry ('1 can tuna').
const SHELF_STABLE_PACKAGING = new Set(['can', 'tin', 'jar']);
const PACKAGING_KEEPS = new Set<Department>(['Frozen', 'Drinks', 'Household', 'Pantry']);

// Checked in this order: qualifiers that change the aisle come first.
// prettier-ignore
const KEYWORDS: ReadonlyArray<readonly [Department, readonly string[]]> = [
  [
    'Frozen',
    [
      'frozen', 'ice cream', 'ice', 'popsicle', 'sorbet', 'fish fingers', 'fish sticks', 'phyllo',
      'filo', 'puff pastry', 'waffle',
    ],
  ],
  [
    'Pantry',
    [
      'stock', 'broth', 'bouillon', 'canned', 'tinned', 'can', 'tin', 'dried', 'sauce', 'paste',
      'ketchup', 'mayonnaise', 'mayo', 'mustard', 'vinegar', 'oil', 'flour', 'sugar', 'salt',
      'pepper', 'peppercorn', 'rice', 'pasta', 'spaghetti', 'penne', 'noodle', 'macaroni', 'lasagna',
      'oats', 'oatmeal', 'cereal', 'granola', 'honey', 'syrup', 'jam', 'peanut butter', 'nut',
      'almond', 'walnut', 'cashew', 'pecan', 'lentil', 'chickpea', 'bean', 'quinoa', 'couscous',
      'spice', 'cumin', 'paprika', 'cinnamon', 'oregano', 'baking powder', 'baking soda', 'yeast',
      'vanilla', 'cocoa', 'chocolate', 'chip', 'cracker', 'crisp', 'soy sauce', 'salsa', 'tortilla chip',
      'coconut milk', 'breadcrumb', 'panko', 'cornstarch', 'stuffing', 'raisin', 'seed', 'tahini',
      'seasoning', 'dressing', 'cornmeal', 'nutmeg', 'cardamom', 'turmeric', 'garam masala', 'allspice', 'star anise', 'bay leaf', 'saffron', 'molasses', 'caper', 'olive', 'pepita', 'farro', 'orzo', 'gnocchi', 'cornflour', 'tapioca', 'starch', 'sweetener', 'gochujang', 'gochugaru', 'coconut', 'date', 'pistachio', 'chestnut', 'cookie', 'biscuit', 'candy', 'flaxseed', 'cooking spray', 'curry', 'chili powder', 'garlic powder', 'onion powder', 'ginger powder', 'clove', 'extract', 'gelatin', 'marshmallow', 'pickle', 'relish', 'hummus',
      'puree', 'passata', 'tomato puree', 'tomato paste', 'bottled lemon juice',
    ],
  ],
  [
    'Meat & Fish',
    [
      'chicken', 'beef', 'pork', 'lamb', 'turkey', 'bacon', 'ham', 'sausage', 'steak', 'mince',
      'ground beef', 'ground turkey', 'meatball', 'chorizo', 'salami', 'prosciutto', 'pepperoni', 'veal',
      'duck', 'fish', 'salmon', 'tuna', 'cod', 'haddock', 'tilapia', 'shrimp', 'prawn', 'crab',
      'lobster', 'scallop', 'mussel', 'clam', 'anchovy', 'sardine', 'trout', 'halibut', 'rib', 'brisket',
      'hot dog', 'deli meat',
      'pastrami', 'goat', 'chouriço', 'linguica', 'chorizo', 'bratwurst', 'kielbasa', 'meat',
    ],
  ],
  [
    'Dairy',
    [
      'milk', 'cheese', 'cheddar', 'mozzarella', 'parmesan', 'feta', 'ricotta', 'butter', 'cream',
      'sour cream', 'yogurt', 'yoghurt', 'egg', 'creme fraiche', 'buttermilk', 'half and half',
      'cottage cheese', 'cream cheese', 'ghee', 'brie', 'gouda', 'halloumi', 'mascarpone', 'kefir',
      'quark', 'skyr', 'tofu', 'tempeh', 'creme fraiche', 'custard',
    ],
  ],
  [
    'Bakery',
    [
      'bread', 'loaf', 'baguette', 'roll', 'bun', 'bagel', 'croissant', 'muffin', 'pita', 'naan',
      'tortilla', 'wrap', 'brioche', 'sourdough', 'cake', 'pie', 'donut', 'doughnut', 'english muffin',
      'ciabatta', 'focaccia', 'crumpet',
    ],
  ],
  [
    'Drinks',
    [
      'juice', 'water', 'soda', 'cola', 'coffee', 'tea', 'beer', 'wine', 'lemonade', 'sparkling',
      'kombucha', 'smoothie', 'cider', 'tonic', 'espresso',
      'vodka', 'champagne', 'tequila', 'gin', 'brandy', 'liqueur', 'rum', 'whiskey', 'whisky', 'prosecco', 'vermouth',
    ],
  ],
  [
    'Household',
    [
      'paper towel', 'toilet paper', 'tissue', 'napkin', 'detergent', 'soap', 'dish soap', 'sponge',
      'foil', 'plastic wrap', 'cling film', 'trash bag', 'bin bag', 'bag', 'battery', 'shampoo',
      'toothpaste', 'bleach', 'cleaner', 'diaper', 'nappy', 'wipe', 'light bulb', 'parchment',
    ],
  ],
  [
    'Produce',
    [
      'apple', 'banana', 'orange', 'lemon', 'lime', 'grape', 'berry', 'strawberry', 'blueberry',
      'raspberry', 'blackberry', 'cherry', 'peach', 'pear', 'plum', 'mango', 'pineapple', 'melon',
      'watermelon', 'kiwi', 'avocado', 'tomato', 'potato', 'sweet potato', 'onion', 'shallot',
      'garlic', 'ginger', 'carrot', 'celery', 'lettuce', 'spinach', 'kale', 'arugula', 'rocket',
      'cabbage', 'broccoli', 'cauliflower', 'zucchini', 'courgette', 'cucumber', 'bell pepper',
      'capsicum', 'chili', 'chilli', 'jalapeno', 'mushroom', 'corn', 'pea', 'green bean', 'asparagus',
      'eggplant', 'aubergine', 'squash', 'pumpkin', 'leek', 'scallion', 'spring onion', 'radish',
      'beet', 'beetroot', 'herb', 'basil', 'parsley', 'cilantro', 'coriander', 'mint', 'dill',
      'rosemary', 'thyme', 'sage', 'chive', 'salad', 'fruit', 'vegetable', 'veg', 'sprout', 'fennel',
      'turnip', 'parsnip', 'bok choy', 'lemongrass', 'grapefruit', 'nectarine', 'apricot', 'fig',
      'plantain', 'kohlrabi', 'cranberry', 'coleslaw', 'cole slaw', 'guacamole', 'stalk', 'bean sprout', 'edamame', 'okra', 'artichoke', 'romaine', 'endive', 'watercress', 'tomatillo', 'persimmon', 'pomegranate', 'papaya', 'lychee', 'rhubarb',
      // Recipes' juice of a lemon or lime is bought as the fruit, not in the drinks aisle.
      'lemon juice', 'lime juice', 'lemon zest', 'lime zest', 'orange zest',
    ],
  ],
];

function words(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(singular);
}

function containsPhrase(haystack: string[], phrase: string): boolean {
  const needle = phrase.split(' ').map(singular);
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}

export function departmentFor(itemName: string, hints: DepartmentHints = {}): Department {
  const nameWords = words(itemName);
  let best: { department: Department; length: number } = { department: 'Other', length: 0 };
  for (const [department, keywords] of KEYWORDS) {
    for (const keyword of keywords) {
      const length = keyword.split(' ').length;
      if (length > best.length && containsPhrase(nameWords, keyword)) best = { department, length };
    }
  }
  if (hints.packaging && SHELF_STABLE_PACKAGING.has(hints.packaging)) {
    return PACKAGING_KEEPS.has(best.department) ? best.department : 'Pantry';
  }
  return best.department;
}
