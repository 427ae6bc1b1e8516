// Names (a member's first and last name, a family's name) hold no web addresses: they go
// into invitation emails to any address, where a mail client turns "evil.example/login"
// into a link that seems to come from us (docs/security.md, input rules). Setup, the member
// mutators (so REST and the settings tabs) and access requests refuse them; an email shows
// a name saved before this rule in neutral words instead.
import { AppError, ErrorCode } from '../errors.ts';

// Dots that mail clients and browsers read as one: full stop, ideographic, full-width, half-width.
const DOT = '[.\u3002\uFF0E\uFF61]';
// Top-level domains that mail clients link without a scheme; any domain followed by a path is a
// link too. Lists every gTLD that spam favours and the usual country codes.
const TLD =
  '(?:com|net|org|info|biz|io|co|app|dev|xyz|top|site|online|shop|link|click|live|me|ly|gg|tk|ru|cn|us|uk|de|fr|nl|eu|ca|au)';
const LINK = new RegExp(
  [
    String.raw`[a-z][a-z0-9+.-]*:\/\/`, // a scheme: https://, ftp://
    String.raw`\bwww${DOT}`,
    String.raw`[^\s@]+@[^\s@]+${DOT}[a-z]{2,}`, // an email address (mailto links)
    String.raw`\b[a-z0-9-]+(?:${DOT}[a-z0-9-]+)*${DOT}${TLD}\b`,
    String.raw`\b[a-z0-9-]+(?:${DOT}[a-z0-9-]+)*${DOT}[a-z]{2,}\/`,
  ].join('|'),
  'iu',
);

export function hasLink(text: string): boolean {
  return LINK.test(text.normalize('NFKC'));
}

/** Throws the typed error when a name holds a web address. */
export function requireNoLink<T extends string | null | undefined>(value: T): T {
  if (typeof value === 'string' && hasLink(value)) throw new AppError(ErrorCode.NAME_HAS_LINK);
  return value;
}

/** A name as an email may show it: null when it holds a web address (older data). */
export function nameForEmail(name: string | null | undefined): string | null {
  return name && !hasLink(name) ? name : null;
}
