// What the sync proxy reads of the messages it relays. Zero's inspector travels over the
// same socket as ["inspect", …] and, once authenticated with zero-cache's admin password,
// reads every family's rows; members have no use for it, so it never passes the proxy.
import type { RawData } from 'ws';

export function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/** True for a message the proxy must not pass on: inspector traffic, or what is not JSON. */
export function isRefusedUpstreamMessage(data: RawData): boolean {
  let message: unknown;
  try {
    // Parsed, not matched as text: "\u0069nspect" is "inspect" to zero-cache too.
    message = JSON.parse(rawText(data));
  } catch {
    return true;
  }
  return Array.isArray(message) && message[0] === 'inspect';
}

/** Zero's own error message, so that the client knows to sign in again. */
export function unauthorizedMessage(message: string): string {
  return JSON.stringify(['error', { kind: 'Unauthorized', message, origin: 'zeroCache' }]);
}

/** The session token of a sync connection: Zero's auth token, else the session cookie. */
export function syncSessionToken(
  secProtocol: string | undefined,
  cookieHeader: string | undefined,
  cookieName: string,
): string | null {
  if (secProtocol) {
    try {
      // Zero sends {initConnectionMessage, authToken} as URI-encoded base64 of JSON.
      const decoded = JSON.parse(
        Buffer.from(decodeURIComponent(secProtocol.trim()), 'base64').toString('utf8'),
      ) as { authToken?: unknown };
      if (typeof decoded.authToken === 'string' && decoded.authToken) return decoded.authToken;
    } catch {
      // not Zero's encoding; fall back to the cookie
    }
  }
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookieName) return decodeURIComponent(value.join('='));
  }
  return null;
}
