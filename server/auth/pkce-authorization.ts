// The start of an OAuth authorization-code flow with PKCE (S256): the address to send the
// person to, and the state and verifier to keep until the code comes back. Shared by Google
// sign-in and the Google Calendar connection.
import {
  CodeChallengeMethod,
  generateCodeVerifier,
  generateState,
  type OAuth2Client,
} from 'arctic';

export function startPkceAuthorization(
  client: OAuth2Client,
  authorizationUrl: string,
  scopes: string[],
  extraParams: Record<string, string> = {},
) {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = client.createAuthorizationURLWithPKCE(
    authorizationUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    scopes,
  );
  for (const [name, value] of Object.entries(extraParams)) url.searchParams.set(name, value);
  return { url, state, codeVerifier };
}
