import { describe, expect, it } from 'vitest';
import { greetingName } from '#domain/family/greeting.ts';

describe('greetingName', () => {
  it('uses the first name when there is one', () => {
    expect(greetingName('Maria', 'maria@example.com')).toBe('Maria');
  });

  it('falls back to the login address before the at-sign', () => {
    expect(greetingName(null, 'sam.jones@example.com')).toBe('sam.jones');
    expect(greetingName('  ', 'sam@example.com')).toBe('sam');
  });

  it("says 'there' when nothing is known", () => {
    expect(greetingName(null, null)).toBe('there');
    expect(greetingName(undefined, '@example.com')).toBe('there');
  });
});
