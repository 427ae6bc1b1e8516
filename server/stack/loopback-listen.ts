// Preloaded (node --import) into zero-cache and every process it forks. zero-cache binds
// its sync port and its change-streamer port (ZERO_PORT+1, which streams every family's
// rows without a login) to all interfaces, and has no option to say otherwise. Only the
// app talks to it, over loopback, so every server these processes open is kept there; the
// change streamer moves to a Unix socket in DATA_DIR (change-streamer-socket.ts).
import net from 'node:net';
import {
  changeStreamerSocket,
  dialChangeStreamerSocket,
  listenArgsForSocket,
} from './change-streamer-socket.ts';

const WILDCARD = new Set([undefined, null, '', '::', '0.0.0.0']);
const LOOPBACK = '127.0.0.1';

type ListenArgs = Parameters<net.Server['listen']>;

export function onLoopback(args: unknown[]): unknown[] {
  const [first, second] = args;
  if (first !== null && typeof first === 'object') {
    const options = first as net.ListenOptions & { handle?: unknown; fd?: unknown };
    // A handle, fd or Unix socket path is not an address on the network.
    if (options.handle !== undefined || options.fd !== undefined || options.path) return args;
    if (!WILDCARD.has(options.host)) return args;
    return [{ ...options, host: LOOPBACK }, ...args.slice(1)];
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    if (typeof second === 'string' && !WILDCARD.has(second)) return args;
    const rest = typeof second === 'string' ? args.slice(2) : args.slice(1);
    return [first, LOOPBACK, ...rest];
  }
  if (first === undefined || typeof first === 'function') return [0, LOOPBACK, ...args];
  return args;
}

const socket = changeStreamerSocket(process.env);
if (socket) dialChangeStreamerSocket(socket);

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (this: net.Server, ...args: unknown[]) {
  const onSocket = socket ? listenArgsForSocket(args, socket) : null;
  return listen.apply(this, (onSocket ?? onLoopback(args)) as ListenArgs);
} as net.Server['listen'];
