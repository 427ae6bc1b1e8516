// The countries and premium ranges of domain/phone/sms-destinations.ts, and the operator's
// SMS_ALLOWED_COUNTRIES as server/env.ts reads it.
import { describe, expect, it } from 'vitest';
import { phoneCountry, smsDestinationProblem } from '#domain/phone/sms-destinations.ts';
import { EnvError, parseEnv } from '#server/env.ts';

describe('SMS destinations', () => {
  it('knows the country of a number, +1 included', () => {
    expect(phoneCountry('+15555550100')).toBe('US');
    expect(phoneCountry('+14165550100')).toBe('CA');
    expect(phoneCountry('+18765550100')).toBe('JM');
    expect(phoneCountry('+442079460958')).toBe('GB');
    expect(phoneCountry('+35312345678')).toBe('IE');
    expect(phoneCountry('+99912345678')).toBeNull();
  });

  it('refuses premium ranges before countries', () => {
    for (const phone of ['+19005550100', '+19765550100', '+449098790000', '+88212345678'])
      expect(smsDestinationProblem(phone, ['US', 'GB'])).toBe('PHONE_PREMIUM_RATE');
    expect(smsDestinationProblem('+442079460958', ['US'])).toBe('PHONE_COUNTRY_NOT_ALLOWED');
    expect(smsDestinationProblem('+442079460958', ['US', 'GB'])).toBeNull();
    expect(smsDestinationProblem('+99912345678', ['US'])).toBe('PHONE_COUNTRY_NOT_ALLOWED');
  });

  it('reads SMS_ALLOWED_COUNTRIES, US when unset, and refuses unknown codes', () => {
    expect(parseEnv({}).SMS_ALLOWED_COUNTRIES).toEqual(['US']);
    expect(parseEnv({ SMS_ALLOWED_COUNTRIES: 'us, ca,GB' }).SMS_ALLOWED_COUNTRIES).toEqual([
      'US',
      'CA',
      'GB',
    ]);
    expect(() => parseEnv({ SMS_ALLOWED_COUNTRIES: 'US,XX' })).toThrow(EnvError);
    expect(() => parseEnv({ SMS_ALLOWED_COUNTRIES: 'US,XX' })).toThrow(/SMS_ALLOWED_COUNTRIES/);
  });
});
