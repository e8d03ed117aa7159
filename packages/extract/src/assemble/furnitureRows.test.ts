import { describe, expect, it } from 'vitest';
import { assemble } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';
import type { Line } from '../types.ts';

describe('a row repeated at one height on every page, dated only in its value-date column', () => {
  // The day's date printed once (its other rows leave the date column empty), a value date right of
  // the amount; no balance. Each page's second row prints the same words (digits aside) at the same
  // height, as a footer would: its value date says it is a row of the table.
  const header = (page: number) =>
    makeLine(page, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 330],
      ['Value date', 400],
    ]);
  const row = (
    page: number,
    y: number,
    date: string,
    text: string,
    amount: string,
    value: string,
  ) =>
    makeLine(page, y, [
      ...(date ? [[date, 50] as [string, number]] : []),
      [text, 110],
      [amount, 335],
      [value, 400],
    ]);

  it('is read as a row, not as page furniture', () => {
    const lines: Line[] = [
      header(1),
      row(1, 112, '01/22/24', 'SEPA PHARMACY', '92.06-', '01/22/24'),
      row(1, 124, '', 'REF ATM INSURER', '796.32', '01/22/24'),
      header(2),
      row(2, 112, '01/04/24', 'SO TRANSFER', '88.88-', '01/04/24'),
      row(2, 124, '', 'REF ATM INSURER', '184.54', '01/04/24'),
    ];
    const a = assemble(lines);
    expect(a.accounts[0]!.transactions.map((t) => [t.date?.day, t.description, t.cents])).toEqual([
      [22, 'SEPA PHARMACY', -9206],
      [22, 'REF ATM INSURER', 79632],
      [4, 'SO TRANSFER', -8888],
      [4, 'REF ATM INSURER', 18454],
    ]);
  });
});

describe('an undated row repeated at one height on every page, between the table rows', () => {
  // The day's date printed once (its other rows leave the date column empty); one signed amount, no
  // balance. Each page's third line prints the same words (digits aside) at the same height, as a footer
  // would, but rows dated on that page stand above and below it; the real footer stays furniture.
  const header = (page: number) =>
    makeLine(page, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 330],
    ]);
  const row = (page: number, y: number, date: string, text: string, amount: string) =>
    makeLine(page, y, [
      ...(date ? [[date, 50] as [string, number]] : []),
      [text, 110],
      [amount, 335],
    ]);
  const footer = (page: number) =>
    makeLine(page, 300, [
      ['Page', 300],
      [`${page}`, 335],
    ]);
  it('is read as a row, not as page furniture', () => {
    const lines: Line[] = [
      header(1),
      row(1, 112, '01/02/24', 'SALARY', '700.00'),
      row(1, 124, '', 'SO BAKERY 15516850', '-110.90'),
      row(1, 136, '01/03/24', 'PHARMACY', '-73.40'),
      footer(1),
      header(2),
      row(2, 112, '01/24/24', 'ATM FUEL', '-123.38'),
      row(2, 124, '', 'SO BAKERY 72358580', '-159.60'),
      row(2, 136, '01/28/24', 'INSURER', '-35.57'),
      footer(2),
    ];
    const a = assemble(lines);
    expect(a.accounts[0]!.transactions.map((t) => [t.date?.day, t.description, t.cents])).toEqual([
      [2, 'SALARY', 70000],
      [2, 'SO BAKERY 15516850', -11090],
      [3, 'PHARMACY', -7340],
      [24, 'ATM FUEL', -12338],
      [24, 'SO BAKERY 72358580', -15960],
      [28, 'INSURER', -3557],
    ]);
  });
});

describe('an undated row repeated at one height on two pages, below the last dated row of one', () => {
  // The day's date printed once (its further rows leave the date column empty); one signed amount, no
  // balance. The third line of each page prints the same words (digits aside) at the same height, as a
  // footer would: on page 1 dated rows stand above and below it (a row of the table), on page 2 it is one
  // of the last day's further rows, under the page's last dated line. Both copies are rows; the real
  // footer stays furniture.
  const header = (page: number) =>
    makeLine(page, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Amount', 330],
    ]);
  const row = (page: number, y: number, date: string, text: string, amount: string) =>
    makeLine(page, y, [
      ...(date ? [[date, 50] as [string, number]] : []),
      [text, 110],
      [amount, 335],
    ]);
  const footer = (page: number) =>
    makeLine(page, 300, [
      ['Page', 300],
      [`${page}`, 335],
    ]);
  it('is read as a row on both pages, not as page furniture', () => {
    const lines: Line[] = [
      header(1),
      row(1, 112, '01/02/24', 'SALARY', '700.00'),
      row(1, 124, '', 'SO BAKERY', '-110.90'),
      row(1, 136, '01/03/24', 'PHARMACY', '-73.40'),
      footer(1),
      header(2),
      row(2, 112, '01/24/24', 'ATM FUEL', '-123.38'),
      row(2, 124, '', 'SO BAKERY', '-159.60'),
      row(2, 136, '', 'INSURER', '-35.57'),
      footer(2),
    ];
    const a = assemble(lines);
    expect(a.accounts[0]!.transactions.map((t) => [t.date?.day, t.description, t.cents])).toEqual([
      [2, 'SALARY', 70000],
      [2, 'SO BAKERY', -11090],
      [3, 'PHARMACY', -7340],
      [24, 'ATM FUEL', -12338],
      [24, 'SO BAKERY', -15960],
      [24, 'INSURER', -3557],
    ]);
  });
});
