// Writes of the family's kitchen timers: start one from a step, pause, resume, and cancel
// (which also stops a ringing one). The family always comes from the verified context;
// a timer of another family is "not found". `now` is the device's clock: every device
// counts down from the same ends_at, so they agree as far as their clocks do.
import { defineMutator } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { zql } from '#schema';
import { AppError, ErrorCode } from '../errors.ts';
import { entityId, plainText } from '../text/input-rules.ts';
import { requireFamily } from '../zero/family-scope.ts';
import { MAX_TIMER_MS, MIN_TIMER_MS, timerRemainingMs } from './timer-state.ts';
import type { Transaction } from '@rocicorp/zero';

const now = z.number().check(z.int(), z.positive(), z.maximum(8.64e15));

export const startTimerArgs = z.object({
  id: entityId,
  dish_id: z.optional(z.nullable(entityId)),
  label: plainText(200).check(z.refine((value) => value.trim().length > 0)),
  duration_ms: z.number().check(z.int(), z.minimum(MIN_TIMER_MS), z.maximum(MAX_TIMER_MS)),
  now,
});
export const timerChangeArgs = z.object({ id: entityId, now });
export const cancelTimerArgs = z.object({ id: entityId });

async function ownTimer(tx: Transaction, familyID: string, id: string) {
  const timer = await tx.run(zql.kitchen_timer.where('id', id).where('family_id', familyID).one());
  if (!timer) throw new AppError(ErrorCode.NOT_FOUND, 'Timer not found');
  return timer;
}

export const timerMutators = {
  start: defineMutator(startTimerArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    await tx.mutate.kitchen_timer.insert({
      id: args.id,
      family_id: familyID,
      dish_id: args.dish_id ?? null,
      label: args.label.trim(),
      duration_ms: args.duration_ms,
      state: 'running',
      ends_at: args.now + args.duration_ms,
      remaining_ms: null,
      started_by: ctx?.familyUserID ?? null,
      created_at: args.now,
      updated_at: args.now,
    });
  }),

  pause: defineMutator(timerChangeArgs, async ({ tx, ctx, args }) => {
    const timer = await ownTimer(tx, requireFamily(ctx), args.id);
    if (timer.state !== 'running') return;
    await tx.mutate.kitchen_timer.update({
      id: timer.id,
      state: 'paused',
      ends_at: null,
      remaining_ms: Math.round(timerRemainingMs(timer, args.now)),
      updated_at: args.now,
    });
  }),

  resume: defineMutator(timerChangeArgs, async ({ tx, ctx, args }) => {
    const timer = await ownTimer(tx, requireFamily(ctx), args.id);
    if (timer.state !== 'paused') return;
    await tx.mutate.kitchen_timer.update({
      id: timer.id,
      state: 'running',
      ends_at: args.now + (timer.remaining_ms ?? 0),
      remaining_ms: null,
      updated_at: args.now,
    });
  }),

  cancel: defineMutator(cancelTimerArgs, async ({ tx, ctx, args }) => {
    const timer = await ownTimer(tx, requireFamily(ctx), args.id);
    await tx.mutate.kitchen_timer.delete({ id: timer.id });
  }),
};
