// The official MCP inspector's CLI (scripts/mcp-inspector.ts, fetched by npx at its pinned
// version) lists the tools of /api/mcp with a pasted API token and with a connected
// assistant's access token, as an integrator would check the server.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { inspectorArgs } from '../../scripts/mcp-inspector.ts';
import { newFamilyMember } from './support/api-client.ts';
import { mcpUrl, signIn, TestAssistant } from './support/mcp-sign-in.ts';

const run = promisify(execFile);

async function toolNames(token: string): Promise<string[]> {
  const { stdout } = await run('npx', inspectorArgs(mcpUrl().href, token), { timeout: 120_000 });
  return (JSON.parse(stdout) as { tools: { name: string }[] }).tools.map((tool) => tool.name);
}

describe('the MCP inspector CLI', () => {
  it('lists the tools with an API token and with a connection', { timeout: 240_000 }, async () => {
    const member = await newFamilyMember('Inspector', 'Rex');
    const made = await member.api.post<{ token: string }>('/api-tokens', { name: 'Inspector' });
    expect(await toolNames(made.body.token)).toContain('list_dishes');

    const assistant = new TestAssistant('Inspector Assistant');
    await (await signIn(assistant, member.api, ['read', 'shop'])).close();
    const names = await toolNames(assistant.saved!.access_token);
    expect(names).toContain('propose_shopping_items');
    expect(names).not.toContain('propose_dish');
  });
});
