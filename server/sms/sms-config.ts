// Twilio is used when all three of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are
// set; with none, messages go to the outbox. Half a configuration stops the server.
import { EnvError, type Env } from '../env.ts';

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** A sender number in E.164, or a Messaging Service SID ('MG...'). */
  from: string;
  /** Tests point the official client at a local fake Twilio. */
  apiBaseUrl: string | undefined;
};

const REQUIRED = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

export function twilioConfig(env: Env): TwilioConfig | null {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  if (accountSid && authToken && from) {
    return { accountSid, authToken, from, apiBaseUrl: env.TWILIO_API_BASE_URL };
  }
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length === REQUIRED.length) return null;
  throw new EnvError(
    `Invalid environment variable ${missing[0]}: required when ${REQUIRED.filter((n) => env[n]).join(' and ')} set`,
  );
}
