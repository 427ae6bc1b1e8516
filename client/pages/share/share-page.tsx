// /share: the installed app's share target and the bookmarklet's address (GET with url,
// text and title). Opens the dish import with the recipe's address filled in; a signed-out
// visitor signs in first and lands there after.
import { Navigate, useSearchParams } from 'react-router';
import { sharedRecipeUrl } from '#domain/dishes/shared-link.ts';
import { Spinner } from '#client/components/ui/card.tsx';
import { useSession } from '#client/session/session.tsx';
import { importPath, rememberShare } from './pending-share.ts';

export function SharePage() {
  const [params] = useSearchParams();
  const { status, session } = useSession();
  const url =
    sharedRecipeUrl({
      url: params.get('url'),
      text: params.get('text'),
      title: params.get('title'),
    }) ?? '';
  if (status === 'loading') return <Spinner />;
  if (!session) {
    rememberShare(url);
    return <Navigate to="/login" replace />;
  }
  return <Navigate to={importPath(url)} replace />;
}
