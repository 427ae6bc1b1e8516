// Ports sit below 32768, outside Linux's ephemeral range, so that an outgoing
// connection can never be holding one when a server wants to listen on it.
// Fixed, uncommon port blocks per test runner so that runs never collide with `npm start`.
// TEST_PORT_OFFSET shifts every block, so that two checkouts can run their suites at once.
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);

// Ports that fetch (Node's and browsers') refuses to connect to, the Fetch standard's
// "bad ports" at or above 1024, e.g. 5060-5061 (SIP) that offset 100 would give zero-cache.
const FETCH_BAD_PORTS = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]); // prettier-ignore

/** The first port from `port` on whose `span` consecutive ports are all fetchable. */
function fetchable(port: number, span = 1): number {
  let first = port;
  while (Array.from({ length: span }, (_, i) => first + i).some((p) => FETCH_BAD_PORTS.has(p)))
    first += 1;
  return first;
}

function block(app: number, postgres: number, zero: number) {
  // zero-cache listens on its port and the next one.
  return {
    app: fetchable(app + offset),
    postgres: postgres + offset,
    zero: fetchable(zero + offset, 2),
  } as const;
}

export const E2E_PORTS = block(3310, 15510, 4950);
export const INTEGRATION_PORTS = block(3320, 15520, 4960);
export const BENCH_PORTS = block(3330, 15530, 4970);

// The fake Google (tests/support/fake-google-calendar.ts: sign-in and the calendar) of each runner.
export const FAKE_GOOGLE_CALENDAR_PORTS = {
  e2e: 3317 + offset,
  integration: 3327 + offset,
} as const;
// The fake Twilio the end-to-end stack's text messages go to (tests/support/fake-twilio.ts).
export const E2E_FAKE_TWILIO_PORT = 3318 + offset;
// Accounts: the SMTP catcher and its mailbox reader for e2e, and the SMTP catcher of the
// mailer's unit test.
export const E2E_MAIL_PORTS = { smtp: 3315 + offset, mailbox: 3316 + offset } as const;
export const UNIT_SMTP_PORT = 3338 + offset;
// An app of its own on the integration database, whose connections a test ends
// (tests/integration/push-connection-lost.test.ts): the shared stack's pool stays whole.
export const CONNECTION_LOST_APP_PORT = 3339 + offset;
// The fake OpenAI-compatible model of the end-to-end stack (tests/support/fake-openai.ts).
export const E2E_FAKE_OPENAI_PORT = 3314 + offset;
// A second end-to-end stack with every optional feature off (no model, no Google, no SMTP),
// started by the specs that need it (tests/e2e/support/bare-stack.ts).
export const E2E_BARE_PORTS = block(28500, 28510, 28520);
// A fresh install with the product's defaults (invitation-only), for the first-family link
// in a browser (tests/e2e/first-family-link.spec.ts).
export const E2E_FIRST_START_PORTS = block(28560, 28570, 28580);
// The fresh start of tests/integration/startup-output.test.ts (its own data and ports).
export const STARTUP_PORTS = block(28530, 28540, 28550);
// The fault tests' own `npm start` (tests/integration/faults-*.test.ts), killed with -9.
export const FAULT_PORTS = block(28000, 28010, 28020);
// The supervision tests' own `npm start` (tests/integration/faults-stack.test.ts): npm,
// its leader and its app server killed with -9, and a second start on the same folder.
export const STACK_PORTS = block(28630, 28640, 28650);
// The full-disk test's own `npm start` on a small tmpfs (tests/integration/faults-disk.test.ts).
export const DISK_PORTS = block(28660, 28670, 28680);
// Reads and live sync on a full disk (tests/integration/faults-disk-reads.test.ts).
export const DISK_READS_PORTS = block(28685, 28690, 28695);
// The backup test's own stack (tests/integration/backup-restore.test.ts), stopped and
// started again on the same data around a restore.
export const BACKUP_PORTS = block(28600, 28610, 28620);
// The embedded Postgres of tests/integration/local-host.test.ts (an older data folder).
export const LOCAL_HOST_PORTS = block(28700, 28710, 28720);
// A stack of two shards, and a third added while it runs (tests/integration/shards.test.ts):
// each shard's zero-cache takes two ports from the block's zero port on.
export const SHARD_PORTS = block(28740, 28750, 28760);
// Two shards for a browser whose family moves while it is offline (tests/e2e/shard-move.spec.ts).
export const E2E_SHARD_PORTS = block(28800, 28810, 28820);
// zero-cache alone, started with a setting it refuses (tests/integration/zero-cache-first-start.test.ts).
export const ZERO_FIRST_START_PORT = fetchable(28730 + offset, 2);
