// Security headers on pages and API answers; HSTS only when the public address is https.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { HSTS } from '#server/http/security-headers.ts';
import { fakeGoogleCalendarEnv } from '../support/fake-google-calendar.ts';
import { inProcessApp } from './support/in-process-app.ts';

// The policy as written out, so that a change to the directives shows here.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const httpsApp = inProcessApp({
  PUBLIC_URL: 'https://dinner.example',
  ...fakeGoogleCalendarEnv(inject('fakeGoogleCalendarUrl')),
});
const httpApp = inProcessApp({ PUBLIC_URL: 'http://localhost:3000' });

afterAll(async () => {
  await httpsApp.stop();
  await httpApp.stop();
});

describe('security headers', () => {
  it('every answer carries the policy, no framing, nosniff and a referrer policy', async () => {
    for (const path of ['/api/auth/options', '/api/no-such-route', '/sync/x']) {
      const { headers } = await httpsApp.fetch(path);
      expect(headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY);
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('API JSON is never stored by a browser or proxy', async () => {
    const response = await httpsApp.fetch('/api/auth/options');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const refused = await httpsApp.fetch('/api/family');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('HSTS is sent only when PUBLIC_URL is https', async () => {
    expect(
      (await httpsApp.fetch('/api/auth/options')).headers.get('strict-transport-security'),
    ).toBe(HSTS);
    expect(
      (await httpApp.fetch('/api/auth/options')).headers.has('strict-transport-security'),
    ).toBe(false);
  });

  it("the OAuth callback page keeps its own nonce policy, and still can't be framed", async () => {
    const page = await httpsApp.fetch('/api/calendar/oauth/callback?code=c&state=s');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(page.status).toBe(200);
    expect(policy).toMatch(/script-src 'nonce-/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
