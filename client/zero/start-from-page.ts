// A signed-in family page names its member in its HTML (server/http/page-session.ts). The
// entry script loads this chunk (preloaded by that HTML) and Zero starts from it at once,
// while React, the router and the session's answer are still on their way: the /sync
// socket no longer waits for the page's code (docs/performance.md, "A cold dashboard").
// The session's answer stays the check: when it names nobody, or another member, this
// instance is closed, and the pages follow the answer (sign-in, or the right family).
import type { AuthContext } from '#domain/auth-context.ts';
import { PAGE_SESSION_ID } from '#domain/session/page-session.ts';
import { z } from '#domain/zod-mini.ts';
import { startupSession } from '../session/session.tsx';
import { closeFamilyZero, contextOfSession, familyZero, sameMember } from './family-zero.ts';

const pageSession = z.object({
  user_id: z.string().check(z.minLength(1)),
  family_id: z.string().check(z.minLength(1)),
  family_user_id: z.nullable(z.string()),
});

/** The member the page names, or null when it names none (or nothing readable). */
export function pageContext(element: Element | null): AuthContext | null {
  if (!element?.textContent) return null;
  let json: unknown;
  try {
    json = JSON.parse(element.textContent);
  } catch {
    return null;
  }
  const parsed = pageSession.safeParse(json);
  if (!parsed.success) return null;
  const { user_id, family_id, family_user_id } = parsed.data;
  return { userID: user_id, familyID: family_id, familyUserID: family_user_id };
}

const context = pageContext(document.getElementById(PAGE_SESSION_ID));
if (context) {
  familyZero(context);
  void startupSession.then((session) => {
    if (!session?.family_id || !sameMember(contextOfSession(session), context))
      closeFamilyZero(context);
  });
}
