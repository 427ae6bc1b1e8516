// Phone numbers are typed any way ('+1 (555) 123-4567', '555.123.4567', '0044 20 7946 0958')
// and stored in E.164 ('+15551234567'). Ten digits without a country code are taken as
// North American, the spec's example format.
export const PHONE_EXAMPLE = '+1 (555) 123-4567';

export function normalizePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/[^\d+]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (digits.lastIndexOf('+') > 0) return null;
  if (!digits.startsWith('+')) {
    if (digits.length === 10) digits = `+1${digits}`;
    else if (digits.length === 11 && digits.startsWith('1')) digits = `+${digits}`;
    else return null;
  }
  return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** '+15551234567' as '+1 (555) 123-4567'; other countries as stored. */
export function formatPhone(e164: string): string {
  const north = e164.match(/^\+1(\d{3})(\d{3})(\d{4})$/);
  return north ? `+1 (${north[1]}) ${north[2]}-${north[3]}` : e164;
}
