// Ports sit below 32768, outside Linux's ephemeral range, so that an outgoing
// connection can never be holding one when a server wants to listen on it.
// Fixed, uncommon port blocks per test runner so that runs never collide with `npm start`.
// TEST_PORT_OFFSET shifts every block, so that two checkouts can run their suites at once.
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);

function block(app: number, postgres: number, zero: number) {
  return { app: app + offset, postgres: postgres + offset, zero: zero + offset } as const;
}

export const E2E_PORTS = block(3310, 15510, 4950);
export const INTEGRATION_PORTS = block(3320, 15520, 4960);
export const BENCH_PORTS = block(3330, 15530, 4970);

// Accounts: the SMTP catcher and its mailbox reader for e2e, the fake Google sign-in for
// e2e and integration, and the SMTP catcher of the mailer's unit test.
export const E2E_MAIL_PORTS = { smtp: 3315 + offset, mailbox: 3316 + offset } as const;
export const FAKE_GOOGLE_OAUTH_PORTS = { e2e: 3317 + offset, integration: 3327 + offset } as const;
export const UNIT_SMTP_PORT = 3338 + offset;
