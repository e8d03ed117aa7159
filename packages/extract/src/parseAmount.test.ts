import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToNumber,
  formatCents,
  numberToCents,
  parseAmount,
  signedCents,
} from './parseAmount.ts';

function signed(text: string): number | null {
  const a = parseAmount(text);
  return a ? signedCents(a) : null;
}

describe('parseAmount', () => {
  it('reads US, European, parenthesised, suffixed and currency forms', () => {
    expect(signed('1,234.56')).toBe(123456);
    expect(signed('1.234,56')).toBe(123456);
    expect(signed('1 234,56')).toBe(123456);
    expect(signed("1'234.56")).toBe(123456);
    expect(signed('(1,234.56)')).toBe(-123456);
    expect(signed('-12.34')).toBe(-1234);
    expect(signed('12.34-')).toBe(-1234);
    expect(signed('5,00-')).toBe(-500);
    expect(signed('$1,234.56')).toBe(123456);
    expect(signed('-$5.00')).toBe(-500);
    expect(signed('£ 12.00')).toBe(1200);
    expect(signed('€8.673,37 EUR')).toBe(867337);
    expect(signed('1,234.56 CR')).toBe(123456);
    expect(signed('1,234.56 DR')).toBe(-123456);
    expect(signed('612.19CR')).toBe(61219);
    expect(signed('+8,66')).toBe(866);
    expect(signed('0.00')).toBe(0);
  });

  it('keeps the marks that carry the sign', () => {
    expect(parseAmount('612.19CR')).toEqual({
      cents: 61219,
      negative: false,
      marker: 'CR',
      currency: null,
    });
    expect(parseAmount('($4.74)')).toEqual({
      cents: 474,
      negative: true,
      marker: null,
      currency: 'USD',
    });
  });

  it('rejects what is not money', () => {
    for (const text of [
      '1234',
      '12.3',
      '1.2004',
      '07/14',
      '2024-03-05',
      'abc',
      '(12.00',
      '1,23,4.00',
      '',
    ]) {
      expect(parseAmount(text), text).toBeNull();
    }
  });

  it('round-trips cents through every printed style (property)', () => {
    const styles = [
      (c: number) => formatCents(c),
      (c: number) => (c < 0 ? `(${formatCents(-c)})` : formatCents(c)),
      (c: number) => `${formatCents(Math.abs(c))} ${c < 0 ? 'DR' : 'CR'}`,
      (c: number) => `${c < 0 ? '-' : ''}$${formatCents(Math.abs(c))}`,
      (c: number) => formatCents(c).replace(/,/g, '#').replace('.', ',').replace(/#/g, '.'),
      (c: number) =>
        `${formatCents(Math.abs(c)).replace(/,/g, '#').replace('.', ',').replace(/#/g, '.')}${c < 0 ? '-' : ''}`,
      (c: number) => `${c < 0 ? '-' : ''}£${formatCents(Math.abs(c))}`,
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }),
        fc.integer({ min: 0, max: styles.length - 1 }),
        (cents, s) => {
          expect(signed(styles[s]!(cents))).toBe(cents);
        },
      ),
    );
  });

  it('converts cents to numbers with two decimals and back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(numberToCents(centsToNumber(cents))).toBe(cents);
      }),
    );
  });
});
