// A random secret per family, in the private schema, for ids derived on the server
// (domain/shopping/meal-item-id.ts): made on first use.
import type { Sql } from 'postgres';

export async function familySecret(sql: Sql, familyID: string): Promise<string> {
  await sql`INSERT INTO private.family_secret (family_id) VALUES (${familyID})
            ON CONFLICT (family_id) DO NOTHING`;
  const [row] = await sql<{ secret: string }[]>`
    SELECT secret FROM private.family_secret WHERE family_id = ${familyID}`;
  if (!row) throw new Error(`no secret for family ${familyID}`);
  return row.secret;
}
