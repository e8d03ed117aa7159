import { describe, expect, it } from 'vitest';
import { nextProgress, nextStepIndex } from './progress.ts';

describe('cosmetic processing progress', () => {
  it('ticks up by 4 and waits at 95', () => {
    expect(nextProgress(0)).toBe(4);
    expect(nextProgress(92)).toBe(95);
    expect(nextProgress(95)).toBe(95);
  });

  it('walks the six steps and stays on the last', () => {
    expect(nextStepIndex(0, 6)).toBe(1);
    expect(nextStepIndex(4, 6)).toBe(5);
    expect(nextStepIndex(5, 6)).toBe(5);
  });
});
