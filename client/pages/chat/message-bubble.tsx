// One message: the person's on the right, the assistant's on the left, with its time and
// any proposals under it.
import type { Proposal } from '#domain/chat/proposals.ts';
import type { ShownMessage } from './chat-state.ts';
import { chatTimestamp } from './chat-time.ts';
import { ProposalCard } from './proposal-card.tsx';

export function MessageBubble({
  message,
  timeZone,
  onDecide,
}: {
  message: Pick<ShownMessage, 'content' | 'sender' | 'created_at' | 'proposals'>;
  /** The family's zone: every member sees the same clock. */
  timeZone: string;
  onDecide: (proposal: Proposal, decision: 'apply' | 'dismiss') => Promise<void>;
}) {
  const mine = message.sender === 'user';
  return (
    <li
      data-testid="chat-message"
      data-sender={message.sender}
      className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 whitespace-pre-wrap ${mine ? 'bg-brand text-white' : 'bg-stone-100 text-stone-800'}`}
      >
        {message.content}
        {message.proposals.map((proposal) => (
          <ProposalCard key={proposal.proposal_id} proposal={proposal} onDecide={onDecide} />
        ))}
      </div>
      <time
        dateTime={new Date(message.created_at).toISOString()}
        className="mt-1 px-2 text-xs text-stone-500"
      >
        {chatTimestamp(message.created_at, timeZone)}
      </time>
    </li>
  );
}

export function TypingIndicator() {
  return (
    <li className="flex items-start">
      <div
        role="status"
        aria-label="Assistant is typing"
        className="flex gap-1 rounded-2xl bg-stone-100 px-4 py-3"
      >
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="h-2 w-2 animate-bounce rounded-full bg-stone-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
