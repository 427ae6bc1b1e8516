// Configuration from the environment, validated once at start. A bad or half-configured
// value stops the process with one line naming the variable.
import { z } from 'zod';
import { DEFAULT_SMS_COUNTRIES, SMS_COUNTRIES } from '#domain/phone/sms-destinations.ts';

const port = z.coerce.number().int().min(1).max(65535);
const optionalUrl = z.url().optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: port.default(15432),
  // With the embedded Postgres: the room held back in DATA_DIR for a full disk, freed so
  // that reads and live sync go on while writes are refused (server/http/space-reserve.ts).
  SPACE_RESERVE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  ZERO_PORT: port.default(4848),
  ZERO_CACHE_URL: optionalUrl,
  // Shards (docs/shards.md): how many zero-caches `npm start` runs, each serving its own
  // families; or, where they run elsewhere, each shard's address in shard order.
  // At most 8 on one machine: each zero-cache is six processes and ~15 Postgres connections.
  SHARDS: z.coerce.number().int().min(1).max(8).default(1),
  ZERO_CACHE_URLS: z
    .string()
    .transform((value) => value.split(',').map((url) => url.trim()))
    .pipe(z.array(z.url()).min(1))
    .optional(),
  // A replication slot holding more WAL than this (a shard's zero-cache down) makes
  // /api/health answer 503 and is said in the log (docs/shards.md, "A shard down").
  WAL_RETAINED_WARN_MB: z.coerce.number().int().min(1).default(1024),
  ZERO_ADMIN_PASSWORD: z.string().min(8).optional(),
  ZERO_REPLICA_FILE: z.string().min(1).optional(),
  ZERO_LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('warn'),
  CLIENT_DIST_DIR: z.string().min(1).default('client/dist'),
  // Names the client's build instead of its index.html (server/http/build-id.ts): open
  // pages that were served another build say a new version is ready.
  BUILD_ID_FILE: z.string().min(1).optional(),
  // Lets recipe import fetch pages on loopback/private addresses: for tests only.
  RECIPE_FETCH_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // Lets an assistant's client_id name a metadata document on http://127.0.0.1: for tests only
  // (server/oauth/client-store.ts).
  OAUTH_CLIENT_DOCUMENTS_ON_LOOPBACK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // --- Google Calendar (docs/google-calendar.md). The client id and secret are the
  // app's Google OAuth client (shared with Google sign-in); the calendar is offered only
  // when they and CALENDAR_TOKEN_KEY are set. The URLs default to Google's own; the OAuth
  // endpoints (GOOGLE_OAUTH_*_URL, below) serve the calendar and sign-in alike.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  CALENDAR_TOKEN_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 random bytes in base64 (openssl rand -base64 32)')
    .optional(),
  GOOGLE_REVOKE_URL: z.url().default('https://oauth2.googleapis.com/revoke'),
  GOOGLE_CALENDAR_ROOT_URL: z.url().default('https://www.googleapis.com/'),
  CALENDAR_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  // How often the server looks for prep reminders and nudges that are due; 0 runs no
  // reminder queue in this process (the integration tests drive their own).
  REMINDER_SCAN_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // Text messages (server/sms): all three, or none for the outbox.
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  // Countries verification texts may go to, ISO codes ('US,CA,GB'); premium-rate and
  // international-network numbers never (domain/phone/sms-destinations.ts).
  SMS_ALLOWED_COUNTRIES: z
    .string()
    .transform((value) => value.split(',').map((code) => code.trim().toUpperCase()))
    .pipe(
      z.array(
        z.enum(SMS_COUNTRIES as [string, ...string[]], {
          error: 'must be ISO country codes separated by commas, e.g. US,CA,GB',
        }),
      ),
    )
    .default([...DEFAULT_SMS_COUNTRIES]),
  // Points the Twilio client at a local fake Twilio: for tests only.
  TWILIO_API_BASE_URL: optionalUrl,
  // --- Accounts: email, Google sign-in, access requests, rate limits ---
  // smtp://user:password@host:587 (STARTTLS) or smtps://...:465. Unset: the dev outbox.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Family Dinner Planner <no-reply@localhost>'),
  GOOGLE_OAUTH_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_OAUTH_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  ACCESS_REQUEST_APPROVAL: z.enum(['operator', 'automatic']).default('operator'),
  // Anyone may sign up and start a family; off (the default), a new family needs an
  // invitation, an approved access request or the first-family link printed at start.
  OPEN_SIGNUP: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // Behind a reverse proxy: take the client address from the last X-Forwarded-For entry.
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  EMAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  EMAIL_REQUESTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  // The AI assistant: any OpenAI-compatible chat completions server. Unset: chat is off.
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).optional(),
  ASSISTANT_MAX_TOOL_ROUNDS: z.coerce.number().int().min(1).max(10).default(4),
  ASSISTANT_MAX_REPLY_TOKENS: z.coerce.number().int().min(64).max(8192).default(1024),
  // The key of the development outboxes (server/mail/dev-outbox-key.ts); unset: random per start.
  DEV_OUTBOX_KEY: z.string().min(16).optional(),
  RECIPE_IMPORTS_PER_MEMBER_PER_HOUR: z.coerce.number().int().min(1).default(30),
  // Dish photo uploads (each is decoded and resized) and family imports, per account.
  PHOTO_UPLOADS_PER_MEMBER_PER_HOUR: z.coerce.number().int().min(1).default(60),
  FAMILY_IMPORTS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // Dish photos in an S3-compatible bucket (all four, or none for DATA_DIR/photos).
  PHOTO_S3_ENDPOINT: optionalUrl,
  PHOTO_S3_BUCKET: z.string().min(3).max(63).optional(),
  PHOTO_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  PHOTO_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  PHOTO_S3_REGION: z.string().min(1).default('us-east-1'),
});

const PHOTO_S3_VARIABLES = [
  'PHOTO_S3_ENDPOINT',
  'PHOTO_S3_BUCKET',
  'PHOTO_S3_ACCESS_KEY_ID',
  'PHOTO_S3_SECRET_ACCESS_KEY',
] as const;

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty string means "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = issue?.path.join('.') ?? 'environment';
    throw new EnvError(`Invalid environment variable ${variable}: ${issue?.message ?? 'invalid'}`);
  }
  if (Boolean(result.data.GOOGLE_CLIENT_ID) !== Boolean(result.data.GOOGLE_CLIENT_SECRET)) {
    throw new EnvError('Invalid environment variable GOOGLE_CLIENT_SECRET: set both or neither');
  }
  const missingS3 = PHOTO_S3_VARIABLES.find((name) => !result.data[name]);
  if (missingS3 && PHOTO_S3_VARIABLES.some((name) => result.data[name])) {
    throw new EnvError(`Invalid environment variable ${missingS3}: set all PHOTO_S3_* or none`);
  }
  return result.data;
}

export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
