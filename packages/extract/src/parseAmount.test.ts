import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToNumber,
  formatCents,
  isAmountFragment,
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
    // A bare "$" is printed by a dozen countries' dollars: it names no currency on its own.
    expect(parseAmount('($4.74)')).toEqual({
      cents: 474,
      negative: true,
      marker: null,
      currency: null,
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

  it('reads thousands groups sharing one separator only: two cells run together are no amount', () => {
    // "156,8" (an amount with one decimal) and "10.126,83" (the balance beside it), squashed.
    expect(parseAmount('156,810.126,83')).toBeNull();
    expect(parseAmount('156,810.126,8', { inMoneyColumn: true })).toBeNull();
    expect(parseAmount('1.234.567,89')?.cents).toBe(123456789);
    expect(parseAmount('1 234\u00a0567,89')?.cents).toBe(123456789);
    expect(parseAmount("1'234.56")?.cents).toBe(123456);
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

describe('parseAmount (currency signs)', () => {
  it('reads prefixed dollars and other signs as the currency they name (none for "$" or "C$")', () => {
    const cases: [string, number, string | null][] = [
      ['NZ$1,234.56', 123456, 'NZD'],
      ['S$ 12.00', 1200, 'SGD'],
      ['HK$-5.00', -500, 'HKD'],
      ['R$ 1.234,56', 123456, 'BRL'],
      ['R25,400.75', 2540075, 'ZAR'],
      ['-C$45.10', -4510, null],
      ['CA$45.10', 4510, 'CAD'],
      ['BZ$1,204.55', 120455, 'BZD'],
      // A dollar sign naming two currencies ("B$": Bahamas, Brunei) is read, its currency unnamed.
      ['B$6,123.45', 612345, null],
      ['B$-2,976.79', -297679, null],
      ['N$ 12.00', 1200, 'NAD'],
      ['A$12.00', 1200, 'AUD'],
      ['US$3.00', 300, 'USD'],
      ['₹1,23,456.78', 12345678, 'INR'],
      ['₦ 5,000.00', 500000, 'NGN'],
      ['12,50 SEK', 1250, 'SEK'],
      ['1.234,56 CHF', 123456, 'CHF'],
      ['$7.00', 700, null],
    ];
    for (const [text, cents, currency] of cases) {
      const a = parseAmount(text);
      expect(a ? [signedCents(a), a.currency] : null, text).toEqual([cents, currency]);
    }
  });

  it('reads Indian lakh grouping', () => {
    expect(signed('12,34,567.00')).toBe(123456700);
    expect(signed('1,00,000.00 Cr')).toBe(10000000);
  });
});

describe('parseAmount (inside a money column)', () => {
  const inColumn = (text: string): number | null => {
    const a = parseAmount(text, { inMoneyColumn: true });
    return a ? signedCents(a) : null;
  };

  it('accepts whole numbers and one decimal in every number style', () => {
    const cases: [string, number][] = [
      ['0', 0],
      ['1,234', 123400],
      ['1.234', 123400],
      ["1'234", 123400],
      ['1 234', 123400],
      ['12,34,567', 1234567_00],
      ['12.5', 1250],
      ['12,5', 1250],
      ['1.234,5', 123450],
      ['1,234.5', 123450],
      ['(45)', -4500],
      ['45-', -4500],
      ['-£45', -4500],
      ['45 CR', 4500],
      ['45 DR', -4500],
      ['€ 1.234', 123400],
      ['1,234.56', 123456],
    ];
    for (const [text, cents] of cases) expect(inColumn(text), text).toBe(cents);
  });

  it('still rejects what no column would print as money', () => {
    for (const text of ['1.2004', '07/14', '2024-03-05', 'abc', '(12', '1,23,4', '12:30', ''])
      expect(inColumn(text), text).toBeNull();
    // Outside a money column a whole number stays a number, not money.
    expect(parseAmount('1,234')).toBeNull();
    expect(parseAmount('12.5')).toBeNull();
  });

  it('reads the same cents as the strict reader for every two-decimal amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        const text = formatCents(cents);
        expect(inColumn(text)).toBe(signed(text));
      }),
    );
  });
});

describe('parseAmount, parsed once per token (issue 11)', () => {
  it('gives every caller its own copy, so changing one result cannot change the next', () => {
    const first = parseAmount('(1,234.56) CR');
    expect(first).toEqual({ cents: 123456, negative: true, marker: 'CR', currency: null });
    first!.cents = 1;
    first!.marker = null;
    expect(parseAmount('(1,234.56) CR')).toEqual({
      cents: 123456,
      negative: true,
      marker: 'CR',
      currency: null,
    });
    // The same text in and out of a money column is two different readings.
    expect(parseAmount('1,234')).toBeNull();
    expect(parseAmount('1,234', { inMoneyColumn: true })?.cents).toBe(123400);
    expect(parseAmount('1,234')).toBeNull();
  });
});

describe('parseAmount (the characters other producers print in numbers)', () => {
  it('reads the minus sign U+2212 and the en dash U+2013, leading or trailing', () => {
    expect(parseAmount('\u22121.234,56')).toMatchObject({ cents: 123456, negative: true });
    expect(parseAmount('1.234,56\u2212')).toMatchObject({ cents: 123456, negative: true });
    expect(parseAmount('\u201312.50')).toMatchObject({ cents: 1250, negative: true });
    expect(parseAmount('12.50\u2013')).toMatchObject({ cents: 1250, negative: true });
  });

  it('reads thousands spaces of every width: no-break, figure, thin and narrow no-break', () => {
    for (const space of ['\u00a0', '\u2007', '\u2009', '\u202f'])
      expect(parseAmount(`1${space}234${space}567,89`)?.cents).toBe(123456789);
    expect(parseAmount('1\u2009234', { inMoneyColumn: true })?.cents).toBe(123400);
    // Mixed widths are one separator; a comma beside a space is two cells.
    expect(parseAmount('1\u202f234 567,89')?.cents).toBe(123456789);
    expect(parseAmount('1\u2009234,567.89')).toBeNull();
  });

  it('takes a trailing Unicode minus and the thin-spaced digits as fragments of a split amount', () => {
    expect(isAmountFragment('406,43\u2212')).toBe(true);
    expect(isAmountFragment('406,43\u2013')).toBe(true);
    expect(isAmountFragment('\u2013')).toBe(true);
    expect(isAmountFragment('1\u2009234,56')).toBe(true);
  });
});

describe('parseAmount with a cheque-protection fill', () => {
  it('reads asterisks before the digits as part of a money column figure', () => {
    expect(parseAmount('*43,335', { inMoneyColumn: true })?.cents).toBe(4333500);
    expect(parseAmount('*1,147,493', { inMoneyColumn: true })?.cents).toBe(114749300);
    expect(parseAmount('$***12.50', { inMoneyColumn: true })?.cents).toBe(1250);
    expect(parseAmount('-*6', { inMoneyColumn: true })).toMatchObject({
      cents: 600,
      negative: true,
    });
  });

  it('never reads an asterisk figure outside a money column, nor an asterisk after it', () => {
    expect(parseAmount('*43,335.00')).toBeNull();
    expect(parseAmount('12.50*', { inMoneyColumn: true })).toBeNull();
    expect(parseAmount('*', { inMoneyColumn: true })).toBeNull();
  });
});
