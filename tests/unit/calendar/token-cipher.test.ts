import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openToken, sealToken } from '#server/calendar/token-cipher.ts';

const key = randomBytes(32);

describe('token cipher', () => {
  it('opens what it sealed, and never stores the token in clear', () => {
    const sealed = sealToken(key, '1//refresh-token', 'account-1');
    expect(sealed).not.toContain('refresh');
    expect(sealed).toMatch(/^v1\./);
    expect(openToken(key, sealed, 'account-1')).toBe('1//refresh-token');
  });

  it('seals the same token differently every time', () => {
    expect(sealToken(key, 'token', 'a')).not.toBe(sealToken(key, 'token', 'a'));
  });

  it('refuses another account, another key, or a changed ciphertext', () => {
    const sealed = sealToken(key, 'token', 'account-1');
    expect(() => openToken(key, sealed, 'account-2')).toThrow();
    expect(() => openToken(randomBytes(32), sealed, 'account-1')).toThrow();
    const parts = sealed.split('.');
    parts[2] = Buffer.from('tampered').toString('base64url');
    expect(() => openToken(key, parts.join('.'), 'account-1')).toThrow();
  });
});
