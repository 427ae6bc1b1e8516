// docs/security.md, "Local host": another user with a shell on the machine reads no family.
// The stack's DATA_DIR is private (0700, files 0600), embedded Postgres has the folder's own
// random password (an older folder with the constant one keeps working and gets its own),
// and zero-cache's change streamer, which streams every family's rows without a login,
// listens on no TCP port but on a Unix socket in that folder.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { postgresOsUser } from '#server/db/postgres-os-user.ts';
import { LEGACY_POSTGRES_PASSWORD, postgresPasswordFile } from '#server/db/postgres-password.ts';
import { makeDataDirPrivate } from '#server/stack/private-data-dir.ts';
import { INTEGRATION_PORTS, LOCAL_HOST_PORTS } from '../support/ports.ts';

const dataDir = inject('dataDir');
const asRoot = process.getuid?.() === 0;
const SOCKET = 'zero-change-streamer.sock';

/** Every file and folder under `dir` but Postgres's own folder, with its permission bits. */
function modesUnder(dir: string): Record<string, string> {
  const modes: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (file === path.join(dir, 'postgres')) continue;
      const stat = lstatSync(file);
      modes[path.relative(dir, file)] = (stat.mode & 0o777).toString(8);
      if (stat.isDirectory()) walk(file);
    }
  };
  walk(dir);
  return modes;
}

function passwordOf(url: string): string {
  return decodeURIComponent(new URL(url).password);
}

async function signIn(url: string): Promise<'ok' | string> {
  const sql = postgres(url, { max: 1, connect_timeout: 10, onnotice: () => {} });
  try {
    await sql`SELECT 1`;
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

function withPassword(url: string, password: string): string {
  const other = new URL(url);
  other.password = encodeURIComponent(password);
  return other.href;
}

function tcpOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
  });
}

/** One HTTP GET / over the Unix socket: zero-cache's services answer 'OK'. */
function getOverSocket(socketPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ path: socketPath });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.once('connect', () =>
      socket.end('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    socket.once('end', () => resolve(answer));
    socket.once('error', reject);
  });
}

// Run as another user: reads each file and connects to the socket, and says what happened.
const PROBE = `
const fs = require('node:fs'), net = require('node:net');
const [socketPath, ...files] = process.argv.slice(1);
const out = {};
for (const f of files) { try { fs.readFileSync(f); out[f] = 'read'; } catch (e) { out[f] = e.code; } }
const s = net.connect({ path: socketPath });
s.on('connect', () => { out[socketPath] = 'connected'; s.destroy(); console.log(JSON.stringify(out)); });
s.on('error', (e) => { out[socketPath] = e.code; console.log(JSON.stringify(out)); });
`;

/** A node binary that `uid` may run (ours may sit in root's home), or null. */
function nodeFor(uid: number, gid: number): string | null {
  for (const candidate of [process.execPath, '/usr/bin/node', '/usr/local/bin/node']) {
    if (!existsSync(candidate)) continue;
    if (spawnSync(candidate, ['-e', '0'], { uid, gid }).status === 0) return candidate;
  }
  return null;
}

