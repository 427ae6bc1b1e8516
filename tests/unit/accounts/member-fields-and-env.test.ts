import { describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { parseMemberFields } from '#domain/family/member-fields.ts';
import { EnvError, parseEnv } from '#server/env.ts';

describe('member fields (docs/spec.md §5 Family member and profile)', () => {
  it('sends empty birthdate, email and phone as null; trims; lower-cases the email', () => {
    expect(
      parseMemberFields({
        first_name: ' Ana ',
        last_name: '',
        preferences: '  ',
        birthdate: '',
        email: ' Ana@Example.TEST ',
        phone: '',
      }),
    ).toEqual({
      first_name: 'Ana',
      last_name: null,
      preferences: null,
      birthdate: null,
      email: 'ana@example.test',
      phone: null,
    });
  });

  it('needs a first name and a real date, email and phone', () => {
    expect(() => parseMemberFields({ first_name: ' ' })).toThrow(AppError);
    expect(() => parseMemberFields({ first_name: 'A', birthdate: '2023-02-29' })).toThrow();
    expect(() => parseMemberFields({ first_name: 'A', email: 'nope' })).toThrow();
    expect(() => parseMemberFields({ first_name: 'A', phone: 'call me' })).toThrow();
    expect(parseMemberFields({ first_name: 'A', phone: '+1 (555) 123-4567' }).phone).toBe(
      '+1 (555) 123-4567',
    );
  });
});

describe('account settings in the environment', () => {
  it('has safe defaults: operator approval, no proxy trust, Google off', () => {
    const env = parseEnv({});
    expect(env.ACCESS_REQUEST_APPROVAL).toBe('operator');
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(env.LOGIN_MAX_FAILURES_PER_ACCOUNT).toBe(10);
  });

  it('refuses half a Google configuration and a non-SMTP mail URL', () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(EnvError);
    expect(() => parseEnv({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(parseEnv({ SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBeDefined();
  });
});
