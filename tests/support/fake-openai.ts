// A fake OpenAI-compatible chat completions server on 127.0.0.1 for tests. It answers
// from a script of steps (text, tool calls, an error), streams like the real API, records
// every request, and can hold a reply until released. Tests in another process drive it
// through its /__fake endpoints (FakeOpenAIControl).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeToolCall = { name: string; arguments: unknown };

export type FakeStep = {
  content?: string;
  tool_calls?: FakeToolCall[];
  /** Answer with this HTTP status and an error body instead. */
  status?: number;
  /** Keep answering with this step: it is never used up. */
  repeat?: boolean;
  /** Send nothing but the first chunk until POST /__fake/release. */
  hold?: boolean;
  /** Stream this many characters of the content, then wait for POST /__fake/release. */
  holdAt?: number;
};

export type RecordedRequest = {
  authorization: string | null;
  body: {
    model: string;
    stream?: boolean;
    tool_choice?: unknown;
    max_tokens?: number;
    max_completion_tokens?: number;
    tools?: { function: { name: string } }[];
    messages: { role: string; content?: unknown; tool_calls?: unknown; tool_call_id?: string }[];
  };
};

const DEFAULT_REPLY = 'Fake reply.';

function chunk(delta: object, finish: string | null = null) {
  const body = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

function pieces(text: string, size = 6): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const part of request) body += part;
  return body;
}

export async function startFakeOpenAI(port = 0) {
  let steps: FakeStep[] = [];
  const requests: RecordedRequest[] = [];
  let releaseHeld: Array<() => void> = [];

  function nextStep(): FakeStep {
    const step = steps[0];
    if (!step) return { content: DEFAULT_REPLY };
    if (!step.repeat) steps = steps.slice(1);
    return step;
  }

  async function complete(request: IncomingMessage, response: ServerResponse) {
    const body = JSON.parse(await readBody(request)) as RecordedRequest['body'];
    requests.push({ authorization: request.headers.authorization ?? null, body });
    const step = nextStep();
    if (step.status) {
      response.writeHead(step.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'Scripted failure', type: 'fake' } }));
      return;
    }
    // Like a real model, no tool calls when the caller says tool_choice 'none'.
    const toolCalls = body.tool_choice === 'none' ? [] : (step.tool_calls ?? []);
    const content = step.content ?? (toolCalls.length ? '' : DEFAULT_REPLY);
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'fake-model',
          choices: [
            {
              index: 0,
              finish_reason: toolCalls.length ? 'tool_calls' : 'stop',
              message: {
                role: 'assistant',
                content: content || null,
                tool_calls: toolCalls.map((call, i) => ({
                  id: `call_${i}`,
                  type: 'function',
                  function: { name: call.name, arguments: JSON.stringify(call.arguments) },
                })),
              },
            },
          ],
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(chunk({ role: 'assistant', content: '' }));
    const held = () => new Promise<void>((resolve) => releaseHeld.push(resolve));
    if (step.hold) await held();
    const cut = step.holdAt ?? content.length;
    for (const piece of pieces(content.slice(0, cut))) response.write(chunk({ content: piece }));
    if (step.holdAt !== undefined) await held();
    for (const piece of pieces(content.slice(cut))) response.write(chunk({ content: piece }));
    toolCalls.forEach((call, index) => {
      const args = JSON.stringify(call.arguments);
      response.write(
        chunk({
          tool_calls: [
            {
              index,
              id: `call_${requests.length}_${index}`,
              type: 'function',
              function: { name: call.name, arguments: '' },
            },
          ],
        }),
      );
      for (const piece of pieces(args, 12))
        response.write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    });
    response.write(chunk({}, toolCalls.length ? 'tool_calls' : 'stop'));
    response.end('data: [DONE]\n\n');
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string) {
    const body = request.method === 'POST' ? await readBody(request) : '';
    if (path === '/__fake/script') steps = (JSON.parse(body) as { steps: FakeStep[] }).steps;
    if (path === '/__fake/reset') {
      steps = [];
      requests.length = 0;
    }
    if (path === '/__fake/release') {
      releaseHeld.forEach((release) => release());
      releaseHeld = [];
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(path === '/__fake/requests' ? requests : { ok: true }));
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const handle = path.startsWith('/__fake/')
      ? control(request, response, path)
      : path === '/v1/chat/completions' && request.method === 'POST'
        ? complete(request, response)
        : Promise.resolve(void response.writeHead(404).end());
    handle.catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** What OPENAI_BASE_URL should be. */
    baseUrl: `${origin}/v1`,
    stop: () =>
      new Promise<void>((resolve) => {
        releaseHeld.forEach((release) => release());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Drives a fake started elsewhere (global setup, the e2e server) over HTTP. */
export class FakeOpenAIControl {
  readonly origin: string;
  constructor(origin: string) {
    this.origin = origin;
  }

  private async call(path: string, body?: unknown) {
    const response = await fetch(`${this.origin}/__fake/${path}`, {
      method: body === undefined && path === 'requests' ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json() as Promise<unknown>;
  }

  script = async (steps: FakeStep[]) => void (await this.call('script', { steps }));
  reset = async () => void (await this.call('reset', {}));
  release = async () => void (await this.call('release', {}));
  requests = async () => (await this.call('requests')) as RecordedRequest[];
}
