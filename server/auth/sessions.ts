// Sessions written per the Lucia guide: the token is "id.secret", only SHA-256(secret)
// is stored, and expiry slides so that a kitchen tablet left open stays signed in.
import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Sql } from 'postgres';
import { createCallerCache } from './caller-cache.ts';

const ACTIVITY_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export type Session = { id: string; accountID: string; lastVerifiedAt: Date };

export type SessionWithAccount = {
  session: Session;
  email: string;
  familyID: string | null;
  familyUserID: string | null;
};

type SessionRow = {
  secret_hash: Buffer;
  account_id: string;
  last_verified_at: Date;
  email: string;
  family_id: string | null;
  family_user_id: string | null;
};

function randomString(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

export function createSessionStore(sql: Sql, ttlDays: number) {
  const ttlMs = ttlDays * 24 * 60 * 60 * 1000;
  const callers = createCallerCache<SessionWithAccount>();

  return {
    ttlMs,

    /** Remembers callers for a few seconds from now on (caller-cache.ts); returns the stop. */
    followCallerChanges: () => callers.follow(sql),

    async create(accountID: string): Promise<string> {
      const id = randomString();
      const secret = randomString();
      await sql`INSERT INTO private.session (id, secret_hash, account_id)
        VALUES (${id}, ${Buffer.from(hashSecret(secret))}, ${accountID})`;
      return `${id}.${secret}`;
    },

    async validate(token: string): Promise<Session | null> {
      return (await this.validateWithAccount(token))?.session ?? null;
    },

    /**
     * The session with its account and family membership, read in one query. `remembered`:
     * may be answered from the last few seconds' answers (caller-cache.ts), for the calls
     * zero-cache makes on each edit between devices (docs/performance.md).
     */
    async validateWithAccount(
      token: string,
      { remembered = false } = {},
    ): Promise<SessionWithAccount | null> {
      const [id, secret, extra] = token.split('.');
      if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64)
        return null;
      const secretHash = hashSecret(secret);
      const now = Date.now();
      const known = remembered ? callers.get(id, secretHash) : undefined;
      if (known && now - known.session.lastVerifiedAt.getTime() < ttlMs) return known;
      const ticket = callers.ticket();
      const [row] = await sql<SessionRow[]>`
        SELECT s.secret_hash, s.account_id, s.last_verified_at,
               a.email, m.family_id, m.family_user_id
          FROM private.session s
          JOIN private.account a ON a.id = s.account_id
          LEFT JOIN family_member m ON m.user_id = s.account_id
         WHERE s.id = ${id}`;
      if (!row) return null;
      if (!constantTimeEqual(secretHash, new Uint8Array(row.secret_hash))) return null;
      if (now - row.last_verified_at.getTime() >= ttlMs) {
        await sql`DELETE FROM private.session WHERE id = ${id}`;
        return null;
      }
      let lastVerifiedAt = row.last_verified_at;
      if (now - lastVerifiedAt.getTime() >= ACTIVITY_CHECK_INTERVAL_MS) {
        lastVerifiedAt = new Date(now);
        await sql`UPDATE private.session SET last_verified_at = ${lastVerifiedAt} WHERE id = ${id}`;
      }
      const found = {
        session: { id, accountID: row.account_id, lastVerifiedAt },
        email: row.email,
        familyID: row.family_id,
        familyUserID: row.family_user_id,
      };
      // A caller without a family yet is not remembered: joining one must count at once.
      if (row.family_id) callers.set(ticket, id, secretHash, row.account_id, found);
      return found;
    },

    // Forgotten after the delete too: a request read between the two is not remembered.
    async invalidate(sessionID: string): Promise<void> {
      callers.forgetSession(sessionID);
      await sql`DELETE FROM private.session WHERE id = ${sessionID}`;
      callers.forgetSession(sessionID);
    },

    async invalidateAll(accountID: string): Promise<void> {
      callers.forgetAccount(accountID);
      await sql`DELETE FROM private.session WHERE account_id = ${accountID}`;
      callers.forgetAccount(accountID);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
