// Kitchen equipment a recipe lists with its ingredients ('Extra nodig: pizzasteen', 'You will
// need: a food processor'), in the six languages the reader is measured on: never a thing to
// buy. As data: words English, Dutch and German put last in a name ('roasting pan',
// 'keukenmachine met deeghaken'), words French, Spanish and Italian put first ('moule à
// manqué', 'padella antiaderente'), and endings of Dutch and German compounds
// ('ovenschaal', 'Küchenmaschine').
// prettier-ignore
export const EQUIPMENT_LAST_WORDS: ReadonlySet<string> = new Set([
  // English
  'skillet', 'saucepan', 'frying pan', 'roasting pan', 'baking pan', 'loaf pan', 'cake pan',
  'sheet pan', 'baking sheet', 'baking tray', 'baking dish', 'casserole dish', 'muffin tin',
  'food processor', 'stand mixer', 'hand mixer', 'blender', 'thermometer', 'rolling pin',
  'whisk', 'spatula', 'grill', 'bbq', 'barbecue', 'pizza stone', 'pizza peel', 'wok', 'dutch oven',
  'slow cooker', 'pressure cooker', 'air fryer', 'piping bag', 'cookie cutter', 'ramekin',
  'ramekins', 'mandoline', 'sieve', 'colander', 'springform',
  // Dutch
  'pizzasteen', 'pizzaschep', 'koekenpan', 'pan', 'wokpan', 'braadpan', 'steelpan', 'ovenschaal',
  'bakplaat', 'bakblik', 'springvorm', 'cakevorm', 'bakvorm', 'taartvorm', 'keukenmachine',
  'staafmixer', 'mixer', 'blender', 'vleesthermometer', 'deegroller', 'garde', 'spuitzak',
  'satéprikkers', 'prikkers', 'vergiet', 'zeef',
  // German
  'pfanne', 'topf', 'backblech', 'auflaufform', 'springform', 'backform', 'kastenform',
  'küchenmaschine', 'pürierstab', 'stabmixer', 'handrührgerät', 'schneebesen', 'nudelholz',
  'spritzbeutel', 'sieb', 'reibe', 'grillspieße', 'holzspieße',
]);

// prettier-ignore
export const EQUIPMENT_FIRST_WORDS: ReadonlySet<string> = new Set([
  // French
  'moule', 'poêle', 'casserole', 'cocotte', 'mixeur', 'robot', 'fouet', 'plaque', 'thermomètre',
  'passoire', 'tamis', 'poche', 'emporte-pièce',
  // Spanish
  'sartén', 'olla', 'cazuela', 'molde', 'batidora', 'termómetro', 'colador', 'rodillo',
  'varillas',
  // Italian
  'padella', 'pentola', 'casseruola', 'teglia', 'stampo', 'frullatore', 'planetaria',
  'mattarello', 'frusta', 'termometro', 'colino', 'setaccio', 'tortiera',
]);

// Endings of Dutch and German compounds that name equipment ('ovenschaal', 'Grillpfanne').
export const EQUIPMENT_ENDINGS: readonly string[] = [
  'machine',
  'maschine',
  'blech',
  'plaat',
  'schaal',
  'pfanne',
  'thermometer',
  'mixer',
  'vorm',
];

// Words that join equipment to what it is for ('BBQ met deksel voor direct grillen', 'a
// skillet with a lid'): the equipment is named before them.
export const EQUIPMENT_JOINS =
  /\s(?:met|voor|with|for|mit|für|avec|pour|con|para|per|of|van)\s.*$/iu;
