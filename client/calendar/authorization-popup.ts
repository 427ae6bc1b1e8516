// Google's consent screen in a popup. The popup comes back to our callback page, which
// posts the code to this window; the same message also goes out on a BroadcastChannel in
// case a cross-origin page on the way cut the popup off from its opener.
import { AUTHORIZATION_MESSAGE } from '#domain/calendar/google-authorization.ts';

export type AuthorizationResult =
  | { code: string; state: string; error: null }
  | { code: null; state: string | null; error: string };

function asResult(data: unknown): AuthorizationResult | null {
  const message = data as { type?: unknown; code?: unknown; state?: unknown; error?: unknown };
  if (message?.type !== AUTHORIZATION_MESSAGE) return null;
  if (typeof message.code === 'string' && typeof message.state === 'string') {
    return { code: message.code, state: message.state, error: null };
  }
  return {
    code: null,
    state: typeof message.state === 'string' ? message.state : null,
    error: typeof message.error === 'string' ? message.error : 'unknown_error',
  };
}

/** Opens the popup; must run inside the click handler or browsers block it. */
export function openAuthorizationPopup(url: string): Window | null {
  const width = 500;
  const height = 650;
  const left = window.screenX + Math.max(0, (window.outerWidth - width) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - height) / 2);
  return window.open(
    url,
    'google-calendar-authorization',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
}

/** Calls `onResult` for each authorization answer that reaches this window. */
export function listenForAuthorization(onResult: (result: AuthorizationResult) => void) {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const result = asResult(event.data);
    if (result) onResult(result);
  };
  window.addEventListener('message', onMessage);
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTHORIZATION_MESSAGE);
  channel?.addEventListener('message', (event) => {
    const result = asResult(event.data);
    if (result) onResult(result);
  });
  return () => {
    window.removeEventListener('message', onMessage);
    channel?.close();
  };
}
