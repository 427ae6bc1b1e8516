// A Zero client group belongs to the account that first sent writes for it. The mutate
// endpoint can be called directly, and a push names the client group whose write counter
// it advances: without this, one member could mark another member's pending writes as
// done, and Zero would then drop them silently.
import type { Sql } from 'postgres';

/** Records the owner on first sight; whether the group is this account's. */
export async function ownsClientGroup(
  sql: Sql,
  clientGroupID: string,
  userID: string,
): Promise<boolean> {
  const owner = async () =>
    (
      await sql<{ user_id: string }[]>`
        SELECT user_id FROM private.zero_client_group WHERE client_group_id = ${clientGroupID}`
    )[0]?.user_id;
  // A read on every push; the write only on the first one.
  const known = await owner();
  if (known !== undefined) return known === userID;
  await sql`INSERT INTO private.zero_client_group (client_group_id, user_id)
            VALUES (${clientGroupID}, ${userID}) ON CONFLICT (client_group_id) DO NOTHING`;
  return (await owner()) === userID;
}

/** The client group a push body names, if it names one. */
export function clientGroupOf(body: unknown): string | null {
  const id = (body as { clientGroupID?: unknown } | null)?.clientGroupID;
  return typeof id === 'string' ? id : null;
}
