// Lets the browser reach zero-cache through the app's own address. The proxy ends each
// WebSocket itself and relays messages to zero-cache, so that it can (1) refuse a socket
// without a valid session, (2) drop Zero's inspector messages (they read every family's
// rows with the admin password), and (3) close a socket once its session has ended.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer, type RawData } from 'ws';
import { SESSION_COOKIE } from '../auth/cookie.ts';
import { isAllowedOrigin } from '../auth/origin-check.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { ShardDirectory } from '../shards/shard-directory.ts';
import { hopsObserved, markHop } from './hop-timing.ts';
import type { LiveSyncSockets } from './live-sync-sockets.ts';
import {
  isRefusedUpstreamMessage,
  rawText,
  syncSessionToken,
  unauthorizedMessage,
} from './sync-messages.ts';

export const SYNC_PATH = '/sync';

// Headers zero-cache needs from the browser's request (it forwards the cookie to our
// query and mutate endpoints); the WebSocket handshake headers are the client library's.
const FORWARDED_HEADERS = ['cookie', 'origin', 'user-agent', 'x-forwarded-for'];

export type SyncProxyDeps = {
  sessions: SessionStore;
  live: LiveSyncSockets;
  /** Where each family's zero-cache is (docs/shards.md). */
  shards: ShardDirectory;
};

function wsUrl(httpUrl: string): URL {
  const target = new URL(httpUrl);
  target.protocol = target.protocol === 'https:' ? 'wss:' : 'ws:';
  return target;
}

function refuse(socket: Duplex, status: number, reason: string) {
  if (!socket.writable) return socket.destroy();
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function closeCode(code: number): number | undefined {
  // 1005, 1006 and 1015 describe a close; they may not be sent in one.
  return code === 1000 ||
    (code >= 1001 && code <= 1014 && ![1004, 1005, 1006].includes(code)) ||
    (code >= 3000 && code <= 4999)
    ? code
    : undefined;
}

function closeWith(ws: WebSocket, code: number, reason: Buffer) {
  if (ws.readyState === WebSocket.CLOSED || ws.readyState === WebSocket.CLOSING) return;
  const sendable = closeCode(code);
  if (sendable === undefined) ws.close();
  else ws.close(sendable, reason.subarray(0, 123));
}

function relay(client: WebSocket, upstream: WebSocket, onEnd: () => void) {
  client.on('message', (data: RawData, isBinary) => {
    if (isRefusedUpstreamMessage(data)) {
      client.close(1008, 'Not allowed');
      upstream.close();
      return;
    }
    if (hopsObserved() && rawText(data).startsWith('["push"')) markHop('push-relayed');
    if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary: isBinary });
  });
  upstream.on('message', (data: RawData, isBinary) => {
    if (hopsObserved() && rawText(data).startsWith('["pokeEnd"')) markHop('poke-relayed');
    if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
  });
  client.on('close', (code, reason) => {
    onEnd();
    closeWith(upstream, code, reason);
  });
  upstream.on('close', (code, reason) => closeWith(client, code, reason));
  client.on('error', () => upstream.terminate());
  upstream.on('error', () => client.terminate());
}

