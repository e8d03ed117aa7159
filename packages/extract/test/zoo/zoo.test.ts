import { describe, expect, it } from 'vitest';
import { money, printDate, US_NUMBERS, EU_NUMBERS } from './format.ts';
import { buildCase, LAYOUTS, truthBalances } from './index.ts';
import { matchAccount, sameAccountNumber } from './score.ts';

/** Layouts small enough to build twice in a unit test (the long one is left to the runner). */
const MAX_TEST_ROWS = 200;
const small = LAYOUTS.filter((l) => l.plans.every((p) => p.count <= MAX_TEST_ROWS));

describe('zoo layouts', () => {
  it('have unique ids and cover at least 20 layouts', () => {
    const ids = LAYOUTS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(20);
  });

  it.each(small.map((l) => [l.id, l] as const))(
    '%s: truth reconciles and bytes are deterministic',
    async (_id, layout) => {
      const a = await buildCase(layout);
      const b = await buildCase(layout);
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      expect(a.truth).toHaveLength(layout.plans.length);
      a.truth.forEach((acct, i) => {
        const plan = layout.plans[i];
        expect(truthBalances(acct)).toBe(true);
        expect(acct.transactions).toHaveLength(plan?.count ?? -1);
        expect(acct.statementDate).toBe(plan?.end);
        for (const t of acct.transactions) {
          expect(t.date > (plan?.start ?? '') && t.date <= acct.statementDate).toBe(true);
          expect(t.description).toBe(t.description.replace(/\s+/g, ' ').trim());
          expect(Number.isInteger(t.cents) && t.cents !== 0).toBe(true);
        }
      });
    },
  );
});

describe('printing helpers', () => {
  it('prints negatives in each bank style', () => {
    expect(money(-123456, { numbers: US_NUMBERS, negative: 'minus' })).toBe('-1,234.56');
    expect(money(-123456, { numbers: EU_NUMBERS, negative: 'trailing' })).toBe('1.234,56-');
    expect(money(-123456, { numbers: US_NUMBERS, negative: 'paren' })).toBe('(1,234.56)');
    expect(money(-123456, { numbers: US_NUMBERS, negative: 'dr', crSuffix: true })).toBe(
      '1,234.56 DR',
    );
    expect(money(123456, { numbers: US_NUMBERS, negative: 'dr', crSuffix: true })).toBe(
      '1,234.56 CR',
    );
    expect(
      money(-4500, { numbers: US_NUMBERS, negative: 'minus', prefix: '$', spacedSign: true }),
    ).toBe('- $45.00');
    expect(money(5, { numbers: EU_NUMBERS, negative: 'minus', suffix: ' EUR' })).toBe('0,05 EUR');
  });

  it('prints dates in each bank style', () => {
    expect(printDate('2024-01-05', 'MMMDD')).toBe('JAN05');
    expect(printDate('2024-01-05', 'DD.MM.')).toBe('05.01.');
    expect(printDate('2024-01-05', 'MMM D, YYYY')).toBe('Jan 5, 2024');
    expect(printDate('2024-01-05', 'DD/MM/YY')).toBe('05/01/24');
  });
});

describe('scoring', () => {
  it('classifies a negated amount as a sign mismatch and an unmatched row as missing', () => {
    const want = [
      { date: '2024-01-02', description: 'Coffee  Shop', cents: -450 },
      { date: '2024-01-03', description: 'Salary', cents: 100000 },
    ];
    const got = [{ date: '2024-01-02', description: 'coffee shop', cents: 450 }];
    const r = matchAccount(want, got, 0);
    expect(r.matched).toBe(0);
    expect(r.mismatches.map((m) => m.kind)).toEqual(['sign', 'missing']);
  });

  it('accepts the alternative printed date', () => {
    const r = matchAccount(
      [{ date: '2024-01-02', altDate: '2024-01-04', description: 'x', cents: 1 }],
      [{ date: '2024-01-04', description: 'X', cents: 1 }],
      0,
    );
    expect(r.matched).toBe(1);
  });

  it('matches account numbers on letters and digits, and a four-digit tail against a masked number', () => {
    expect(sameAccountNumber('DE89370501980012345678', 'DE89 3705 0198 0012 3456 78')).toBe(true);
    expect(sameAccountNumber('4821', 'XXXX XXXX XXXX 4821')).toBe(true);
    expect(sameAccountNumber('12345678', '45678')).toBe(false);
    expect(sameAccountNumber('12345678', null)).toBe(false);
  });
});
