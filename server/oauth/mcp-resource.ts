// The one resource this authorization server issues tokens for (RFC 8707): the MCP
// endpoint, and where its protected-resource metadata lives (RFC 9728 §3.1).
import { publicUrl, type Env } from '../env.ts';

export const MCP_PATH = '/api/mcp';
export const PROTECTED_RESOURCE_PATH = '/.well-known/oauth-protected-resource';

export function mcpResourceOf(deps: { env: Env }): string {
  return `${publicUrl(deps.env)}${MCP_PATH}`;
}

/** Where a 401 from /api/mcp sends an assistant to learn how to sign in (RFC 9728 §5.1). */
export function resourceMetadataUrlOf(deps: { env: Env }): string {
  return `${publicUrl(deps.env)}${PROTECTED_RESOURCE_PATH}${MCP_PATH}`;
}
