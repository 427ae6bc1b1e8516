// A family that keeps no staples: a refresh then lists everything its meals need, as before
// staples existed (the refresh's own rules are tested so; staples in pantry-staples.test.ts).
import type { Sql } from 'postgres';

export async function withoutStaples(
  sql: Sql,
  ...members: Array<{ session: { family_id: string | null } }>
) {
  for (const member of members) {
    await sql`DELETE FROM pantry_staple WHERE family_id = ${member.session.family_id}`;
  }
}
