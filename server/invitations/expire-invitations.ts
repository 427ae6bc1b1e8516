// A member whose invitation expired unaccepted is no longer 'Invited', so that the invite
// rule offers the Invite button again. Run at start and then every few minutes.
import type { Sql } from 'postgres';

export const EXPIRY_SWEEP_MS = 15 * 60 * 1000;

/** Returns how many members went back from Invited. */
export async function expireInvitations(sql: Sql): Promise<number> {
  const rows = await sql`
    UPDATE family_member m SET status = NULL, invited_at = NULL
     WHERE lower(m.status) = 'invited' AND m.user_id IS NULL
       AND NOT EXISTS (
         SELECT 1 FROM private.invitation i
          WHERE i.family_user_id = m.family_user_id
            AND i.accepted_at IS NULL AND i.expires_at > now())
    RETURNING m.family_user_id`;
  return rows.length;
}

export function scheduleInvitationExpiry(sql: Sql, log: (line: string) => void) {
  const sweep = () =>
    void expireInvitations(sql).catch((error: unknown) =>
      log(`Could not expire invitations: ${String(error)}`),
    );
  sweep();
  const timer = setInterval(sweep, EXPIRY_SWEEP_MS);
  timer.unref();
  return async () => clearInterval(timer);
}
