// zero-cache's change streamer (ZERO_PORT+1) streams every family's row changes to whoever
// connects: Zero 1.9 checks no secret on it and has no option for its address (it binds
// "::"). Preloaded into zero-cache and every process it forks (by loopback-listen.ts), this
// moves it from TCP to a Unix socket in DATA_DIR, which only the stack's own user can open
// (the folder is 0700), and sends zero-cache's replicator, which dials localhost:<that
// port>, to the socket too. Nothing else connects to it when one zero-cache runs beside
// the app. See docs/security.md, "Local host".
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const CHANGE_STREAMER_SOCKET_ENV = 'FDP_CHANGE_STREAMER_SOCKET';
const SOCKET_FILE = 'zero-change-streamer.sock';
// A socket's path must fit sun_path: 108 bytes with the final NUL.
const MAX_SOCKET_PATH_BYTES = 107;
const LOCAL_HOSTS = new Set([undefined, null, '', 'localhost', '127.0.0.1', '::1']);

export type ChangeStreamerSocket = { port: number; path: string };

/** Each shard's zero-cache has its own change streamer, and so its own socket. */
export function changeStreamerSocketPath(dataDir: string, shard = 0): string {
  const name = shard === 0 ? SOCKET_FILE : SOCKET_FILE.replace('.sock', `-${shard}.sock`);
  const file = path.resolve(dataDir, name);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(
      `DATA_DIR is too long a path for zero-cache's change streamer socket (${file}): ` +
        `at most ${MAX_SOCKET_PATH_BYTES - SOCKET_FILE.length - 1} bytes`,
    );
  }
  return file;
}

/** The socket zero-cache's environment asks for, if any. */
export function changeStreamerSocket(
  env: Record<string, string | undefined>,
): ChangeStreamerSocket | null {
  const file = env[CHANGE_STREAMER_SOCKET_ENV];
  const port = Number(env.ZERO_CHANGE_STREAMER_PORT);
  return file && Number.isInteger(port) && port > 0 ? { port, path: file } : null;
}

const isPort = (value: unknown): boolean =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));

/** listen() arguments that open the change streamer's port, moved to the socket; else null. */
export function listenOnSocket(args: unknown[], socket: ChangeStreamerSocket): unknown[] | null {
  const [first, ...rest] = args;
  if (first !== null && typeof first === 'object') {
    const { port, host: _host, ...options } = first as net.ListenOptions;
    if (port === undefined || Number(port) !== socket.port) return null;
    return [{ ...options, path: socket.path }, ...rest];
  }
  if (!isPort(first) || Number(first) !== socket.port) return null;
  return [socket.path, ...rest.filter((arg) => typeof arg === 'function')];
}

/** connect() arguments for localhost:<the change streamer's port>, moved to the socket; else null. */
export function connectToSocket(args: unknown[], socket: ChangeStreamerSocket): unknown[] | null {
  const [first, ...rest] = args;
  if (first !== null && typeof first === 'object' && !Array.isArray(first)) {
    const options = first as { port?: unknown; host?: string | null; path?: string };
    if (options.path || Number(options.port) !== socket.port || !LOCAL_HOSTS.has(options.host)) {
      return null;
    }
    return [{ ...options, path: socket.path }, ...rest];
  }
  if (!isPort(first) || Number(first) !== socket.port) return null;
  if (typeof rest[0] === 'string' && !LOCAL_HOSTS.has(rest[0])) return null;
  return [{ path: socket.path }, ...rest.filter((arg) => typeof arg === 'function')];
}

/** listen() arguments for the socket, once a socket file left by a killed run is gone; else null. */
export function listenArgsForSocket(
  args: unknown[],
  socket: ChangeStreamerSocket,
): unknown[] | null {
  const moved = listenOnSocket(args, socket);
  if (moved) rmSync(socket.path, { force: true });
  return moved;
}

/** Sends this process's connections to localhost:<the change streamer's port> to the socket. */
export function dialChangeStreamerSocket(socket: ChangeStreamerSocket): void {
  const connect = net.connect;
  const dial = function (...args: unknown[]) {
    return connect(...((connectToSocket(args, socket) ?? args) as Parameters<typeof net.connect>));
  } as typeof net.connect;
  net.connect = dial;
  net.createConnection = dial;
}
