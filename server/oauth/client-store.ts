// The assistants that may ask a member to sign in (docs/security.md "MCP connections"):
// clients registered dynamically (RFC 7591), kept in Postgres, and clients whose client_id
// is the https address of their metadata document, fetched when used (the MCP
// authorization spec's client ID metadata documents). Every client is public: no secret is
// issued, so none is stored; PKCE binds each code to the client that asked for it.
import type { OAuthRegisteredClientsStore } from '@modelcontextprotocol/sdk/server/auth/clients.js';
import {
  OAuthClientMetadataSchema,
  type OAuthClientInformationFull,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { JSONValue, Sql } from 'postgres';
import { safeFetchJson } from '../recipe-import/safe-fetch.ts';

/** A metadata document is asked for again after this long. */
const DOCUMENT_CACHE_MS = 5 * 60_000;
const DOCUMENT_CACHE_SIZE = 200;
const DOCUMENT_MAX_BYTES = 5 * 1024;
const MAX_CLIENT_ID_LENGTH = 2048;

export type ClientStoreOptions = {
  /** Tests serve documents on http://127.0.0.1; production takes https on public addresses. */
  allowLoopbackDocuments: boolean;
};

/** The name the consent screen and Settings show. */
export function clientNameOf(client: OAuthClientInformationFull): string {
  const name = client.client_name?.trim().slice(0, 80);
  if (name) return name;
  try {
    return new URL(client.client_id).host;
  } catch {
    return 'An unnamed app';
  }
}

function metadataDocumentUrl(clientID: string, options: ClientStoreOptions): URL | null {
  let url: URL;
  try {
    url = new URL(clientID);
  } catch {
    return null;
  }
  const loopback = options.allowLoopbackDocuments && url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:')) return null;
  // The document's address has a path, and no fragment, credentials or dot segments.
  if (url.pathname === '/' || url.hash || url.username || url.password) return null;
  if (url.href !== clientID) return null;
  return url;
}

export function clientStore(sql: Sql, options: ClientStoreOptions): OAuthRegisteredClientsStore {
  const documents = new Map<string, { client: OAuthClientInformationFull; at: number }>();

  const fetchDocument = async (url: URL) => {
    const cached = documents.get(url.href);
    if (cached && Date.now() - cached.at < DOCUMENT_CACHE_MS) return cached.client;
    let body: unknown;
    try {
      body = await safeFetchJson(url.href, {
        allowPrivateAddresses: options.allowLoopbackDocuments,
        maxBytes: DOCUMENT_MAX_BYTES,
        maxRedirects: 0,
        timeoutMs: 5_000,
      });
    } catch {
      return undefined;
    }
    const parsed = OAuthClientMetadataSchema.safeParse(body);
    // The document names itself: one fetched from elsewhere is not this client's.
    if (!parsed.success || (body as { client_id?: unknown }).client_id !== url.href)
      return undefined;
    const client: OAuthClientInformationFull = {
      ...parsed.data,
      client_id: url.href,
      token_endpoint_auth_method: 'none',
    };
    if (documents.size >= DOCUMENT_CACHE_SIZE) documents.clear();
    documents.set(url.href, { client, at: Date.now() });
    return client;
  };

  return {
    async getClient(clientID) {
      // Not a client id this server issued or could fetch (Postgres refuses a NUL in text).
      if (clientID.length > MAX_CLIENT_ID_LENGTH || clientID.includes('\0')) return undefined;
      const url = metadataDocumentUrl(clientID, options);
      if (url) return fetchDocument(url);
      const [row] = await sql<{ information: OAuthClientInformationFull }[]>`
        SELECT information FROM private.oauth_client WHERE client_id = ${clientID}`;
      return row?.information;
    },
    async registerClient(client) {
      // RFC 7591 §3.2.1 lets the server replace what a client asked for: no client secret.
      const { client_secret: _secret, client_secret_expires_at: _expiry, ...rest } = client;
      const registered = {
        ...rest,
        client_id: crypto.randomUUID(),
        client_id_issued_at: Math.floor(Date.now() / 1000),
        token_endpoint_auth_method: 'none',
      } satisfies OAuthClientInformationFull;
      await sql`INSERT INTO private.oauth_client (client_id, information)
                VALUES (${registered.client_id}, ${sql.json(registered as unknown as JSONValue)})`;
      return registered;
    },
  };
}
