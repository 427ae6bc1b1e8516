// Who sent an inbound text: the member of a family whose verified phone it came from
// (private.verified_phone, written only by the code flow). A number verified by members of
// two families puts nothing on either list.
import type { Sql } from 'postgres';
import type { AuthContext } from '#domain/auth-context.ts';

export type TextingMember = AuthContext & {
  familyID: string;
  familyUserID: string;
  first_name: string;
};

export async function textingMember(sql: Sql, phone: string): Promise<TextingMember | null> {
  const rows = await sql<
    { family_user_id: string; family_id: string; user_id: string | null; first_name: string }[]
  >`SELECT m.family_user_id, m.family_id, m.user_id, m.first_name
      FROM private.verified_phone v
      JOIN family_member m ON m.family_user_id = v.family_user_id
     WHERE v.phone = ${phone} AND m.phone = ${phone} AND m.phone_verified`;
  const [member] = rows;
  if (!member || rows.length !== 1 || !member.user_id) return null;
  return {
    userID: member.user_id,
    familyID: member.family_id,
    familyUserID: member.family_user_id,
    first_name: member.first_name,
  };
}
