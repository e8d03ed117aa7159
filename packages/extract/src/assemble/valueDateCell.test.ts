import { describe, expect, it } from 'vitest';
import { assemble, summary } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';

describe('a value-date cell starting left of its header label', () => {
  // "Valuta" stands over the end of "04 JUN 23": only the year is centred under it, the day and month
  // are the same cell's (no cell gap between them), never the description's.
  const rows = [
    ['IBG FUEL 02 JUN 23', '35.97', '964.03', '02 JUN 23', '04 JUN 23'],
    ['FPS PHARMACY', '46.32', '917.71', '03 JUN 23', '05 JUN 23'],
    ['POS FUEL', '42.64', '875.07', '03 JUN 23', '03 JUN 23'],
  ];
  const lines = [
    makeLine(1, 80, [
      ['Details', 40],
      ['Debit', 305],
      ['Balance', 415],
      ['Date', 455],
      ['Valuta', 555],
    ]),
    makeLine(1, 92, [
      ['Opening balance', 40],
      ['1,000.00', 410],
    ]),
    ...rows.map(([text, out, bal, date, value], i) =>
      makeLine(1, 104 + 12 * i, [
        [text!, 40],
        [out!, 330 - out!.length * 5],
        [bal!, 450 - bal!.length * 5],
        [date!, 455],
        [value!, 525],
      ]),
    ),
  ];
  it('keeps the whole value date out of the description', () => {
    const a = assemble(lines, 'DMY');
    expect(summary(a)).toEqual([
      [
        ['IBG FUEL 02 JUN 23', -3597, 96403],
        ['FPS PHARMACY', -4632, 91771],
        ['POS FUEL', -4264, 87507],
      ],
    ]);
    expect(a.accounts[0]!.transactions.map((t) => [t.date?.day, t.postDate?.day])).toEqual([
      [2, 4],
      [3, 5],
      [3, 3],
    ]);
  });
});

describe('a transaction date wider than its title, after the money', () => {
  // "02-Sept.-2023" starts flush under "Date" but its middle lies past the title's end: it is still the
  // date column's cell, not description text, and it dates the row (the value date before it does not).
  const rows = [
    ['CARD FUEL STATION 4411', '04-Sept.-2023', '35.97', '964.03', '02-Sept.-2023'],
    ['PHARMACY', '05-Sept.-2023', '46.32', '917.71', '03-Sept.-2023'],
    ['FUEL', '03-Sept.-2023', '42.64', '875.07', '03-Sept.-2023'],
  ];
  const lines = [
    makeLine(1, 80, [
      ['Details', 40],
      ['Value', 200],
      ['Debit', 305],
      ['Balance', 415],
      ['Date', 455],
    ]),
    makeLine(1, 92, [
      ['Opening balance', 40],
      ['1,000.00', 410],
    ]),
    ...rows.map(([text, value, out, bal, date], i) =>
      makeLine(1, 104 + 12 * i, [
        [text!, 40],
        [value!, 200],
        [out!, 330 - out!.length * 5],
        [bal!, 450 - bal!.length * 5],
        [date!, 455],
      ]),
    ),
  ];
  it('reads the date under its title and keeps it out of the description', () => {
    const a = assemble(lines, 'DMY');
    expect(summary(a)).toEqual([
      [
        ['CARD FUEL STATION 4411', -3597, 96403],
        ['PHARMACY', -4632, 91771],
        ['FUEL', -4264, 87507],
      ],
    ]);
    expect(a.accounts[0]!.transactions.map((t) => [t.date?.day, t.postDate?.day])).toEqual([
      [2, 4],
      [3, 5],
      [3, 3],
    ]);
  });
});
