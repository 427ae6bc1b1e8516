// The MCP resources: what an assistant can read without calling a tool, for the caller's
// family only: this week's plan (what get_planned_meals says of this week) and the shopping
// list (what GET /api/shopping-items answers). Each needs its scope (MCP_RESOURCE_SCOPES);
// a resource the token may not read is neither listed nor read.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { AuthContext } from '#domain/auth-context.ts';
import { queries } from '#domain/zero/queries.ts';
import { planningWeek } from '../chat/tools/meal-tools.ts';
import type { ToolContext } from '../chat/tools/tool-kit.ts';
import type { AppDeps } from '../http/app-env.ts';

type Reader = {
  deps: AppDeps;
  ctx: AuthContext;
  /** The caller's family as the tools read it, or null without one. */
  toolContext: () => Promise<ToolContext | null>;
};

type McpResource = {
  name: string;
  uri: string;
  title: string;
  description: string;
  read: (reader: Reader) => Promise<unknown>;
};

export const MCP_RESOURCES: readonly McpResource[] = [
  {
    name: 'this-weeks-plan',
    uri: 'family-dinner-planner://plan/this-week',
    title: "This week's plan",
    description:
      'The planning week (Sunday to Saturday) that holds today: the meals planned on each ' +
      'day, the days without one, and the recurring nights that apply to those days.',
    read: async ({ toolContext }) => {
      const context = await toolContext();
      return context ? planningWeek(0, context) : null;
    },
  },
  {
    name: 'shopping-list',
    uri: 'family-dinner-planner://shopping-list',
    title: 'The shopping list',
    description:
      "The family's shopping list: every item with its quantity, department and whether it " +
      'is checked off, as the app shows it.',
    read: ({ deps, ctx }) =>
      deps.zeroDb.run(queries.shoppingItems.list.fn({ args: undefined, ctx })),
  },
];

/** Adds the resources this caller may read to the server, each answering as JSON. */
export function registerResources(
  mcp: McpServer,
  reader: Reader,
  allowed: (name: string) => boolean,
): void {
  for (const resource of MCP_RESOURCES.filter((each) => allowed(each.name))) {
    const { title, description } = resource;
    mcp.registerResource(
      resource.name,
      resource.uri,
      { title, description, mimeType: 'application/json' },
      async (uri) => ({
        contents: [
          {
            uri: uri.href,
            mimeType: 'application/json',
            text: JSON.stringify(await resource.read(reader)),
          },
        ],
      }),
    );
  }
}
