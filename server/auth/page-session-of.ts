// Who a family page's HTML names (server/http/page-session.ts): the member the session
// cookie signs in, read as every request reads it; nobody for a session without a family.
import type { AppDeps } from '../http/app-env.ts';
import type { PageSessionOf } from '../http/static-client.ts';

export function pageSessionOf(deps: AppDeps): PageSessionOf {
  return async (token) => {
    const found = await deps.sessions.validateWithAccount(token);
    if (!found?.familyID) return null;
    return {
      user_id: found.session.accountID,
      family_id: found.familyID,
      family_user_id: found.familyUserID,
    };
  };
}
