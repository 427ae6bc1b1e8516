// Everything that lets someone act as an account without its password: sessions, API
// tokens, MCP connections and the calendar feed's secret address. A password reset ends them all, so
// whoever knew the old password keeps nothing (docs/security.md "Who can do what").
import type { Sql } from 'postgres';
import { revokeAccountApiTokens } from '../api-tokens/api-token-store.ts';
import { revokeAccountFeeds } from '../calendar-feed/feed-secrets.ts';
import { revokeAccountConnections } from '../oauth/connection-store.ts';
import type { SessionStore } from './sessions.ts';

export async function endAccountAccess(
  deps: { sql: Sql; sessions: SessionStore },
  accountID: string,
): Promise<void> {
  await revokeAccountApiTokens(deps.sql, accountID);
  await revokeAccountConnections(deps.sql, accountID);
  await revokeAccountFeeds(deps.sql, accountID);
  await deps.sessions.invalidateAll(accountID);
}
