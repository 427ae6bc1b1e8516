// The kitchen units of Dutch, German, French, Spanish and Italian recipes, as the words each
// language writes for a unit parse-ingredient already knows (its ids, with their conversion
// factors). parse-ingredient reads other languages through its `additionalUOMs` option but
// ships English words only, and no maintained package has these tables for all five
// languages (recipe-ingredient-parser-v3 has Italian and German, as a whole other parser),
// so the words are kept here, as data. A word that is also an English word of a name is left
// out ('fetta', a slice in Italian, is feta misspelt in English).
// prettier-ignore
export const UNIT_WORDS_BY_LANGUAGE: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  nl: {
    teaspoon: ['tl', 'tl.', 'theelepel', 'theelepels', 'thl'],
    tablespoon: ['el', 'el.', 'eetlepel', 'eetlepels', 'eetl'],
    cup: ['kopje', 'kopjes', 'kop'],
    pinch: ['snufje', 'snufjes', 'snuf', 'mespunt', 'mespuntje'],
    clove: ['teen', 'teentje', 'teentjes', 'tenen'],
    sprig: ['takje', 'takjes', 'steeltje', 'steeltjes'],
    bunch: ['bos', 'bosje', 'bosjes'],
    can: ['blik', 'blikje', 'blikjes', 'blikken'],
    packet: ['zakje', 'zakjes', 'pak', 'pakje', 'pakjes'],
    slice: ['plak', 'plakje', 'plakjes', 'plakken'],
    piece: ['stuk', 'stuks', 'stukje', 'stukjes'],
    jar: ['potje', 'potjes'],
    handful: ['handje', 'handvol'],
  },
  de: {
    teaspoon: ['TL', 'tl', 'Teelöffel', 'Tl.'],
    tablespoon: ['EL', 'el', 'Esslöffel', 'El.'],
    cup: ['Tasse', 'Tassen'],
    pinch: ['Prise', 'Prisen', 'Msp', 'Msp.', 'Messerspitze'],
    clove: ['Zehe', 'Zehen', 'Knoblauchzehe', 'Knoblauchzehen'],
    sprig: ['Zweig', 'Zweige', 'Stiel', 'Stiele'],
    bunch: ['Bund', 'Bd.', 'Bündel'],
    can: ['Dose', 'Dosen'],
    packet: ['Päckchen', 'Pck.', 'Pck', 'Pkg.', 'Packung', 'Packungen', 'Beutel'],
    slice: ['Scheibe', 'Scheiben'],
    piece: ['Stück', 'Stk.', 'Stk', 'St.'],
    jar: ['Glas', 'Gläser'],
    tub: ['Becher'],
    handful: ['Handvoll'],
  },
  fr: {
    teaspoon: ['c. à café', 'c.à.c', 'c.à.c.', 'c. à c.', 'cc', 'cuillère à café', 'cuillères à café', 'cuil. à café'],
    tablespoon: ['c. à soupe', 'c.à.s', 'c.à.s.', 'c. à s.', 'cs', 'cuillère à soupe', 'cuillères à soupe', 'cuil. à soupe'],
    cup: ['tasse', 'tasses'],
    pinch: ['pincée', 'pincées'],
    clove: ['gousse', 'gousses'],
    sprig: ['brin', 'brins'],
    bunch: ['botte', 'bottes'],
    can: ['boîte', 'boîtes'],
    packet: ['sachet', 'sachets', 'paquet', 'paquets'],
    slice: ['tranche', 'tranches'],
    piece: ['pièce', 'pièces', 'morceau', 'morceaux'],
    jar: ['bocal', 'bocaux'],
  },
  es: {
    teaspoon: ['cucharadita', 'cucharaditas', 'cdta', 'cdta.', 'cdtas'],
    tablespoon: ['cucharada', 'cucharadas', 'cda', 'cda.', 'cdas'],
    cup: ['taza', 'tazas'],
    liter: ['litro', 'litros'],
    pinch: ['pizca', 'pizcas', 'pellizco'],
    clove: ['diente', 'dientes'],
    sprig: ['ramita', 'ramitas'],
    bunch: ['manojo', 'manojos'],
    can: ['lata', 'latas'],
    packet: ['sobre', 'sobres', 'paquete', 'paquetes'],
    slice: ['rebanada', 'rebanadas', 'rodaja', 'rodajas', 'loncha', 'lonchas'],
    piece: ['pieza', 'piezas', 'trozo', 'trozos'],
    jar: ['bote', 'botes', 'tarro'],
  },
  it: {
    teaspoon: ['cucchiaino', 'cucchiaini'],
    tablespoon: ['cucchiaio', 'cucchiai'],
    cup: ['tazza', 'tazze'],
    liter: ['litro', 'litri'],
    slice: ['fette'],
    pinch: ['pizzico', 'pizzichi'],
    clove: ['spicchio', 'spicchi'],
    sprig: ['rametto', 'rametti', 'ciuffo', 'ciuffi'],
    bunch: ['mazzo', 'mazzetto'],
    can: ['lattina', 'barattolo'],
    packet: ['bustina', 'bustine', 'confezione', 'confezioni'],
    piece: ['pezzo', 'pezzi'],
  },
};

// What joins a unit to its name in these languages ('1 c. à soupe d'huile', '2 cucchiai di
// olio', '1 cucharada de aceite', '1 snufje van'): dropped after a unit, as 'of' is.
export const UNIT_LINKING_WORDS: readonly (string | RegExp)[] = [
  'of',
  'de',
  'di',
  'del',
  'della',
  'van',
  /^d['’]\s*/iu,
  /^de\s+la\s+/iu,
  /^du\s+/iu,
];
