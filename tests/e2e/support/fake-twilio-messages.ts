// What the end-to-end stack's fake Twilio received (tests/support/e2e-server.ts starts it).
import type { FakeSms } from '../../support/fake-twilio.ts';
import { E2E_FAKE_TWILIO_PORT } from '../../support/ports.ts';

export async function textMessagesTo(phone: string): Promise<FakeSms[]> {
  const url = `http://127.0.0.1:${E2E_FAKE_TWILIO_PORT}/_fake/messages?to=${encodeURIComponent(phone)}`;
  return (await (await fetch(url)).json()) as FakeSms[];
}

/** A phone number no other test uses, as typed and as stored (E.164). */
export { uniqueTypedPhone as uniquePhone } from '../../support/unique.ts';

/** A text from `from` to the family's number: the fake Twilio posts it, signed, to the app. */
export async function textToTheApp(appOrigin: string, from: string, body: string) {
  const url = `http://127.0.0.1:${E2E_FAKE_TWILIO_PORT}/_fake/inbound`;
  const response = await fetch(url, {
    method: 'POST',
    body: JSON.stringify({ url: `${appOrigin}/api/sms/inbound`, from, body }),
  });
  return (await response.json()) as { status: number; twiml: string };
}
