// Sends one text message: through Twilio when configured, else into the outbox (a table
// and a log line) so that development works without an account.
import type { Sql } from 'postgres';
import type { Env } from '../env.ts';
import { outboxSender } from './outbox-sender.ts';
import { twilioConfig } from './sms-config.ts';
import type { SmsSender } from './sms-types.ts';
import { twilioSender } from './twilio-sender.ts';

export type { SmsSender };

export function createSmsSender(env: Env, sql: Sql, log: (line: string) => void): SmsSender {
  const config = twilioConfig(env);
  return config ? twilioSender(config) : outboxSender(sql, log);
}
