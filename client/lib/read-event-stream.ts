// Reads a text/event-stream response body as it arrives: one callback per event. The
// parsing (line endings, comments, events split across chunks) is eventsource-parser's.
import { createParser } from 'eventsource-parser';

export type StreamEvent = { event: string; data: string };

export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const parser = createParser({
    onEvent: ({ event, data }) => onEvent({ event: event ?? 'message', data }),
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
