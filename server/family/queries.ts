// Reads behind the family routes that Zero's queries do not cover.
import type { Sql } from 'postgres';

/** The first name of a member (the inviter's, in an invitation email), if any. */
export async function memberFirstName(
  sql: Sql,
  familyUserID: string | null,
): Promise<string | null> {
  const [member] = await sql<{ first_name: string }[]>`
    SELECT first_name FROM family_member WHERE family_user_id = ${familyUserID}`;
  return member?.first_name ?? null;
}
