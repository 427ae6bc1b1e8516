// /mcp: the MCP endpoint (streamable HTTP, stateless: each request is answered on its own),
// open only to a member's personal API token, acting as that member in their family.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono } from 'hono';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { apiTokenName } from '../api-tokens/api-token-store.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import { assistantTools } from '../chat/tools/assistant-tools.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { createMcpServer } from './mcp-server.ts';

export function mcpRoutes(deps: AppDeps) {
  // POST carries the messages; GET and DELETE are the transport's stream and session ends.
  return new Hono<AppEnv>().on(['GET', 'POST', 'DELETE'], '/', async (c) => {
    const caller = requireFamilyCaller(c);
    if (!caller.apiTokenID) throw new AppError(ErrorCode.NOT_SIGNED_IN);
    const tokenName = await apiTokenName(deps.sql, caller.apiTokenID);
    const scopes = caller.apiTokenScopes ?? [];
    const mcp = createMcpServer(deps, { ...caller, tokenName, scopes }, assistantTools);
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
