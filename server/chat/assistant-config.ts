// The model behind the chat, from the environment: the official openai client pointed at
// OpenAI or any compatible server. Null when nothing is configured.
import OpenAI from 'openai';
import type { Env } from '../env.ts';

export type AssistantConfig = {
  client: OpenAI;
  model: string;
  maxToolRounds: number;
  maxReplyTokens: number;
  /** OpenAI's newer models refuse `max_tokens`; most compatible servers only know it. */
  tokenLimitParam: 'max_tokens' | 'max_completion_tokens';
};

const DEFAULT_MODEL = 'gpt-4.1-mini';

export function assistantConfigured(env: Env): boolean {
  return Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
}

export function assistantConfig(env: Env): AssistantConfig | null {
  if (!assistantConfigured(env)) return null;
  return {
    client: new OpenAI({
      // Local servers need no key, but the client insists on one.
      apiKey: env.OPENAI_API_KEY ?? 'not-needed',
      baseURL: env.OPENAI_BASE_URL,
      maxRetries: 1,
      timeout: 60_000,
    }),
    model: env.OPENAI_MODEL ?? DEFAULT_MODEL,
    maxToolRounds: env.ASSISTANT_MAX_TOOL_ROUNDS,
    maxReplyTokens: env.ASSISTANT_MAX_REPLY_TOKENS,
    tokenLimitParam: env.OPENAI_BASE_URL ? 'max_tokens' : 'max_completion_tokens',
  };
}
