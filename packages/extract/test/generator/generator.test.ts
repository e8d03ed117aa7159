import { describe, expect, it } from 'vitest';
import { FAMILIES, generateStatement } from './index.ts';
import type { GroundTruth } from './index.ts';
import { formatLongDate } from './format.ts';
import { readPageTexts } from './pdfText.ts';

const toCents = (x: number): number => Math.round(x * 100);

/** The digits of an amount as any number style prints them: 1234.5 -> "123450". */
const amountDigits = (x: number): string => {
  const c = Math.abs(toCents(x));
  return `${Math.floor(c / 100)}${String(c % 100).padStart(2, '0')}`;
};

function checkInvariants(truth: GroundTruth): void {
  expect(truth.accounts.length).toBeGreaterThan(0);
  for (const a of truth.accounts) {
    const { beginningBalance, endingBalance, statementDate, accountNumber } = a.accountInfo;
    expect(beginningBalance).not.toBeNull();
    expect(endingBalance).not.toBeNull();
    expect(accountNumber).toMatch(/\d{4}/);
    expect(statementDate).toBe(a.periodEnd);
    const sum = a.transactions.reduce((s, t) => s + toCents(t.amount), 0);
    expect(toCents(beginningBalance ?? NaN) + sum).toBe(toCents(endingBalance ?? NaN));
    expect(a.transactions.length).toBeGreaterThan(0);
    for (const t of a.transactions) {
      expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(t.date >= a.periodStart && t.date <= a.periodEnd).toBe(true);
      if (t.postedDate !== undefined)
        expect(t.postedDate >= t.date && t.postedDate <= a.periodEnd).toBe(true);
      expect(t.description).toBe(t.description.trim().replace(/\s+/g, ' '));
      expect(Number.isInteger(toCents(t.amount)) && toCents(t.amount) !== 0).toBe(true);
      expect(t.amount * 100).toBeCloseTo(toCents(t.amount), 6);
    }
    // Where a running balance prints, it is the beginning balance plus every amount so far.
    let running = toCents(beginningBalance ?? NaN);
    for (const t of a.transactions) {
      running += toCents(t.amount);
      if (t.balance !== undefined) expect(toCents(t.balance)).toBe(running);
    }
  }
}

describe('generateStatement', () => {
  it('gives identical bytes and truth for the same seed and different ones for another seed', async () => {
    const a = await generateStatement({ family: 'ledger', seed: 7, pages: 1 });
    const b = await generateStatement({ family: 'ledger', seed: 7, pages: 1 });
    const c = await generateStatement({ family: 'ledger', seed: 8, pages: 1 });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(b.truth).toEqual(a.truth);
    expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf))).toBe(false);
    expect(c.truth.accounts[0]?.transactions).not.toEqual(a.truth.accounts[0]?.transactions);
  });

  it('differs between families under the same seed', async () => {
    const a = await generateStatement({ family: 'uk-signed', seed: 3, pages: 1 });
    const b = await generateStatement({ family: 'cr-dr', seed: 3, pages: 1 });
    expect(b.truth.accounts[0]?.accountInfo).not.toEqual(a.truth.accounts[0]?.accountInfo);
  });

  for (const family of FAMILIES) {
    it(`draws ${family} statements whose truth reconciles and whose amounts and descriptions pdf.js reads back`, async () => {
      for (const [seed, accounts] of [
        [11, 1],
        [12, 2],
      ] as const) {
        const { pdf, truth } = await generateStatement({ family, seed, pages: 2, accounts });
        expect(truth.family).toBe(family);
        expect(truth.accounts).toHaveLength(accounts);
        checkInvariants(truth);
        const pages = await readPageTexts(pdf);
        expect(pages).toHaveLength(truth.pages);
        const items = pages.flat();
        const digitCounts = new Map<string, number>();
        for (const s of items) {
          const d = s.replace(/\D/g, '');
          digitCounts.set(d, (digitCounts.get(d) ?? 0) + 1);
        }
        const wanted = new Map<string, number>();
        for (const t of truth.accounts.flatMap((a) => a.transactions)) {
          const d = amountDigits(t.amount);
          wanted.set(d, (wanted.get(d) ?? 0) + 1);
        }
        for (const [d, n] of wanted)
          expect(digitCounts.get(d) ?? 0, `amount digits ${d}`).toBeGreaterThanOrEqual(n);
        // The statement date is printed (as the period end or on its own), in the statement's language.
        const text = items.join(' ');
        for (const a of truth.accounts) {
          const end = a.periodEnd;
          const forms = [
            formatLongDate(end, 'en', true),
            formatLongDate(end, 'en', false),
            formatLongDate(end, 'de', true),
            formatLongDate(end, 'fr', true),
          ];
          expect(
            forms.some((f) => text.includes(f)),
            `statement date ${end}`,
          ).toBe(true);
        }
        const words = new Set(items.flatMap((s) => s.split(' ')));
        for (const t of truth.accounts.flatMap((a) => a.transactions)) {
          for (const w of t.description.split(' ').filter((x) => x !== ''))
            expect(words.has(w), `word ${w}`).toBe(true);
        }
      }
    });
  }

  it('fills the requested number of pages', async () => {
    for (const [family, pages] of [
      ['parens', 1],
      ['us-sectioned', 6],
      ['european', 9],
    ] as const) {
      const { pdf, truth } = await generateStatement({ family, seed: 21, pages });
      expect(truth.pages).toBe(pages);
      expect(await readPageTexts(pdf)).toHaveLength(pages);
    }
    // Sixteen pages generated and read back: seconds on a loaded machine, not the default five.
  }, 30_000);

  it('fills a one-page target with a page of transactions, not a single one (regression)', async () => {
    const { truth } = await generateStatement({ family: 'european', seed: 4004, pages: 1 });
    expect(truth.pages).toBe(1);
    expect(truth.accounts[0]?.transactions.length).toBeGreaterThanOrEqual(10);
  });

  it('prints the balance only on the last row of each day in balance-per-day statements', async () => {
    let found: GroundTruth | undefined;
    for (let seed = 1; seed <= 40 && !found; seed++) {
      const { truth } = await generateStatement({ family: 'uk-signed', seed, pages: 1 });
      if (truth.features.includes('balance-per-day')) found = truth;
    }
    const rows = found?.accounts[0]?.transactions ?? [];
    expect(rows.some((t) => t.balance === undefined)).toBe(true);
    rows.forEach((t, i) => {
      const lastOfDay = rows[i + 1]?.date !== t.date;
      expect(t.balance !== undefined).toBe(lastOfDay);
    });
  });

  it('prints yearless dates only in statements that state their period, and crosses the year boundary in cr-dr', async () => {
    const { truth } = await generateStatement({ family: 'cr-dr', seed: 4, pages: 1 });
    const a = truth.accounts[0];
    expect(a?.periodStart.slice(5, 7)).toBe('12');
    expect(a?.periodEnd.slice(5, 7)).toBe('01');
    expect(truth.features).toContain('yearless');
    expect(truth.features).toContain('year-boundary');
  });
});
