// A write whose database connection failed, as opposed to one the database refused
// (docs/operations.md, "Lost answers"). Postgres ending a connection (its restart, a
// kill -9, pg_terminate_backend) leaves the server unable to tell whether a transaction
// committed: COMMIT may have been sent and applied before the answer was lost. Such a
// write is answered as not yet known (503, asked again), never as refused.

// postgres.js's own codes for a connection that ended or never opened.
const CLIENT_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);
// Node's socket errors.
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN']);
// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, database_dropped... the
// 57P class (operator intervention) save 57014 (a statement cancelled, a definite refusal),
// and every connection exception (class 08).
const isServerCode = (code: string) => /^57P0\d$/.test(code) || code.startsWith('08');

/** Whether an error, or one it wraps, is the database connection failing. */
export function isConnectionLost(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (CLIENT_CODES.has(code) || SOCKET_CODES.has(code) || isServerCode(code)) return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
