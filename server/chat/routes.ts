// /chat (docs/spec.md §7 'Chat'): history, the initial prompt, a message and its streamed reply,
// and Apply/Dismiss of the changes the assistant proposes.
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { chatRequestSchema, type ChatMessage } from '#domain/chat/chat-message.ts';
import { initialPromptText } from '#domain/chat/initial-prompt.ts';
import { AppError, ErrorCode, errorMessages } from '#domain/errors.ts';
import { daysOf, todayIn, weekRange } from '#domain/time/family-dates.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import { applyProposal, dismissProposal } from './apply-proposal.ts';
import { listMessages, saveMessage, type ChatOwner } from './chat-store.ts';
import { loadFamilyData } from './family-data.ts';
import { recordProposedMeals } from './record-proposed-meals.ts';
import { runAssistant, type AssistantEvent } from './run-assistant.ts';
import { assistantTools } from './tools/assistant-tools.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { idParam, jsonBody } from '../http/validate.ts';
import { chatDocs } from './chat-docs.ts';
import { documented } from '../openapi/route-doc.ts';

export function chatRoutes(deps: AppDeps) {
  const config = deps.assistant;
  // One reply at a time per member: a second message waits for the first answer.
  const answering = new Set<string>();

  const ownerOf = (
    c: Context<AppEnv>,
  ): ChatOwner & { ctx: ReturnType<typeof requireFamilyCaller> } => {
    const ctx = requireFamilyCaller(c);
    return { familyID: ctx.familyID, userID: ctx.userID, ctx };
  };

  async function reply(
    owner: ReturnType<typeof ownerOf>,
    text: string,
    signal: AbortSignal,
    emit: (event: AssistantEvent) => Promise<void> | void,
  ): Promise<ChatMessage> {
    if (!config) throw new AppError(ErrorCode.ASSISTANT_NOT_CONFIGURED);
    const data = await loadFamilyData(deps.zeroDb, owner.ctx);
    if (!data) throw new AppError(ErrorCode.NO_FAMILY);
    const history = await listMessages(deps.sql, owner, 40);
    await saveMessage(deps.sql, owner, { sender: 'user', content: text });
    try {
      const answer = await runAssistant({
        config,
        tools: assistantTools,
        context: { data, today: todayIn(data.timeZone), proposals: [] },
        history,
        userText: text,
        signal,
        emit,
      });
      const content = answer.content || (answer.proposals.length ? 'Here is what I propose:' : '…');
      const saved = await saveMessage(deps.sql, owner, {
        sender: 'assistant',
        content,
        proposals: answer.proposals,
      });
      await recordProposedMeals(deps.zeroDb, owner.familyID, answer.proposals);
      return saved;
    } catch (error) {
      if (error instanceof AppError) throw error;
      console.error(`Assistant failed: ${(error as Error).message}`);
      throw new AppError(ErrorCode.ASSISTANT_FAILED);
    }
  }

  return new Hono<AppEnv>()
    .get('/messages', documented(chatDocs.messages), async (c) =>
      c.json(await listMessages(deps.sql, ownerOf(c))),
    )
    .get('/initial-prompt', documented(chatDocs.initialPrompt), async (c) => {
      const { ctx } = ownerOf(c);
      const data = await loadFamilyData(deps.zeroDb, ctx);
      if (!data) throw new AppError(ErrorCode.NO_FAMILY);
      const me = (await data.members()).find((m) => m.family_user_id === ctx.familyUserID);
      const today = todayIn(data.timeZone);
      const { to } = weekRange(today, 0);
      const planned = new Set((await data.mealsBetween(today, to)).map((meal) => meal.meal_date));
      const open = daysOf({ from: today, to }).filter((date) => !planned.has(date)).length;
      return c.json({
        prompt: initialPromptText(me?.first_name, open),
        configured: config !== null,
      });
    })
    .post('/', documented(chatDocs.send), async (c) => {
      const owner = ownerOf(c);
      const { message } = await jsonBody(c, chatRequestSchema);
      const text = message.trim();
      if (!text) throw new AppError(ErrorCode.CHAT_MESSAGE_REQUIRED);
      if (!config) throw new AppError(ErrorCode.ASSISTANT_NOT_CONFIGURED);
      const key = `${owner.familyID}:${owner.userID}`;
      if (answering.has(key)) throw new AppError(ErrorCode.REPLY_IN_PROGRESS);
      answering.add(key);
      const done = () => answering.delete(key);

      if (!c.req.header('accept')?.includes('text/event-stream')) {
        try {
          const saved = await reply(owner, text, c.req.raw.signal, () => {});
          return c.json({ reply: saved.content, message: saved });
        } finally {
          done();
        }
      }
      return streamSSE(c, async (stream) => {
        const abort = new AbortController();
        stream.onAbort(() => abort.abort());
        try {
          const saved = await reply(owner, text, abort.signal, (event) =>
            stream.writeSSE({ event: event.type, data: JSON.stringify({ text: event.text }) }),
          );
          await stream.writeSSE({ event: 'done', data: JSON.stringify(saved) });
        } catch (error) {
          const code = error instanceof AppError ? error.code : ErrorCode.ASSISTANT_FAILED;
          const data = JSON.stringify({ code, message: errorMessages[code] });
          await stream.writeSSE({ event: 'error', data });
        } finally {
          done();
        }
      });
    })
    .post('/proposals/:id/apply', documented(chatDocs.apply), async (c) => {
      const { ctx } = ownerOf(c);
      return c.json({ proposal: await applyProposal(deps.zeroDb, ctx, idParam(c)) });
    })
    .post('/proposals/:id/dismiss', documented(chatDocs.dismiss), async (c) => {
      const owner = ownerOf(c);
      return c.json({ proposal: await dismissProposal(deps.sql, owner, idParam(c)) });
    });
}
