// A chat message as the API answers it (docs/spec.md §3 Chat message), and the rule for when a
// fresh initial prompt joins the history (docs/spec.md §4 Chat history, §9).
import { z } from '../zod-mini.ts';
import { proposalSchema } from './proposals.ts';
import { plainText } from '../text/input-rules.ts';

export const CHAT_SENDERS = ['user', 'assistant'] as const;

export const chatMessageSchema = z.object({
  message_id: z.string(),
  /** The same id; the spec has seen both names. */
  id: z.string(),
  content: z.string(),
  sender: z.enum(CHAT_SENDERS),
  created_at: z.number(),
  proposals: z.array(proposalSchema),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The longest message a person may send. */
export const MAX_CHAT_MESSAGE_LENGTH = 4000;

export const chatRequestSchema = z.object({ message: plainText(MAX_CHAT_MESSAGE_LENGTH) });

export const INITIAL_PROMPT_AFTER_MS = 60 * 60 * 1000;

/** A new initial prompt is shown when there is no history or the last message is over an hour old. */
export function needsInitialPrompt(
  messages: readonly { created_at: number }[],
  now: number = Date.now(),
): boolean {
  const last = messages.at(-1);
  return !last || now - last.created_at > INITIAL_PROMPT_AFTER_MS;
}
