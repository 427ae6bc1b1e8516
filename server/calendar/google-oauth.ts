// Google's authorization-code flow with PKCE through arctic's generic OAuth2Client, whose
// endpoints come from the configuration (arctic's Google class has them fixed).
import { ArcticFetchError, OAuth2Client, OAuth2RequestError, type OAuth2Tokens } from 'arctic';
import { startPkceAuthorization } from '../auth/pkce-authorization.ts';
import { CALENDAR_READONLY_SCOPE } from '#domain/calendar/google-authorization.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import type { CalendarConfig } from './calendar-config.ts';

export type GoogleTokens = {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string | null;
  scopes: string[];
};

/** Google refused a refresh token: the member revoked access or the grant expired. */
export class GrantRevokedError extends Error {}

function readTokens(tokens: OAuth2Tokens): GoogleTokens {
  return {
    accessToken: tokens.accessToken(),
    accessTokenExpiresAt: tokens.accessTokenExpiresAt(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    scopes: tokens.hasScopes() ? tokens.scopes() : [],
  };
}

export function createGoogleOAuth(config: CalendarConfig) {
  const client = new OAuth2Client(config.clientId, config.clientSecret, config.redirectUri);

  return {
    /** Where the popup goes: offline access (a refresh token) and the consent screen. */
    start() {
      const { url, state, codeVerifier } = startPkceAuthorization(
        client,
        config.authUrl,
        [CALENDAR_READONLY_SCOPE],
        { access_type: 'offline', prompt: 'consent' },
      );
      return { url: url.toString(), state, codeVerifier };
    },

    async exchange(code: string, codeVerifier: string): Promise<GoogleTokens> {
      try {
        return readTokens(
          await client.validateAuthorizationCode(config.tokenUrl, code, codeVerifier),
        );
      } catch (error) {
        if (error instanceof OAuth2RequestError)
          throw new AppError(ErrorCode.CALENDAR_AUTHORIZATION_FAILED);
        throw googleUnreachable(error);
      }
    },

    async refresh(refreshToken: string): Promise<GoogleTokens> {
      try {
        return readTokens(await client.refreshAccessToken(config.tokenUrl, refreshToken, []));
      } catch (error) {
        if (error instanceof OAuth2RequestError && error.code === 'invalid_grant')
          throw new GrantRevokedError(error.description ?? error.code);
        throw googleUnreachable(error);
      }
    },

    async revoke(token: string): Promise<void> {
      await client.revokeToken(config.revokeUrl, token);
    },
  };
}

export type GoogleOAuth = ReturnType<typeof createGoogleOAuth>;

function googleUnreachable(error: unknown): AppError {
  if (!(error instanceof ArcticFetchError)) console.error('Google OAuth error', error);
  return new AppError(ErrorCode.CALENDAR_GOOGLE_FAILED);
}
