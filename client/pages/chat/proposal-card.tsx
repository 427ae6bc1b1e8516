// A change the assistant proposes: nothing happens until Apply.
import { useState } from 'react';
import type { Proposal } from '#domain/chat/proposals.ts';
import { Button } from '#client/components/ui/button.tsx';

const STATUS_TEXT = { applied: 'Applied', dismissed: 'Dismissed' } as const;

export function ProposalCard({
  proposal,
  onDecide,
}: {
  proposal: Proposal;
  onDecide: (proposal: Proposal, decision: 'apply' | 'dismiss') => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const decide = async (decision: 'apply' | 'dismiss') => {
    setBusy(true);
    try {
      await onDecide(proposal, decision);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-label={proposal.title}
      data-testid="proposal-card"
      data-status={proposal.status}
      className="mt-2 rounded-lg border border-brand/30 bg-white p-3 text-stone-800"
    >
      <h3 className="font-medium">{proposal.title}</h3>
      {proposal.lines.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-stone-600">
          {proposal.lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      {proposal.status === 'pending' ? (
        <div className="mt-3 flex gap-2">
          <Button size="sm" disabled={busy} onClick={() => void decide('apply')}>
            Apply
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void decide('dismiss')}
          >
            Dismiss
          </Button>
        </div>
      ) : (
        <p className="mt-2 text-sm font-medium text-stone-500">{STATUS_TEXT[proposal.status]}</p>
      )}
    </section>
  );
}
