// Where verification texts may go (docs/security.md, text messages): only to countries the
// operator allows (SMS_ALLOWED_COUNTRIES, server/env.ts), never to premium-rate or
// international-network numbers, which bill the sender per message (toll fraud).

/** E.164 prefixes (after '+') that are premium-rate, shared-cost or not a country. */
export const PREMIUM_PREFIXES = [
  '1900', // North American premium rate
  '1976', // North American pay-per-call
  '449', // UK 09: premium rate
  '4487', // UK 087: revenue sharing
  '4470', // UK 070: personal numbers that forward at a premium
  '3389', // France 089: premium rate
  '49900', // Germany 0900: premium rate
  '49137', // Germany 0137: televoting
  '3989', // Italy 89: premium rate
  '34803', // Spain 803/806/807/905: premium rate
  '34806',
  '34807',
  '34905',
  '61190', // Australia 190: premium rate
  '800', // international freephone
  '808', // international shared cost
  '870', // Inmarsat
  '878', // universal personal telecommunications
  '881', // global mobile satellite
  '882', // international networks
  '883', // international networks
  '979', // international premium rate
] as const;

// North American area codes outside the United States (Canada and the Caribbean): +1 is
// many countries, and several Caribbean ones are favourites of toll fraud.
const NANP_AREAS: Record<string, string> = Object.fromEntries(
  [
    ['CA', '204 226 236 249 250 257 263 289 306 343 354 365 367 368 382 403 416 418 428 431 437 438 450 460 468 474 506 514 519 548 579 581 584 587 604 613 639 647 672 683 705 709 742 753 778 780 782 807 819 825 867 873 879 902 905 942'],
    ['BS', '242'], ['BB', '246'], ['AI', '264'], ['AG', '268'], ['VG', '284'], ['KY', '345'],
    ['BM', '441'], ['GD', '473'], ['TC', '649'], ['JM', '658 876'], ['MS', '664'],
    ['SX', '721'], ['LC', '758'], ['DM', '767'], ['VC', '784'], ['DO', '809 829 849'],
    ['TT', '868'], ['KN', '869'], ['PR', '787 939'], ['VI', '340'], ['GU', '671'],
    ['AS', '684'], ['MP', '670'],
  ].flatMap(([country, areas]) => areas!.split(' ').map((area) => [area, country!])),
); // prettier-ignore

/** Country calling codes and their countries, longest codes first when matching. */
const CALLING_CODES: Record<string, string> = {
  '7': 'RU', '20': 'EG', '27': 'ZA', '30': 'GR', '31': 'NL', '32': 'BE', '33': 'FR',
  '34': 'ES', '36': 'HU', '39': 'IT', '40': 'RO', '41': 'CH', '43': 'AT', '44': 'GB',
  '45': 'DK', '46': 'SE', '47': 'NO', '48': 'PL', '49': 'DE', '51': 'PE', '52': 'MX',
  '54': 'AR', '55': 'BR', '56': 'CL', '57': 'CO', '60': 'MY', '61': 'AU', '62': 'ID',
  '63': 'PH', '64': 'NZ', '65': 'SG', '66': 'TH', '81': 'JP', '82': 'KR', '84': 'VN',
  '86': 'CN', '90': 'TR', '91': 'IN', '92': 'PK', '234': 'NG', '254': 'KE', '351': 'PT',
  '352': 'LU', '353': 'IE', '354': 'IS', '356': 'MT', '357': 'CY', '358': 'FI', '359': 'BG',
  '370': 'LT', '371': 'LV', '372': 'EE', '380': 'UA', '385': 'HR', '386': 'SI', '420': 'CZ',
  '421': 'SK', '852': 'HK', '886': 'TW', '971': 'AE', '972': 'IL', '966': 'SA',
}; // prettier-ignore

/** The countries SMS_ALLOWED_COUNTRIES may name (ISO 3166-1 alpha-2). */
export const SMS_COUNTRIES: readonly string[] = [
  ...new Set(['US', ...Object.values(NANP_AREAS), ...Object.values(CALLING_CODES)]),
].sort();

/** Used when the operator names none: families have no country of their own. */
export const DEFAULT_SMS_COUNTRIES: readonly string[] = ['US'];

export function isPremiumRate(e164: string): boolean {
  const digits = e164.replace(/^\+/, '');
  return PREMIUM_PREFIXES.some((prefix) => digits.startsWith(prefix));
}

/** The country of an E.164 number, or null when it is not one this app knows. */
export function phoneCountry(e164: string): string | null {
  const digits = e164.replace(/^\+/, '');
  if (digits.startsWith('1')) return NANP_AREAS[digits.slice(1, 4)] ?? 'US';
  for (const length of [3, 2, 1]) {
    const country = CALLING_CODES[digits.slice(0, length)];
    if (country) return country;
  }
  return null;
}

export type SmsDestinationProblem = 'PHONE_PREMIUM_RATE' | 'PHONE_COUNTRY_NOT_ALLOWED';

/** Why a text may not go to this number, or null when it may. */
export function smsDestinationProblem(
  e164: string,
  allowedCountries: readonly string[],
): SmsDestinationProblem | null {
  if (isPremiumRate(e164)) return 'PHONE_PREMIUM_RATE';
  const country = phoneCountry(e164);
  return country && allowedCountries.includes(country) ? null : 'PHONE_COUNTRY_NOT_ALLOWED';
}
