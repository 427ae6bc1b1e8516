import { describe, expect, it } from 'vitest';
import { signupProblem } from '#domain/accounts/password.ts';
import { setupProblem } from '#domain/family/setup-fields.ts';
import { EnvError, parseEnv } from '#server/env.ts';

describe('signupProblem', () => {
  it('uses the spec messages', () => {
    expect(signupProblem('abcdef', 'abcdeg')).toBe("Passwords don't match");
    expect(signupProblem('abc', 'abc')).toBe('Password must be at least 6 characters long');
    expect(signupProblem('abcdef', 'abcdef')).toBeNull();
  });
});

describe('setupProblem', () => {
  it('needs a family name, then a first name', () => {
    expect(setupProblem({ family_name: ' ', first_name: 'Ann' })).toBe('FAMILY_NAME_REQUIRED');
    expect(setupProblem({ family_name: 'Smith', first_name: '' })).toBe('FIRST_NAME_REQUIRED');
    expect(setupProblem({ family_name: 'Smith', first_name: 'Ann' })).toBeNull();
  });
});

describe('parseEnv', () => {
  it('fills defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('.data');
  });

  it('names the bad variable in one line', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/^Invalid environment variable PORT:/);
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('takes an S3 photo store whole or not at all', () => {
    const s3 = {
      PHOTO_S3_ENDPOINT: 'http://127.0.0.1:9000',
      PHOTO_S3_BUCKET: 'photos',
      PHOTO_S3_ACCESS_KEY_ID: 'key',
      PHOTO_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(parseEnv(s3).PHOTO_S3_REGION).toBe('us-east-1');
    expect(() => parseEnv({ ...s3, PHOTO_S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'Invalid environment variable PHOTO_S3_SECRET_ACCESS_KEY: set all PHOTO_S3_* or none',
    );
  });
});
