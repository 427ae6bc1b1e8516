// Secrets for links sent by email (verification, reset, invitations): 256 random bits,
// of which only SHA-256 is stored, so a database leak opens no link.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

export function newLinkToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

/** Null for anything that cannot be one of our tokens, so it is never even looked up. */
export function linkTokenHash(token: string): Buffer | null {
  if (!/^[a-z2-7]{40,64}$/.test(token)) return null;
  return Buffer.from(sha256(new TextEncoder().encode(token)));
}
