// Who is signed in, as the HTML of a signed-in family page names them, so that the entry
// script can start Zero before the session's answer (server/http/page-session.ts,
// client/zero/start-from-page.ts). Public facts only: ids, never the session's token.
export const PAGE_SESSION_ID = 'page-session';

export type PageSession = {
  user_id: string;
  family_id: string;
  family_user_id: string | null;
};
