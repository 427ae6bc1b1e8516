/**
 * The words recipe pages put above their ingredient and method lists, in the languages
 * recipe sites are commonly written in, as whole-heading patterns.
 */

// Words that open a qualifier naming what the list is for: "Method for the sauce",
// "Elaboración de la crema", "Preparation of the dough", "Zubereitung vom Teig".
const QUALIFIER =
  'for|für|pour|per|para|voor|för|til|do|az?|of|de|del|della|di|du|des|van|von|vom|der|af|av|met';

/**
 * A heading that names a whole list: the keyword, optionally after up to two words ("Cooking
 * Instructions", "Les ingrédients") and before a qualifier ("Method for the sauce"), and
 * nothing else — so "Preparation time" or "How to make the best pie" do not qualify. A
 * trailing colon or footnote asterisk ("Zutaten*"), and an emoji or bullet decorating either
 * end ("🛒 What you'll need"), are the heading's punctuation, not words.
 */
function headingPattern(keywords: string, tail = ''): RegExp {
  // A heading may repeat the recipe's name before a dash ("Apple Pie – The Ingredients").
  const namedBefore = '(?:[^\\n]{1,80}?\\s[–—-]\\s+)?';
  return new RegExp(
    `^${namedBefore}[^\\p{L}\\p{N}]*(?:[\\p{L}'’]+\\s+){0,2}?(?:${keywords})(?:\\s+(?:${QUALIFIER})\\s.{0,50}|${tail})?[^\\p{L}\\p{N}]*$`,
    'iu',
  );
}

export const INGREDIENT_HEADING = headingPattern(
  [
    'ingredients?',
    'zutaten',
    'ingr[ée]dients?',
    'ingredienti',
    'ingredientes',
    'ingredi[ëe]nten',
    'ingredienser',
    'ingredienset',
    'sk[łl]adniki',
    'hozz[áa]val[óo]k',
    'suroviny',
    'ingredience',
    'p[řr][íi]sady',
    'υλικά',
    'malzemeler',
    'ainekset',
    'ингредиенты',
    "(?:what|things) you(?:['’]ll| will)? need",
    // Chinese and Japanese (材料, 用料, 食材, 配料), Korean (재료).
    '用料',
    '材料',
    '食材',
    '配料',
    '재료',
  ].join('|'),
  // The servings the list is for, printed in the heading ("Hozzávalók 6 személyre",
  // "Ingredients (4 servings)"): a count and a word or two, no qualifier word before them; or
  // in brackets with a count inside ("Ingredients (serves 4)", "材料（4人分）", "材料【2個分】").
  '\\s+\\(?\\d{1,2}(?:[–-]\\d{1,2})?\\s*[\\p{L}.]{0,20}(?:\\s[\\p{L}.]{1,20})?\\)?' +
    '|\\s*[(（【［\\[][^()（）【】［］\\[\\]\\d]{0,12}\\d{1,3}[^()（）【】［］\\[\\]]{0,20}[)）】］\\]]',
);
export const INSTRUCTION_HEADING = headingPattern(
  [
    'instructions?',
    'directions?',
    'method',
    'procedure',
    'preparation',
    'steps',
    'step[- ]by[- ]step',
    'how to make(?: it)?',
    'zubereitung',
    'pr[ée]paration',
    'preparazione',
    'procedimento',
    'preparaci[óo]n',
    'elaboraci[óo]n',
    'modo de preparo',
    'modo de prepara[çc][ãa]o',
    'bereiding(?:swijze)?',
    // Dutch methods in two parts, "Voorbereiden" (ahead) and "Bereiden".
    '(?:voor)?bereiden',
    'aan de slag',
    'tillagning',
    'g[öo]r s[åa] h[äa]r',
    'fremgangsm[åa]de',
    'fremgangsm[åa]te',
    's[åa]dan g[øo]r du',
    'slik gj[øo]r du',
    'przygotowanie',
    'spos[óo]b przygotowania',
    'elk[ée]sz[íi]t[ée]s',
    'postup',
    'p[řr][íi]prava',
    'εκτέλεση',
    'haz[ıi]rlan[ıi][şs][ıi]',
    'valmistus',
    'приготовление',
    // Chinese ("做法", "红烧肉的做法", "做法步骤"), Japanese (作り方, 手順), Korean (만드는 법).
    '(?:[^\\s的]{1,30}的)?做法(?:步骤)?',
    '步骤',
    '作り方',
    'つくり方',
    '手順',
    '만드는\\s?(?:법|방법)',
    '조리\\s?(?:법|방법|순서)',
  ].join('|'),
);
