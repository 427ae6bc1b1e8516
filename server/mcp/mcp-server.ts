// The MCP server: the assistant's own tools, for the member whose API token is used. Reads
// answer as they do for the chat's model; the write tools only propose, and each proposal
// lands in the member's chat as a card with Apply and Dismiss, the chat's one mechanism.
// Besides tools, two resources to read: this week's plan and the shopping list
// (mcp-resources.ts).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { TokenScope } from '#domain/api-tokens/token-scopes.ts';
import type { AuthContext } from '#domain/auth-context.ts';
import { errorMessages } from '#domain/errors.ts';
import { todayIn } from '#domain/time/family-dates.ts';
import { saveMessage } from '../chat/chat-store.ts';
import { loadFamilyData } from '../chat/family-data.ts';
import { recordProposedMeals } from '../chat/record-proposed-meals.ts';
import type { AssistantTool, ToolContext } from '../chat/tools/tool-kit.ts';
import type { AppDeps } from '../http/app-env.ts';
import { registerResources } from './mcp-resources.ts';
import { MCP_RESOURCE_SCOPES, MCP_TOOL_SCOPES } from '../api-tokens/route-scopes.ts';
import { tokenScopeMessage } from '../api-tokens/token-scope-guard.ts';

export type McpCaller = AuthContext & {
  familyID: string;
  tokenName: string;
  scopes: readonly TokenScope[];
};

const SERVER_INFO = { name: 'family-dinner-planner', version: '1.0.0' };

/** Where a proposal made through MCP shows: one assistant message in the member's chat. */
export function proposalMessage(tokenName: string) {
  return `Proposed by an app using your API token "${tokenName}":`;
}

async function toolContextFor(deps: AppDeps, caller: McpCaller): Promise<ToolContext | null> {
  const data = await loadFamilyData(deps.zeroDb, caller);
  return data ? { data, today: todayIn(data.timeZone), proposals: [] } : null;
}

async function callTool(
  deps: AppDeps,
  caller: McpCaller,
  tool: AssistantTool,
  args: unknown,
): Promise<CallToolResult> {
  const context = await toolContextFor(deps, caller);
  if (!context) return { isError: true, content: [{ type: 'text', text: 'No family.' }] };
  const result = await tool.run(args ?? {}, context);
  if (context.proposals.length > 0) {
    const owner = { familyID: caller.familyID, userID: caller.userID };
    await saveMessage(deps.sql, owner, {
      sender: 'assistant',
      content: proposalMessage(caller.tokenName),
      proposals: context.proposals,
    });
    await recordProposedMeals(deps.zeroDb, caller.familyID, context.proposals);
  }
  const failed = typeof result === 'object' && result !== null && 'error' in result;
  return {
    isError: failed,
    content: [{ type: 'text', text: JSON.stringify(result) }],
    ...(failed ? {} : { structuredContent: { result } }),
  };
}

export function createMcpServer(
  deps: AppDeps,
  caller: McpCaller,
  tools: readonly AssistantTool[],
): McpServer {
  // The token's scopes decide which tools it sees; a tool with no entry is never offered.
  const allowed = (name: string) => {
    const scope = MCP_TOOL_SCOPES[name];
    return scope !== undefined && caller.scopes.includes(scope);
  };
  const mcp = new McpServer(SERVER_INFO, {
    capabilities: { tools: {} },
    instructions:
      "Tools of a family's dinner planner. Reads answer at once; tools named propose_* or " +
      "plan_meals only propose: the family member applies or dismisses each in the app's chat. " +
      "Resources: this week's plan and the shopping list.",
  });
  mcp.server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools
      .filter((tool) => allowed(tool.name))
      .map((tool) => ({
        name: tool.name,
        description: tool.description,
        inputSchema: { type: 'object' as const, ...tool.parameters },
      })),
  }));
  // Resources need their scope as tools do; one the token may not read is not there.
  registerResources(
    mcp,
    { deps, ctx: caller, toolContext: () => toolContextFor(deps, caller) },
    (name) => {
      const scope = MCP_RESOURCE_SCOPES[name];
      return scope !== undefined && caller.scopes.includes(scope);
    },
  );
  mcp.server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = tools.find((candidate) => candidate.name === request.params.name);
    if (!tool)
      return {
        isError: true,
        content: [{ type: 'text', text: `There is no tool named ${request.params.name}.` }],
      };
    if (!allowed(tool.name)) {
      const scope = MCP_TOOL_SCOPES[tool.name];
      const text = scope ? tokenScopeMessage(scope) : errorMessages.TOKEN_NOT_ALLOWED;
      return { isError: true, content: [{ type: 'text', text }] };
    }
    return callTool(deps, caller, tool, request.params.arguments);
  });
  return mcp;
}
