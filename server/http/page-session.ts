// A signed-in family page names who is signed in (user, family and member ids; never the
// session's token, whose cookie stays HttpOnly) in a JSON data block, so that the entry
// script starts Zero at once instead of after the session's answer, the router and React
// (docs/performance.md, "A cold dashboard"). A data block is not run: the CSP's "no inline
// script" holds. The page is then one member's: it is sent with Cache-Control: no-store.
import { PAGE_SESSION_ID, type PageSession } from '#domain/session/page-session.ts';

// The pages inside the family shell (client/app/router.tsx).
const FAMILY_PAGE =
  /^\/(?:dashboard|shopping-list|planning|history|settings|chat|dishes(?:\/[^/]+)?|cook\/[^/]+)\/?$/;

export function isFamilyPage(pathname: string): boolean {
  return FAMILY_PAGE.test(pathname);
}

/** JSON that cannot end its <script> element or open a comment: <, > and & escaped, and
 * the two line separators that old parsers took for line ends. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function pageSessionTag(session: PageSession): string {
  const facts: PageSession = {
    user_id: session.user_id,
    family_id: session.family_id,
    family_user_id: session.family_user_id,
  };
  return `<script type="application/json" id="${PAGE_SESSION_ID}">${scriptSafeJson(facts)}</script>`;
}
