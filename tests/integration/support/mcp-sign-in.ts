// An assistant that connects to /api/mcp by signing in, as the MCP SDK's own OAuth client
// does it (discovery from the 401, registration, authorization with PKCE, the code's
// exchange), with the member's answer given through the consent screen's POST.
import { createHash, randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  type OAuthClientProvider,
  UnauthorizedError,
} from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {
  OAuthClientInformationMixed,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { expect, inject } from 'vitest';
import type { ConsentAnswer } from '#domain/api-tokens/mcp-connection-schemas.ts';
import type { ApiClient } from './api-client.ts';

/** Where the browser would go back to; never fetched here. */
export const REDIRECT_URL = 'http://127.0.0.1:9/callback';

export const mcpUrl = () => new URL(`${inject('appUrl')}/api/mcp`);

export class TestAssistant implements OAuthClientProvider {
  authorizationUrl: URL | null = null;
  client: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  readonly redirectUrl = REDIRECT_URL;
  readonly name: string;

  constructor(name = 'Test Assistant') {
    this.name = name;
  }

  get clientMetadata() {
    return {
      client_name: this.name,
      redirect_uris: [REDIRECT_URL],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation = () => this.client;
  saveClientInformation = (info: OAuthClientInformationMixed) => void (this.client = info);
  tokens = () => this.saved;
  saveTokens = (tokens: OAuthTokens) => void (this.saved = tokens);
  redirectToAuthorization = (url: URL) => void (this.authorizationUrl = url);
  saveCodeVerifier = (verifier: string) => void (this.verifier = verifier);
  codeVerifier = () => this.verifier;
}

export async function connectAs(assistant: TestAssistant) {
  const client = new Client({ name: assistant.name, version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(mcpUrl(), { authProvider: assistant });
  await client.connect(transport);
  return client;
}

/** The consent screen's request an authorization URL leads the browser to. */
export async function consentRequestOf(authorizationUrl: URL | string): Promise<string> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const location = response.headers.get('location') ?? '';
  const requestID = /^\/connect\/([a-z2-7]+)$/.exec(location)?.[1];
  if (!requestID) throw new Error(`not sent to the consent screen: ${location}`);
  return requestID;
}

/** The member allows the sign-in on the consent screen; the code the browser brings back. */
export async function approve(member: ApiClient, requestID: string, scopes: string[]) {
  const answer = await member.post<ConsentAnswer>(`/oauth/requests/${requestID}/approve`, {
    scopes,
  });
  expect(answer.status).toBe(200);
  const back = new URL(answer.body.redirect_to);
  expect(back.origin + back.pathname).toBe(REDIRECT_URL);
  return back;
}

/** The whole sign-in through the SDK: a connected client, acting as the member. */
export async function signIn(assistant: TestAssistant, member: ApiClient, scopes: string[]) {
  const first = new Client({ name: assistant.name, version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(mcpUrl(), { authProvider: assistant });
  await expect(first.connect(transport)).rejects.toThrow(UnauthorizedError);
  const requestID = await consentRequestOf(assistant.authorizationUrl!);
  const back = await approve(member, requestID, scopes);
  await transport.finishAuth(back.searchParams.get('code')!);
  return connectAs(assistant);
}

/** A PKCE pair (RFC 7636, S256). */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function postForm(path: string, fields: Record<string, string>) {
  return fetch(`${inject('appUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

/** Registers a public client with the registration endpoint (RFC 7591). */
export async function registerClient(name: string): Promise<string> {
  const response = await fetch(`${inject('appUrl')}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: name,
      redirect_uris: [REDIRECT_URL],
      token_endpoint_auth_method: 'none',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { client_id: string }).client_id;
}

/** An authorization URL as a client builds it by hand. */
export function authorizeUrl(clientID: string, challenge: string, more: Record<string, string>) {
  const url = new URL(`${inject('appUrl')}/authorize`);
  const params = {
    response_type: 'code',
    client_id: clientID,
    redirect_uri: REDIRECT_URL,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    resource: mcpUrl().href,
    ...more,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}
