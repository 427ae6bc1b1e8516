// A recipe line as the cook reads it for tonight: its amount scaled to the meal's portions
// and written in the family's units with kitchen fractions ('1¾ cups flour, sifted'). The
// ingredient's name is read by the caller (`keyOfLine`): that reading is most of the recipe
// reader's code, and a page needs it only where a cup becomes a weight or the reverse, so
// the pages load it on demand (scale-ingredient.ts binds it; docs/performance.md).
import {
  amountIn,
  formatAmount,
  scaleAmount,
  type Amount,
  libraryParse,
  measureFullness,
  type MeasureFullness,
  zestOrJuicePrefix,
  weighedOrMeasured,
  plainRangeOfMeasures,
  withSecondAmount,
  CONTAINER_WORDS,
  containerWordFor,
  isMetric,
  type MeasurementSystem,
  ownMeasure,
  withoutAmountWrittenAgain,
  shownCount,
} from 'recipe-reader';
import { countedNoun } from './counted-noun.ts';

// A pinch is a pinch for two or for six.
const UNSCALED_UNITS = new Set(['pinch', 'dash', 'drop']);

// The measures a cook fills heaping or scant, which keep those words inside them.
const FILLED_MEASURES = new Set(['cup', 'tablespoon', 'teaspoon', 'dessertspoon']);

/** The ingredient's key of a recipe line ('2 cups flour, sifted' → 'flour'). */
export type KeyOfLine = (line: string) => string;

export function scaleLine(
  line: string,
  factor: number,
  system: MeasurementSystem,
  keyOfLine: KeyOfLine,
): string {
  const trimmed = line.trim();
  // 'Zest of 2 lemons' for twice as many is 'Zest of 4 lemons', in the recipe's words.
  const prefix = zestOrJuicePrefix(trimmed);
  if (prefix)
    return `${prefix}${scaleLine(trimmed.slice(prefix.length), factor, system, keyOfLine)}`;
  // 'Scant 1 cup milk' for twice as many is 'Scant 2 cups milk': how full it is stays.
  const fullness = measureFullness(trimmed);
  const scaled = scaledAmount(fullness.line, factor, system, keyOfLine);
  if (!scaled) return line;
  const amountText = formatAmount(scaled.shown, { fractions: 'kitchen' });
  // The recipe's own weight beside a heaping cup is exact already: 'heaping 30 g' means nothing.
  const shownAmount = scaled.ownMeasure
    ? amountText
    : withFullness(amountText, scaled.shown.unit, fullness);
  const packaged = packagesCounted(
    moreOfItScaled(scaled.description, factor, system),
    scaled.shown,
  );
  const description = scaled.counted ? countedNoun(packaged, shownCount(scaled.shown)) : packaged;
  return `${shownAmount} ${description}`.trim();
}

// A package after its size in brackets, which parse-ingredient leaves in the text ('(14 oz)
// can tomatoes'): its word follows the count shown, '2 (14 oz) cans', '1 (14 oz) can'.
const PACKAGE_AFTER_SIZE = new RegExp(
  String.raw`^(\([^()]*\)\s*)(${CONTAINER_WORDS.join('|')})(s|es)?\b`,
  'i',
);

// More of it after the name ('½ cup sugar, plus 2 tablespoons', '1 c scooped and leveled,
// plus 1 tablespoon flour'), a measure the first amount could not take in.
const MORE_AFTER_NAME =
  /(\b(?:plus|\+)\s*(?:about\s+)?)((?:\d+\s+)?[\d¼½¾⅓⅔⅛][\d/.]*\s*(?:tablespoons?|teaspoons?|tbsps?|tsps?|cups?|ounces?|oz|grams?|g|ml)\.?)(?=\s|$|[,)])/i;

function moreOfItScaled(description: string, factor: number, system: MeasurementSystem): string {
  return description.replace(MORE_AFTER_NAME, (whole, plus: string, measure: string) => {
    const more = libraryParse(`${measure} x`);
    if (more?.quantity === null || !more?.unitOfMeasureID || more.description !== 'x') return whole;
    const amount: Amount = { unit: more.unitOfMeasureID, min: more.quantity, max: null };
    const shown = amountIn(scaleAmount(amount, factor), system);
    return `${plus}${formatAmount(shown, { fractions: 'kitchen' })}`;
  });
}

function packagesCounted(description: string, shown: Amount): string {
  if (shown.unit) return description;
  const count = shownCount(shown);
  return description.replace(
    PACKAGE_AFTER_SIZE,
    (_found, size: string, word: string) => `${size}${containerWordFor(word, count)}`,
  );
}

/** The line's amount for `factor` times as many, or null when it reads as written. */
function scaledAmount(
  line: string,
  factor: number,
  system: MeasurementSystem,
  keyOfLine: KeyOfLine,
): { shown: Amount; ownMeasure: boolean; description: string; counted: boolean } | null {
  // '2 teaspoons to 1 tablespoon salt' is read as the list reads it, 2-3 teaspoons.
  const ranged = plainRangeOfMeasures(line);
  const parsed = libraryParse(ranged);
  if (!parsed || parsed.isGroupHeader || parsed.quantity === null) return null;
  const unit = parsed.unitOfMeasureID;
  if (unit && UNSCALED_UNITS.has(unit)) return null;
  // '1/4 cup plus 2 Tbsp sugar' is ⅜ cup of sugar: both amounts scale, as one.
  const {
    quantity,
    quantity2,
    unit: amountUnit,
    description,
  } = withSecondAmount({
    quantity: parsed.quantity,
    quantity2: parsed.quantity2,
    unit,
    description: parsed.description,
  });
  const amount: Amount = { unit: amountUnit, min: quantity ?? parsed.quantity, max: quantity2 };
  const converted = amountIn(scaleAmount(amount, factor), system);
  // '1 cup (220 g) sugar' is 220 g in a metric kitchen, and the bracket goes; else '2 cups
  // flour' is weighed there (240 g), and '250 g flour' measured in a US one (2 cups).
  const own = ownMeasure(line, amount, converted.unit);
  const keyOf = () => keyOfLine(line);
  const scaled = scaleAmount(own ?? amount, factor);
  const shown = amountIn(
    own ? scaled : weighedOrMeasured(scaled, keyOf, system, { toCups: true }),
    system,
  );
  const unitAsWritten = shown.unit === amountUnit;
  // For as many as the recipe makes, a range it wrote in units of the family's system reads best
  // as written.
  const sameSystem = ranged !== line && isMetric(shown.unit ?? '') === isMetric(amountUnit ?? '');
  if (factor === 1 && (unitAsWritten || sameSystem)) return null;
  return {
    shown,
    ownMeasure: own !== null,
    description: withoutAmountWrittenAgain(description, amount),
    // Counted with no unit before or after scaling: '2 onions', not '2 (15 oz) cans'.
    counted: amountUnit === null && shown.unit === null,
  };
}

/** '2 heaping tbsp' where the recipe wrote it inside a spoon, else before it: 'Scant 2 cups', 'heaping 80 ml'. */
function withFullness(amountText: string, unit: string | null, fullness: MeasureFullness): string {
  if (fullness.inMeasure && unit && FILLED_MEASURES.has(unit)) {
    const afterNumber = amountText.indexOf(' ');
    return `${amountText.slice(0, afterNumber)} ${fullness.inMeasure}${amountText.slice(afterNumber)}`;
  }
  return `${fullness.before}${fullness.inMeasure ? `${fullness.inMeasure} ` : ''}${amountText}`;
}
