/** A line of the running table printing a date and money with other text over its money columns. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../reconcile.ts';
import { assemble, summary } from '../testing/assemble.ts';
import { LEDGER_HEADER, ledgerRow, makeLine } from '../testing/lines.ts';
import type { AccountDraft, Line } from '../types.ts';
import { verificationWarnings, verifyAccount } from '../verify.ts';

const body = [
  LEDGER_HEADER,
  ledgerRow(112, '01/02 SHOP', '10.00', '90.00'),
  ledgerRow(124, '01/03 CAFE', '20.00', '70.00'),
];

/** `line` with `text` printed from `x0` on, 5 pt a character, after its words. */
function stamp(line: Line, text: string, x0: number): Line {
  const words = [...line.words];
  let x = x0;
  for (const w of text.split(' ')) {
    words.push({ text: w, x0: x, x1: x + 5 * w.length });
    x += 5 * (w.length + 1);
  }
  return { ...line, words, text: words.map((w) => w.text).join(' ') };
}

/** `d` with its opening and closing printed and no rows: only its notes can keep it from `verified`. */
function printedOnly(d: AccountDraft): AccountDraft {
  return {
    ...d,
    opening: { cents: 100000, source: 'label' },
    closing: { cents: 100000, source: 'label' },
    transactions: [],
  };
}

function judge(d: AccountDraft) {
  const r = reconcile(100000, [], 100000, false);
  const v = verifyAccount(d, { printed: 0, matched: 0, firstBreak: null }, r, (i) => i + 1);
  return { verdict: v.verdict, warnings: verificationWarnings(v, d, r, 'USD') };
}

describe('a word printed over a row’s last figure (a footer stamped on it)', () => {
  // "65.00" ends at x 495; "Page 1 of 1" starts 2 pt inside it.
  const last = stamp(ledgerRow(136, '01/04 BAR', '5.00', '65.00'), 'Page 1 of 1', 493);

  it('is in no cell: the row is read with its balance, the footer in no description', () => {
    const a = assemble([...body, last]);
    expect(summary(a)).toEqual([
      [
        ['SHOP', -1000, 9000],
        ['CAFE', -2000, 7000],
        ['BAR', -500, 6500],
      ],
    ]);
    expect(a.accounts[0]!.proseRowPages).toBeUndefined();
  });
});

describe('a dated line with money and text over the money columns (prose)', () => {
  const prose = makeLine(1, 136, [
    ['01/04 FEE', 50],
    ['5.00 PLEASE NOTE THE NEW FEES', 330],
  ]);

  it('makes no row, and the account notes the page of a row it may have lost', () => {
    const a = assemble([...body, prose]);
    expect(summary(a)).toEqual([
      [
        ['SHOP', -1000, 9000],
        ['CAFE', -2000, 7000],
      ],
    ]);
    expect(a.accounts[0]!.proseRowPages).toEqual([1]);
  });

  it('keeps the account from `verified`, and says why', () => {
    const printed = printedOnly(assemble([...body, prose]).accounts[0]!);
    expect(judge(printed)).toEqual({
      verdict: 'unverified',
      warnings: [
        'A line of the transactions table on page 1 prints a date and an amount but was not read as a transaction: other text runs over the amount columns. A transaction may be missing; check the PDF.',
      ],
    });
    expect(judge({ ...printed, proseRowPages: [] }).verdict).toBe('verified');
  });

  it('is no lost row where the line prints no date (a note across the table)', () => {
    const note = makeLine(1, 136, [['FEES 5.00 PLEASE NOTE THE NEW FEES', 110]]);
    expect(assemble([...body, note]).accounts[0]!.proseRowPages).toBeUndefined();
  });
});

describe('a dated line without money read as prose, the table resuming at an undated money line', () => {
  // "BRANCH" stands under the Balance column: the dated line is prose; its money is on the line below.
  const dated = makeLine(1, 136, [
    ['01/04 RENT', 50],
    ['BRANCH', 470],
  ]);
  const money = makeLine(1, 146, [
    ['FLAT 12', 110],
    ['30.00', 330],
    ['40.00', 470],
  ]);

  it('gives the undated row the carried date, and the account notes the page of that guess', () => {
    const a = assemble([...body, dated, money]);
    expect(a.accounts[0]!.transactions.map((t) => [t.date?.day, t.description, t.cents])).toEqual([
      [2, 'SHOP', -1000],
      [3, 'CAFE', -2000],
      [3, 'FLAT 12', -3000],
    ]);
    expect(a.accounts[0]!.carriedDatePages).toEqual([1]);
  });

  it('keeps the account from `verified`, and says why', () => {
    const printed = printedOnly(assemble([...body, dated, money]).accounts[0]!);
    expect(judge(printed)).toEqual({
      verdict: 'unverified',
      warnings: [
        'A dated line of the transactions table on page 1 was read as other text (it runs over the amount columns), and the row below it was given the date of the row above. Its date and description may be wrong; check the PDF.',
      ],
    });
    expect(judge({ ...printed, carriedDatePages: [] }).verdict).toBe('verified');
  });

  it('notes nothing where the prose line is undated, or a dated row resumes the table', () => {
    // The note runs over the Debit column (330): prose, without a date.
    const note = makeLine(1, 136, [['PLEASE NOTE THE NEW FEES THAT THE BANK CHARGES', 110]]);
    expect(assemble([...body, note, money]).accounts[0]!.carriedDatePages).toBeUndefined();
    const row = ledgerRow(146, '01/05 FLAT', '30.00', '40.00');
    expect(assemble([...body, dated, row]).accounts[0]!.carriedDatePages).toBeUndefined();
  });
});

describe('a long description reaching under a money column’s title printed left of its figures', () => {
  // "Withdrawal" starts at x 250, its figures end at 320 and start at 285 or later.
  const header = makeLine(1, 100, [
    ['Date', 50],
    ['Description', 110],
    ['Withdrawal', 250],
    ['Deposit', 340],
    ['Balance', 420],
  ]);
  const row = (y: number, text: string, out: string, bal: string) =>
    makeLine(1, y, [
      [text, 50],
      [out, 320 - 5 * out.length],
      [bal, 460 - 5 * bal.length],
    ]);
  const lines = [
    header,
    row(112, '01/02 SHOP', '10.00', '90.00'),
    // The description runs from 80 to 270: past the title's left edge, short of the figure at 295.
    row(124, '01/03 USD CASH WITHDRAWAL BRANCH 118 TUITION', '20.00', '70.00'),
    row(136, '01/04 CAFE', '5.00', '65.00'),
  ];

  it('is the row’s description: the line is read as a row, not as prose', () => {
    const a = assemble(lines);
    expect(summary(a)).toEqual([
      [
        ['SHOP', -1000, 9000],
        ['USD CASH WITHDRAWAL BRANCH 118 TUITION', -2000, 7000],
        ['CAFE', -500, 6500],
      ],
    ]);
    expect(a.accounts[0]!.proseRowPages).toBeUndefined();
    expect(a.accounts[0]!.unreadFigurePages).toBeUndefined();
  });

  it('is still prose when the text is printed over the figures themselves', () => {
    // "OVERLEAF" runs from 280 to 320, over the figure "5.00" at 300.
    const over = row(
      148,
      '01/05 ADJUSTMENT OF CHARGES REVERSED PER NOTE OVERLEAF',
      '5.00',
      '60.00',
    );
    const a = assemble([...lines, over]);
    expect(summary(a)[0]).toHaveLength(3);
    expect(a.accounts[0]!.proseRowPages).toEqual([1]);
  });
});
