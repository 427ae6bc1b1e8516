// The rules of the MCP sign-in (docs/security.md "MCP connections"): tokens only for
// /api/mcp (RFC 8707), PKCE with S256 only, a code used once, a denial sent back to the
// assistant, and clients named by the address of their metadata document.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentAnswer, ConsentRequest } from '#domain/api-tokens/mcp-connection-schemas.ts';
import { newFamilyMember } from './support/api-client.ts';
import {
  approve,
  authorizeUrl,
  consentRequestOf,
  mcpUrl,
  pkcePair,
  postForm,
  REDIRECT_URL,
  registerClient,
} from './support/mcp-sign-in.ts';

type TokenAnswer = { access_token: string; refresh_token: string; error?: string };

const exchange = (clientID: string, code: string, verifier: string, more = {}) =>
  postForm('/token', {
    grant_type: 'authorization_code',
    client_id: clientID,
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT_URL,
    resource: mcpUrl().href,
    ...more,
  });

async function approvedCode(clientID: string, scopes = ['read']) {
  const member = await newFamilyMember('Rules', 'Ned');
  const pkce = pkcePair();
  const requestID = await consentRequestOf(authorizeUrl(clientID, pkce.challenge, {}));
  const back = await approve(member.api, requestID, scopes);
  expect(back.searchParams.get('state')).toBe('state-1');
  expect(back.searchParams.get('iss')).toBe(mcpUrl().origin);
  return { member, code: back.searchParams.get('code')!, verifier: pkce.verifier };
}

describe('MCP sign-in rules', () => {
  let documents: Server;
  let documentOrigin = '';
  beforeAll(async () => {
    // A client's metadata document, served where its client_id says.
    documents = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          client_id: `${documentOrigin}${req.url}`,
          client_name: req.url === '/liar.json' ? 'Liar' : 'Document Assistant',
          redirect_uris: [REDIRECT_URL],
          // Whatever it claims, the document names the liar's address, not this one.
          ...(req.url === '/liar.json' ? { client_id: `${documentOrigin}/other.json` } : {}),
        }),
      );
    });
    await new Promise<void>((resolve) => documents.listen(0, '127.0.0.1', resolve));
    documentOrigin = `http://127.0.0.1:${(documents.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => documents.close(() => resolve())));

  it('refuses to sign in for another resource, and a code asked for with one', async () => {
    const clientID = await registerClient('Elsewhere');
    const pkce = pkcePair();
    const refused = await fetch(
      authorizeUrl(clientID, pkce.challenge, { resource: 'https://elsewhere.example/mcp' }),
      { redirect: 'manual' },
    );
    expect(refused.status).toBe(302);
    const back = new URL(refused.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('invalid_target');

    const { code, verifier } = await approvedCode(clientID);
    const other = await exchange(clientID, code, verifier, {
      resource: 'https://elsewhere.example/mcp',
    });
    expect(other.status).toBe(400);
    expect(((await other.json()) as TokenAnswer).error).toBe('invalid_target');
  });

  it('takes S256 only, checks the verifier, and ends what a reused code made', async () => {
    const clientID = await registerClient('Pkce');
    const plain = await fetch(
      authorizeUrl(clientID, 'x'.repeat(43), { code_challenge_method: 'plain' }),
      {
        redirect: 'manual',
      },
    );
    expect(new URL(plain.headers.get('location')!).searchParams.get('error')).toBe(
      'invalid_request',
    );

    const { code, verifier } = await approvedCode(clientID);
    const wrong = await exchange(clientID, code, pkcePair().verifier);
    expect(((await wrong.json()) as TokenAnswer).error).toBe('invalid_grant');
    const good = await exchange(clientID, code, verifier);
    expect(good.status).toBe(200);
    const tokens = (await good.json()) as TokenAnswer;
    const again = await exchange(clientID, code, verifier);
    expect(((await again.json()) as TokenAnswer).error).toBe('invalid_grant');
    const call = await fetch(mcpUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(call.status).toBe(401);
  });

  it('sends a denial back to the assistant, and the request answers no more', async () => {
    const clientID = await registerClient('Denied');
    const member = await newFamilyMember('Rules', 'Olga');
    const requestID = await consentRequestOf(authorizeUrl(clientID, pkcePair().challenge, {}));
    const shown = await member.api.get<ConsentRequest>(`/oauth/requests/${requestID}`);
    expect(shown.body).toEqual({
      client_name: 'Denied',
      redirect_host: '127.0.0.1:9',
      requested_scopes: [],
    });
    const denied = await member.api.post<ConsentAnswer>(`/oauth/requests/${requestID}/deny`);
    const back = new URL(denied.body.redirect_to);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-1');
    expect((await member.api.get(`/oauth/requests/${requestID}`)).status).toBe(404);
  });

  it('needs a signed-in member, not a token, to answer, and read among the scopes', async () => {
    const clientID = await registerClient('Token');
    const member = await newFamilyMember('Rules', 'Pia');
    const requestID = await consentRequestOf(authorizeUrl(clientID, pkcePair().challenge, {}));
    const token = (await member.api.post<{ token: string }>('/api-tokens', { name: 'x' })).body
      .token;
    const byToken = await fetch(`${mcpUrl().origin}/api/oauth/requests/${requestID}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scopes: ['read'] }),
    });
    expect(byToken.status).toBe(403);
    // Connecting needs read, as for a token.
    const unread = await member.api.post(`/oauth/requests/${requestID}/approve`, {
      scopes: ['shop'],
    });
    expect(unread.status).toBe(400);
  });

  it('answers malformed requests to its endpoints with a 4xx, never a server error', async () => {
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', ''],
      ['application/x-www-form-urlencoded', 'grant_type=authorization_code&client_id=%00'],
      ['application/x-www-form-urlencoded', 'client_id=x&token=fdpa_' + 'a'.repeat(52)],
      ['application/json', '{}'],
      ['application/json', '{"redirect_uris":["javascript:alert(1)"]}'],
      ['application/json', '{"redirect_uris": 7, "client_name": {"a": 1}}'],
      ['application/json', '{not json'],
      ['text/plain', '\u0000'],
    ];
    for (const path of ['/authorize', '/token', '/register', '/revoke'])
      for (const [type, body] of bodies) {
        const response = await fetch(`${mcpUrl().origin}${path}`, {
          method: 'POST',
          headers: { 'content-type': type },
          body,
          redirect: 'manual',
        });
        expect(response.status, `${path} ${body}`).toBeLessThan(500);
      }
    const query = await fetch(`${mcpUrl().origin}/authorize?client_id=%00&redirect_uri=x`, {
      redirect: 'manual',
    });
    expect(query.status).toBe(400);
  });

  it('takes a client named by its metadata document, and not one whose document lies', async () => {
    const clientID = `${documentOrigin}/assistant.json`;
    const pkce = pkcePair();
    const requestID = await consentRequestOf(authorizeUrl(clientID, pkce.challenge, {}));
    const member = await newFamilyMember('Rules', 'Quin');
    const shown = await member.api.get<ConsentRequest>(`/oauth/requests/${requestID}`);
    expect(shown.body.client_name).toBe('Document Assistant');
    const back = await approve(member.api, requestID, ['read']);
    const tokens = await exchange(clientID, back.searchParams.get('code')!, pkce.verifier);
    expect(tokens.status).toBe(200);

    const liar = await fetch(authorizeUrl(`${documentOrigin}/liar.json`, pkce.challenge, {}), {
      redirect: 'manual',
    });
    expect(liar.status).toBe(400);
  });
});
