// /mcp: the MCP endpoint (streamable HTTP, stateless: each request is answered on its own),
// open to a member's personal API token or an MCP connection's access token (an assistant
// that signed in, docs/data-and-api.md "Connecting an assistant"), acting as that member in
// their family. Anyone else gets 401 with where to sign in (RFC 9728 §5.1).
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono } from 'hono';
import { ErrorCode, errorMessages } from '#domain/errors.ts';
import { apiTokenName } from '../api-tokens/api-token-store.ts';
import { assistantTools } from '../chat/tools/assistant-tools.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { resourceMetadataUrlOf } from '../oauth/mcp-resource.ts';
import { createMcpServer } from './mcp-server.ts';

export function mcpRoutes(deps: AppDeps) {
  // POST carries the messages; GET and DELETE are the transport's stream and session ends.
  return new Hono<AppEnv>().on(['GET', 'POST', 'DELETE'], '/', async (c) => {
    const caller = c.get('caller');
    if (!caller?.apiTokenID || !caller.familyID)
      return c.json(
        { error: { code: ErrorCode.NOT_SIGNED_IN, message: errorMessages.NOT_SIGNED_IN } },
        401,
        {
          'WWW-Authenticate': `Bearer resource_metadata="${resourceMetadataUrlOf(deps)}"`,
        },
      );
    const tokenName =
      caller.connectionClientName ?? (await apiTokenName(deps.sql, caller.apiTokenID));
    const scopes = caller.apiTokenScopes ?? [];
    const mcp = createMcpServer(
      deps,
      { ...caller, familyID: caller.familyID, tokenName, scopes },
      assistantTools,
    );
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await mcp.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await mcp.close();
    }
  });
}
