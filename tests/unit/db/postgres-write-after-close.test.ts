import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isPostgresWriteAfterClose } from '#server/db/postgres-write-after-close.ts';

// The stack the app server died with when Postgres was killed under load.
const SEEN_STACK = `TypeError: Cannot read properties of null (reading 'write')
    at Immediate.nextWrite (file:///app/node_modules/postgres/src/connection.js:250:22)
    at process.processImmediate (node:internal/timers:504:21)`;

function typeError(message: string, stack: string) {
  const error = new TypeError(message);
  error.stack = stack;
  return error;
}

const guard = fileURLToPath(
  new URL('../../../server/db/postgres-write-after-close.ts', import.meta.url),
);

/** A process with the guard installed that throws `thrown` from a setImmediate. */
function runWithGuard(thrown: string) {
  const script = `
    const { surviveWritesAfterClose } = await import(${JSON.stringify(guard)});
    surviveWritesAfterClose(console.log);
    setImmediate(() => { ${thrown} });
    setTimeout(() => { console.log('still running'); process.exit(0); }, 100);
  `;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
}

describe('a postgres.js write to a closed connection', () => {
  it('is recognised by its message, function and file', () => {
    expect(
      isPostgresWriteAfterClose(
        typeError("Cannot read properties of null (reading 'write')", SEEN_STACK),
      ),
    ).toBe(true);
  });

  it('is not confused with other errors', () => {
    expect(
      isPostgresWriteAfterClose(new TypeError("Cannot read properties of null (reading 'write')")),
    ).toBe(false);
    expect(isPostgresWriteAfterClose(new Error('CONNECTION_CLOSED'))).toBe(false);
    expect(
      isPostgresWriteAfterClose(
        typeError("Cannot read properties of null (reading 'query')", SEEN_STACK),
      ),
    ).toBe(false);
    expect(isPostgresWriteAfterClose('a string')).toBe(false);
  });

  it('leaves the server running when it is thrown, and only then', () => {
    const ignored = runWithGuard(`
      const error = new TypeError("Cannot read properties of null (reading 'write')");
      error.stack = ${JSON.stringify(SEEN_STACK)};
      throw error;
    `);
    expect(ignored.stdout).toContain('Postgres connection closed under a pending write');
    expect(ignored.stdout).toContain('still running');
    expect(ignored.status).toBe(0);

    const fatal = runWithGuard(`throw new RangeError('a real bug')`);
    expect(fatal.stdout).not.toContain('still running');
    expect(fatal.stderr).toContain('a real bug');
    expect(fatal.status).toBe(1);
  });
});
