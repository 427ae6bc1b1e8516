// Values no other test uses, so that tests never share an account, a phone's limits or an
// address's limits: one implementation for the integration and end-to-end tests.
let counter = 0;
const next = () => (counter += 1);

export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${Date.now()}-${next()}@example.test`;
}

/** A North American number in E.164 (rate limits are kept per phone). */
export function uniquePhone(): string {
  const tail = String((Date.now() * 7 + next() * 7919) % 10_000_000).padStart(7, '0');
  return `+1555${tail}`;
}

/** The same kind of number as a person types it ('+1 (555) 123-4567') and as stored. */
export function uniqueTypedPhone() {
  const e164 = uniquePhone();
  const digits = e164.slice(-7);
  return { typed: `+1 (555) ${digits.slice(0, 3)}-${digits.slice(3)}`, e164 };
}

/** A documentation-range network address (limits are also kept per address). */
export function uniqueAddress(): string {
  return `198.51.${Math.floor(Math.random() * 200)}.${next() % 250}`;
}
