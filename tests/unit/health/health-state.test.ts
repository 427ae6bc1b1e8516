import { describe, expect, it } from 'vitest';
import { healthLabel, nextHealthState } from '#domain/health/health-state.ts';

describe('nextHealthState', () => {
  it('is ready after an ok answer within 2000 ms', () => {
    expect(nextHealthState('checking', { kind: 'response', ok: true, elapsedMs: 40 })).toBe(
      'ready',
    );
    expect(nextHealthState('checking', { kind: 'response', ok: true, elapsedMs: 2000 })).toBe(
      'ready',
    );
  });

  it('is slow after an ok answer over 2000 ms', () => {
    expect(nextHealthState('checking', { kind: 'response', ok: true, elapsedMs: 2001 })).toBe(
      'slow',
    );
    expect(nextHealthState('slow', { kind: 'response', ok: true, elapsedMs: 150 })).toBe('ready');
  });

  it('goes back to checking on a network error', () => {
    expect(nextHealthState('slow', { kind: 'network-error' })).toBe('checking');
    expect(nextHealthState('checking', { kind: 'network-error' })).toBe('checking');
  });

  it('changes nothing on a non-ok answer', () => {
    expect(nextHealthState('slow', { kind: 'response', ok: false, elapsedMs: 10 })).toBe('slow');
    expect(nextHealthState('checking', { kind: 'response', ok: false, elapsedMs: 10 })).toBe(
      'checking',
    );
  });
});

describe('healthLabel', () => {
  it('uses the spec wording', () => {
    expect(healthLabel('checking', null)).toBe('Checking backend...please wait');
    expect(healthLabel('slow', 2500)).toBe('Starting... (2500ms)');
    expect(healthLabel('ready', 12)).toBe('Ready! (12ms)');
  });
});
