// Redocly's lint (@redocly/cli, the recommended rules as redocly.yaml sets them) finds no
// error and no warning in the document the server serves.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { appWithoutDatabase } from '../../support/api-app.ts';

type Problem = { ruleId: string; message: string; location: { pointer: string }[] };

it('passes the recommended rules with no warning', { timeout: 60_000 }, async () => {
  // A server's own address: Redocly refuses localhost, the default of a test's env.
  const app = appWithoutDatabase({ PUBLIC_URL: 'https://dinner.family.test' });
  const document = await (await app.request('/api/openapi.json')).text();
  const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, document);
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const args = [cli, 'lint', file, '--config', 'redocly.yaml', '--format', 'json'];
    // The exit code is 1 on an error: the report says which, so it is read either way.
    const { stdout } = await promisify(execFile)(process.execPath, args, {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout) as { problems: Problem[] };
    expect(
      report.problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`),
    ).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
