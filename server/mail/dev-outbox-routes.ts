// GET /api/dev/outbox: the email a developer's instance "sent" (no SMTP configured), as a
// page with clickable links, or JSON with ?format=json; ?to= narrows to one address.
// It shows live sign-in links, so it exists only when the outbox is in use, outside
// production, and with the server listening on loopback only; and it answers only a
// request with the key printed at start (dev-outbox-key.ts), so that a reverse proxy on
// the same host does not hand the links to anyone.
import { Hono } from 'hono';
import { html } from 'hono/html';
import { AppError, ErrorCode } from '#domain/errors.ts';
import type { Env } from '../env.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { hasDevOutboxKey } from './dev-outbox-key.ts';
import { readOutbox } from './outbox.ts';
import { documented, type RouteDoc } from '../openapi/route-doc.ts';

const outboxDoc = {
  tag: 'Development',
  summary: 'Development email outbox (with its key; never in production)',
  description:
    'A page; `?format=json` answers the messages as JSON, `?to=` narrows to one address.',
  public: true,
  rawResponse: 'text/html',
  errors: [ErrorCode.NOT_FOUND],
} satisfies RouteDoc;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export function devOutboxEnabled(env: Env, mailerMode: 'smtp' | 'outbox'): boolean {
  return mailerMode === 'outbox' && env.NODE_ENV !== 'production' && LOOPBACK_HOSTS.has(env.HOST);
}

export function devOutboxRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (!devOutboxEnabled(deps.env, deps.mailer.mode)) return app;
  return app.get('/outbox', documented(outboxDoc), async (c) => {
    if (!hasDevOutboxKey(c, deps.env)) throw new AppError(ErrorCode.NOT_FOUND);
    const to = c.req.query('to') || undefined;
    const messages = await readOutbox(deps.sql, to);
    if (c.req.query('format') === 'json') return c.json(messages);
    const linkify = (text: string) =>
      text
        .split(/(https?:\/\/\S+)/g)
        .map((part, i) => (i % 2 ? html`<a href="${part}">${part}</a>` : part));
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Outbox (development)</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                max-width: 48rem;
                margin: 2rem auto;
              }
              article {
                border: 1px solid #ccc;
                border-radius: 8px;
                padding: 1rem;
                margin: 1rem 0;
              }
              pre {
                white-space: pre-wrap;
              }
            </style>
          </head>
          <body>
            <h1>Outbox (development)</h1>
            <p>Email is written here because no SMTP server is configured (SMTP_URL).</p>
            ${messages.length === 0 ? html`<p>No email yet.</p>` : ''}
            ${messages.map(
              (m) =>
                html`<article>
                  <h2>${m.subject}</h2>
                  <p>To ${m.to}, ${m.created_at.toISOString()}</p>
                  <pre>${linkify(m.text)}</pre>
                </article>`,
            )}
          </body>
        </html>`,
    );
  });
}
