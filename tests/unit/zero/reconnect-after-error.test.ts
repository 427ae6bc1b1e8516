import type { Connection, ConnectionState } from '@rocicorp/zero';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectAfterErrors } from '#client/zero/reconnect-after-error.ts';

/** A connection whose state the test sets, counting the app's connect() calls. */
function fakeConnection() {
  const listeners = new Set<(state: ConnectionState) => void>();
  const connection = {
    connects: 0,
    connect: async () => {
      connection.connects += 1;
    },
    state: {
      subscribe: (listener: (state: ConnectionState) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    set: (name: string) => listeners.forEach((l) => l({ name } as ConnectionState)),
    listeners,
  };
  return connection;
}

describe('reconnecting after a fatal sync error', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries again after 1 s, then 2 s, 4 s… up to 10 s, and from 1 s once connected', () => {
    const connection = fakeConnection();
    reconnectAfterErrors({ connection: connection as unknown as Connection });
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      connection.set('error');
      const before = connection.connects;
      let waited = 0;
      while (connection.connects === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000]);

    connection.set('connected');
    connection.set('error');
    vi.advanceTimersByTime(1_000);
    expect(connection.connects).toBe(8);
  });

  it('leaves a connection that needs a new sign-in, or is closed, alone', () => {
    const connection = fakeConnection();
    reconnectAfterErrors({ connection: connection as unknown as Connection });
    connection.set('needs-auth');
    vi.advanceTimersByTime(60_000);
    expect(connection.connects).toBe(0);

    connection.set('closed');
    expect(connection.listeners.size).toBe(0);
  });
});
