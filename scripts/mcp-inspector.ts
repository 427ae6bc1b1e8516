// Lists the tools of an MCP endpoint with the official MCP inspector's CLI, as an integrator
// would check a server (docs/data-and-api.md "Connecting an assistant"):
//
//   npm run mcp:inspect -- https://<server>/api/mcp fdp_…
//
// The token is a pasted API token or a connected assistant's access token. The inspector is
// fetched by npx at the pinned version (it is large, and only this check needs it). Prints
// the inspector's answer and exits with its code; without a token the inspector reports the
// server's 401 and its sign-in.
import { spawnSync } from 'node:child_process';

/** The version the docs and tests/integration/mcp-inspector.test.ts were checked with. */
export const INSPECTOR = '@modelcontextprotocol/inspector@2.12.0';

export function inspectorArgs(url: string, token: string | undefined): string[] {
  return [
    '--yes',
    INSPECTOR,
    '--cli',
    url,
    '--transport',
    'http',
    '--method',
    'tools/list',
    ...(token ? ['--header', `Authorization: Bearer ${token}`] : []),
  ];
}

if (import.meta.main) {
  const [url, token] = process.argv.slice(2);
  if (!url) {
    console.error('Usage: npm run mcp:inspect -- <https://server/api/mcp> [token]');
    process.exit(2);
  }
  const run = spawnSync('npx', inspectorArgs(url, token), { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
