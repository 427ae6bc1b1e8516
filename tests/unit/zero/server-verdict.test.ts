// docs/operations.md, "Lost answers": Zero settles a write's `.server` with an error of
// type 'zero' whenever its connection drops, whatever became of the write, and sends the
// write again itself. Only the server's own answer (type 'app') is a refusal: the screens
// without the outbox say "not saved" for that alone.
import type { MutatorResult, MutatorResultDetails } from '@rocicorp/zero';
import { describe, expect, it } from 'vitest';
import { runMutation, type Notice } from '#client/zero/run-mutation.ts';
import { serverVerdict } from '#client/zero/server-verdict.ts';

const saved: MutatorResultDetails = { type: 'success' };
const lostAnswer: MutatorResultDetails = {
  type: 'error',
  error: { type: 'zero', message: 'The change could not be saved.' },
};
const refused: MutatorResultDetails = {
  type: 'error',
  error: { type: 'app', message: 'Something went wrong.', details: { code: 'SERVER_ERROR' } },
};

const failure = { title: 'Error updating meal', description: 'Failed to update the meal.' };

async function noticesFor(server: MutatorResultDetails): Promise<Notice[]> {
  const notices: Notice[] = [];
  const result: MutatorResult = { client: Promise.resolve(saved), server: Promise.resolve(server) };
  expect(await runMutation(result, (notice) => notices.push(notice), { failure })).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return notices;
}

describe("a write's server result", () => {
  it('is a refusal only when the server answered it so', () => {
    expect(serverVerdict(saved)).toBe('saved');
    expect(serverVerdict(refused)).toBe('refused');
    expect(serverVerdict(lostAnswer)).toBe('unknown');
  });

  it('says "not saved" for a refusal, and nothing for an answer lost with the connection', async () => {
    expect(await noticesFor(refused)).toEqual([{ ...failure, variant: 'destructive' }]);
    expect(await noticesFor(lostAnswer)).toEqual([]);
    expect(await noticesFor(saved)).toEqual([]);
  });
});
