// /chat: the conversation with the assistant (docs/spec.md §2 Chat).
import { useEffect, useRef } from 'react';
import { Card, Spinner } from '#client/components/ui/card.tsx';
import { useFamilyTimeZone } from '#client/lib/use-family-today.ts';
import { ChatInput } from './chat-input.tsx';
import { MessageBubble, TypingIndicator } from './message-bubble.tsx';
import { useChat } from './use-chat.ts';

export function ChatPage() {
  const { state, send, decide } = useChat();
  const timeZone = useFamilyTimeZone();
  const list = useRef<HTMLOListElement>(null);

  // Keep the newest message in view as messages arrive and the reply streams in.
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [state.messages.length, state.streaming, state.awaiting]);

  // The window's height less the bars, the kitchen timers' included (use-timer-bar-height.ts).
  return (
    <div className="mx-auto flex h-[calc(100vh-10rem-var(--timer-bar-height,0px))] max-w-3xl flex-col">
      <h1 className="text-2xl font-semibold">Chat with the AI assistant</h1>
      {state.status === 'loading' ? (
        <Spinner />
      ) : (
        <>
          {!state.configured && <AssistantUnavailable />}
          {/* Without a model, an empty conversation box would only look broken. */}
          {(state.configured || state.messages.length > 0) && (
            <ol
              ref={list}
              aria-label="Conversation"
              aria-live="polite"
              className="mt-4 flex-1 space-y-3 overflow-y-auto rounded-xl border border-stone-200 bg-white p-4"
            >
              {state.messages.map((message) => (
                <MessageBubble
                  key={message.message_id}
                  message={message}
                  timeZone={timeZone}
                  onDecide={decide}
                />
              ))}
              {state.awaiting &&
                (state.streaming ? (
                  <MessageBubble
                    message={{
                      content: state.streaming,
                      sender: 'assistant',
                      created_at: Date.now(),
                      proposals: [],
                    }}
                    timeZone={timeZone}
                    onDecide={decide}
                  />
                ) : (
                  <TypingIndicator />
                ))}
            </ol>
          )}
          {state.configured && (
            <div className="mt-3">
              <ChatInput awaiting={state.awaiting} onSend={send} />
            </div>
          )}
        </>
      )}
    </div>
  );
}

// Members cannot configure the server; they learn who can and what still works.
// The operator's details are in the README and in the server's log at start.
function AssistantUnavailable() {
  return (
    <Card className="mt-4 border-amber-300 bg-amber-50">
      <div role="note" aria-label="Assistant unavailable">
        <p className="font-medium">The assistant is not available in this app yet.</p>
        <p className="mt-1 text-sm text-stone-700">
          To use it, ask the person who runs this app to turn it on. Everything else works without
          it: meal suggestions on the planning page, the dish library, the shopping list and
          ratings.
        </p>
      </div>
    </Card>
  );
}
