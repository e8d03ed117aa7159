import { describe, expect, it } from 'vitest';
import { linesToRows } from '../linesToRows.ts';
import { assembleTransactions } from '../rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { assemble } from '../testing/assemble.ts';
import { underLabels } from './figures.ts';
import { makeLine } from '../testing/lines.ts';

const header = (y: number) =>
  makeLine(1, y, [
    ['Date', 50],
    ['Description', 110],
    ['Amount', 430],
    ['Balance', 510],
  ]);

describe('labelled figures', () => {
  it('notes the amounts printed beside a label on lines that are no table row', () => {
    const a = assemble([
      makeLine(1, 60, [
        ['Balance on 1 May 2024', 50],
        ['100.00', 250],
      ]),
      makeLine(1, 72, [
        ['Paid out', 50],
        ['5.00', 250],
      ]),
      // An amount with no label beside it is no labelled figure.
      makeLine(1, 84, [['7.00', 250]]),
      header(100),
      makeLine(1, 112, [
        ['05/02 COFFEE', 50],
        ['-5.00', 430],
        ['95.00', 510],
      ]),
    ]);
    expect(a.accounts[0]!.figures!.map((f) => f.cents)).toEqual([10000, 500]);
  });

  it('notes a figure whose label is printed after it, and whole numbers in the loose reading', () => {
    const lines = [
      makeLine(1, 60, [
        ['79.000', 50],
        ['Saldo poprzednie', 120],
      ]),
      makeLine(1, 72, [
        ['100.00', 50],
        ['Opening', 120],
      ]),
      header(100),
      makeLine(1, 112, [
        ['05/02/24 COFFEE', 50],
        ['-5.000', 430],
        ['74.000', 510],
      ]),
    ];
    expect(assemble(lines, 'DMY').accounts[0]!.figures!.map((f) => f.cents)).toEqual([10000]);
    const loose = assembleTransactions(
      linesToRows(lines, 'DMY', DEFAULT_SETTINGS),
      DEFAULT_SETTINGS,
      {
        looseAmounts: true,
      },
    );
    expect(loose.accounts[0]!.figures!.map((f) => f.cents)).toEqual([7900000, 10000]);
  });

  it("takes a summary box's line of figures under its labels as the box's, not as a row", () => {
    const a = assemble([
      header(100),
      makeLine(1, 112, [
        ['05/02 COFFEE', 50],
        ['-5.00', 430],
        ['95.00', 510],
      ]),
      makeLine(1, 160, [['STATEMENT SUMMARY :-', 50]]),
      makeLine(1, 172, [
        ['Opening Balance', 50],
        ['Debits', 200],
        ['Closing Bal', 330],
      ]),
      makeLine(1, 184, [
        ['100.00', 50],
        ['5.00', 200],
        ['95.00', 330],
      ]),
    ]);
    const acct = a.accounts[0]!;
    expect(acct.transactions.map((t) => t.cents)).toEqual([-500]);
    expect(acct.opening).toEqual({ cents: 10000, source: 'label' });
    expect(acct.figures!.map((f) => f.cents)).toEqual([10000, 500, 9500]);
  });
});

describe('C and D marks', () => {
  it('sign the amount they follow in a money column', () => {
    const a = assemble([
      header(100),
      makeLine(1, 112, [
        ['05/02 PIX SENT', 50],
        ['53.21 D', 430],
      ]),
      makeLine(1, 124, [
        ['05/03 SALARY', 50],
        ['895.33 C', 430],
        ['1,842.12 C', 510],
      ]),
    ]);
    expect(a.accounts[0]!.transactions.map((t) => [t.cents, t.signSource])).toEqual([
      [-5321, 'explicit'],
      [89533, 'explicit'],
    ]);
  });
});

describe('underLabels', () => {
  it('holds for a line of figures alone under a line of words alone', () => {
    const rows = linesToRows(
      [
        makeLine(1, 60, [
          ['Zorp start', 50],
          ['Zorp end', 250],
        ]),
        makeLine(1, 72, [
          ['250.00', 120],
          ['260.00', 320],
        ]),
        makeLine(1, 84, [
          ['Zorp', 50],
          ['7.00', 320],
        ]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect([1, 2].map((i) => underLabels(rows, i, DEFAULT_SETTINGS))).toEqual([true, false]);
  });

  it('holds under labels naming their day, not under a dated row or a date in a cell of its own', () => {
    const rows = linesToRows(
      [
        makeLine(1, 60, [
          ['Zorp on 03/01/2024', 50],
          ['Zorp on 03/31/2024', 250],
        ]),
        makeLine(1, 72, [
          ['250.00', 120],
          ['260.00', 320],
        ]),
        makeLine(1, 100, [['03/02/2024 ZORP PLUGH', 50]]),
        makeLine(1, 112, [
          ['250.00', 120],
          ['260.00', 320],
        ]),
        makeLine(1, 140, [
          ['Zorp', 50],
          ['03/02/2024 PLUGH', 100],
        ]),
        makeLine(1, 152, [
          ['250.00', 120],
          ['260.00', 320],
        ]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect([1, 3, 5].map((i) => underLabels(rows, i, DEFAULT_SETTINGS))).toEqual([
      true,
      false,
      false,
    ]);
  });
});
