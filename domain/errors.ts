// Every error the product can report, as a typed code, mapped once to the spec's words.
import { ApplicationError } from '@rocicorp/zero';
import { ErrorCode, errorMessages } from './error-messages.ts';

export { ErrorCode, errorMessages, type FailureNotice } from './error-messages.ts';

/** Facts a refusal carries besides its code, for the screen's words (a meal's day now). */
export type ErrorFacts = { meal_date?: string };

/** Thrown by domain code on either side; Zero carries `details.code` to the client. */
export class AppError extends ApplicationError<{ code: ErrorCode } & ErrorFacts> {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string = errorMessages[code], facts: ErrorFacts = {}) {
    super(message, { details: { ...facts, code } });
    this.code = code;
  }
}

export function errorCodeOf(error: unknown): ErrorCode | undefined {
  if (error instanceof AppError) return error.code;
  const details = (error as { details?: { code?: unknown } } | null)?.details;
  const code = details?.code;
  return typeof code === 'string' && code in ErrorCode ? (code as ErrorCode) : undefined;
}

type Issue = { code?: string; message: string; params?: unknown };

/**
 * The product's error a failed schema's first issue names, when a rule gave it one (a
 * name's direction controls, domain/text/direction-controls.ts): REST and the mutate
 * endpoint answer with that code and the issue's words instead of a bare INVALID_INPUT.
 */
export function codedIssue(issues: readonly Issue[] | undefined): AppError | undefined {
  const issue = issues?.[0];
  const code = (issue?.params as { code?: unknown } | undefined)?.code;
  if (!issue || typeof code !== 'string' || !(code in ErrorCode)) return undefined;
  return new AppError(code as ErrorCode, issue.message);
}
