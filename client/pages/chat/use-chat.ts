// Loads the history, sends a message and reads the streamed reply, applies or dismisses
// proposals; with the spec's toasts (docs/spec.md §8 Chat).
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { needsInitialPrompt, type ChatMessage } from '#domain/chat/chat-message.ts';
import { CHAT_GREETING } from '#domain/chat/initial-prompt.ts';
import type { Proposal } from '#domain/chat/proposals.ts';
import { useToast } from '#client/components/toast/toast-state.ts';
import { apiFetch, ApiError, apiErrorText } from '#client/lib/api.ts';
import { readEventStream } from '#client/lib/read-event-stream.ts';
import { chatReducer, initialChatState, localMessage, type ChatAction } from './chat-state.ts';

const AUTH_TOAST = {
  title: 'Authentication required',
  description: 'Please log in to chat with the AI assistant',
  variant: 'destructive',
} as const;
const SEND_FAILED_TOAST = {
  title: 'Error sending message',
  description: 'Failed to get response from AI assistant. Please try again.',
  variant: 'destructive',
} as const;
const APOLOGY = "I'm sorry, I'm having trouble responding right now. Please try again.";

type InitialPrompt = { prompt: string; configured: boolean };
type ErrorBody = { error?: { code?: string; message?: string } };

async function loadConversation(dispatch: (action: ChatAction) => void, onAuth: () => void) {
  const prompt = await apiFetch<InitialPrompt>('/chat/initial-prompt').catch(() => null);
  const configured = prompt?.configured ?? true;
  try {
    const history = await apiFetch<ChatMessage[]>('/chat/messages');
    const shown =
      needsInitialPrompt(history) && prompt && configured
        ? [...history, localMessage(prompt.prompt, 'assistant')]
        : history;
    dispatch({ type: 'loaded', messages: shown, configured });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) onAuth();
    dispatch({
      type: 'loaded',
      messages: [localMessage(CHAT_GREETING, 'assistant')],
      configured,
    });
  }
}

export function useChat() {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const toast = useToast();
  // Guards a second Enter pressed before React re-renders with `awaiting`.
  const sending = useRef(false);

  useEffect(() => {
    void loadConversation(dispatch, () => toast(AUTH_TOAST));
  }, [toast]);

  const fail = useCallback(
    (status?: number) => {
      if (status === 401) {
        toast(AUTH_TOAST);
        dispatch({ type: 'failed', apology: null });
        return;
      }
      toast(SEND_FAILED_TOAST);
      dispatch({ type: 'failed', apology: localMessage(APOLOGY, 'assistant') });
    },
    [toast],
  );

  const streamReply = useCallback(
    async (text: string) => {
      let response: Response;
      try {
        response = await fetch('/api/chat', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
          body: JSON.stringify({ message: text }),
          credentials: 'same-origin',
        });
      } catch {
        fail();
        return;
      }
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as ErrorBody | null;
        console.warn('Chat failed', body?.error?.code);
        fail(response.status);
        return;
      }
      let finished = false;
      try {
        await readEventStream(response.body, ({ event, data }) => {
          if (event === 'delta')
            dispatch({ type: 'delta', text: (JSON.parse(data) as { text: string }).text });
          if (event === 'done') {
            finished = true;
            dispatch({ type: 'answered', message: JSON.parse(data) as ChatMessage });
          }
          if (event === 'error') {
            finished = true;
            fail();
          }
        });
      } catch {
        // The connection broke mid-reply; handled below.
      }
      if (!finished) fail();
    },
    [fail],
  );

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || sending.current || !state.configured) return false;
      sending.current = true;
      dispatch({ type: 'sent', message: localMessage(text, 'user') });
      try {
        await streamReply(text);
      } finally {
        sending.current = false;
      }
      return true;
    },
    [state.configured, streamReply],
  );

  const decide = useCallback(
    async (proposal: Proposal, decision: 'apply' | 'dismiss') => {
      try {
        const result = await apiFetch<{ proposal: Proposal }>(
          `/chat/proposals/${proposal.proposal_id}/${decision}`,
          { method: 'POST' },
        );
        dispatch({ type: 'proposal', proposal: result.proposal });
        if (decision === 'apply') toast({ title: 'Applied', description: proposal.title });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return toast(AUTH_TOAST);
        toast({
          title: decision === 'apply' ? 'Could not apply' : 'Could not dismiss',
          description: apiErrorText(error, 'Please try again.'),
          variant: 'destructive',
        });
      }
    },
    [toast],
  );

  return useMemo(() => ({ state, send, decide }), [state, send, decide]);
}
