// Sends chat messages the way the chat page does (streamed) or as a plain JSON call,
// and drives the fake model the integration stack is pointed at.
import { inject } from 'vitest';
import type { ChatMessage } from '#domain/chat/chat-message.ts';
import { readEventStream, type StreamEvent } from '#client/lib/read-event-stream.ts';
import { FakeOpenAIControl, type RecordedRequest } from '../../support/fake-openai.ts';
import type { ApiClient } from './api-client.ts';

export const fakeModel = () => new FakeOpenAIControl(inject('fakeOpenAIOrigin'));

export async function streamChat(api: ApiClient, message: string) {
  const response = await fetch(`${api.baseUrl}/api/chat`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      origin: api.baseUrl,
      cookie: api.cookie ?? '',
    },
    body: JSON.stringify({ message }),
  });
  const events: StreamEvent[] = [];
  if (response.body) await readEventStream(response.body, (event) => events.push(event));
  const done = events.find((event) => event.event === 'done');
  return {
    status: response.status,
    events,
    deltas: events
      .filter((event) => event.event === 'delta')
      .map((event) => (JSON.parse(event.data) as { text: string }).text),
    message: done ? (JSON.parse(done.data) as ChatMessage) : null,
    error: events.find((event) => event.event === 'error'),
  };
}

export async function postChat(api: ApiClient, message: string) {
  return api.post<{ reply: string; message: ChatMessage; error?: { message: string } }>('/chat', {
    message,
  });
}

/** Every tool result the model was shown, as text. */
export function toolResults(requests: RecordedRequest[]): string[] {
  return requests.flatMap((request) =>
    request.body.messages
      .filter((message) => message.role === 'tool')
      .map((message) => String(message.content)),
  );
}
