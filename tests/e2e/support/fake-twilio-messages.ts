// What the end-to-end stack's fake Twilio received (tests/support/e2e-server.ts starts it).
import type { FakeSms } from '../../support/fake-twilio.ts';
import { E2E_FAKE_TWILIO_PORT } from '../../support/ports.ts';

export async function textMessagesTo(phone: string): Promise<FakeSms[]> {
  const url = `http://127.0.0.1:${E2E_FAKE_TWILIO_PORT}/_fake/messages?to=${encodeURIComponent(phone)}`;
  return (await (await fetch(url)).json()) as FakeSms[];
}

let counter = 0;
/** A phone number no other test uses, as typed ('+1 (555) 2..') and as stored (E.164). */
export function uniquePhone() {
  counter += 1;
  const digits = String((Date.now() * 13 + counter) % 10_000_000).padStart(7, '0');
  return {
    typed: `+1 (555) ${digits.slice(0, 3)}-${digits.slice(3)}`,
    e164: `+1555${digits}`,
  };
}
