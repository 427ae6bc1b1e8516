// The chat page's state: the conversation as shown (saved messages plus bubbles that exist
// only on screen: the initial prompt, a greeting, an apology) and the reply being written.
import type { ChatMessage } from '#domain/chat/chat-message.ts';
import type { Proposal } from '#domain/chat/proposals.ts';

export type ShownMessage = ChatMessage & { local?: boolean };

export type ChatState = {
  status: 'loading' | 'ready';
  messages: ShownMessage[];
  /** A reply is awaited: nothing else may be sent. */
  awaiting: boolean;
  /** The reply so far, while it streams in. */
  streaming: string;
  configured: boolean;
};

export const initialChatState: ChatState = {
  status: 'loading',
  messages: [],
  awaiting: false,
  streaming: '',
  configured: true,
};

export type ChatAction =
  | { type: 'loaded'; messages: ShownMessage[]; configured: boolean }
  | { type: 'sent'; message: ShownMessage }
  | { type: 'delta'; text: string }
  | { type: 'answered'; message: ShownMessage }
  | { type: 'failed'; apology: ShownMessage | null }
  | { type: 'proposal'; proposal: Proposal };

export function localMessage(content: string, sender: 'user' | 'assistant'): ShownMessage {
  const id = `local-${crypto.randomUUID()}`;
  return {
    message_id: id,
    id,
    content,
    sender,
    created_at: Date.now(),
    proposals: [],
    local: true,
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        status: 'ready',
        messages: action.messages,
        configured: action.configured,
      };
    case 'sent':
      return {
        ...state,
        messages: [...state.messages, action.message],
        awaiting: true,
        streaming: '',
      };
    case 'delta':
      return { ...state, streaming: state.streaming + action.text };
    case 'answered':
      return {
        ...state,
        messages: [...state.messages, action.message],
        awaiting: false,
        streaming: '',
      };
    case 'failed':
      return {
        ...state,
        messages: action.apology ? [...state.messages, action.apology] : state.messages,
        awaiting: false,
        streaming: '',
      };
    case 'proposal':
      return {
        ...state,
        messages: state.messages.map((message) => ({
          ...message,
          proposals: message.proposals.map((p) =>
            p.proposal_id === action.proposal.proposal_id ? action.proposal : p,
          ),
        })),
      };
  }
}
