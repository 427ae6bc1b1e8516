// What the chat routes (routes.ts) take, answer and refuse, for the OpenAPI document
// (server/openapi/route-doc.ts).
import { z } from 'zod';
import { chatMessageSchema, chatRequestSchema } from '#domain/chat/chat-message.ts';
import { proposalSchema } from '#domain/chat/proposals.ts';
import { ErrorCode } from '#domain/errors.ts';
import type { RouteDoc } from '../openapi/route-doc.ts';

const tag = 'Chat';
const family = [ErrorCode.NO_FAMILY];
const proposalAnswer = z.object({ proposal: proposalSchema });
const proposalErrors = [
  ...family,
  ErrorCode.NOT_FOUND,
  ErrorCode.PROPOSAL_NOT_PENDING,
  ErrorCode.PROPOSAL_OUTDATED,
];

export const chatDocs = {
  messages: {
    tag,
    summary: 'My conversation with the assistant',
    response: z.array(chatMessageSchema),
    errors: family,
  },
  initialPrompt: {
    tag,
    summary: "The assistant's opening line",
    response: z.object({ prompt: z.string(), configured: z.boolean() }),
    errors: family,
  },
  send: {
    tag,
    summary: 'Send a message',
    description:
      'Answers the reply as JSON; with `Accept: text/event-stream` the reply is streamed as ' +
      'server-sent events (`text`, then `done` with the saved message, or `error`).',
    body: chatRequestSchema,
    example: { message: 'What should we have on Friday?' },
    response: z.object({ reply: z.string(), message: chatMessageSchema }),
    errors: [
      ...family,
      ErrorCode.CHAT_MESSAGE_REQUIRED,
      ErrorCode.REPLY_IN_PROGRESS,
      ErrorCode.ASSISTANT_NOT_CONFIGURED,
      ErrorCode.ASSISTANT_FAILED,
    ],
  },
  apply: {
    tag,
    summary: 'Apply a proposal',
    response: proposalAnswer,
    errors: proposalErrors,
  },
  dismiss: {
    tag,
    summary: 'Dismiss a proposal',
    response: proposalAnswer,
    errors: proposalErrors,
  },
} satisfies Record<string, RouteDoc>;
