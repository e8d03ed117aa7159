import { describe, expect, it } from 'vitest';
import { progressLine } from './progress.ts';

describe('progressLine', () => {
  it('fills the bar in proportion to the files done', () => {
    expect(progressLine(0, 4, 8)).toBe('[--------] 0/4 files');
    expect(progressLine(1, 4, 8)).toBe('[##------] 1/4 files');
    expect(progressLine(4, 4, 8)).toBe('[########] 4/4 files');
  });
});
