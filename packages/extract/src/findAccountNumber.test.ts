import { describe, expect, it } from 'vitest';
import { numberEndWarning } from './assemble/accounts.ts';
import { accountNumber, accountNumberRead } from './findAccountNumber.ts';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { assemble, summary } from './testing/assemble.ts';
import { makeLine } from './testing/lines.ts';

/** One row per text, each one cell at x 50 (words one space apart, 5 pt wide: one space is 5 pt). */
function rowsOf(...texts: string[]) {
  return linesToRows(
    texts.map((t, i) => makeLine(1, 100 + i * 12, [[t, 50]])),
    'DMY',
    DEFAULT_SETTINGS,
  );
}

describe('accountNumber (a short last group)', () => {
  it('reads a one-digit last group spaced as the groups before it, at the end of its cell', () => {
    expect(accountNumber(rowsOf('Conta n.º 0001 0123 4567 8910 1'), 0, DEFAULT_SETTINGS)).toBe(
      '0001 0123 4567 8910 1',
    );
    expect(accountNumber(rowsOf('Rachunek 241 130 572 7'), 0, DEFAULT_SETTINGS)).toBe(
      '241 130 572 7',
    );
    expect(accountNumberRead(rowsOf('Rachunek 241 130 572 7'), 0, DEFAULT_SETTINGS)).toEqual({
      value: '241 130 572 7',
    });
  });

  it('leaves out a one-digit word that starts the words after the number ("2 of 3")', () => {
    expect(
      accountNumberRead(rowsOf('Account number 1234 5678 2 of 3'), 0, DEFAULT_SETTINGS),
    ).toEqual({ value: '1234 5678' });
    // A digit in the next cell is no group either ("Account 1234 5678" beside a page count "2").
    const twoCells = linesToRows(
      [
        makeLine(1, 100, [
          ['Account 1234 5678', 50],
          ['2', 300],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(accountNumberRead(twoCells, 0, DEFAULT_SETTINGS)).toEqual({ value: '1234 5678' });
  });

  it('says a lone last digit is left off where its spacing does not show it one of the groups', () => {
    // Two spaces before the "1" (10 pt) where the groups stand one apart (5 pt): read without it, said.
    expect(
      accountNumberRead(rowsOf('Conta n.º 0001 0123 4567 8910  1'), 0, DEFAULT_SETTINGS),
    ).toEqual({ value: '0001 0123 4567 8910', leftOff: '1' });
    // A number of one group leaves no spacing to compare with.
    expect(accountNumberRead(rowsOf('Account 12345678 1'), 0, DEFAULT_SETTINGS)).toEqual({
      value: '12345678',
      leftOff: '1',
    });
  });
});

describe('an account number whose last digit is left unsure', () => {
  const header = makeLine(1, 100, [
    ['Date', 50],
    ['Description', 110],
    ['Debit', 330],
    ['Credit', 400],
    ['Balance', 470],
  ]);
  const rows = [
    makeLine(1, 112, [
      ['02/03/2024 TRANSFER', 50],
      ['50.00', 330],
      ['950.00', 470],
    ]),
    makeLine(1, 124, [
      ['05/03/2024 SALARY', 50],
      ['500.00', 400],
      ['1,450.00', 470],
    ]),
  ];

  it('is read without it and said; spaced as its groups, it is read whole and nothing is said', () => {
    const unsure = assemble(
      [makeLine(1, 80, [['Account 12345678 1', 50]]), header, ...rows],
      'DMY',
    );
    expect(unsure.accounts.map((a) => a.accountNumber)).toEqual(['12345678']);
    expect(unsure.warnings).toEqual([numberEndWarning('12345678', '1')]);
    expect(summary(unsure)).toEqual([
      [
        ['TRANSFER', -5000, 95000],
        ['SALARY', 50000, 145000],
      ],
    ]);
    const whole = assemble(
      [makeLine(1, 80, [['Account 1234 5678 1', 50]]), header, ...rows],
      'DMY',
    );
    expect(whole.accounts.map((a) => a.accountNumber)).toEqual(['1234 5678 1']);
    expect(whole.warnings).toEqual([]);
  });
});
