// The chat backend against a fake OpenAI-compatible server: history, streaming, proposals
// that only Apply turns into data (live through Zero), errors and the tool-round cap.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#domain/chat/chat-message.ts';
import type { Proposal } from '#domain/chat/proposals.ts';
import { queries } from '#domain/zero/queries.ts';
import type { ShoppingItem } from '#schema';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { fakeModel, postChat, streamChat } from './support/chat-client.ts';
import { eventually, openZero } from './support/zero-client.ts';

const model = fakeModel();
beforeEach(() => model.reset());

describe('/chat', () => {
  it('answers, keeps the history and gives an initial prompt', async () => {
    const { api } = await newFamilyMember('Chatty', 'Pat');
    expect((await api.get('/chat/messages')).body).toEqual([]);
    const prompt = await api.get<{ prompt: string; configured: boolean }>('/chat/initial-prompt');
    expect(prompt.body.configured).toBe(true);
    expect(prompt.body.prompt).toMatch(/^Hi Pat! I'm your dinner planning assistant\. /);
    expect(prompt.body.prompt).toMatch(/(evening|evenings) this week (has|have) no dinner/);

    await model.script([{ content: 'Tacos sound great tonight.' }]);
    const answer = await postChat(api, '  What should we eat?  ');
    expect(answer.status).toBe(200);
    expect(answer.body.reply).toBe('Tacos sound great tonight.');

    const history = (await api.get<ChatMessage[]>('/chat/messages')).body;
    expect(history.map((m) => [m.sender, m.content])).toEqual([
      ['user', 'What should we eat?'],
      ['assistant', 'Tacos sound great tonight.'],
    ]);
    expect(history[0]).toMatchObject({ id: history[0]!.message_id });
    expect(history[1]!.created_at).toBeGreaterThanOrEqual(history[0]!.created_at);

    const [request] = await model.requests();
    expect(request!.authorization).toBe('Bearer test-key');
    expect(request!.body).toMatchObject({ model: 'fake-model', stream: true, max_tokens: 1024 });
    expect(request!.body.messages.at(-1)).toEqual({ role: 'user', content: 'What should we eat?' });
  });

  it('streams the reply as it is written', async () => {
    const { api } = await newFamilyMember();
    const text = 'Here is a longer answer that arrives in several pieces.';
    await model.script([{ content: text }]);
    const streamed = await streamChat(api, 'Hello');
    expect(streamed.status).toBe(200);
    expect(streamed.events[0]?.event).toBe('delta');
    expect(streamed.deltas.length).toBeGreaterThan(3);
    expect(streamed.deltas.join('')).toBe(text);
    expect(streamed.message).toMatchObject({ sender: 'assistant', content: text });
  });

  it('turns a write into a proposal that only Apply carries out, live on other screens', async () => {
    const { api, session } = await newFamilyMember();
    const zero = openZero(api.token!, {
      userID: session.user_id,
      familyID: session.family_id,
      familyUserID: session.family_user_id,
    });
    const view = zero.materialize(queries.shoppingItems.list());
    try {
      await model.script([
        {
          tool_calls: [
            {
              name: 'propose_shopping_items',
              arguments: { items: [{ name: 'whole MILK', quantity: '2' }, { name: 'eggs' }] },
            },
          ],
        },
        { content: 'I proposed adding milk and eggs.' },
      ]);
      const streamed = await streamChat(api, 'Add milk and eggs to the list');
      const proposal = streamed.message!.proposals[0]!;
      expect(proposal).toMatchObject({
        kind: 'add_shopping_items',
        status: 'pending',
        title: 'Add 2 items to the shopping list',
        lines: ['Whole Milk (2)', 'Eggs'],
      });
      // The tool told the model nothing changed; nothing did.
      const requests = await model.requests();
      expect(String(requests[1]!.body.messages.at(-1)!.content)).toContain('Nothing has changed');
      expect((await api.get<ShoppingItem[]>('/shopping-items')).body).toEqual([]);

      const applied = await api.post<{ proposal: Proposal }>(
        `/chat/proposals/${proposal.proposal_id}/apply`,
      );
      expect(applied.status).toBe(200);
      expect(applied.body.proposal.status).toBe('applied');
      await eventually(
        () => (view.data as ShoppingItem[]).map((item) => item.name),
        (names) => names.length === 2 && names.includes('Whole Milk') && names.includes('Eggs'),
      );
      const again = await api.post<ErrorBody>(`/chat/proposals/${proposal.proposal_id}/apply`);
      expect(again.status).toBe(409);
      expect((await api.get<ShoppingItem[]>('/shopping-items')).body).toHaveLength(2);
      const history = (await api.get<ChatMessage[]>('/chat/messages')).body;
      expect(history.at(-1)!.proposals[0]!.status).toBe('applied');
    } finally {
      view.destroy();
      await zero.close();
    }
  });

  it('dismisses a proposal without changing anything', async () => {
    const { api } = await newFamilyMember();
    await model.script([
      { tool_calls: [{ name: 'propose_dish', arguments: { name: 'Fish Tacos', prep: 'Quick' } }] },
      { content: 'How about fish tacos?' },
    ]);
    const { message } = await streamChat(api, 'Add a new dish idea');
    const proposal = message!.proposals[0]!;
    expect(proposal).toMatchObject({
      kind: 'add_dish',
      title: 'Add Fish Tacos to the dish library',
    });
    const dismissed = await api.post<{ proposal: Proposal }>(
      `/chat/proposals/${proposal.proposal_id}/dismiss`,
    );
    expect(dismissed.body.proposal.status).toBe('dismissed');
    expect((await api.post(`/chat/proposals/${proposal.proposal_id}/apply`)).status).toBe(409);
    expect((await api.get<unknown[]>('/dishes')).body).toEqual([]);
  });

  it('reports invalid proposal arguments to the model instead of proposing', async () => {
    const { api } = await newFamilyMember();
    await model.script([
      { tool_calls: [{ name: 'propose_dish', arguments: { name: '   ' } }] },
      { content: 'Sorry, I need a name.' },
    ]);
    const { message } = await streamChat(api, 'Add a dish');
    expect(message!.proposals).toEqual([]);
    const requests = await model.requests();
    expect(String(requests[1]!.body.messages.at(-1)!.content)).toContain(
      'Dish name is required to save the dish.',
    );
  });

  it('caps the tool-call rounds of one reply and still answers', async () => {
    const { api } = await newFamilyMember();
    await model.script([
      {
        repeat: true,
        tool_calls: [{ name: 'list_dishes', arguments: {} }],
        content: 'Done looking.',
      },
    ]);
    const { message } = await streamChat(api, 'Keep looking things up');
    const requests = await model.requests();
    expect(requests).toHaveLength(5);
    expect(requests.slice(0, 4).map((r) => r.body.tool_choice)).toEqual([
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
    expect(requests[4]!.body.tool_choice).toBe('none');
    expect(message!.content).toContain('Done looking.');
  });

  it('cuts a reply that runs past the token cap even if the server ignores the limit', async () => {
    const { api } = await newFamilyMember();
    await model.script([{ content: 'word '.repeat(2000) }]);
    const { message } = await streamChat(api, 'Tell me everything');
    // 1024 tokens at about 6 characters each.
    expect(message!.content.length).toBeLessThanOrEqual(1024 * 6);
    expect(message!.content.length).toBeGreaterThan(5000);
  });

  it('refuses a second message while the first reply is being written', async () => {
    const { api } = await newFamilyMember();
    await model.script([{ hold: true, content: 'Slow answer.' }]);
    const first = streamChat(api, 'First');
    await eventually(
      () => model.requests(),
      (requests) => requests.length === 1,
    );
    const second = await postChat(api, 'Second');
    expect(second.status).toBe(409);
    expect(second.body.error?.message).toBe('The assistant is still answering your last message.');
    await model.release();
    expect((await first).message!.content).toBe('Slow answer.');
    const history = (await api.get<ChatMessage[]>('/chat/messages')).body;
    expect(history.map((m) => m.content)).toEqual(['First', 'Slow answer.']);
  });

  it('says so when the model fails, and refuses blank or unauthenticated messages', async () => {
    const { api } = await newFamilyMember();
    await model.script([{ status: 400 }]);
    const failed = await postChat(api, 'Hello?');
    expect(failed.status).toBe(502);
    expect(failed.body.error?.message).toBe(
      'Failed to get response from AI assistant. Please try again.',
    );
    await model.script([{ status: 400 }]);
    const streamed = await streamChat(api, 'Hello again?');
    expect(JSON.parse(streamed.error!.data)).toMatchObject({ code: 'ASSISTANT_FAILED' });

    const blank = await api.post<ErrorBody>('/chat', { message: '  \n ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Please enter a message.');
    expect((await api.post<ErrorBody>('/chat', { text: 'x' })).status).toBe(400);

    api.cookie = null;
    expect((await api.get('/chat/messages')).status).toBe(401);
    expect((await api.post('/chat', { message: 'hi' })).status).toBe(401);
  });
});
