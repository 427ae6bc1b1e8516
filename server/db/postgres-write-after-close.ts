// postgres.js (3.4.7, and 3.4.9 still) can throw from a setImmediate after a connection
// closed: nextWrite() calls socket.write on the socket closed() has already set to null
// (porsager/postgres#1154, #1208). The query that write belonged to was already rejected
// with CONNECTION_CLOSED, so nothing is lost by ignoring it; left uncaught, it ends the
// whole server, and with it the keeper that was about to start Postgres again (seen when
// Postgres was killed on a loaded machine, tests/integration/faults.test.ts).

/** Whether an uncaught error is that write to a closed connection, and nothing else. */
export function isPostgresWriteAfterClose(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  const stack = error.stack ?? '';
  return (
    error.message.includes("reading 'write'") &&
    /\bnextWrite\b/.test(stack) &&
    /postgres[\\/]src[\\/]connection\.js/.test(stack)
  );
}

/** Ignores that one error, logging it; any other uncaught error ends the process as usual. */
export function surviveWritesAfterClose(log: (line: string) => void = console.error): void {
  process.on('uncaughtException', (error) => {
    if (isPostgresWriteAfterClose(error)) {
      log('Postgres connection closed under a pending write; carrying on');
      return;
    }
    console.error(error);
    process.exit(1);
  });
}
