import { describe, expect, it } from 'vitest';
import { controlWallMs } from './throughputControl.ts';

describe('controlWallMs', () => {
  it('times the units done by one process and by two, from a common start', async () => {
    const one = await controlWallMs(1, [], 2);
    const two = await controlWallMs(2, ['--single-threaded'], 2);
    expect(Number.isFinite(one) && one > 0).toBe(true);
    expect(Number.isFinite(two) && two > 0).toBe(true);
  }, 60_000);

  it('fails, rather than reporting a time, when a process cannot start its work', async () => {
    await expect(controlWallMs(2, ['--no-such-v8-flag-here'], 2)).rejects.toThrow(/exited/);
  }, 60_000);
});
