import { describe, expect, it } from 'vitest';
import { gregorianYears, statementEra } from './calendarYears.ts';
import { makeLine } from './testing/lines.ts';

const texts = (cells: string[][]) =>
  gregorianYears(
    cells.map((c, i) =>
      makeLine(
        1,
        100 + 12 * i,
        c.map((t, k) => [t, 50 + 150 * k]),
      ),
    ),
  ).map((l) => l.text);

describe('gregorianYears', () => {
  it('rewrites Japanese era dates (era letter and year first) with their Gregorian year', () => {
    expect(
      texts([
        ['R6.03.01 ATM', '*43,335'],
        ['R6.03.04 RENT', '*10,798'],
        ['R5.12.28 FEE', '8'],
      ]),
    ).toEqual(['2024.03.01 ATM *43,335', '2024.03.04 RENT *10,798', '2023.12.28 FEE 8']);
    // Across a change of era (Heisei 31 was 2019, the year Reiwa 1 began).
    expect(
      texts([
        ['H30.12.01 A', '1'],
        ['H31/04/30 B', '2'],
        ['R1-05-01 C', '3'],
      ]),
    ).toEqual(['2018.12.01 A 1', '2019/04/30 B 2', '2019-05-01 C 3']);
  });

  it('leaves era letters as printed when too few, out of an era, or years apart', () => {
    const two = [
      ['R6.03.01 ATM', '1'],
      ['R6.03.04 FEE', '2'],
      ['Ref H99.01.01', '3'],
    ];
    expect(texts(two)).toEqual(['R6.03.01 ATM 1', 'R6.03.04 FEE 2', 'Ref H99.01.01 3']);
    const apart = [
      ['S50.01.02 A', '1'],
      ['R6.03.04 B', '2'],
      ['R6.03.05 C', '3'],
    ];
    expect(texts(apart)).toEqual(['S50.01.02 A 1', 'R6.03.04 B 2', 'R6.03.05 C 3']);
  });

  it('rewrites years that one era (day first, 4 digits) brings into a few Gregorian years', () => {
    expect(
      texts([
        ['Period 01/03/2567 - 31/03/2567'],
        ['04/03/2567 RENT', '100.00'],
        ['29/02/2567 FEE', '1.00'],
      ]),
    ).toEqual(['Period 01/03/2024 - 31/03/2024', '04/03/2024 RENT 100.00', '29/02/2024 FEE 1.00']);
  });

  it('rewrites years printed first with 3 digits (a Minguo year) into an ISO-like date', () => {
    expect(
      texts([['113/02/17 113/02/18 SHOP', '1,913'], ['113/03/15'], ['112/12/31 FEE', '5']]),
    ).toEqual(['2024/02/17 2024/02/18 SHOP 1,913', '2024/03/15', '2023/12/31 FEE 5']);
  });

  it('leaves a statement as printed when any year is Gregorian, or too few dates decide', () => {
    const mixed = [
      ['01/03/2567 RENT', '100.00'],
      ['04/03/2567 FEE', '1.00'],
      ['05/03/2024 TAX', '2.00'],
    ];
    expect(texts(mixed)).toEqual([
      '01/03/2567 RENT 100.00',
      '04/03/2567 FEE 1.00',
      '05/03/2024 TAX 2.00',
    ]);
    expect(
      texts([
        ['01/03/2567 RENT', '100.00'],
        ['04/03/2567 FEE', '1.00'],
      ]),
    ).toEqual(['01/03/2567 RENT 100.00', '04/03/2567 FEE 1.00']);
  });
});

describe('statementEra', () => {
  it('needs one era for all the years, spanning a few Gregorian years', () => {
    expect(statementEra(['2567', '2567', '2566'])).toEqual({ digits: 4, offset: -543 });
    expect(statementEra(['113', '113', '112'])).toEqual({ digits: 3, offset: 1911 });
    // Years a century apart, or 3- and 4-digit years together, are no one era's.
    expect(statementEra(['2467', '2567', '2567'])).toBeNull();
    expect(statementEra(['113', '2567', '2567'])).toBeNull();
    // Years no era brings into the Gregorian range.
    expect(statementEra(['9999', '9999', '9999'])).toBeNull();
  });
});
