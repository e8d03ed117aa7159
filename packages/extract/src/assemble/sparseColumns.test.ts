/** Token columns under a title of their own that only a few rows fill, or that hold codes beside a reference. */
import { describe, expect, it } from 'vitest';
import { detectHeader } from '../detectColumns.ts';
import { linesToRows } from '../linesToRows.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { assemble, summary } from '../testing/assemble.ts';
import { CHAR_WIDTH_PT, makeLine } from '../testing/lines.ts';
import type { Line } from '../types.ts';
import { findTokenColumns } from './tokenColumns.ts';

/** A cell whose text ends at `x1` (right-aligned figures). */
function right(text: string, x1: number): [string, number] {
  return [text, x1 - text.length * CHAR_WIDTH_PT];
}

/** Header cells whose words name no known column (what readingMode.ts hands findTokenColumns). */
function unknownWords(header: Line, known: string[]): { text: string; x0: number; x1: number }[] {
  return header.words.filter((w) => !known.includes(w.text));
}

// Date | Description | Marker | Debit | Balance: a marker printed on a few rows only, at its title's x.
const header = makeLine(1, 100, [
  ['Date', 50],
  ['Description', 100],
  ['Marker', 250],
  right('Debit', 400),
  right('Balance', 500),
]);
const known = ['Date', 'Description', 'Debit', 'Balance'];
const row = (y: number, day: string, text: string, mark: string, amt: string, bal: string) =>
  makeLine(1, y, [
    [`01/${day}`, 50],
    [text, 100],
    ...(mark ? [[mark, 250] as [string, number]] : []),
    right(amt, 400),
    right(bal, 500),
  ]);

describe('a titled column that a few rows fill, between the description and the money', () => {
  const lines = [
    header,
    row(112, '02', 'CARD MARKET 1234', '', '10.00', '990.00'),
    row(124, '03', 'ACCOUNT FEE', '##', '2.00', '988.00'),
    row(136, '04', 'RENT', '', '20.00', '968.00'),
    row(148, '05', 'ACCOUNT FEE', '##', '3.00', '965.00'),
    row(160, '06', 'CASH POINT', '', '5.00', '960.00'),
    row(172, '07', 'ACCOUNT FEE', '##', '4.00', '956.00'),
    row(184, '08', 'GROCER', '', '6.00', '950.00'),
  ];

  it('is a column of its own: its words are no description', () => {
    const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(
      findTokenColumns(rows.slice(1), lay, DEFAULT_SETTINGS, unknownWords(header, known)),
    ).toEqual([{ x0: 250, x1: 260, titled: true }]);
    expect(summary(assemble(lines))).toEqual([
      [
        ['CARD MARKET 1234', -1000, 99000],
        ['ACCOUNT FEE', -200, 98800],
        ['RENT', -2000, 96800],
        ['ACCOUNT FEE', -300, 96500],
        ['CASH POINT', -500, 96000],
        ['ACCOUNT FEE', -400, 95600],
        ['GROCER', -600, 95000],
      ],
    ]);
  });

  it('is none where a description runs on under the title: the text stays whole', () => {
    // The text runs from x 100 to 275, its last word "COMPANY" a word space on, under the title.
    const long = makeLine(1, 184, [
      ['01/08', 50],
      ['CORNER SHOP LIMITED TRADING COMPANY', 100],
      right('6.00', 400),
      right('950.00', 500),
    ]);
    const ran = [...lines.slice(0, 7), long];
    const rows = linesToRows(ran, 'MDY', DEFAULT_SETTINGS);
    const lay = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
    expect(
      findTokenColumns(rows.slice(1), lay, DEFAULT_SETTINGS, unknownWords(header, known)),
    ).toEqual([]);
    expect(summary(assemble(ran))[0]![6]).toEqual([
      'CORNER SHOP LIMITED TRADING COMPANY',
      -600,
      95000,
    ]);
  });
});

describe('a reference column holding a short code on every row', () => {
  // Date | Description | Ref | Debit | Balance: a type code under "Ref" on each row.
  const refHeader = makeLine(1, 100, [
    ['Date', 50],
    ['Description', 100],
    ['Ref', 250],
    right('Debit', 400),
    right('Balance', 500),
  ]);
  const lines = [
    refHeader,
    row(112, '02', 'CARD MARKET 1234', 'POS', '10.00', '990.00'),
    row(124, '03', 'WAVE TRANSFER', 'TRF', '2.00', '988.00'),
    row(136, '04', 'ATM RIVERSIDE', 'ATM', '20.00', '968.00'),
    row(148, '05', 'SMS CHARGES', 'CHG', '3.00', '965.00'),
  ];

  it('keeps the codes out of the descriptions', () => {
    expect(summary(assemble(lines))).toEqual([
      [
        ['CARD MARKET 1234', -1000, 99000],
        ['WAVE TRANSFER', -200, 98800],
        ['ATM RIVERSIDE', -2000, 96800],
        ['SMS CHARGES', -300, 96500],
      ],
    ]);
  });
});
