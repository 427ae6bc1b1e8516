// A stand-in for Twilio's Messages API on 127.0.0.1, for the official client pointed at it
// (TWILIO_API_BASE_URL). It checks the client's Basic auth, records every message and
// answers as Twilio does. Tests read the messages in-process, or over HTTP from another
// process: GET /_fake/messages?to=+1555..., DELETE /_fake/messages, POST /_fake/fail-next.
// It also texts the app as Twilio does, signed with the account's auth token: POST
// /_fake/inbound {url, from, body} posts to the app's webhook and answers with its reply.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export type FakeSms = { sid: string; to: string; from: string | null; body: string; at: number };

export type FakeTwilio = {
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  messages: (to?: string) => FakeSms[];
  clear: () => void;
  /** The next message is refused with this Twilio error code (21211: invalid 'To'). */
  failNext: (code: number, status?: number) => void;
  /** Texts the app's webhook at `url` as Twilio would (a member's phone texting our number). */
  sendInbound: (url: string, text: InboundText, deliver?: Deliver) => Promise<InboundAnswer>;
  stop: () => Promise<void>;
};

export type InboundText = {
  from: string;
  body: string;
  /** Signed with another token than the account's: a forged request. */
  forgeSignature?: boolean;
};
export type InboundAnswer = { status: number; twiml: string };
/** How the request reaches the app: fetch by default, an in-process app's own in tests. */
export type Deliver = (url: string, init: RequestInit) => Promise<Response>;

/** Twilio's webhook request for one inbound text, with its X-Twilio-Signature. */
export function inboundRequest(url: string, text: InboundText): RequestInit {
  const params: Record<string, string> = {
    MessageSid: `SM${crypto.randomUUID().replace(/-/g, '')}`,
    AccountSid: FAKE_TWILIO_CREDENTIALS.accountSid,
    From: text.from,
    To: FAKE_TWILIO_CREDENTIALS.from,
    Body: text.body,
    NumMedia: '0',
  };
  const token = text.forgeSignature ? 'not-the-auth-token' : FAKE_TWILIO_CREDENTIALS.authToken;
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(token, url, params),
    },
    body: new URLSearchParams(params).toString(),
  };
}

async function sendInbound(
  url: string,
  text: InboundText,
  deliver: Deliver = fetch,
): Promise<InboundAnswer> {
  const response = await deliver(url, inboundRequest(url, text));
  return { status: response.status, twiml: await response.text() };
}

export const FAKE_TWILIO_CREDENTIALS = {
  accountSid: 'AC00000000000000000000000000000000',
  authToken: 'fake-twilio-auth-token',
  from: '+15550001111',
} as const;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeTwilio(port = 0): Promise<FakeTwilio> {
  const { accountSid, authToken, from } = FAKE_TWILIO_CREDENTIALS;
  const sent: FakeSms[] = [];
  let failure: { code: number; status: number } | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-twilio');
    if (url.pathname === '/_fake/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to');
      return json(res, 200, to ? sent.filter((m) => m.to === to) : sent);
    }
    if (url.pathname === '/_fake/messages' && req.method === 'DELETE') {
      sent.length = 0;
      return json(res, 200, {});
    }
    if (url.pathname === '/_fake/inbound' && req.method === 'POST') {
      const { url: webhook, ...text } = JSON.parse(await readBody(req)) as InboundText & {
        url: string;
      };
      return json(res, 200, await sendInbound(webhook, text));
    }
    if (url.pathname === '/_fake/fail-next' && req.method === 'POST') {
      failure = JSON.parse(await readBody(req)) as { code: number; status: number };
      return json(res, 200, {});
    }
    if (url.pathname !== messagesPath || req.method !== 'POST') {
      return json(res, 404, { code: 20404, message: 'The requested resource was not found' });
    }
    if (req.headers.authorization !== expectedAuth) {
      return json(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    const form = new URLSearchParams(await readBody(req));
    if (failure) {
      const { code, status } = failure;
      failure = null;
      return json(res, status, { code, message: `Fake Twilio error ${code}`, status });
    }
    const message: FakeSms = {
      sid: `SM${crypto.randomUUID().replace(/-/g, '')}`,
      to: form.get('To') ?? '',
      from: form.get('From'),
      body: form.get('Body') ?? '',
      at: Date.now(),
    };
    sent.push(message);
    json(res, 201, {
      sid: message.sid,
      account_sid: accountSid,
      to: message.to,
      from: message.from,
      body: message.body,
      status: 'queued',
      num_segments: '1',
      date_created: new Date().toUTCString(),
      uri: `${messagesPath.replace('.json', '')}/${message.sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    accountSid,
    authToken,
    from,
    messages: (to) => (to ? sent.filter((m) => m.to === to) : [...sent]),
    clear: () => {
      sent.length = 0;
    },
    failNext: (code, status = 400) => {
      failure = { code, status };
    },
    sendInbound,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The TWILIO_* variables that point the app at this fake. */
export function fakeTwilioEnv(fake: Pick<FakeTwilio, 'url'>): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: FAKE_TWILIO_CREDENTIALS.accountSid,
    TWILIO_AUTH_TOKEN: FAKE_TWILIO_CREDENTIALS.authToken,
    TWILIO_FROM: FAKE_TWILIO_CREDENTIALS.from,
    TWILIO_API_BASE_URL: fake.url,
  };
}
