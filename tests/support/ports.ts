// Ports sit below 32768, outside Linux's ephemeral range, so that an outgoing
// connection can never be holding one when a server wants to listen on it.
// Fixed, uncommon port blocks per test runner so that runs never collide with `npm start`.
export const E2E_PORTS = { app: 3310, postgres: 15510, zero: 4950 } as const;
export const INTEGRATION_PORTS = { app: 3320, postgres: 15520, zero: 4960 } as const;
export const BENCH_PORTS = { app: 3330, postgres: 15530, zero: 4970 } as const;
