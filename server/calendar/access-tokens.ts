// A valid access token for each Google call: refreshed shortly before it expires, or
// when Google answers 401. A refresh token Google refuses ends the connection.
import { AppError, ErrorCode } from '#domain/errors.ts';
import type { Connection, ConnectionStore } from './calendar-connections.ts';
import { googleStatus } from './google-calendar-api.ts';
import { GrantRevokedError, type GoogleOAuth } from './google-oauth.ts';

const EXPIRY_MARGIN_MS = 60_000;

export function createAccessTokens(
  connections: ConnectionStore,
  oauth: GoogleOAuth,
  onRevoked: (accountID: string) => Promise<void>,
) {
  async function refreshed(connection: Connection & { refreshToken: string }): Promise<string> {
    try {
      const tokens = await oauth.refresh(connection.refreshToken);
      await connections.saveAccessToken(connection.accountID, tokens);
      return tokens.accessToken;
    } catch (error) {
      if (!(error instanceof GrantRevokedError)) throw error;
      await onRevoked(connection.accountID);
      throw new AppError(ErrorCode.CALENDAR_ACCESS_REVOKED);
    }
  }

  return {
    async withAccessToken<T>(accountID: string, call: (token: string) => Promise<T>): Promise<T> {
      const connection = await connections.get(accountID);
      const refreshToken = connection?.refreshToken;
      if (!connection || !refreshToken) throw notConnected(connection);
      const usable = { ...connection, refreshToken };
      const fresh =
        connection.accessToken &&
        (connection.accessTokenExpiresAt?.getTime() ?? 0) > Date.now() + EXPIRY_MARGIN_MS;
      const token =
        fresh && connection.accessToken ? connection.accessToken : await refreshed(usable);
      try {
        return await call(token);
      } catch (error) {
        if (googleStatus(error) !== 401) throw error;
        return call(await refreshed(usable));
      }
    },
  };
}

/**
 * Why there is no token: a grant Google ended says so, whether this call or a background
 * sync found it out first.
 */
export function notConnected(connection: Pick<Connection, 'revokedAt'> | null): AppError {
  return new AppError(
    connection?.revokedAt ? ErrorCode.CALENDAR_ACCESS_REVOKED : ErrorCode.CALENDAR_NOT_CONNECTED,
  );
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
