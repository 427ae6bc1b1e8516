// The words that put an item in an aisle, per language, as data (department.ts matches
// them). English here; Dutch, German, French, Spanish and Italian in
// department-words-more.ts, as recipes in those languages name what they use, written
// without accents (names are matched without them).
// Within a language the order is the order of checking: qualifiers that change the aisle
// ('frozen', 'canned') come first, and between equally long matches the first listed wins.
import type { Department } from './department.ts';

export type DepartmentWords = ReadonlyArray<readonly [Department, readonly string[]]>;

export type DepartmentLanguage = 'en' | 'nl' | 'de' | 'fr' | 'es' | 'it';

/** Splits a written list of words ('a, b, c'). */
export const words = (list: string): readonly string[] => list.split(', ');

// prettier-ignore
export const ENGLISH_DEPARTMENT_WORDS: Readonly<Record<'en', DepartmentWords>> = {
  en: [
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
      // Canned tomatoes, ground spices and water from the tap are bought in the Pantry aisle.
      'crushed tomato', 'chopped tomato', 'diced tomato', 'whole peeled tomato', 'ground coriander',
      'ground ginger', 'chilli powder', 'chili powder', 'garlic powder', 'onion powder', 'water',
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
      'juice', 'sparkling water', 'mineral water', 'soda water', 'tonic water', 'coconut water', 'soda', 'cola', 'coffee', 'tea', 'beer', 'wine', 'lemonade', 'sparkling',
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
],
};

// Languages that write a thing's kind at the end of one word ('zonnebloemolie' is an oil,
// 'Hähnchenbrustfilet' chicken): their words also match as the ending of a longer word.
export const COMPOUNDING_LANGUAGES = ['nl', 'de'] as const;
