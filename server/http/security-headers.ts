// Security headers on every answer, by Hono's secure-headers middleware. The policy is what
// the built client needs and no more: scripts only from our origin (no inline script, no
// eval), inline styles because Radix sets style attributes and injects small <style> tags,
// and the same-origin /sync socket (docs/security.md, "Headers").
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // 'self' covers ws:/wss: to our own host (CSP level 3), i.e. the /sync socket.
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** One year, the usual HSTS lifetime; subdomains are the operator's to decide. */
export const HSTS = 'max-age=31536000';

export function securityHeaders(publicUrl: string): MiddlewareHandler {
  const https = new URL(publicUrl).protocol === 'https:';
  const headers = secureHeaders({
    contentSecurityPolicy: CSP_DIRECTIVES,
    xFrameOptions: 'DENY',
    referrerPolicy: 'same-origin',
    strictTransportSecurity: https ? HSTS : false,
    // Off: the Google Calendar popup reports back through window.opener
    // (server/calendar/oauth-callback-page.ts), which Cross-Origin-Opener-Policy cuts.
    crossOriginOpenerPolicy: false,
    // Off: what we serve to other sites (the calendar feed, photos) is theirs to embed.
    crossOriginResourcePolicy: false,
    // A page with a policy of its own (the OAuth callback's nonce) keeps it.
    overwrite: false,
  });
  return (c, next) =>
    headers(c, async () => {
      await next();
      const written = writableHeaders(c);
      // API answers are per account: no browser or proxy may keep a copy.
      if (c.req.path.startsWith('/api/') && isJson(written))
        written.set('Cache-Control', 'no-store');
    });
}

function isJson(headers: Headers) {
  return (headers.get('Content-Type') ?? '').includes('json');
}

/** Responses passed through from fetch (the /sync proxy) have read-only headers: copy them. */
function writableHeaders(c: Context): Headers {
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  return c.res.headers;
}
