// A new family member whose phone is verified through the real code flow (the code the
// fake Twilio received), on an app from appWithFakeTwilio: what texting tests start from.
import { expect } from 'vitest';
import { newFamilyMember } from './api-client.ts';
import { uniqueAddress, uniquePhone } from './in-process-app.ts';
import type { appWithFakeTwilio } from './twilio-app.ts';

export async function memberWithVerifiedPhone(
  fake: ReturnType<typeof appWithFakeTwilio>,
  familyName?: string,
  firstName?: string,
) {
  const created = await newFamilyMember(familyName, firstName);
  const token = created.api.token!;
  const phone = uniquePhone();
  const address = uniqueAddress();
  await fake.app.request('POST', '/family/users/me/verify-phone', {
    token,
    body: { phone },
    address,
  });
  const code = fake.twilio.messages(phone).at(-1)?.body.match(/\d{6}/)?.[0];
  const verified = await fake.app.request('POST', '/family/users/me/verify', {
    token,
    body: { code },
  });
  expect(verified.status).toBe(200);
  return { ...created, token, phone, address };
}
