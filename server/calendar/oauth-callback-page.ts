// The page Google sends the popup back to. It hands the code to the window that opened
// it (our own origin only) and closes; the opener posts the code to /calendar/exchange-code.
// A BroadcastChannel carries the same message in case the opener link was cut on the way.
import { randomBytes } from 'node:crypto';
import { AUTHORIZATION_MESSAGE } from '#domain/calendar/google-authorization.ts';

export function oauthCallbackPage(
  query: { code?: string; state?: string; error?: string },
  targetOrigin: string,
) {
  const nonce = randomBytes(16).toString('base64');
  const message = {
    type: AUTHORIZATION_MESSAGE,
    code: query.code ?? null,
    state: query.state ?? null,
    error: query.error ?? (query.code ? null : 'missing_code'),
  };
  // JSON inside a script: escape '<' so no value can close the tag.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Google Calendar</title></head>
<body><p>Finishing the Google Calendar connection… You can close this window.</p>
<script nonce="${nonce}">
  var message = ${json(message)};
  if (window.opener) window.opener.postMessage(message, ${json(targetOrigin)});
  if (window.BroadcastChannel) new BroadcastChannel(message.type).postMessage(message);
  window.close();
</script></body></html>`;
  const headers = {
    // Its own policy replaces the app's (server/http/security-headers.ts): it still may not
    // be framed.
    'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`,
    // The code is in this page's address: never send it on as a referrer.
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
  return { html, headers };
}
