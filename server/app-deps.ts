// The services every request handler receives, built the same way by the server and by
// tests that run the app in process.
import type { Sql } from 'postgres';
import { createAbuseLimits } from './auth/abuse-limits.ts';
import { createRateLimiter } from './auth/rate-limit.ts';
import { createSessionStore } from './auth/sessions.ts';
import { calendarConfig } from './calendar/calendar-config.ts';
import { createCalendarService } from './calendar/calendar-service.ts';
import { assistantConfig } from './chat/assistant-config.ts';
import type { Env } from './env.ts';
import type { AppDeps } from './http/app-env.ts';
import { createMailer } from './mail/mailer.ts';
import { photoStoreOf } from './photos/configured-photo-store.ts';
import { createSmsSender } from './sms/sms-sender.ts';
import { createZeroDatabase } from './zero/zero-database.ts';
import { createShardDirectory } from './shards/shard-directory.ts';
import { zeroCacheUrls } from './shards/shard-urls.ts';

export function createAppDeps(env: Env, sql: Sql, log: (line: string) => void): AppDeps {
  return {
    env,
    sql,
    zeroDb: createZeroDatabase(sql),
    sessions: createSessionStore(sql, env.SESSION_TTL_DAYS),
    mailer: createMailer(env, sql, log),
    limits: createAbuseLimits(env, createRateLimiter(sql)),
    sms: createSmsSender(env, sql, log),
    calendar: calendarOf(env, sql),
    assistant: assistantConfig(env),
    photos: photoStoreOf(env),
    shards: createShardDirectory(sql, zeroCacheUrls(env)),
  };
}

function calendarOf(env: Env, sql: Sql) {
  const config = calendarConfig(env);
  return config && createCalendarService(config, sql);
}
