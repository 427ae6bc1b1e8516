// POST /api/sms/inbound: Twilio's webhook for texts to the family's number. A verified
// member's 'milk, 2 dozen eggs, dish soap' goes on their family's list as typed items,
// each marked as texted by them; the reply (TwiML) says what was added. Only requests with
// a valid Twilio signature for PUBLIC_URL's address count, each MessageSid once; anything
// else is dropped and counted (inbound-drops.ts), unsigned and repeated posts in memory and
// throttled per address (unsigned-posts.ts). docs/shopping.md "Text to the list",
// docs/operations.md.
import { Hono, type Context } from 'hono';
import twilio from 'twilio';
import { ErrorCode } from '#domain/errors.ts';
import { MAX_TEXT_LENGTH, textedItems } from '#domain/shopping/texted-items.ts';
import { publicUrl } from '../env.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { errorResponse } from '../http/errors.ts';
import { takeEvents } from '../auth/rate-limit.ts';
import { twilioConfig } from './sms-config.ts';
import { addDropCounts, countDrop, type DropReason } from './inbound-drops.ts';
import { firstArrival, forgetArrival } from './inbound-seen.ts';
import { textingMember } from './inbound-sender.ts';
import { addTextedItems } from './texted-items-to-list.ts';
import { createUnsignedPostGuard, refusedSummary } from './unsigned-posts.ts';
import { documented, type RouteDoc } from '../openapi/route-doc.ts';

const inboundDoc = {
  tag: 'Shopping',
  summary: "Twilio's webhook for texts to the family's number",
  description:
    "Twilio's signature is the credential; an unsigned or oversized post is dropped (403, " +
    '413, no body). Without Twilio configured: 404.',
  public: true,
  rawBody: 'application/x-www-form-urlencoded',
  rawResponse: 'text/xml',
  errors: [ErrorCode.NOT_FOUND],
} satisfies RouteDoc;

export const INBOUND_PATH = '/api/sms/inbound';
/** Twilio's form for one text is a few hundred bytes; a long text a few KB. */
const MAX_FORM_BYTES = 16 * 1024;
const HOUR = 60 * 60 * 1000;
/** Texts per number per hour that reach the list; more are dropped. */
export const INBOUND_PER_NUMBER_PER_HOUR = 20;
/** Unsigned or repeated posts per address per minute before it is answered 429 unread. */
export const UNSIGNED_PER_ADDRESS_PER_MINUTE = 10;
const MINUTE = 60 * 1000;

const twiml = (c: Context, reply?: string) => {
  const response = new twilio.twiml.MessagingResponse();
  if (reply) response.message(reply);
  return c.body(response.toString(), 200, { 'content-type': 'text/xml' });
};

export function inboundSmsRoutes(deps: AppDeps) {
  const config = twilioConfig(deps.env);
  const webhookUrl = `${publicUrl(deps.env)}${INBOUND_PATH}`;
  const drop = async (c: Context, reason: DropReason) => {
    await countDrop(deps.sql, console.warn, reason);
    return twiml(c);
  };
  const unsigned = createUnsignedPostGuard({
    limit: UNSIGNED_PER_ADDRESS_PER_MINUTE,
    windowMs: MINUTE,
    maxAddresses: 10_000,
    report: async (counts, addresses) => {
      console.warn(refusedSummary(counts, addresses, MINUTE));
      await addDropCounts(deps.sql, counts);
    },
  });

  return new Hono<AppEnv>().post('/inbound', documented(inboundDoc), async (c) => {
    // Without Twilio there is no number to text, and no token to check a signature with.
    if (!config) return errorResponse(c, ErrorCode.NOT_FOUND);
    const address = clientIp(c, deps.env.TRUST_PROXY);
    if (unsigned.throttled(address)) {
      c.header('Retry-After', '60');
      return c.body(null, 429);
    }
    const raw = await c.req.text();
    if (raw.length > MAX_FORM_BYTES) {
      unsigned.refused('oversize', address);
      return c.body(null, 413);
    }
    const params = Object.fromEntries(new URLSearchParams(raw));
    const signature = c.req.header('x-twilio-signature') ?? '';
    if (!twilio.validateRequest(config.authToken, signature, webhookUrl, params)) {
      unsigned.refused('bad_signature', address);
      return c.body(null, 403);
    }
    // Signed, and so Twilio's: each text once, however often its request is posted.
    const messageSid = params.MessageSid;
    if (!messageSid) return drop(c, 'malformed');
    if (!(await firstArrival(deps.sql, messageSid))) {
      unsigned.refused('duplicate', address);
      return twiml(c);
    }
    try {
      return await takeText(c, params);
    } catch (error) {
      // Not taken after all: a retry of the same text may still count. The error is the
      // one to report, whatever becomes of the forgetting.
      await forgetArrival(deps.sql, messageSid).catch(() => {});
      throw error;
    }
  });

  async function takeText(c: Context, params: Record<string, string>) {
    const from = params.From;
    const body = params.Body;
    if (!from || body === undefined) return drop(c, 'malformed');
    if (body.length > MAX_TEXT_LENGTH) return drop(c, 'oversize');
    const member = await textingMember(deps.sql, from);
    if (!member) return drop(c, 'unknown_number');
    const rule = {
      bucket: 'sms-in:phone',
      key: from,
      limit: INBOUND_PER_NUMBER_PER_HOUR,
      windowMs: HOUR,
    };
    if ((await takeEvents(deps.sql, [rule])) === null) return drop(c, 'rate_limited');

    const items = textedItems(body);
    if (items.length === 0) {
      return twiml(c, 'Nothing added. Text items separated by commas, e.g. milk, 2 dozen eggs');
    }
    const added = await addTextedItems(deps.zeroDb, member, items);
    return twiml(c, `Added to the list: ${added.join(', ')}`);
  }
}
