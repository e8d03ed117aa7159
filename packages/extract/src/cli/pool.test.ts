import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { poolSize } from './pool.ts';

describe('poolSize', () => {
  it('uses one worker per core, never more than there are files', () => {
    expect(poolSize(1)).toBe(1);
    expect(poolSize(1000)).toBe(availableParallelism());
    expect(poolSize(0)).toBe(1);
  });
});
