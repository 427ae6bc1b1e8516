// What words in a profile mean in ingredients: "nut allergy" must catch "cashews", "no
// shellfish" must catch "shrimp". A word not listed here matches itself.

/** A food a person reacts to, avoids, likes or dislikes, and the words that reveal it. */
export type FoodTerm = {
  label: string;
  keywords: readonly string[];
  /** Phrases that contain a keyword but are not the food ("coconut milk" is not dairy). */
  except?: readonly string[];
};

import { singular } from 'recipe-reader';

const TREE_NUTS = [
  'almond', 'walnut', 'cashew', 'pecan', 'pistachio', 'hazelnut', 'macadamia', 'brazil nut',
  'pine nut', 'praline', 'marzipan', 'nutella', 'nut',
]; // prettier-ignore
const PEANUTS = ['peanut', 'groundnut', 'satay'];
const FISH = [
  'fish', 'salmon', 'tuna', 'cod', 'halibut', 'tilapia', 'trout', 'anchovy', 'anchovies',
  'sardine', 'mackerel', 'haddock', 'sea bass', 'snapper', 'swordfish', 'mahi', 'catfish',
  'pollock', 'fish sauce', 'worcestershire',
]; // prettier-ignore
const SHELLFISH = [
  'shellfish', 'shrimp', 'prawn', 'crab', 'lobster', 'clam', 'mussel', 'oyster', 'scallop',
  'crawfish', 'crayfish', 'langoustine', 'squid', 'calamari', 'octopus',
]; // prettier-ignore
const DAIRY = [
  'dairy', 'milk', 'cheese', 'butter', 'cream', 'yogurt', 'yoghurt', 'ghee', 'whey', 'casein',
  'parmesan', 'mozzarella', 'cheddar', 'ricotta', 'feta', 'paneer', 'mascarpone', 'custard',
]; // prettier-ignore
const NOT_DAIRY = [
  'coconut milk', 'almond milk', 'oat milk', 'soy milk', 'rice milk', 'peanut butter',
  'cocoa butter', 'coconut cream', 'cream of tartar', 'almond butter',
]; // prettier-ignore
const GLUTEN = [
  'gluten', 'wheat', 'flour', 'bread', 'breadcrumb', 'panko', 'pasta', 'spaghetti', 'penne',
  'linguine', 'fettuccine', 'macaroni', 'lasagna', 'lasagne', 'noodle', 'ramen', 'udon',
  'couscous', 'barley', 'rye', 'semolina', 'bulgur', 'seitan', 'soy sauce', 'pastry', 'pizza',
  'bun', 'cracker', 'tortilla', 'pita', 'naan', 'beer',
]; // prettier-ignore
const NOT_GLUTEN = ['rice flour', 'corn tortilla', 'rice noodle', 'gluten-free', 'gluten free'];
const EGG = ['egg', 'mayonnaise', 'mayo', 'meringue', 'aioli'];
const NOT_EGG = ['eggplant'];
const SOY = ['soy', 'soya', 'tofu', 'edamame', 'miso', 'tempeh', 'tamari'];
const SESAME = ['sesame', 'tahini', 'hummus'];
const MEAT = [
  'meat', 'chicken', 'beef', 'pork', 'lamb', 'bacon', 'ham', 'sausage', 'turkey', 'veal',
  'duck', 'steak', 'prosciutto', 'pepperoni', 'chorizo', 'salami', 'mince', 'meatball',
  'ribs', 'brisket', 'venison', 'goat', 'pancetta', 'hot dog', 'burger',
]; // prettier-ignore

const term = (label: string, keywords: readonly string[], except?: readonly string[]) =>
  except ? { label, keywords, except } : { label, keywords };

// Keys are the words people write; several spellings share one term.
const LEXICON: Record<string, FoodTerm> = {
  peanut: term('peanuts', PEANUTS),
  'tree nut': term('tree nuts', TREE_NUTS),
  nut: term('nuts', [...TREE_NUTS, ...PEANUTS]),
  fish: term('fish', FISH),
  shellfish: term('shellfish', SHELLFISH),
  seafood: term('seafood', [...FISH, ...SHELLFISH, 'seafood']),
  dairy: term('dairy', DAIRY, NOT_DAIRY),
  milk: term('dairy', DAIRY, NOT_DAIRY),
  lactose: term('dairy', DAIRY, NOT_DAIRY),
  cheese: term('cheese', ['cheese', 'parmesan', 'mozzarella', 'cheddar', 'ricotta', 'feta']),
  gluten: term('gluten', GLUTEN, NOT_GLUTEN),
  wheat: term('gluten', GLUTEN, NOT_GLUTEN),
  celiac: term('gluten', GLUTEN, NOT_GLUTEN),
  coeliac: term('gluten', GLUTEN, NOT_GLUTEN),
  egg: term('eggs', EGG, NOT_EGG),
  soy: term('soy', SOY),
  soya: term('soy', SOY),
  sesame: term('sesame', SESAME),
  meat: term('meat', MEAT),
  'red meat': term('red meat', ['beef', 'pork', 'lamb', 'veal', 'steak', 'venison', 'goat']),
  pork: term('pork', ['pork', 'bacon', 'ham', 'prosciutto', 'pancetta', 'chorizo', 'pepperoni']),
  beef: term('beef', ['beef', 'steak', 'brisket', 'veal', 'burger']),
  spicy: term('spicy food', ['spicy', 'chili', 'chilli', 'jalapeno', 'jalapeño', 'sriracha']),
};

// Diet words that are restrictions without a "no ..." in front of them.
export const DIETS: Record<string, readonly FoodTerm[]> = {
  vegetarian: [LEXICON.meat!, LEXICON.seafood!],
  vegan: [LEXICON.meat!, LEXICON.seafood!, LEXICON.dairy!, LEXICON.egg!, term('honey', ['honey'])],
  pescatarian: [LEXICON.meat!],
  pescetarian: [LEXICON.meat!],
};

/** The food a phrase names: a known group ("nuts") or the words themselves ("mushrooms"). */
export function foodTermFor(phrase: string): FoodTerm {
  const words = phrase.toLowerCase().trim().replace(/\s+/g, ' ');
  const key = words.split(' ').map(singular).join(' ');
  return LEXICON[key] ?? LEXICON[words] ?? { label: words, keywords: [key] };
}
