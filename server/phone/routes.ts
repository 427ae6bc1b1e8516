// POST /family/users/me/verify-phone and /family/users/me/verify (docs/spec.md §7).
import { Hono } from 'hono';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { verifyCodeBody, verifyPhoneBody } from '#domain/phone/verification-rules.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';
import { checkVerificationCode, sendVerificationCode } from './phone-verification.ts';
import { clientAddress } from '../sms/client-address.ts';
import { z } from 'zod';
import { documented, type RouteDoc } from '../openapi/route-doc.ts';

const verifyPhoneDoc = {
  tag: 'Family',
  summary: 'Text a code to my phone',
  body: verifyPhoneBody,
  example: { phone: '+15555550123' },
  response: z.object({ phone: z.string(), sent_via: z.enum(['twilio', 'outbox']) }),
  errors: [
    ErrorCode.NO_FAMILY,
    ErrorCode.INVALID_PHONE,
    ErrorCode.PHONE_PREMIUM_RATE,
    ErrorCode.PHONE_COUNTRY_NOT_ALLOWED,
    ErrorCode.SMS_RATE_LIMITED,
  ],
} satisfies RouteDoc;

const verifyDoc = {
  tag: 'Family',
  summary: 'Check the code texted to my phone',
  body: verifyCodeBody,
  example: { code: '123456' },
  response: z.object({ success: z.literal(true), phone: z.string() }),
  errors: [
    ErrorCode.NO_FAMILY,
    ErrorCode.CODE_REQUIRED,
    ErrorCode.NO_PENDING_CODE,
    ErrorCode.CODE_EXPIRED,
    ErrorCode.INVALID_CODE,
    ErrorCode.TOO_MANY_CODE_ATTEMPTS,
  ],
} satisfies RouteDoc;

function memberOf(caller: ReturnType<typeof requireFamilyCaller>) {
  if (!caller.familyUserID) throw new AppError(ErrorCode.NO_FAMILY);
  return { userID: caller.userID, familyUserID: caller.familyUserID };
}

export function phoneRoutes(deps: AppDeps) {
  const sms = deps.sms;
  return new Hono<AppEnv>()
    .post('/verify-phone', documented(verifyPhoneDoc), async (c) => {
      const member = memberOf(requireFamilyCaller(c));
      const { phone } = await jsonBody(c, verifyPhoneBody);
      const sent = await sendVerificationCode(
        deps.sql,
        sms,
        member,
        phone,
        clientAddress(c),
        deps.env.SMS_ALLOWED_COUNTRIES,
      );
      return c.json({ phone: sent.phone, sent_via: sent.via });
    })
    .post('/verify', documented(verifyDoc), async (c) => {
      const member = memberOf(requireFamilyCaller(c));
      const { code } = await jsonBody(c, verifyCodeBody);
      const verified = await checkVerificationCode(deps.sql, member, code);
      return c.json({ success: true, phone: verified.phone });
    });
}
