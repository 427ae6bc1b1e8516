// docs/security.md, "Network, sync socket and imports": from another address of this machine (its own non-loopback address:
// the packets never leave the host, but they arrive as from the network), every port the
// stack listens on refuses the connection. zero-cache used to listen on all interfaces,
// and its second port (the change streamer) streams every family's rows without a login.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { INTEGRATION_PORTS } from '../support/ports.ts';

function nonLoopbackAddress(): string | undefined {
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  return undefined;
}

/** Ports that the processes under this test run (the stack is started by its main process) listen on. */
function listeningPortsOfStack(): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [process.ppid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  const inodes = new Set<string>();
  for (const pid of tree) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode) inodes.add(inode);
      }
    } catch {
      // another user's process (Postgres) or gone: its ports are listed below anyway
    }
  }
  const ports = new Set<number>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let table: string;
    try {
      table = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of table.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // st 0A is LISTEN; field 9 is the socket's inode.
      if (fields[3] === '0A' && inodes.has(fields[9] ?? '')) {
        ports.add(parseInt(fields[1]!.split(':')[1]!, 16));
      }
    }
  }
  return [...ports];
}

function connectOutcome(host: string, port: number): Promise<'refused' | 'connected'> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error(`no answer from ${host}:${port}`));
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error),
    );
  });
}

const address = nonLoopbackAddress();
if (!address)
  console.warn('network-exposure: skipped, this machine has no non-loopback IPv4 address');

describe('what the stack exposes to the network', () => {
  it.skipIf(!address)(
    'every port it opens refuses a connection from a non-loopback address',
    async () => {
      const { app, postgres, zero } = INTEGRATION_PORTS;
      // The ports we know of (app, Postgres, zero-cache's sync port, Zero's default port for
      // its change streamer, which is on a Unix socket instead (local-host.test.ts), its
      // litestream metrics port), and whatever else the stack's processes listen on.
      const known = [app, postgres, zero, zero + 1, zero + 2];
      const found = listeningPortsOfStack();
      const ports = [...new Set([...known, ...found])].sort((a, b) => a - b);
      // The stack is up and listens on these on loopback.
      expect(await connectOutcome('127.0.0.1', zero)).toBe('connected');
      expect(new URL(inject('appUrl')).port).toBe(String(app));

      const outcomes = Object.fromEntries(
        await Promise.all(ports.map(async (port) => [port, await connectOutcome(address!, port)])),
      );
      expect(outcomes).toEqual(Object.fromEntries(ports.map((port) => [port, 'refused'])));
    },
  );
});
