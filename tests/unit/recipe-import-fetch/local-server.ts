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
