// Text to the list: Twilio's webhook (POST /api/sms/inbound) on an app whose Twilio is a
// fake that signs inbound texts as Twilio does. A verified member's text puts its items on
// their own family's list, marked as texted by them; forged, unknown, oversize, repeated
// and too many texts are dropped and counted, adding nothing anywhere.
import { describe, expect, it, vi } from 'vitest';
import type { ShoppingItem } from '#schema';
import { pruneArrivals } from '#server/sms/inbound-seen.ts';
import { inboundRequest, type Deliver } from '../support/fake-twilio.ts';
import { newFamilyMember } from './support/api-client.ts';
import { IN_PROCESS_ORIGIN, uniqueAddress, uniquePhone } from './support/in-process-app.ts';
import { testDatabase } from './support/test-database.ts';
import { appWithFakeTwilio } from './support/twilio-app.ts';
import { memberWithVerifiedPhone } from './support/verified-phone.ts';

const fake = appWithFakeTwilio();
const sql = testDatabase();
const WEBHOOK = `${IN_PROCESS_ORIGIN}/api/sms/inbound`;
const deliver: Deliver = (url, init) => fake.app.fetch(new URL(url).pathname, init);

const verifiedMember = (familyName: string, firstName: string) =>
  memberWithVerifiedPhone(fake, familyName, firstName);

const text = (from: string, body: string, forgeSignature = false) =>
  fake.twilio.sendInbound(WEBHOOK, { from, body, forgeSignature }, deliver);

async function listOf(member: Awaited<ReturnType<typeof newFamilyMember>>) {
  const items = (await member.api.get<ShoppingItem[]>('/shopping-items')).body;
  return items.map(({ name, quantity, texted_by }) => ({ name, quantity, texted_by }));
}

async function dropped(reason: string): Promise<number> {
  const [row] = await sql<{ count: string }[]>`
    SELECT count::text FROM private.sms_inbound_dropped WHERE reason = ${reason}`;
  return Number(row?.count ?? 0);
}

