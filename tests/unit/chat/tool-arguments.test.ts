// The assistant's tools (the chat's model and MCP clients alike) say exactly what they take:
// every object in every tool's schema is closed, and an argument a tool does not have is
// refused before the tool runs, at any depth.
import { describe, expect, it } from 'vitest';
import { assistantTools } from '#server/chat/tools/assistant-tools.ts';
import type { ToolContext } from '#server/chat/tools/tool-kit.ts';

type Node = Record<string, unknown>;

/** Paths of the objects in a JSON schema that take properties they do not name. */
function openObjects(node: unknown, path: string): string[] {
  if (Array.isArray(node)) return node.flatMap((each, i) => openObjects(each, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const schema = node as Node;
  const here =
    schema.type === 'object' && schema.additionalProperties !== false ? [path || '(root)'] : [];
  return [
    ...here,
    ...Object.entries(schema).flatMap(([key, value]) =>
      typeof value === 'object' ? openObjects(value, `${path}.${key}`) : [],
    ),
  ];
}

// The tools refuse before they read anything: a context that fails when touched.
const untouchable = new Proxy({} as ToolContext, {
  get: () => {
    throw new Error('the tool ran');
  },
});

describe("the assistant's tool arguments", () => {
  it('are closed objects at every depth, in every tool', () => {
    expect(assistantTools.flatMap((tool) => openObjects(tool.parameters, tool.name))).toEqual([]);
  });

  it('refuse an argument a tool does not have, before it runs', async () => {
    for (const tool of assistantTools) {
      const answer = await tool.run({ not_an_argument: 1 }, untouchable);
      expect(answer, tool.name).toEqual({
        error: expect.stringContaining('Unrecognized key: "not_an_argument"') as string,
      });
    }
  });
});
