// The arguments the zero-cache preload rewrites (server/stack/change-streamer-socket.ts): only the
// change streamer's port, as fastify listens on it and as the replicator (ws) dials it.
// tests/integration/local-host.test.ts proves the whole on a running zero-cache.
import { describe, expect, it } from 'vitest';
import {
  changeStreamerSocket,
  changeStreamerSocketPath,
  connectToSocket,
  listenOnSocket,
} from '#server/stack/change-streamer-socket.ts';

const socket = { port: 4849, path: '/data/zero-change-streamer.sock' };
const callback = () => {};

describe('the change streamer socket preload', () => {
  it('is on only when zero-cache is told the socket and the port', () => {
    expect(
      changeStreamerSocket({
        FDP_CHANGE_STREAMER_SOCKET: socket.path,
        ZERO_CHANGE_STREAMER_PORT: '4849',
      }),
    ).toEqual(socket);
    expect(changeStreamerSocket({ ZERO_CHANGE_STREAMER_PORT: '4849' })).toBeNull();
  });

  it('moves a listen on the port, on any host, to the socket', () => {
    expect(listenOnSocket([{ host: '::', port: 4849, backlog: 511 }, callback], socket)).toEqual([
      { backlog: 511, path: socket.path },
      callback,
    ]);
    expect(listenOnSocket([4849, '0.0.0.0', callback], socket)).toEqual([socket.path, callback]);
    expect(listenOnSocket([{ host: '::', port: 4848 }], socket)).toBeNull();
    expect(listenOnSocket([4848], socket)).toBeNull();
  });

  it('moves a dial to localhost:<port> to the socket, and no other', () => {
    expect(connectToSocket([{ host: 'localhost', port: 4849, path: undefined }], socket)).toEqual([
      { host: 'localhost', port: 4849, path: socket.path },
    ]);
    expect(connectToSocket([4849, '127.0.0.1', callback], socket)).toEqual([
      { path: socket.path },
      callback,
    ]);
    expect(connectToSocket([{ host: 'db.example', port: 4849 }], socket)).toBeNull();
    expect(connectToSocket([{ host: 'localhost', port: 5432 }], socket)).toBeNull();
    expect(connectToSocket([{ path: '/other.sock' }], socket)).toBeNull();
  });

  it('refuses a data folder whose socket path would not fit', () => {
    expect(changeStreamerSocketPath('/data')).toBe(socket.path);
    expect(() => changeStreamerSocketPath(`/${'x'.repeat(90)}`)).toThrow(/too long/);
  });
});
