import { describe, expect, it } from 'vitest';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';

/** A debit/credit ledger row: a debit at 330, a dash under the unused credit (x 420-425), a balance at `balX`. */
const dashRow = (page: number, y: number, bal: string, balX: number) =>
  makeLine(page, y, [
    ['05/01 SHOP', 50],
    ['37.41', 330],
    ['-', 420],
    [bal, balX],
  ]);

const read = (lines: ReturnType<typeof makeLine>[]) =>
  linesToRows(lines, 'MDY', DEFAULT_SETTINGS).map((r) =>
    r.amounts.map((a) => [a.x0, a.amount.cents, a.amount.negative]),
  );

describe('cellDashes (through linesToRows)', () => {
  it('keeps a dash that marks an unused cell out of the wide balance printed a space after it', () => {
    // The second balance is wide enough to come 7pt after the dash: within a cell gap, so it read -10,220.01.
    expect(read([dashRow(1, 100, '9,520.32', 470), dashRow(1, 112, '10,220.01', 432)])).toEqual([
      [
        [330, 3741, false],
        [470, 952032, false],
      ],
      [
        [330, 3741, false],
        [432, 1022001, false],
      ],
    ]);
  });

  it('reads the dash as a minus sign when no dash stands alone at its place on the page', () => {
    // The lone dash is on page 2: page 1 has no cell it marks.
    expect(read([dashRow(2, 100, '9,520.32', 470), dashRow(1, 112, '10,220.01', 432)])[1]).toEqual([
      [330, 3741, false],
      [420, 1022001, true],
    ]);
  });

  it('reads a minus printed close before its figure as a sign even where dashes mark cells', () => {
    const glued = makeLine(1, 112, [
      ['05/01 SHOP', 50],
      ['37.41', 330],
      ['-', 420],
      ['1,220.01', 429],
    ]);
    expect(read([dashRow(1, 100, '9,520.32', 470), glued])[1]).toEqual([
      [330, 3741, false],
      [420, 122001, true],
    ]);
  });

  it('keeps a dash that marks an unused cell out of the wide figure printed a space before it', () => {
    const line = (y: number, debit: string, x: number) =>
      makeLine(1, y, [
        ['05/01 SHOP', 50],
        [debit, x],
        ['-', 384],
        ['9,520.32', 470],
      ]);
    // "1,037.41" ends 7pt before the dash (at 384-389): it read as 1,037.41 with a trailing minus. The
    // first row leaves both sides unused: its credit dash stands alone, a cell gap after the debit dash.
    expect(read([line(100, '-', 362), line(112, '1,037.41', 337)])[1]).toEqual([
      [337, 103741, false],
      [470, 952032, false],
    ]);
  });
  it('keeps the dash out of the balance where a credit figure of the page ends at the dash right edge', () => {
    // Every debit row of the page prints a wide balance a space after its credit dash (no lone dash
    // there); the credit row's figure, alone in its cell, ends at 425 as the dash (420-425) does.
    const credit = (x: number) =>
      makeLine(1, 124, [
        ['07/01 PAY', 50],
        ['-', 350],
        ['12.50', x],
        ['10,232.51', 432],
      ]);
    expect(read([dashRow(1, 100, '10,220.01', 432), credit(400)])).toEqual([
      [
        [330, 3741, false],
        [432, 1022001, false],
      ],
      [
        [400, 1250, false],
        [432, 1023251, false],
      ],
    ]);
    // The credit figure ends at 440: nothing on the page ends where the dash does, a minus sign.
    expect(read([dashRow(1, 100, '10,220.01', 432), credit(415)])[0]).toEqual([
      [330, 3741, false],
      [420, 1022001, true],
    ]);
  });

  it('keeps the dash out of the balance where the balance carried to the line proves it unsigned', () => {
    // Page 2: every row is a debit, so its credit dash stands a space before a wide balance, with no lone
    // dash and no credit figure on the page. The carried balance 10,257.42 less 37.41 is 10,220.01, and
    // that less 37.41 again is 10,182.60: both balances unsigned, though geometry alone read them -.
    const carried = makeLine(2, 88, [
      ['Balance forward', 50],
      ['10,257.42', 432],
    ]);
    expect(
      read([carried, dashRow(2, 100, '10,220.01', 432), dashRow(2, 112, '10,182.60', 432)]),
    ).toEqual([
      [[432, 1025742, false]],
      [
        [330, 3741, false],
        [432, 1022001, false],
      ],
      [
        [330, 3741, false],
        [432, 1018260, false],
      ],
    ]);
  });

  it('keeps a minus sign that lines up with a lone dash where the carried balance proves it negative', () => {
    // 500.00 carried, a 37.41 debit (its credit dash alone at 420) leaves 462.59; a 1,734.56 debit takes it
    // to -1,271.97, whose minus lines up with that lone dash, and a 37.41 debit to -1,309.38.
    const carried = makeLine(1, 88, [
      ['Balance forward', 50],
      ['500.00', 470],
    ]);
    const rent = makeLine(1, 112, [
      ['05/01 RENT', 50],
      ['1,734.56', 330],
      ['-', 420],
      ['1,271.97', 432],
    ]);
    expect(
      read([carried, dashRow(1, 100, '462.59', 470), rent, dashRow(1, 124, '1,309.38', 432)]).slice(
        2,
      ),
    ).toEqual([
      [
        [330, 173456, false],
        [420, 127197, true],
      ],
      [
        [330, 3741, false],
        [420, 130938, true],
      ],
    ]);
  });

  it('starts no balance step from a figure whose dash nothing settled', () => {
    // Page 1 keeps no lone dash: its -10,220.01 is a guess, and 37.41 from it reaches -10,182.60 only
    // as that guess carried on. Page 2's lone dash (x 420) keeps its dash out of its balance.
    expect(
      read([
        dashRow(1, 100, '10,220.01', 432),
        dashRow(2, 100, '10,182.60', 432),
        dashRow(2, 112, '10,145.19', 470),
      ])[1],
    ).toEqual([
      [330, 3741, false],
      [432, 1018260, false],
    ]);
  });
});