describe('text to the list', () => {
  it('adds a verified member’s items to their family’s list, marked as texted by them', async () => {
    const ben = await verifiedMember('Texters', 'Ben');
    const other = await newFamilyMember('Others', 'Olga');
    await other.api.post('/shopping-items', { name: 'bread' });

    const answer = await text(ben.phone, 'milk, 2 dozen eggs, dish soap');
    expect(answer.status).toBe(200);
    expect(answer.twiml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Added to the list: Milk, Eggs (2 dozen), Dish Soap</Message></Response>',
    );
    const benID = ben.session.family_user_id;
    expect(await listOf(ben)).toEqual([
      { name: 'Milk', quantity: null, texted_by: benID },
      { name: 'Eggs', quantity: '2 dozen', texted_by: benID },
      { name: 'Dish Soap', quantity: null, texted_by: benID },
    ]);
    // The second family sees nothing of it, and its own list is as it was.
    expect(await listOf(other)).toEqual([{ name: 'Bread', quantity: null, texted_by: null }]);
  });

  it('puts another family’s member’s text on that family’s list only', async () => {
    const ben = await verifiedMember('Firsts', 'Ben');
    const cleo = await verifiedMember('Seconds', 'Cleo');
    expect((await text(cleo.phone, 'oat milk')).status).toBe(200);
    expect(await listOf(ben)).toEqual([]);
    expect(await listOf(cleo)).toEqual([
      { name: 'Oat Milk', quantity: null, texted_by: cleo.session.family_user_id },
    ]);
  });

  it('drops and counts a forged signature, an unknown or unverified number, and an oversize text', async () => {
    const ben = await verifiedMember('Guarded', 'Ben');
    const unverified = await newFamilyMember('Unverified', 'Uma');
    const umaPhone = uniquePhone();
    // A number on a member's profile that was never verified by a code.
    await sql`UPDATE family_member SET phone = ${umaPhone}
               WHERE family_user_id = ${unverified.session.family_user_id}`;
    const before = {
      bad_signature: await dropped('bad_signature'),
      unknown_number: await dropped('unknown_number'),
      oversize: await dropped('oversize'),
    };

    const forged = await text(ben.phone, 'caviar', true);
    expect(forged.status).toBe(403);
    expect((await text(uniquePhone(), 'caviar')).twiml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response/>',
    );
    expect((await text(umaPhone, 'caviar')).status).toBe(200);
    expect((await text(ben.phone, `milk, ${'x'.repeat(1000)}`)).status).toBe(200);
    // A request signed for another address (the signature covers the URL).
    const elsewhere = await fake.twilio.sendInbound(
      'https://attacker.example/api/sms/inbound',
      { from: ben.phone, body: 'caviar' },
      deliver,
    );
    expect(elsewhere.status).toBe(403);

    expect(await listOf(ben)).toEqual([]);
    expect(await listOf(unverified)).toEqual([]);
    // Unsigned posts are counted in memory and added to the table once a minute.
    expect(await dropped('bad_signature')).toBe(before.bad_signature);
    expect(await dropped('unknown_number')).toBe(before.unknown_number + 2);
    expect(await dropped('oversize')).toBe(before.oversize + 1);
  });

  it('limits texts per number: past the hour’s limit they are dropped and counted', async () => {
    const ben = await verifiedMember('Chatty', 'Ben');
    const before = await dropped('rate_limited');
    for (let i = 0; i < 20; i += 1) expect((await text(ben.phone, `item ${i}`)).status).toBe(200);
    const over = await text(ben.phone, 'one too many');
    expect(over.twiml).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await dropped('rate_limited')).toBe(before + 1);
    const names = (await listOf(ben)).map((item) => item.name);
    expect(names).toHaveLength(20);
    expect(names).not.toContain('One Too Many');
  });

  it('takes a text once: the same signed request posted again adds nothing', async () => {
    const ben = await verifiedMember('Replayed', 'Ben');
    const request = inboundRequest(WEBHOOK, { from: ben.phone, body: 'saffron' });
    const address = uniqueAddress();
    const first = await fake.app.fetch('/api/sms/inbound', request, address);
    expect(await first.text()).toContain('Added to the list: Saffron');
    for (let i = 0; i < 3; i += 1) {
      const again = await fake.app.fetch('/api/sms/inbound', request, uniqueAddress());
      expect(again.status).toBe(200);
      expect(await again.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    }
    expect(await listOf(ben)).toEqual([
      { name: 'Saffron', quantity: null, texted_by: ben.session.family_user_id },
    ]);
    // A new text (its own MessageSid) with the same words is taken.
    expect((await text(ben.phone, 'saffron')).twiml).toMatch(/Added to the list: saffron/i);
    const [kept] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM private.sms_inbound_seen
       WHERE seen_at > now() - interval '1 minute'`;
    expect(kept!.n).toBeGreaterThanOrEqual(2);
  });

  it('forgets MessageSids after a week', async () => {
    const [old, recent] = [`SM${crypto.randomUUID()}`, `SM${crypto.randomUUID()}`];
    await sql`INSERT INTO private.sms_inbound_seen (message_sid, seen_at)
              VALUES (${old}, now() - interval '8 days'), (${recent}, now() - interval '6 days')`;
    expect(await pruneArrivals(sql)).toBeGreaterThanOrEqual(1);
    const left = await sql<{ message_sid: string }[]>`
      SELECT message_sid FROM private.sms_inbound_seen WHERE message_sid IN (${old}, ${recent})`;
    expect(left.map((row) => row.message_sid)).toEqual([recent]);
  });

  it('throttles forged posts per address in memory: no row and no log line each', async () => {
    const ben = await verifiedMember('Flooded', 'Ben');
    const address = uniqueAddress();
    const forged = () =>
      fake.app.fetch(
        '/api/sms/inbound',
        inboundRequest(WEBHOOK, { from: ben.phone, body: 'caviar', forgeSignature: true }),
        address,
      );
    const before = await dropped('bad_signature');
    const warned = vi.spyOn(console, 'warn');
    const logged = vi.spyOn(console, 'log');
    try {
      const statuses = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await forged()).status);
      expect(statuses).toEqual([...Array<number>(10).fill(403), 429, 429]);
      // A throttled address is answered before its request is read, signed or not.
      const signed = await fake.app.fetch(
        '/api/sms/inbound',
        inboundRequest(WEBHOOK, { from: ben.phone, body: 'milk' }),
        address,
      );
      expect(signed.status).toBe(429);
      // No line per post: at most the once-a-minute summary of an earlier test's posts.
      const lines = [...warned.mock.calls, ...logged.mock.calls].map(([line]) => String(line));
      expect(lines.filter((line) => !line.startsWith('[sms inbound] refused '))).toEqual([]);
      expect(lines.length).toBeLessThanOrEqual(1);
    } finally {
      warned.mockRestore();
      logged.mockRestore();
    }
    // Nor a row per post (an earlier test's two may have been added by their summary).
    expect((await dropped('bad_signature')) - before).toBeLessThanOrEqual(2);
    expect(await listOf(ben)).toEqual([]);
    // Another address is not held back.
    const elsewhere = await fake.app.fetch(
      '/api/sms/inbound',
      inboundRequest(WEBHOOK, { from: ben.phone, body: 'milk' }),
      uniqueAddress(),
    );
    expect(elsewhere.status).toBe(200);
    expect((await listOf(ben)).map((item) => item.name)).toEqual(['Milk']);
  });

  it('is not there without Twilio: the shared stack answers 404 and adds nothing', async () => {
    const ben = await newFamilyMember('Plain', 'Ben');
    const response = await fetch(`${ben.api.baseUrl}/api/sms/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'From=%2B15550000000&Body=milk',
    });
    expect(response.status).toBe(404);
  });
});
