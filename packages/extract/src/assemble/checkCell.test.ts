import { describe, expect, it } from 'vitest';
import { assemble } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';

// Date 50, Description 130, Check No 300, Debit 370, Balance 470 (5 pt a character, 10 pt lines).
const header = makeLine(1, 100, [
  ['Date', 50],
  ['Description', 130],
  ['Check No', 300],
  ['Debit', 370],
  ['Balance', 470],
]);

describe('a number ending the description, near the check column', () => {
  it('stays in the description when set flush against its text; a number in its own cell is the check', () => {
    const a = assemble([
      header,
      // "794272" at 265-295: its centre (280) within the column's slack, but one space after "Northwind".
      makeLine(1, 112, [
        ['03/01', 50],
        ['Supplier Payment Northwind 794272', 130],
        ['965.00', 385],
        ['9,035.00', 470],
      ]),
      makeLine(1, 124, [
        ['03/02', 50],
        ['Check paid', 130],
        ['383784', 300],
        ['105.00', 385],
        ['8,930.00', 470],
      ]),
      makeLine(1, 136, [
        ['03/04', 50],
        ['Supplier Payment Northwind 450214', 130],
        ['130.00', 385],
        ['8,800.00', 470],
      ]),
    ]);
    expect(
      a.accounts[0]!.transactions.map((t) => [t.description, t.checkNumber ?? null, t.cents]),
    ).toEqual([
      ['Supplier Payment Northwind 794272', null, -96500],
      ['Check paid', '383784', -10500],
      ['Supplier Payment Northwind 450214', null, -13000],
    ]);
  });
});
