// POST /api/sms/inbound: Twilio's webhook for texts to the family's number. A verified
// member's 'milk, 2 dozen eggs, dish soap' goes on their family's list as typed items,
// each marked as texted by them; the reply (TwiML) says what was added. Only requests with
// a valid Twilio signature for PUBLIC_URL's address count; anything else is dropped and
// counted (inbound-drops.ts). docs/shopping.md "Text to the list", docs/operations.md.
import { Hono, type Context } from 'hono';
import twilio from 'twilio';
import { MAX_TEXT_LENGTH, textedItems } from '#domain/shopping/texted-items.ts';
import { publicUrl } from '../env.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { takeEvents } from '../auth/rate-limit.ts';
import { twilioConfig } from './sms-config.ts';
import { countDrop, type DropReason } from './inbound-drops.ts';
import { textingMember } from './inbound-sender.ts';
import { addTextedItems } from './texted-items-to-list.ts';
import { ErrorCode } from '#domain/errors.ts';
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

const twiml = (c: Context, reply?: string) => {
  const response = new twilio.twiml.MessagingResponse();
  if (reply) response.message(reply);
  return c.body(response.toString(), 200, { 'content-type': 'text/xml' });
};

export function inboundSmsRoutes(deps: AppDeps) {
  const config = twilioConfig(deps.env);
  const webhookUrl = `${publicUrl(deps.env)}${INBOUND_PATH}`;
  const drop = async (c: Context, reason: DropReason, status?: 403 | 413) => {
    await countDrop(deps.sql, console.warn, reason);
    return status ? c.body(null, status) : twiml(c);
  };

  return new Hono<AppEnv>().post('/inbound', documented(inboundDoc), async (c) => {
    // Without Twilio there is no number to text, and no token to check a signature with.
    if (!config) return c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    const raw = await c.req.text();
    if (raw.length > MAX_FORM_BYTES) return drop(c, 'oversize', 413);
    const params = Object.fromEntries(new URLSearchParams(raw));
    const signature = c.req.header('x-twilio-signature') ?? '';
    if (!twilio.validateRequest(config.authToken, signature, webhookUrl, params)) {
      return drop(c, 'bad_signature', 403);
    }
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
  });
}
