// A recipe shared while signed out waits here (this tab's session storage) through the
// sign-in, then opens in the import (use-pending-share.ts).
const PENDING_SHARE_KEY = 'pending_share_url';

export function rememberShare(url: string) {
  sessionStorage.setItem(PENDING_SHARE_KEY, url);
}

export function takePendingShare(): string | null {
  const url = sessionStorage.getItem(PENDING_SHARE_KEY);
  sessionStorage.removeItem(PENDING_SHARE_KEY);
  return url;
}

/** Where the import opens with the address filled in. */
export const importPath = (url: string) => `/dishes?import=${encodeURIComponent(url)}`;
