// What the reminder queue writes to the log about a failure: one plain line with the
// error's message and code (docs/operations.md, "What an operator sees": no stack traces,
// no "[object Object]"). pg-boss emits some errors as plain objects copied from the Error
// ({ ...error, message, stack, queue, worker }), which String() prints as
// "[object Object]".
const MAX_LENGTH = 500;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** The error as one line: its message, then its code and the queue it came from, if any. */
export function errorLine(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error).slice(0, MAX_LENGTH);
  const fields = error as { message?: unknown; code?: unknown; queue?: unknown; cause?: unknown };
  const cause = fields.cause as { message?: unknown } | undefined;
  const message =
    text(fields.message) || text(cause?.message) || safeJson(error) || 'unknown error';
  const details = [
    text(fields.code) && `code ${text(fields.code)}`,
    text(fields.queue) && `queue ${text(fields.queue)}`,
  ].filter(Boolean);
  const line = details.length ? `${message} (${details.join(', ')})` : message;
  return line.replace(/\s+/g, ' ').trim().slice(0, MAX_LENGTH);
}

function safeJson(value: object): string | null {
  try {
    const json = JSON.stringify(value);
    return json && json !== '{}' ? json : null;
  } catch {
    return null;
  }
}
