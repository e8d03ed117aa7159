import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { EXTRACT_ERROR_MESSAGES } from '@statemint/contracts';
import { failedOutcome } from './outcome.ts';
import { batchV8Flags, poolSize } from './pool.ts';

describe('poolSize', () => {
  it('uses one process per core, never more than there are files', () => {
    expect(poolSize(1)).toBe(1);
    expect(poolSize(1000)).toBe(availableParallelism());
    expect(poolSize(0)).toBe(1);
  });
});

describe('batchV8Flags', () => {
  it('confines each child to one thread only when a child runs on every core', () => {
    expect(batchV8Flags(2, 2)).toEqual(['--single-threaded']);
    expect(batchV8Flags(8, 8)).toEqual(['--single-threaded']);
    expect(batchV8Flags(2, 4)).toEqual([]);
    expect(batchV8Flags(1, 1)).toEqual([]);
  });
});

describe('failedOutcome', () => {
  it('reports a file over its time or memory, or one that crashed its process, as too_complex (exit 2)', () => {
    for (const failure of ['timeout', 'memory', 'crash'] as const) {
      expect(failedOutcome(failure, 'child exited')).toEqual({
        kind: 'bad_input',
        code: 'too_complex',
        message: EXTRACT_ERROR_MESSAGES.too_complex,
      });
    }
  });

  it('reports a fault of ours as a fault (exit 1)', () => {
    expect(failedOutcome('fault', 'child exited (code 70, signal none)')).toEqual({
      kind: 'fault',
      message: 'child exited (code 70, signal none)',
      stack: null,
    });
  });
});
