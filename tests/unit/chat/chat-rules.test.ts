import { describe, expect, it } from 'vitest';
import { readEventStream } from '#client/lib/read-event-stream.ts';
import { chatTimestamp } from '#client/pages/chat/chat-time.ts';
import { chatReducer, initialChatState, localMessage } from '#client/pages/chat/chat-state.ts';
import { needsInitialPrompt } from '#domain/chat/chat-message.ts';
import { initialPromptText } from '#domain/chat/initial-prompt.ts';

describe('needsInitialPrompt', () => {
  const now = Date.parse('2026-11-17T18:00:00Z');
  it('is needed with no history or when the last message is over an hour old', () => {
    expect(needsInitialPrompt([], now)).toBe(true);
    expect(needsInitialPrompt([{ created_at: now - 61 * 60_000 }], now)).toBe(true);
    expect(needsInitialPrompt([{ created_at: now - 60 * 60_000 }], now)).toBe(false);
    expect(
      needsInitialPrompt([{ created_at: now - 5 * 3_600_000 }, { created_at: now - 60_000 }], now),
    ).toBe(false);
  });

  it('greets by first name when there is one', () => {
    expect(initialPromptText('Ana')).toMatch(/^Hi Ana! /);
    expect(initialPromptText('  ')).toMatch(/^Hi! /);
    expect(initialPromptText('Ana', 3)).toContain(
      "I'm your dinner planning assistant. 3 evenings this week have no dinner planned yet.",
    );
    expect(initialPromptText('Ana', 1)).toContain('One evening this week has no dinner');
  });
});

describe('chatTimestamp', () => {
  it("shows 12-hour time without AM/PM on the family's clock, and the date for earlier days", () => {
    const zone = 'America/New_York';
    const today = Date.UTC(2026, 10, 18, 2, 5); // 9:05 pm on Nov 17 in New York
    expect(chatTimestamp(today, zone, today)).toBe('9:05');
    expect(chatTimestamp(Date.UTC(2026, 10, 17, 5, 30), zone, today)).toBe('12:30');
    expect(chatTimestamp(Date.UTC(2026, 10, 3, 18, 0), zone, today)).toBe('Nov 3, 1:00');
  });

  it('uses the zone it is given, not the device', () => {
    const instant = Date.UTC(2026, 10, 17, 12, 0);
    expect(chatTimestamp(instant, 'Asia/Tokyo', instant)).toBe('9:00');
    expect(chatTimestamp(instant, 'America/Los_Angeles', instant)).toBe('4:00');
  });
});

describe('chatReducer', () => {
  it('streams a reply into place and allows sending again once answered or failed', () => {
    let state = chatReducer(initialChatState, {
      type: 'loaded',
      messages: [],
      configured: true,
    });
    state = chatReducer(state, { type: 'sent', message: localMessage('Hi', 'user') });
    expect(state.awaiting).toBe(true);
    state = chatReducer(state, { type: 'delta', text: 'Hel' });
    state = chatReducer(state, { type: 'delta', text: 'lo' });
    expect(state.streaming).toBe('Hello');
    state = chatReducer(state, { type: 'answered', message: localMessage('Hello', 'assistant') });
    expect(state).toMatchObject({ awaiting: false, streaming: '' });
    expect(state.messages.map((m) => m.content)).toEqual(['Hi', 'Hello']);

    state = chatReducer(state, { type: 'sent', message: localMessage('Again', 'user') });
    state = chatReducer(state, { type: 'failed', apology: localMessage('Sorry', 'assistant') });
    expect(state.awaiting).toBe(false);
    expect(state.messages.at(-1)?.content).toBe('Sorry');
  });
});

describe('readEventStream', () => {
  it('parses events split across chunks at any point', async () => {
    const text = 'event: delta\ndata: {"text":"a"}\n\n: comment\n\nevent: done\r\ndata: {}\r\n\r\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const events: { event: string; data: string }[] = [];
    await readEventStream(body, (event) => events.push(event));
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
      { event: 'done', data: '{}' },
    ]);
  });
});
