// Lines that measure a part of what is bought by counting the whole: 'grated zest of 1 lemon',
// 'juice of ½ lime', 'kernels cut from 2 ears of corn', 'leaves from 4 sprigs of mint'. The
// shop sells the lemon, the lime, the corn and the mint, so the count is the amount.

const NUMBER_NEXT = String.raw`(?=[\d¼½¾⅓⅔⅛.]|(?:an?|one|two|three|four|five|six|half)\s)`;

const PART_OF_A_WHOLE = new RegExp(
  String.raw`^(?:(?:finely|freshly|coarsely|thinly|fine)\s+)?(?:(?:grated|shredded|peeled|pared|squeezed|strained|cut|picked|stripped)\s+)?` +
    String.raw`(?:(?:zest|juice|peel|rind|pulp)(?:\s*(?:and|&)\s*(?:zest|juice|peel|rind|pulp))?|kernels|leaves|stems|stalks|seeds|flesh|segments|florets|yolks|whites)` +
    String.raw`\s+(?:(?:cut|picked|stripped|scraped|removed|taken)\s+)?(?:of|from)\s+${NUMBER_NEXT}`,
  'i',
);

// 'ears of corn' counts ears of corn; 'sprigs of mint' is read by the unit rules after this.
export function wholeCounted(line: string): string {
  const whole = line.replace(PART_OF_A_WHOLE, '');
  if (whole === line) return line;
  // 'a large orange' and 'half a lemon' are one and a half.
  return whole
    .replace(/^an?\s+(?!few|couple|little|bit)/i, '1 ')
    .replace(/^half\s+(?:an?\s+)?/i, '½ ');
}

// A unit written twice, short and in full ('1 tsp teaspoon salt', '½ c cup cream', '2 lb pounds
// beans'): once.
const UNIT_TWICE =
  /^([\d¼½¾⅓⅔⅛./\s-]*)(?:(tsp|teaspoons?)\.?\s+teaspoons?|(tbsp|tablespoons?)\.?\s+tablespoons?|(c|cups?)\.?\s+cups?|(lbs?|pounds?)\.?\s+(?:pounds?|lbs?)|(oz|ounces?)\.?\s+ounces?|(l|liters?|litres?)\.?\s+(?:liters?|litres?)|(g|grams?)\.?\s+grams?)\b/i;

export function unitOnce(line: string): string {
  const twice = line.match(UNIT_TWICE);
  if (!twice) return line;
  const unit = twice.slice(2).find(Boolean)!;
  return `${twice[1]}${unit}${line.slice(twice[0].length)}`;
}