export function attachSyncProxy(server: Server, publicOrigin: string, deps: SyncProxyDeps) {
  const chosenProtocol = new WeakMap<IncomingMessage, string>();
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    // The client gets the subprotocol zero-cache chose.
    handleProtocols: (_protocols, req) => chosenProtocol.get(req) ?? false,
  });
  server.on('close', () => deps.live.stop());

  // Without a session the socket is opened only to carry Zero's own Unauthorized error and
  // closed: a plain 401 would leave the client retrying forever (a browser cannot read the
  // status of a failed upgrade), where this sends it to 'needs-auth' at once. No data flows.
  const refuseUnauthorized = (
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    secProtocol: string | undefined,
  ) => {
    const requested = secProtocol?.split(',')[0]?.trim();
    if (requested) chosenProtocol.set(req, requested);
    wss.handleUpgrade(req, socket, head, (client) => {
      client.send(unauthorizedMessage('Please sign in again.'));
      client.close(1000, 'Unauthorized');
    });
  };

  const connect = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!req.url?.startsWith(`${SYNC_PATH}/`)) return socket.destroy();
    // Cross-site WebSocket hijacking: a page elsewhere must not sync as our user.
    const origin = req.headers.origin;
    if (origin && !isAllowedOrigin(origin, req.headers.host, publicOrigin)) {
      return refuse(socket, 403, 'Forbidden');
    }
    const secProtocol = req.headers['sec-websocket-protocol'];
    const token = syncSessionToken(secProtocol, req.headers.cookie, SESSION_COOKIE);
    const caller = token ? await deps.sessions.validateWithAccount(token) : null;
    if (!caller) return refuseUnauthorized(req, socket, head, secProtocol);
    const session = caller.session;
    // The family's own shard; a family being moved is held here until it has landed.
    const shard = await deps.shards.familyShard(caller.familyID);
    const shardUrl = await deps.shards.urlOf(shard);
    if (!shardUrl) return refuse(socket, 503, 'Service Unavailable');
    const target = wsUrl(shardUrl);

    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const protocols =
      secProtocol
        ?.split(',')
        .map((p) => p.trim())
        .filter(Boolean) ?? [];
    let upstream: WebSocket;
    try {
      upstream = new WebSocket(new URL(req.url, target), protocols, {
        headers,
        perMessageDeflate: false,
      });
    } catch {
      return refuse(socket, 400, 'Bad Request');
    }
    upstream.once('unexpected-response', (_request, response) => {
      refuse(socket, response.statusCode ?? 502, response.statusMessage || 'Bad Gateway');
      upstream.terminate();
    });
    upstream.once('error', () => refuse(socket, 502, 'Bad Gateway'));
    socket.once('close', () => {
      if (upstream.readyState === WebSocket.CONNECTING) upstream.terminate();
    });
    upstream.once('open', () => {
      if (socket.destroyed) return upstream.close();
      if (upstream.protocol) chosenProtocol.set(req, upstream.protocol);
      wss.handleUpgrade(req, socket, head, (client) => {
        const forgetSession = deps.live.add(session.id, () => {
          // Zero's own error first, so the client asks to sign in instead of retrying.
          if (client.readyState === WebSocket.OPEN) {
            client.send(unauthorizedMessage('Your session has ended.'));
          }
          client.close(1000, 'Session ended');
          upstream.close();
        });
        // The family moves to another shard: the device reconnects, and lands there.
        const unwatch = caller.familyID
          ? deps.shards.watch(caller.familyID, () => {
              void deps.shards.readFamily(caller.familyID!).then((family) => {
                if (family && family.movingTo === null && family.shard === shard) return;
                client.close(1012, 'Moving to another shard');
                upstream.close();
              });
            })
          : () => {};
        relay(client, upstream, () => {
          forgetSession();
          unwatch();
        });
      });
    });
  };

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    connect(req, socket, head).catch(() => refuse(socket, 500, 'Internal Server Error'));
  });
}

/** Plain HTTP under /sync: only zero-cache's health answer, none of its admin pages. */
export async function forwardSyncRequest(
  request: Request,
  zeroCacheUrl: string | undefined,
): Promise<Response> {
  const url = new URL(request.url);
  if (
    request.method !== 'GET' ||
    (url.pathname !== SYNC_PATH && url.pathname !== `${SYNC_PATH}/`)
  ) {
    return new Response(null, { status: 404 });
  }
  if (!zeroCacheUrl) return new Response(null, { status: 503 });
  const response = await fetch(new URL('/', zeroCacheUrl));
  return new Response(response.body, { status: response.status, headers: response.headers });
}
