// Lets the browser reach zero-cache through the app's own address: WebSocket upgrades
// and plain requests under /sync are passed to zero-cache unchanged (zero-cache
// accepts any one-segment base path).
import type { IncomingMessage, Server } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { isAllowedOrigin } from '../auth/origin-check.ts';

export const SYNC_PATH = '/sync';

export function attachSyncProxy(server: Server, zeroCacheUrl: string, publicOrigin: string) {
  const target = new URL(zeroCacheUrl);
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!req.url?.startsWith(`${SYNC_PATH}/`)) {
      socket.destroy();
      return;
    }
    // Cross-site WebSocket hijacking: a page elsewhere must not sync as our user.
    const origin = req.headers.origin;
    if (origin && !isAllowedOrigin(origin, req.headers.host, publicOrigin)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = net.connect(Number(target.port || 80), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.setNoDelay(true);
    if (socket instanceof net.Socket) socket.setNoDelay(true);
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
    upstream.on('close', close);
    socket.on('close', close);
  });
}

/** Plain HTTP requests under /sync (zero-cache's connection checks). */
export async function forwardSyncRequest(
  request: Request,
  zeroCacheUrl: string,
): Promise<Response> {
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, zeroCacheUrl);
  const headers = new Headers(request.headers);
  headers.delete('host');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const response = await fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
  });
  return new Response(response.body, { status: response.status, headers: response.headers });
}
