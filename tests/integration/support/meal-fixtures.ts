// Family fixtures the meal tests need and the API of this branch cannot make yet: a
// second signed-in member of the same family, a child without an account, a time zone.
import type { Sql } from 'postgres';
import { newSignedInAccount, type newFamilyMember } from './api-client.ts';

export type Member = Awaited<ReturnType<typeof newFamilyMember>>;

let counter = 0;

/** Another account, signed in, added to `family` as an accepted member. */
export async function joinFamily(sql: Sql, family: Member, firstName: string): Promise<Member> {
  counter += 1;
  const { api, email } = await newSignedInAccount(`joiner-${Date.now()}-${counter}@example.test`);
  const me = await api.get<{ user_id: string }>('/auth/session');
  await sql`INSERT INTO family_member (family_user_id, family_id, user_id, first_name, email, status)
            VALUES (${crypto.randomUUID()}, ${family.session.family_id}, ${me.body.user_id},
                    ${firstName}, ${email}, 'Accepted')`;
  const session = await api.get<Member['session']>('/auth/session');
  return { api, email, session: session.body };
}

/** A member without an account (a young child); returns its family_user_id. */
export async function addChild(sql: Sql, family: Member, firstName: string, birthdate: string) {
  const id = crypto.randomUUID();
  await sql`INSERT INTO family_member (family_user_id, family_id, first_name, birthdate)
            VALUES (${id}, ${family.session.family_id}, ${firstName}, ${birthdate})`;
  return id;
}

export async function setTimeZone(sql: Sql, family: Member, timeZone: string) {
  await sql`UPDATE family SET time_zone = ${timeZone} WHERE id = ${family.session.family_id}`;
}
