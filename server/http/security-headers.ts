// Security headers on every answer. The policy is what the built client needs and no more:
// scripts only from our origin (no inline script, no eval), inline styles because Radix
// sets style attributes and injects small <style> tags, and the same-origin /sync socket.
import type { Context, MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // 'self' covers ws:/wss: to our own host (CSP level 3), i.e. the /sync socket.
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** One year, the usual HSTS lifetime; subdomains are the operator's to decide. */
export const HSTS = 'max-age=31536000';

export function securityHeaders(publicUrl: string): MiddlewareHandler {
  const https = new URL(publicUrl).protocol === 'https:';
  return async (c, next) => {
    await next();
    const headers = writableHeaders(c);
    const policy = headers.get('Content-Security-Policy');
    // A page with a policy of its own (the OAuth callback's nonce) still may not be framed.
    if (!policy) headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    else if (!policy.includes('frame-ancestors'))
      headers.set('Content-Security-Policy', `${policy}; frame-ancestors 'none'`);
    headers.set('X-Frame-Options', 'DENY');
    headers.set('X-Content-Type-Options', 'nosniff');
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'same-origin');
    if (https) headers.set('Strict-Transport-Security', HSTS);
    // API answers are per account: no browser or proxy may keep a copy.
    if (c.req.path.startsWith('/api/') && isJson(headers)) headers.set('Cache-Control', 'no-store');
  };
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
