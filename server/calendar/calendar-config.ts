// The calendar's settings from the environment, or null when Google is not configured
// (then the routes answer 404 and Settings says so).
import { EnvError, publicUrl, type Env } from '../env.ts';

export type CalendarConfig = {
  clientId: string;
  clientSecret: string;
  tokenKey: Buffer;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiRootUrl: string;
  redirectUri: string;
  publicOrigin: string;
  syncIntervalMs: number;
};

export const OAUTH_CALLBACK_PATH = '/api/calendar/oauth/callback';

export function calendarConfig(env: Env): CalendarConfig | null {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new EnvError('Google needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
  }
  if (!clientId || !clientSecret || !env.CALENDAR_TOKEN_KEY) return null;
  const base = publicUrl(env);
  return {
    clientId,
    clientSecret,
    tokenKey: Buffer.from(env.CALENDAR_TOKEN_KEY, 'base64'),
    authUrl: env.GOOGLE_OAUTH_AUTHORIZATION_URL,
    tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
    revokeUrl: env.GOOGLE_REVOKE_URL,
    apiRootUrl: env.GOOGLE_CALENDAR_ROOT_URL,
    redirectUri: `${base}${OAUTH_CALLBACK_PATH}`,
    publicOrigin: new URL(base).origin,
    syncIntervalMs: env.CALENDAR_SYNC_INTERVAL_SECONDS * 1000,
  };
}
