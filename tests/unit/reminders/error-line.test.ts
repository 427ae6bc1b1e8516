// The reminder queue's log line for a failure: the message and code, never
// "[object Object]" or a stack trace (docs/operations.md, What an operator sees).
import { describe, expect, it } from 'vitest';
import { errorLine } from '#server/reminders/error-line.ts';

/** A Postgres error as postgres.js / pg raise it: an Error with a SQLSTATE code. */
function postgresError(message: string, code: string) {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

describe('errorLine', () => {
  it('reads an error pg-boss emits as a plain object copied from the Error', () => {
    const error = postgresError('terminating connection due to administrator command', '57P01');
    // As pg-boss's manager emits a worker's failure.
    const emitted = {
      ...error,
      message: error.message,
      stack: error.stack,
      queue: 'prep-reminder',
      worker: 'a1b2',
    };
    expect(String(emitted)).toBe('[object Object]');
    expect(errorLine(emitted)).toBe(
      'terminating connection due to administrator command (code 57P01, queue prep-reminder)',
    );
  });

  it('reads an Error, with its code and without its stack', () => {
    const line = errorLine(postgresError('could not extend file: No space left', '53100'));
    expect(line).toBe('could not extend file: No space left (code 53100)');
    expect(errorLine(new Error('boom\n  at somewhere'))).toBe('boom at somewhere');
  });

  it('reads what is not an Error', () => {
    expect(errorLine('connection lost')).toBe('connection lost');
    expect(errorLine({ reason: 'timeout' })).toBe('{"reason":"timeout"}');
    expect(errorLine({ cause: new Error('socket hang up') })).toBe('socket hang up');
    expect(errorLine({})).toBe('unknown error');
    expect(errorLine(undefined)).toBe('undefined');
  });
});
