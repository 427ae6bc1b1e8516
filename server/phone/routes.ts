// POST /family/users/me/verify-phone and /family/users/me/verify (docs/spec.md §7).
import { Hono } from 'hono';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { verifyCodeBody, verifyPhoneBody } from '#domain/phone/verification-rules.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';
import { checkVerificationCode, sendVerificationCode } from './phone-verification.ts';
import { clientAddress } from '../sms/client-address.ts';

function memberOf(caller: ReturnType<typeof requireFamilyCaller>) {
  if (!caller.familyUserID) throw new AppError(ErrorCode.NO_FAMILY);
  return { userID: caller.userID, familyUserID: caller.familyUserID };
}

export function phoneRoutes(deps: AppDeps) {
  const sms = deps.sms;
  return new Hono<AppEnv>()
    .post('/verify-phone', async (c) => {
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
    .post('/verify', async (c) => {
      const member = memberOf(requireFamilyCaller(c));
      const { code } = await jsonBody(c, verifyCodeBody);
      const verified = await checkVerificationCode(deps.sql, member, code);
      return c.json({ success: true, phone: verified.phone });
    });
}
