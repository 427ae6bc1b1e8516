import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from '#domain/phone/phone-number.ts';
import { typedCode } from '#domain/phone/verification-rules.ts';

describe('normalizePhone', () => {
  it.each([
    ['+1 (555) 123-4567', '+15551234567'],
    ['555-123-4567', '+15551234567'],
    ['(555) 123 4567', '+15551234567'],
    ['1 555 123 4567', '+15551234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
  ])('%s → %s', (raw, e164) => {
    expect(normalizePhone(raw)).toBe(e164);
  });

  it.each([
    '',
    '12345',
    'call me',
    '+0 555 123 4567',
    '555-123-456',
    '+1 555 123 4567 ext 2',
    '+1+5551234567',
  ])('refuses %j', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });

  it('shows North American numbers in the example format', () => {
    expect(formatPhone('+15551234567')).toBe('+1 (555) 123-4567');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
  });
});

describe('typedCode', () => {
  it('trims the code and calls a blank one required', () => {
    expect(typedCode(' 123 456 ')).toBe('123456');
    expect(() => typedCode('   ')).toThrow('Please enter the verification code.');
  });
});
