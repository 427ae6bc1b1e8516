// Names (a member's first and last name, a family's name) are single lines: they are shown
// in emails and messages to other people, where a line break or other control character
// would let a member write a paragraph of their own into the product's words.
import { AppError, ErrorCode } from '../errors.ts';

// Control characters (tabs and line breaks among them) and the Unicode line separators.
const NOT_SINGLE_LINE = /[\p{Cc}\u2028\u2029]/u;

export function isSingleLine(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value);
}

/** Throws the typed error when a name spans lines. */
export function requireSingleLine<T extends string | null | undefined>(value: T): T {
  if (typeof value === 'string' && !isSingleLine(value))
    throw new AppError(ErrorCode.NAME_NOT_SINGLE_LINE);
  return value;
}

/** A name on one line, whatever older data holds. */
export function oneLine(name: string): string {
  return name.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}

/** A name as an email's text shows it: one line, in quotation marks. */
export function quotedName(name: string): string {
  return `"${oneLine(name)}"`;
}

// An ordinary name: up to four words of letters, hyphens and apostrophes, with a period
// only after an initial or a short title ("J.", "St."). Anything else could read as the
// product's own sentence ("Ada Your account is locked. Call 555-0100"), so it is quoted.
const ORDINARY_WORD = /^(?:[\p{L}\p{M}]{1,2}\.|[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*)$/u;
const MAX_PLAIN_WORDS = 4;
const MAX_PLAIN_LENGTH = 40;

/** A name inside an email's sentence: as typed when it is an ordinary name ('Anna invited
 * you to join the Berg family'), in quotation marks when it could pass for a sentence. */
export function nameInSentence(name: string): string {
  const line = oneLine(name);
  const words = line.split(/\s+/);
  const ordinary =
    line.length <= MAX_PLAIN_LENGTH &&
    words.length <= MAX_PLAIN_WORDS &&
    words.every((word) => ORDINARY_WORD.test(word));
  return ordinary ? line : quotedName(line);
}
