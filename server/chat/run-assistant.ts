// One reply of the assistant: stream from the model, run the tools it calls, feed the
// results back, and stop after a capped number of tool rounds and reply tokens.
import type {
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { ChatMessage } from '#domain/chat/chat-message.ts';
import type { Proposal } from '#domain/chat/proposals.ts';
import type { AssistantConfig } from './assistant-config.ts';
import { systemPrompt } from './system-prompt.ts';
import type { AssistantTool, ToolContext } from './tools/tool-kit.ts';

const HISTORY_MESSAGES = 20;
const MAX_TOOL_CALLS_PER_ROUND = 8;
// A safety net for servers that ignore the token limit: roughly 6 characters a token.
const CHARS_PER_TOKEN_CAP = 6;

export type AssistantEvent = { type: 'delta'; text: string };

export type AssistantRun = {
  config: AssistantConfig;
  tools: readonly AssistantTool[];
  context: ToolContext;
  history: readonly ChatMessage[];
  userText: string;
  signal: AbortSignal;
  emit: (event: AssistantEvent) => Promise<void> | void;
};

export type AssistantReply = { content: string; proposals: Proposal[]; rounds: number };

function historyForModel(history: readonly ChatMessage[]): ChatCompletionMessageParam[] {
  return history.slice(-HISTORY_MESSAGES).map((message) => {
    if (message.sender === 'user') return { role: 'user', content: message.content };
    const notes = message.proposals.map((p) => `[proposal ${p.kind}: ${p.status}]`);
    return { role: 'assistant', content: [message.content, ...notes].join('\n') };
  });
}

type StreamedTurn = { text: string; toolCalls: ChatCompletionMessageToolCall[]; cut: boolean };

async function streamTurn(
  run: AssistantRun,
  messages: ChatCompletionMessageParam[],
  allowTools: boolean,
  budgetChars: number,
  separator: string,
): Promise<StreamedTurn> {
  const { config } = run;
  const tools: ChatCompletionTool[] = run.tools.map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  }));
  const stream = await config.client.chat.completions.create(
    {
      model: config.model,
      messages,
      tools,
      tool_choice: allowTools ? 'auto' : 'none',
      stream: true,
      [config.tokenLimitParam]: config.maxReplyTokens,
    },
    { signal: run.signal },
  );
  let text = '';
  const calls = new Map<number, { id: string; name: string; arguments: string }>();
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta;
    if (delta?.content) {
      let piece = delta.content.slice(0, Math.max(0, budgetChars - text.length));
      // Text of a later round starts a new paragraph of the same reply.
      if (!text && piece) piece = separator + piece;
      text += piece;
      if (piece) await run.emit({ type: 'delta', text: piece });
      if (text.length >= budgetChars) {
        stream.controller.abort();
        return { text, toolCalls: [], cut: true };
      }
    }
    for (const call of delta?.tool_calls ?? []) {
      const current = calls.get(call.index) ?? { id: '', name: '', arguments: '' };
      calls.set(call.index, {
        id: call.id ?? current.id,
        name: current.name + (call.function?.name ?? ''),
        arguments: current.arguments + (call.function?.arguments ?? ''),
      });
    }
  }
  const toolCalls = [...calls.values()].map((call, index) => ({
    id: call.id || `call_${index}`,
    type: 'function' as const,
    function: { name: call.name, arguments: call.arguments || '{}' },
  }));
  return { text, toolCalls: allowTools ? toolCalls : [], cut: false };
}

async function runToolCall(run: AssistantRun, call: ChatCompletionMessageToolCall, index: number) {
  if (call.type !== 'function') return { error: 'Unknown tool.' };
  if (index >= MAX_TOOL_CALLS_PER_ROUND)
    return { error: `At most ${MAX_TOOL_CALLS_PER_ROUND} tool calls per round.` };
  const tool = run.tools.find((candidate) => candidate.name === call.function.name);
  if (!tool) return { error: `There is no tool named ${call.function.name}.` };
  let args: unknown;
  try {
    args = JSON.parse(call.function.arguments);
  } catch {
    return { error: 'The arguments are not valid JSON.' };
  }
  return tool.run(args, run.context);
}

export async function runAssistant(run: AssistantRun): Promise<AssistantReply> {
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(run.context.today) },
    ...historyForModel(run.history),
    { role: 'user', content: run.userText },
  ];
  const budget = run.config.maxReplyTokens * CHARS_PER_TOKEN_CAP;
  let content = '';
  for (let round = 0; ; round += 1) {
    // After the last allowed tool round the model must answer with what it has.
    const allowTools = round < run.config.maxToolRounds;
    const separator = content ? '\n\n' : '';
    const turn = await streamTurn(run, messages, allowTools, budget - content.length, separator);
    content += turn.text;
    if (turn.cut || turn.toolCalls.length === 0)
      return { content: content.trim(), proposals: run.context.proposals, rounds: round + 1 };
    messages.push({
      role: 'assistant',
      content: turn.text.trim() || null,
      tool_calls: turn.toolCalls,
    });
    for (const [index, call] of turn.toolCalls.entries()) {
      const result = await runToolCall(run, call, index);
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
    }
  }
}
