import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, resolveSettings } from './settings.ts';

describe('resolveSettings', () => {
  it('fills every tolerance from the defaults and keeps overrides', () => {
    const s = resolveSettings({ periodSlackDays: 3, inferredBalanceShare: 0.5 });
    expect(s).toEqual({ ...DEFAULT_SETTINGS, periodSlackDays: 3, inferredBalanceShare: 0.5 });
  });

  it('refuses negative, non-finite and non-number values', () => {
    expect(() => resolveSettings({ cellGapRatio: -1 })).toThrow(
      'Invalid extract setting cellGapRatio: -1',
    );
    expect(() => resolveSettings({ markerGapRatio: Number.NaN })).toThrow(
      'Invalid extract setting markerGapRatio: NaN',
    );
    expect(() => resolveSettings({ mismatchWeight: '2' as unknown as number })).toThrow(
      'Invalid extract setting mismatchWeight: 2',
    );
  });

  it('refuses a fractional count and a share above 1', () => {
    expect(() => resolveSettings({ minSubtotalRows: 1.5 })).toThrow(
      'Invalid extract setting minSubtotalRows: 1.5',
    );
    expect(() => resolveSettings({ inferredColumnMinShare: 1.2 })).toThrow(
      'Invalid extract setting inferredColumnMinShare: 1.2',
    );
    expect(resolveSettings({ inferredColumnMinShare: 1 }).inferredColumnMinShare).toBe(1);
    expect(() => resolveSettings({ openPeriodDays: 30.5 })).toThrow(
      'Invalid extract setting openPeriodDays: 30.5',
    );
    expect(() => resolveSettings({ periodMajorityShare: 2 })).toThrow(
      'Invalid extract setting periodMajorityShare: 2',
    );
  });
});
