import type { Cuisine } from './dish-enums.ts';

/**
 * Mapping free-text recipe cuisines onto the fixed list the dish form offers.
 */

/** The cuisines the dish form offers (domain/dishes/dish-enums.ts). */
export type CuisineType = Cuisine;

/**
 * Words and phrases sites use in recipeCuisine, mapped onto the form's list. Regional and
 * national cuisines go to the closest listed family (Cajun → American, Lebanese → Middle
 * Eastern); anything unrecognised becomes Other.
 */
const CUISINE_SYNONYMS: Record<string, CuisineType> = {
  italian: 'Italian',
  italy: 'Italian',
  sicilian: 'Italian',
  tuscan: 'Italian',
  roman: 'Italian',
  neapolitan: 'Italian',
  venetian: 'Italian',
  italiana: 'Italian',
  italienne: 'Italian',
  italienisch: 'Italian',
  mexican: 'Mexican',
  'tex-mex': 'Mexican',
  'tex mex': 'Mexican',
  texmex: 'Mexican',
  mexicana: 'Mexican',
  mexicaine: 'Mexican',
  oaxacan: 'Mexican',
  japanese: 'Japanese',
  japan: 'Japanese',
  washoku: 'Japanese',
  indian: 'Indian',
  india: 'Indian',
  punjabi: 'Indian',
  bengali: 'Indian',
  goan: 'Indian',
  gujarati: 'Indian',
  keralan: 'Indian',
  pakistani: 'Indian',
  'sri lankan': 'Indian',
  nepali: 'Indian',
  bangladeshi: 'Indian',
  'south asian': 'Indian',
  american: 'American',
  usa: 'American',
  us: 'American',
  southern: 'American',
  cajun: 'American',
  creole: 'American',
  'soul food': 'American',
  bbq: 'American',
  barbecue: 'American',
  'new england': 'American',
  californian: 'American',
  midwestern: 'American',
  'north american': 'American',
  canadian: 'American',
  hawaiian: 'American',
  french: 'French',
  france: 'French',
  provencal: 'French',
  provençal: 'French',
  française: 'French',
  francaise: 'French',
  alsatian: 'French',
  breton: 'French',
  spanish: 'Spanish',
  spain: 'Spanish',
  catalan: 'Spanish',
  basque: 'Spanish',
  andalusian: 'Spanish',
  española: 'Spanish',
  espanola: 'Spanish',
  iberian: 'Spanish',
  thai: 'Thai',
  thailand: 'Thai',
  isan: 'Thai',
  chinese: 'Chinese',
  china: 'Chinese',
  cantonese: 'Chinese',
  sichuan: 'Chinese',
  szechuan: 'Chinese',
  hunan: 'Chinese',
  shanghainese: 'Chinese',
  taiwanese: 'Chinese',
  'dim sum': 'Chinese',
  'hong kong': 'Chinese',
  korean: 'Korean',
  korea: 'Korean',
  vietnamese: 'Vietnamese',
  vietnam: 'Vietnamese',
  greek: 'Greek',
  greece: 'Greek',
  cypriot: 'Greek',
  mediterranean: 'Mediterranean',
  portuguese: 'Mediterranean',
  maltese: 'Mediterranean',
  'middle eastern': 'Middle Eastern',
  'middle east': 'Middle Eastern',
  lebanese: 'Middle Eastern',
  persian: 'Middle Eastern',
  iranian: 'Middle Eastern',
  turkish: 'Middle Eastern',
  israeli: 'Middle Eastern',
  syrian: 'Middle Eastern',
  palestinian: 'Middle Eastern',
  jordanian: 'Middle Eastern',
  iraqi: 'Middle Eastern',
  arabic: 'Middle Eastern',
  arab: 'Middle Eastern',
  levantine: 'Middle Eastern',
  egyptian: 'Middle Eastern',
  yemeni: 'Middle Eastern',
  afghan: 'Middle Eastern',
  armenian: 'Middle Eastern',
  kurdish: 'Middle Eastern',
  african: 'African',
  moroccan: 'African',
  ethiopian: 'African',
  eritrean: 'African',
  nigerian: 'African',
  ghanaian: 'African',
  senegalese: 'African',
  'south african': 'African',
  tunisian: 'African',
  algerian: 'African',
  kenyan: 'African',
  somali: 'African',
  'west african': 'African',
  'north african': 'African',
  'east african': 'African',
  'latin american': 'Latin American',
  latin: 'Latin American',
  latino: 'Latin American',
  peruvian: 'Latin American',
  brazilian: 'Latin American',
  argentinian: 'Latin American',
  argentine: 'Latin American',
  colombian: 'Latin American',
  venezuelan: 'Latin American',
  chilean: 'Latin American',
  salvadoran: 'Latin American',
  guatemalan: 'Latin American',
  ecuadorian: 'Latin American',
  bolivian: 'Latin American',
  'south american': 'Latin American',
  'central american': 'Latin American',
  caribbean: 'Caribbean',
  jamaican: 'Caribbean',
  cuban: 'Caribbean',
  'puerto rican': 'Caribbean',
  dominican: 'Caribbean',
  haitian: 'Caribbean',
  trinidadian: 'Caribbean',
  bahamian: 'Caribbean',
  australian: 'Australian',
  aussie: 'Australian',
  'new zealand': 'New Zealand',
  kiwi: 'New Zealand',
  nz: 'New Zealand',
  maori: 'New Zealand',
};

/**
 * Maps a free-text cuisine ("Tex-Mex", "Italian, Mediterranean", "Southern US") onto the form's
 * list: the first recognised word or two-word phrase wins; nothing recognised gives Other.
 */
export function mapCuisine(cuisine: string | undefined): CuisineType {
  if (!cuisine) return 'Other';
  const words = cuisine
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter(Boolean);
  const pairAt = (i: number): CuisineType | undefined =>
    words[i + 1] === undefined ? undefined : CUISINE_SYNONYMS[`${words[i]} ${words[i + 1]}`];
  const wordAt = (i: number): CuisineType | undefined => {
    const word = words[i];
    return word === undefined
      ? undefined
      : (CUISINE_SYNONYMS[word] ?? CUISINE_SYNONYMS[word.replace(/-/g, ' ')]);
  };
  for (let i = 0; i < words.length; i++) {
    const phrase = pairAt(i);
    if (phrase) return phrase;
    const hit = wordAt(i);
    // A regional word qualifying a national one ("Southern Italian") defers to the nation.
    if (hit) return pairAt(i + 1) ?? wordAt(i + 1) ?? hit;
  }
  return 'Other';
}
