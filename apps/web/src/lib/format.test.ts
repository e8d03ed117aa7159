import { describe, expect, it } from 'vitest';
import {
  formatAbsoluteMoney,
  formatDate,
  formatFileSize,
  formatLongDate,
  formatMoney,
} from './format.ts';

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB and GB in steps of 1024 with at most 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(123_456)).toBe('120.56 KB');
    expect(formatFileSize(10_485_760)).toBe('10 MB');
    expect(formatFileSize(2_465_792)).toBe('2.35 MB');
    expect(formatFileSize(1024 ** 3 * 3.25)).toBe('3.25 GB');
  });

  it('stays in GB beyond a terabyte and treats bad input as zero', () => {
    expect(formatFileSize(1024 ** 4)).toBe('1024 GB');
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});

describe('money', () => {
  it('shows USD amounts as absolute values in summaries', () => {
    expect(formatAbsoluteMoney(-1234.5)).toBe('$1,234.50');
    expect(formatAbsoluteMoney(87.1)).toBe('$87.10');
    expect(formatAbsoluteMoney(0)).toBe('$0.00');
  });

  it('keeps the sign where asked and survives an unknown currency code', () => {
    expect(formatMoney(-12)).toBe('-$12.00');
    expect(formatMoney(5, 'EUR')).toBe('€5.00');
    expect(formatMoney(5, 'NOT-A-CODE')).toBe('5.00 NOT-A-CODE');
  });

  it('writes plain amounts, with no guessed symbol, when the statement names no currency', () => {
    expect(formatMoney(-1234.5, null)).toBe('-1,234.50');
    expect(formatAbsoluteMoney(-7, null)).toBe('7.00');
  });
});

describe('dates', () => {
  it('formats ISO dates without a time zone shift', () => {
    expect(formatDate('2026-01-31')).toBe('Jan 31, 2026');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatLongDate(new Date(2026, 10, 23))).toBe('November 23, 2026');
  });
});
