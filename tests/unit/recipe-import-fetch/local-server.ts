import { afterEach } from 'vitest';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  port: number;
  /** Paths requested so far, to prove a refused hop never reached the server. */
  paths: string[];
  hosts: string[];
  close: () => Promise<void>;
}

/** An HTTP server on loopback only, on a free port. */
export async function startLocalServer(handler: RequestListener): Promise<LocalServer> {
  const paths: string[] = [];
  const hosts: string[] = [];
  const server = createServer((req, res) => {
    paths.push(req.url ?? '');
    hosts.push(req.headers.host ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    paths,
    hosts,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging test handlers keep sockets open; close would otherwise wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** For a describe block: `serve` starts a server for one test; it is closed after that test. */
export function serverPerTest(): (handler: RequestListener) => Promise<LocalServer> {
  const started: LocalServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });
  return async (handler) => {
    const server = await startLocalServer(handler);
    started.push(server);
    return server;
  };
}
