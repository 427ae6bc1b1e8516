// Proving a phone number: a random 6-digit code goes to the number by text message; only a
// salted SHA-256 of it is kept, for 10 minutes and 5 tries. A correct code records the
// number as verified, which sets family_member.phone (the trigger of migration 006 derives
// phone_verified from that record).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Sql } from 'postgres';
import { AppError, ErrorCode, errorMessages } from '#domain/errors.ts';
import { normalizePhone } from '#domain/phone/phone-number.ts';
import { smsDestinationProblem } from '#domain/phone/sms-destinations.ts';
import {
  CODE_LENGTH,
  CODE_TTL_MS,
  MAX_CODE_ATTEMPTS,
  typedCode,
} from '#domain/phone/verification-rules.ts';
import { takeCodeRate } from '../sms/rate-limit.ts';
import type { SmsSender } from '../sms/sms-sender.ts';

type Member = { userID: string; familyUserID: string };

function hashCode(salt: Buffer, code: string): Buffer {
  return createHash('sha256').update(salt).update(code).digest();
}

export function codeMessage(code: string): string {
  return `${code} is your Family Dinner Planner verification code. It expires in ${CODE_TTL_MS / 60000} minutes.`;
}

function countryMessage(allowed: readonly string[]): string {
  return `${errorMessages.PHONE_COUNTRY_NOT_ALLOWED} Allowed: ${allowed.join(', ')}.`;
}

/** Whether a member of a family other than this member's has verified the number. */
async function verifiedInAnotherFamily(sql: Sql, phone: string, familyUserID: string) {
  const rows = await sql`
    SELECT 1 FROM family_member other
     WHERE other.phone = ${phone} AND other.phone_verified
       AND other.family_id <> (SELECT family_id FROM family_member
                                WHERE family_user_id = ${familyUserID})
     LIMIT 1`;
  return rows.length > 0;
}

export async function sendVerificationCode(
  sql: Sql,
  sms: SmsSender,
  member: Member,
  rawPhone: string,
  address: string,
  allowedCountries: readonly string[],
): Promise<{ phone: string; via: SmsSender['via'] }> {
  const phone = normalizePhone(rawPhone);
  if (!phone) throw new AppError(ErrorCode.INVALID_PHONE);
  const problem = smsDestinationProblem(phone, allowedCountries);
  if (problem === 'PHONE_COUNTRY_NOT_ALLOWED')
    throw new AppError(problem, countryMessage(allowedCountries));
  if (problem) throw new AppError(problem);
  const verifiedElsewhere = await verifiedInAnotherFamily(sql, phone, member.familyUserID);
  await takeCodeRate(sql, { phone, userID: member.userID, address, verifiedElsewhere });

  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const salt = randomBytes(16);
  // A new code replaces any earlier one, and its tries start again.
  await sql`
    INSERT INTO private.phone_verification
      (family_user_id, phone, code_salt, code_hash, attempts, expires_at)
    VALUES (${member.familyUserID}, ${phone}, ${salt}, ${hashCode(salt, code)}, 0,
            now() + make_interval(secs => ${CODE_TTL_MS / 1000}))
    ON CONFLICT (family_user_id) DO UPDATE
      SET phone = EXCLUDED.phone, code_salt = EXCLUDED.code_salt,
          code_hash = EXCLUDED.code_hash, attempts = 0,
          expires_at = EXCLUDED.expires_at, created_at = now()`;
  await sms.send({ to: phone, body: codeMessage(code), familyUserID: member.familyUserID });
  return { phone, via: sms.via };
}

type Check = { outcome: 'verified'; phone: string } | { outcome: 'refused'; code: ErrorCode };

export async function checkVerificationCode(
  sql: Sql,
  member: Member,
  rawCode: string,
): Promise<{ phone: string }> {
  const code = typedCode(rawCode);
  // Refusals are returned, not thrown, so that the counted try is committed.
  const result = await sql.begin(async (tx): Promise<Check> => {
    const [pending] = await tx<
      { phone: string; code_salt: Buffer; code_hash: Buffer; attempts: number; live: boolean }[]
    >`SELECT phone, code_salt, code_hash, attempts, expires_at > now() AS live
        FROM private.phone_verification
       WHERE family_user_id = ${member.familyUserID} FOR UPDATE`;
    if (!pending) return { outcome: 'refused', code: ErrorCode.NO_PENDING_CODE };
    if (!pending.live) return { outcome: 'refused', code: ErrorCode.CODE_EXPIRED };
    if (pending.attempts >= MAX_CODE_ATTEMPTS) {
      return { outcome: 'refused', code: ErrorCode.TOO_MANY_CODE_ATTEMPTS };
    }
    const matches = timingSafeEqual(hashCode(pending.code_salt, code), pending.code_hash);
    if (!matches) {
      await tx`UPDATE private.phone_verification SET attempts = attempts + 1
                WHERE family_user_id = ${member.familyUserID}`;
      return { outcome: 'refused', code: ErrorCode.INVALID_CODE };
    }
    await tx`INSERT INTO private.verified_phone (family_user_id, phone)
             VALUES (${member.familyUserID}, ${pending.phone})
             ON CONFLICT (family_user_id, phone) DO UPDATE SET verified_at = now()`;
    await tx`UPDATE family_member SET phone = ${pending.phone}
              WHERE family_user_id = ${member.familyUserID}`;
    await tx`DELETE FROM private.phone_verification WHERE family_user_id = ${member.familyUserID}`;
    return { outcome: 'verified', phone: pending.phone };
  });
  if (result.outcome === 'refused') throw new AppError(result.code);
  return { phone: result.phone };
}
