// The authorization server's addresses (docs/data-and-api.md "Connecting an assistant"):
// the metadata documents (RFC 9728 for /api/mcp, RFC 8414 for the server) as JSON, and
// /authorize, /token, /register and /revoke, answered by the MCP SDK's handlers. Those are
// Express routers, so they get Node's own request and response (@hono/node-server's
// bindings) and Hono is told the answer is sent. Any other /.well-known address is a 404 in
// JSON, not the app's page.
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { authorizationHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/authorize.js';
import { clientRegistrationHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/register.js';
import { revocationHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/revoke.js';
import { tokenHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/token.js';
import { createOAuthMetadata } from '@modelcontextprotocol/sdk/server/auth/router.js';
import express from 'express';
import { Hono } from 'hono';
import { TOKEN_SCOPES } from '#domain/api-tokens/token-scopes.ts';
import { publicUrl } from '../env.ts';
import type { AppDeps } from '../http/app-env.ts';
import { MCP_PATH, mcpResourceOf, PROTECTED_RESOURCE_PATH } from './mcp-resource.ts';
import { oauthProvider } from './oauth-provider.ts';

function metadataOf(deps: AppDeps) {
  const origin = publicUrl(deps.env);
  const provider = oauthProvider(deps.sql, mcpResourceOf(deps), {
    allowLoopbackDocuments: deps.env.OAUTH_CLIENT_DOCUMENTS_ON_LOOPBACK,
  });
  const server = createOAuthMetadata({
    provider,
    issuerUrl: new URL(origin),
    scopesSupported: [...TOKEN_SCOPES],
    serviceDocumentationUrl: new URL(`${origin}/api/docs`),
  });
  const authorizationServer = {
    ...server,
    issuer: origin,
    // Every client is public (server/oauth/client-store.ts): no secrets at the token endpoint.
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
  };
  const protectedResource = {
    resource: mcpResourceOf(deps),
    authorization_servers: [origin],
    scopes_supported: [...TOKEN_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Family Dinner Planner',
    resource_documentation: `${origin}/api/docs`,
  };
  return { provider, authorizationServer, protectedResource };
}

function expressEndpoints(deps: AppDeps, provider: ReturnType<typeof oauthProvider>) {
  const app = express();
  app.disable('x-powered-by');
  // The handlers' rate limits count per client address, as the app's own limits do.
  app.set('trust proxy', deps.env.TRUST_PROXY ? 1 : false);
  app.use('/authorize', authorizationHandler({ provider }));
  app.use('/token', tokenHandler({ provider }));
  app.use('/register', clientRegistrationHandler({ clientsStore: provider.clientsStore }));
  app.use('/revoke', revocationHandler({ provider }));
  // A body Express cannot parse (malformed JSON, too large) is the client's error, answered
  // as OAuth answers errors; the SDK's handlers catch everything else themselves.
  app.use(
    (
      error: { status?: number },
      _req: express.Request,
      res: express.Response,
      next: () => void,
    ) => {
      if (res.headersSent) return next();
      const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
      res.status(status).json({
        error: status === 500 ? 'server_error' : 'invalid_request',
        error_description: status === 500 ? 'Internal Server Error' : 'The body could not be read',
      });
    },
  );
  return app;
}

export function oauthRoutes(deps: AppDeps) {
  const { provider, authorizationServer, protectedResource } = metadataOf(deps);
  const endpoints = expressEndpoints(deps, provider);
  const cors = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'max-age=3600' };
  return new Hono<{ Bindings: HttpBindings }>()
    .get(PROTECTED_RESOURCE_PATH, (c) => c.json(protectedResource, 200, cors))
    .get(`${PROTECTED_RESOURCE_PATH}${MCP_PATH}`, (c) => c.json(protectedResource, 200, cors))
    .get('/.well-known/oauth-authorization-server', (c) => c.json(authorizationServer, 200, cors))
    .all('/.well-known/*', (c) =>
      c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
    )
    .on(['GET', 'POST', 'OPTIONS'], ['/authorize', '/token', '/register', '/revoke'], (c) => {
      const { incoming, outgoing } = c.env;
      return new Promise<Response>((resolve, reject) => {
        outgoing.once('finish', () => resolve(RESPONSE_ALREADY_SENT));
        outgoing.once('close', () => resolve(RESPONSE_ALREADY_SENT));
        // Express calls this only when no handler answered (or one failed).
        // Express's app is a plain (req, res, next) listener: it gives them its own prototypes.
        const listener = endpoints as unknown as (
          req: typeof incoming,
          res: typeof outgoing,
          next: (error?: unknown) => void,
        ) => void;
        listener(incoming, outgoing, (error?: unknown) =>
          error
            ? reject(error instanceof Error ? error : new Error(String(error)))
            : resolve(c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404)),
        );
      });
    });
}
