import type { Sql } from 'postgres';
import type { TokenScope } from '#domain/api-tokens/token-scopes.ts';
import type { AuthContext } from '#domain/auth-context.ts';
import type { AbuseLimits } from '../auth/abuse-limits.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { CalendarService } from '../calendar/calendar-service.ts';
import type { AssistantConfig } from '../chat/assistant-config.ts';
import type { Env } from '../env.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import type { ZeroDatabase } from '../zero/zero-database.ts';
import type { PhotoStore } from '../photos/photo-store.ts';
import type { ShardDirectory } from '../shards/shard-directory.ts';

/** Everything a route needs, made once at start and passed to createApp. */
export type AppDeps = {
  env: Env;
  sql: Sql;
  zeroDb: ZeroDatabase;
  sessions: SessionStore;
  mailer: Mailer;
  limits: AbuseLimits;
  /** Text messages: Twilio when configured, else the outbox. */
  sms: SmsSender;
  /** Google Calendar; null when not configured. One per app: routes and the background sync share its locks. */
  calendar: CalendarService | null;
  /** The chat's model; null when not configured. */
  assistant: AssistantConfig | null;
  photos: PhotoStore;
  /** Which shard each family is on, and where its zero-cache is (docs/shards.md). */
  shards: ShardDirectory;
};

export type Caller = AuthContext & {
  email: string;
  /** Null for a caller with an API token. */
  sessionID: string | null;
  /** The personal API token the caller used, or null for a session. */
  apiTokenID: string | null;
  /** What the API token may do (server/api-tokens/route-scopes.ts); absent for a session. */
  apiTokenScopes?: readonly TokenScope[];
  /** Set when the token is an MCP connection's (apiTokenID is then the connection's id). */
  connectionClientName?: string;
  viaCookie: boolean;
};

export type AppEnv = { Variables: { caller: Caller | null } };
