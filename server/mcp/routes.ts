// /mcp: the MCP endpoint (streamable HTTP, stateless: each request is answered on its own),
// open to a member's personal API token or an MCP connection's access token (an assistant
// that signed in, docs/data-and-api.md "Connecting an assistant"), acting as that member in
// their family. Anyone else gets 401 with where to sign in (RFC 9728 §5.1).
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono, type Context } from 'hono';
import { ErrorCode, errorMessages } from '#domain/errors.ts';
import { apiTokenName } from '../api-tokens/api-token-store.ts';
import { assistantTools } from '../chat/tools/assistant-tools.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { resourceMetadataUrlOf } from '../oauth/mcp-resource.ts';
import { createMcpServer } from './mcp-server.ts';
import { z } from 'zod';
import { documented, type RouteDoc } from '../openapi/route-doc.ts';

const jsonRpc = z.looseObject({ jsonrpc: z.literal('2.0') });
const mcpDocs = {
  post: {
    tag: 'MCP',
    summary: 'The MCP endpoint (streamable HTTP, JSON-RPC); an API token or a signed-in assistant',
    description:
      'Each request is answered on its own (stateless); a notification gets 202, no body.',
    body: jsonRpc,
    example: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    response: jsonRpc,
    otherResponses: {
      406: { description: 'The client does not accept JSON and SSE', schema: jsonRpc },
    },
    errors: [ErrorCode.NO_FAMILY],
  },
  stream: {
    tag: 'MCP',
    summary: "MCP's server-sent events: a stream that ends at once (stateless)",
    rawResponse: 'text/event-stream',
    otherResponses: {
      406: { description: 'The client does not accept text/event-stream', schema: jsonRpc },
    },
    errors: [ErrorCode.NO_FAMILY],
  },
  end: {
    tag: 'MCP',
    summary: 'MCP session end (stateless: nothing to end)',
    noContent: true,
    errors: [ErrorCode.NO_FAMILY],
  },
} satisfies Record<string, RouteDoc>;

export function mcpRoutes(deps: AppDeps) {
  // POST carries the messages; GET and DELETE are the transport's stream and session ends.
  const handle = async (c: Context<AppEnv>) => {
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
  };
  return new Hono<AppEnv>()
    .post('/', documented(mcpDocs.post), handle)
    .get('/', documented(mcpDocs.stream), handle)
    .delete('/', documented(mcpDocs.end), handle);
}
