// Shared kitchen timers through Zero: a member's devices start, pause, resume and cancel
// the family's timers; a client that forges another family's context sees none of them
// and changes none, and cannot link its timer to another family's dish.
import { describe, expect, it } from 'vitest';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { eventually, zeroFor } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

const MIN = 60_000;
const timerRow = async (id: string) =>
  (
    await sql`SELECT state, ends_at, remaining_ms, family_id, dish_id FROM kitchen_timer WHERE id = ${id}`
  )[0];

describe('kitchen timers', () => {
  it('a family starts, pauses, resumes and cancels a timer; another family sees and changes nothing', async () => {
    const first = await newFamilyMember('Timers', 'Tia');
    const second = await newFamilyMember('Forger', 'Fred');
    const dish = (
      await first.api.post<Dish>('/dishes', { name: 'Risotto', type: 'Main', prep: 'Medium' })
    ).body;
    const own = zeroFor(first);
    const forged = zeroFor(second, {
      familyID: first.session.family_id,
      familyUserID: first.session.family_user_id,
    });
    const honest = zeroFor(second);
    try {
      const id = crypto.randomUUID();
      const t0 = Date.now();
      await own.mutate(
        mutators.kitchenTimer.start({
          id,
          dish_id: dish.dish_id,
          label: 'Simmer 10 minutes',
          duration_ms: 10 * MIN,
          now: t0,
        }),
      ).server;
      expect(await timerRow(id)).toMatchObject({
        state: 'running',
        ends_at: t0 + 10 * MIN,
        family_id: first.session.family_id,
        dish_id: dish.dish_id,
      });

      // The forger pauses and cancels the first family's timer: nothing changes.
      await forged.mutate(mutators.kitchenTimer.pause({ id, now: t0 + MIN })).server;
      await forged.mutate(mutators.kitchenTimer.cancel({ id })).server;
      expect(await timerRow(id)).toMatchObject({ state: 'running', ends_at: t0 + 10 * MIN });
      expect((await forged.run(queries.kitchenTimers.list(), { type: 'complete' })).length).toBe(0);

      // Its own timer cannot take the first family's dish, nor reuse the first's id.
      const theirs = crypto.randomUUID();
      await honest.mutate(
        mutators.kitchenTimer.start({
          id: theirs,
          dish_id: dish.dish_id,
          label: 'Bake',
          duration_ms: 5 * MIN,
          now: t0,
        }),
      ).server;
      expect(await timerRow(theirs)).toMatchObject({
        family_id: second.session.family_id,
        dish_id: null,
      });
      const reused = await honest.mutate(
        mutators.kitchenTimer.start({ id, label: 'Steal', duration_ms: MIN, now: t0 }),
      ).server;
      expect(reused.type).toBe('error');
      expect(await timerRow(id)).toMatchObject({ family_id: first.session.family_id });
      const honestSees = await honest.run(queries.kitchenTimers.list(), { type: 'complete' });
      expect(honestSees.map((timer) => timer.id)).toEqual([theirs]);

      // The family's own device pauses 4 minutes in, resumes later, then cancels.
      await own.mutate(mutators.kitchenTimer.pause({ id, now: t0 + 4 * MIN })).server;
      expect(await timerRow(id)).toMatchObject({
        state: 'paused',
        remaining_ms: 6 * MIN,
        ends_at: null,
      });
      await own.mutate(mutators.kitchenTimer.resume({ id, now: t0 + 20 * MIN })).server;
      expect(await timerRow(id)).toMatchObject({ state: 'running', ends_at: t0 + 26 * MIN });
      const seen = await eventually(
        () => own.run(queries.kitchenTimers.list(), { type: 'complete' }),
        (rows) => rows.some((row) => row.id === id && row.state === 'running'),
      );
      expect(seen.map((row) => row.id)).toEqual([id]);
      await own.mutate(mutators.kitchenTimer.cancel({ id })).server;
      expect(await timerRow(id)).toBeUndefined();
    } finally {
      await Promise.all([own.close(), forged.close(), honest.close()]);
    }
  });
});