describe('what another user of this machine can reach', () => {
  it('the data folder is private: files 0600, folders 0700, Postgres its own', () => {
    const stat = statSync(dataDir);
    if (asRoot) {
      // The user 'postgres' may pass through (not list) to the folder of its own.
      expect((stat.mode & 0o777).toString(8)).toBe('710');
    } else {
      expect((stat.mode & 0o777).toString(8)).toBe('700');
    }
    const modes = modesUnder(dataDir);
    // The replica and its WAL hold members' emails, phones and birthdates.
    expect(modes).toMatchObject({
      'zero-replica.db': '600',
      'zero-replica.db-wal': '600',
      'postgres-password': '600',
    });
    const loose = Object.entries(modes).filter(([file, mode]) => {
      const isDir = lstatSync(path.join(dataDir, file)).isDirectory();
      const isSocket = lstatSync(path.join(dataDir, file)).isSocket();
      return !(isDir ? mode === '700' : isSocket ? true : mode === '600');
    });
    expect(loose).toEqual([]);
    expect((statSync(path.join(dataDir, 'postgres')).mode & 0o777).toString(8)).toBe('700');
  });

  it('embedded Postgres has the folder’s own password, and refuses the old constant', async () => {
    const url = inject('databaseUrl');
    const password = passwordOf(url);
    expect(password).not.toBe(LEGACY_POSTGRES_PASSWORD);
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(postgresPasswordFile(dataDir), 'utf8').trim()).toBe(password);
    expect(await signIn(url)).toBe('ok');
    expect(await signIn(withPassword(url, LEGACY_POSTGRES_PASSWORD))).toBe('28P01');
  });

  it('the change streamer listens on no TCP port, only on a socket in the data folder', async () => {
    // Zero's default port for it, ZERO_PORT + 1, on loopback and everywhere else.
    expect(await tcpOutcome(INTEGRATION_PORTS.zero + 1)).toBe('ECONNREFUSED');
    const socketPath = path.join(dataDir, SOCKET);
    const stat = lstatSync(socketPath);
    expect(stat.isSocket()).toBe(true);
    expect(stat.uid).toBe(process.getuid?.());
    expect(stat.mode & 0o077).toBe(0);
    // It is zero-cache's change streamer that answers there (its health route).
    expect(await getOverSocket(socketPath)).toMatch(/^HTTP\/1\.1 200[\s\S]*\r\n\r\nOK$/);
  });

  it.skipIf(!asRoot)(
    'another user reads no file of the folder and cannot open the socket',
    async () => {
      const targets = [
        path.join(dataDir, 'zero-replica.db'),
        path.join(dataDir, 'zero-replica.db-wal'),
        postgresPasswordFile(dataDir),
      ];
      const socketPath = path.join(dataDir, SOCKET);
      // 'postgres' may pass through the folder; 'nobody' may not even enter it.
      const postgresUser = await postgresOsUser();
      const users = [
        { name: 'postgres', ...postgresUser! },
        { name: 'nobody', uid: 65534, gid: 65534 },
      ];
      for (const user of users) {
        const node = nodeFor(user.uid, user.gid);
        if (!node) {
          console.warn(`local-host: no node binary that ${user.name} may run; not probed`);
          continue;
        }
        const probe = spawnSync(node, ['-e', PROBE, socketPath, ...targets], {
          uid: user.uid,
          gid: user.gid,
          encoding: 'utf8',
        });
        const outcomes = JSON.parse(probe.stdout) as Record<string, string>;
        expect({ user: user.name, outcomes }).toEqual({
          user: user.name,
          outcomes: Object.fromEntries([...targets, socketPath].map((f) => [f, 'EACCES'])),
        });
      }
    },
  );

  it('an older data folder with the constant password keeps working and gets its own', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'fdp-local-host-'));
    const port = LOCAL_HOST_PORTS.postgres;
    try {
      // A folder as the app left it before: the constant password, no password file,
      // readable by all, and a photo written under the old umask.
      await makeDataDirPrivate(folder, { embeddedPostgres: true });
      const first = await startEmbeddedPostgres(folder, port);
      const sql = postgres(first.url, { max: 1, onnotice: () => {} });
      await sql.unsafe(`ALTER ROLE postgres PASSWORD '${LEGACY_POSTGRES_PASSWORD}'`);
      await sql.end();
      await first.stop();
      await rm(postgresPasswordFile(folder));
      await chmod(folder, 0o755);
      await mkdir(path.join(folder, 'photos', 'a'), { recursive: true, mode: 0o755 });
      await writeFile(path.join(folder, 'photos', 'a', 'full.jpg'), 'jpeg', { mode: 0o644 });
      await chmod(path.join(folder, 'photos', 'a', 'full.jpg'), 0o644);

      await makeDataDirPrivate(folder, { embeddedPostgres: true });
      const second = await startEmbeddedPostgres(folder, port);
      try {
        expect(passwordOf(second.url)).not.toBe(LEGACY_POSTGRES_PASSWORD);
        expect(await signIn(second.url)).toBe('ok');
        expect(await signIn(withPassword(second.url, LEGACY_POSTGRES_PASSWORD))).toBe('28P01');
      } finally {
        await second.stop();
      }
      expect(modesUnder(folder)).toEqual({
        'postgres-password': '600',
        photos: '700',
        'photos/a': '700',
        'photos/a/full.jpg': '600',
      });
      expect((statSync(folder).mode & 0o777).toString(8)).toBe(asRoot ? '710' : '700');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
