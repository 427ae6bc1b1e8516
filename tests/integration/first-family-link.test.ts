// A fresh install (docs/accounts.md): sign-up is invitation-only, so the first start prints
// a one-time link whose opener creates the first family. It works once and only once, and
// a start after the first family exists prints none. Real parts: embedded Postgres,
// zero-cache and the app on a fresh folder, with the product's default configuration.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { errorMessages } from '#domain/error-messages.ts';
import { parseEnv } from '#server/env.ts';
import { startStack } from '#server/stack/stack.ts';
import { STARTUP_PORTS } from '../support/ports.ts';
import type { ErrorBody } from './support/api-client.ts';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function start(dataDir: string) {
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(STARTUP_PORTS.app),
    EMBEDDED_PG_PORT: String(STARTUP_PORTS.postgres),
    ZERO_PORT: String(STARTUP_PORTS.zero),
  });
  const lines: string[] = [];
  const stack = await startStack(env, { serveClient: false, log: (line) => lines.push(line) });
  return { stack, output: lines.join('\n') };
}

async function post<T>(base: string, route: string, body: unknown, token?: string) {
  const response = await fetch(`${base}/api${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

type Signup = { signed_in: boolean; token: string };
describe('the first-family link', () => {
  it('is printed at the first start, creates the first family once, and is gone after', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fdp-first-family-'));
    await chmod(dataDir, 0o755);
    folders.push(dataDir);
    const first = await start(dataDir);
    const base = first.stack.url;
    try {
      const link = /(http:\/\/\S+\/signup#first_family=([a-z2-7]+))/.exec(first.output);
      expect(link, first.output).not.toBeNull();
      const token = link![2]!;
      // Only the secret's hash is stored.
      const sql = postgres(first.stack.databaseUrl, { max: 1, onnotice: () => {} });
      const stored =
        await sql`SELECT encode(token_hash, 'hex') AS hash FROM private.first_family_link`;
      await sql.end();
      expect(JSON.stringify(stored)).not.toContain(token);

      expect((await post(base, '/auth/first-family/check', { token })).body).toEqual({
        usable: true,
      });
      // Without the link, sign-up is refused on this server.
      const stranger = await post<ErrorBody>(base, '/auth/signup', {
        email: 'stranger@example.test',
        password: 'secret-123',
      });
      expect(stranger.body.error.message).toBe(errorMessages.SIGNUP_CLOSED);

      const signup = await post<Signup>(base, '/auth/signup', {
        email: 'operator@example.test',
        password: 'secret-123',
        first_family_token: token,
      });
      expect(signup.status).toBe(201);
      expect(signup.body.signed_in).toBe(true);
      // Used: a second sign-up through it is refused, and the page says so before a form.
      const again = await post<ErrorBody>(base, '/auth/signup', {
        email: 'second@example.test',
        password: 'secret-123',
        first_family_token: token,
      });
      expect(again.status).toBe(400);
      expect(again.body.error.message).toBe(errorMessages.LINK_INVALID);
      expect((await post(base, '/auth/first-family/check', { token })).body).toEqual({
        usable: false,
      });

      const setup = await post(
        base,
        '/family/setup',
        { family_name: 'Founders', first_name: 'Olu' },
        signup.body.token,
      );
      expect(setup.status).toBe(201);
    } finally {
      await first.stack.stop();
    }

    const second = await start(dataDir);
    await second.stack.stop();
    expect(second.output).not.toContain('first_family=');
  }, 240_000);
});
