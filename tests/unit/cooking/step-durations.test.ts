import { describe, expect, it } from 'vitest';
import { cookSteps } from '#domain/cooking/cook-steps.ts';
import { findStepDurations } from '#domain/cooking/step-durations.ts';
import { formatTimerClock, timerIsDone, timerRemainingMs } from '#domain/cooking/timer-state.ts';

const MIN = 60_000;
const found = (step: string) =>
  findStepDurations(step).map(({ text, ms, maxMs }) => ({ text, ms, maxMs }));

describe('durations in a recipe step', () => {
  it('reads minutes, hours and seconds as written', () => {
    expect(found('Simmer 10 minutes, stirring.')).toEqual([
      { text: '10 minutes', ms: 10 * MIN, maxMs: 10 * MIN },
    ]);
    expect(found('Rest for 1 hour.')[0]?.ms).toBe(60 * MIN);
    expect(found('Blend 30 seconds')[0]?.ms).toBe(30_000);
    expect(found('Roast 45 mins')[0]?.ms).toBe(45 * MIN);
    expect(found('Chill 2 hrs')[0]?.ms).toBe(120 * MIN);
  });

  it('starts a range at its low end and keeps the high one', () => {
    expect(found('Bake 25–30 min until golden')).toEqual([
      { text: '25–30 min', ms: 25 * MIN, maxMs: 30 * MIN },
    ]);
    expect(found('Cook 4 to 5 minutes per side')[0]).toMatchObject({ ms: 4 * MIN, maxMs: 5 * MIN });
    expect(found('Bake 25-30 minutes')[0]).toMatchObject({ ms: 25 * MIN, maxMs: 30 * MIN });
  });

  it('reads fractions, number words and "half an hour"', () => {
    expect(found('Braise 1 1/2 hours')[0]?.ms).toBe(90 * MIN);
    expect(found('Braise 1½ hours')[0]?.ms).toBe(90 * MIN);
    expect(found('Let it rise for an hour')[0]?.ms).toBe(60 * MIN);
    expect(found('Simmer for five minutes')[0]?.ms).toBe(5 * MIN);
    expect(found('Rest half an hour')[0]?.ms).toBe(30 * MIN);
  });

  it('joins "1 hour 15 minutes" into one timer', () => {
    expect(found('Roast 1 hour 15 minutes, then rest 10 minutes')).toEqual([
      { text: '1 hour 15 minutes', ms: 75 * MIN, maxMs: 75 * MIN },
      { text: '10 minutes', ms: 10 * MIN, maxMs: 10 * MIN },
    ]);
  });

  it('ignores what is not a duration', () => {
    expect(found('Preheat the oven to 200°C and use 2 hot pans.')).toEqual([]);
    expect(found('Add 2 cups of stock and a few minutes later the rice.')).toEqual([]);
    expect(found('Cook 0 minutes')).toEqual([]);
    expect(found('Cure 3 days')).toEqual([]);
  });

  it('tells where each duration is in the step', () => {
    const step = 'Bake 25–30 min until golden';
    const [duration] = findStepDurations(step);
    expect(step.slice(duration!.index, duration!.index + duration!.text.length)).toBe('25–30 min');
  });
});

describe('timer clock and state', () => {
  it('shows minutes and seconds, hours when there are some', () => {
    expect(formatTimerClock(10 * MIN)).toBe('10:00');
    expect(formatTimerClock(9_001)).toBe('0:10');
    expect(formatTimerClock(75 * MIN)).toBe('1:15:00');
    expect(formatTimerClock(-5)).toBe('0:00');
  });

  it('counts down a running timer and holds a paused one', () => {
    const running = { state: 'running' as const, ends_at: 100_000, remaining_ms: null };
    expect(timerRemainingMs(running, 40_000)).toBe(60_000);
    expect(timerIsDone(running, 99_999)).toBe(false);
    expect(timerIsDone(running, 100_000)).toBe(true);
    const paused = { state: 'paused' as const, ends_at: null, remaining_ms: 30_000 };
    expect(timerRemainingMs(paused, 10 ** 12)).toBe(30_000);
    expect(timerIsDone(paused, 10 ** 12)).toBe(false);
  });
});

describe('cook mode steps', () => {
  it('takes a line a step, splits inline numbering and drops step numbers', () => {
    expect(cookSteps('1. Boil water.\n\n2) Add pasta.\nStep 3: Drain.')).toEqual([
      'Boil water.',
      'Add pasta.',
      'Drain.',
    ]);
    expect(cookSteps('1. Heat the oven. 2. Mix the flour. 3. Bake 20 minutes.')).toEqual([
      'Heat the oven.',
      'Mix the flour.',
      'Bake 20 minutes.',
    ]);
    expect(cookSteps(null)).toEqual([]);
  });
});
