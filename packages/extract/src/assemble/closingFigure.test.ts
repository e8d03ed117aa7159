import { describe, expect, it } from 'vitest';
import { confirmByFigures } from '../reconcile.ts';
import { assemble } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';

describe('a wrapped line whose figure, under an unknown column, carries the opening across all rows', () => {
  // The label words are none the engine knows: the arithmetic, not the wording, says what the line is.
  const lines = (figure: string) => [
    makeLine(1, 100, [
      ['Date', 50],
      ['Description', 110],
      ['Debit', 330],
      ['Credit', 400],
      ['Ledger', 470],
    ]),
    makeLine(1, 112, [
      ['Opening balance', 110],
      ['100.00', 470],
    ]),
    makeLine(1, 124, [
      ['03/01 RENT', 50],
      ['10.00', 330],
    ]),
    makeLine(1, 136, [
      ['03/02 PAY', 50],
      ['4.00', 400],
    ]),
    makeLine(1, 148, [
      ['Zorp quib flenn', 110],
      [figure, 470],
    ]),
  ];

  it('is the closing balance line, not the last row’s description', () => {
    const a = assemble(lines('94.00')).accounts[0]!;
    expect(a.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['RENT', -1000],
      ['PAY', 400],
    ]);
    expect(a.opening).toEqual({ cents: 10000, source: 'label' });
    expect(a.closing).toEqual({ cents: 9400, source: 'label' });
  });

  it('with a figure the rows do not reach, stays the row’s wrapped description', () => {
    const a = assemble(lines('95.00')).accounts[0]!;
    expect(a.transactions.map((t) => t.description)).toEqual(['RENT', 'PAY Zorp quib flenn']);
    expect(a.closing).toBeNull();
  });

  it('with its figure inside the description column, is description text whose figure proves nothing', () => {
    const rows = [...lines('94.00').slice(0, 4), makeLine(1, 148, [['Zorp quib 94.00', 110]])];
    const glued = assemble(rows).accounts[0]!;
    expect(glued.transactions.map((t) => t.description)).toEqual(['RENT', 'PAY Zorp quib 94.00']);
    expect(glued.figures?.map((f) => f.cents)).toEqual([10000]);
    expect(confirmByFigures(glued, false).closing).toBeNull();
  });
});
