// POST /family/invite (no auth): the access request form. The answer is the same for
// every valid request (new, repeated, for a registered address, past the per-address
// limit); only the per-client limit is reported, so the operator is never flooded.
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { requireSingleLine } from '#domain/text/single-line-name.ts';
import { requireNoLink } from '#domain/text/names-without-links.ts';
import { recordAccessRequest } from './access-requests.ts';
import { checkEmail } from '../auth/credentials.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { jsonBody } from '../http/validate.ts';
import { plainText } from '#domain/text/input-rules.ts';
import { nameText } from '#domain/text/direction-controls.ts';
import { documented, type RouteDoc } from '../openapi/route-doc.ts';

export const requestBody = z.object({
  email: plainText(1000),
  family_name: nameText(100, 'familyName'),
});

const accessRequestDoc = {
  tag: 'Family',
  summary: 'Ask the operator for access to start a family',
  public: true,
  body: requestBody,
  example: { email: 'pat@example.com', family_name: 'Rivera' },
  status: 202,
  response: z.object({ message: z.string() }),
  errors: [
    ErrorCode.ACCESS_REQUEST_FIELDS_REQUIRED,
    ErrorCode.EMAIL_REQUIRED,
    ErrorCode.INVALID_EMAIL,
    ErrorCode.NAME_NOT_SINGLE_LINE,
    ErrorCode.NAME_HAS_LINK,
    ErrorCode.NAME_HAS_DIRECTION_CONTROL,
    ErrorCode.TOO_MANY_REQUESTS,
  ],
} satisfies RouteDoc;

export function accessRequestRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/invite', documented(accessRequestDoc), async (c) => {
    const body = await jsonBody(c, requestBody);
    const familyName = requireNoLink(requireSingleLine(body.family_name)).trim();
    if (!body.email.trim() || !familyName)
      throw new AppError(ErrorCode.ACCESS_REQUEST_FIELDS_REQUIRED);
    const email = checkEmail(body.email);
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    await deps.limits.emailRequestFrom(ip);
    if (await deps.limits.mayEmail(email)) {
      await recordAccessRequest(deps, { email, familyName, ip });
    }
    return c.json({ message: 'Thank you! Look out for an email from us.' }, 202);
  });
}
