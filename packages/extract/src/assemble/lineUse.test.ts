import { describe, expect, it } from 'vitest';
import { linesToRows } from '../linesToRows.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { assemble, summary } from '../testing/assemble.ts';
import { makeLine } from '../testing/lines.ts';
import type { Row } from '../types.ts';
import type { LineUse } from './lineUse.ts';
import { markLine, unexplainedLines } from './lineUse.ts';

describe('unexplainedLines', () => {
  const rows: Row[] = linesToRows(
    [
      makeLine(1, 50, [['Bank letterhead', 50]]),
      makeLine(1, 100, [['01/15 PAYROLL', 50]]),
      makeLine(1, 112, [['CORP ID 1234', 110]]),
      makeLine(1, 124, [['A note between the rows', 50]]),
      makeLine(1, 136, [['01/16 RENT', 50]]),
      makeLine(1, 148, [['Page 1 of 2', 50]]),
      makeLine(2, 100, [['01/17 SHOP', 50]]),
      makeLine(2, 112, [['Balance carried', 50]]),
      makeLine(2, 124, [['01/18 FEE', 50]]),
    ],
    'MDY',
    DEFAULT_SETTINGS,
  );

  it('counts the lines between the first and last transaction line of each page that nothing used', () => {
    const uses = new Map<Row, LineUse>();
    markLine(uses, rows[1]!, 'row');
    markLine(uses, rows[2]!, 'continuation');
    markLine(uses, rows[4]!, 'row');
    markLine(uses, rows[6]!, 'row');
    markLine(uses, rows[7]!, 'nonRow');
    markLine(uses, rows[8]!, 'row');
    // The note on page 1 alone: the letterhead and the footer lie outside the span, the balance line is known.
    expect(unexplainedLines(rows, uses)).toBe(1);
    markLine(uses, rows[3]!, 'nonRow');
    expect(unexplainedLines(rows, uses)).toBe(0);
  });

  it('keeps the first use recorded, and a known non-row alone spans nothing', () => {
    const uses = new Map<Row, LineUse>();
    markLine(uses, rows[1]!, 'nonRow');
    markLine(uses, rows[1]!, 'row');
    markLine(uses, rows[4]!, 'nonRow');
    expect(uses.get(rows[1]!)).toBe('nonRow');
    expect(unexplainedLines(rows, uses)).toBe(0);
  });
});

describe('the walk counts the lines of a table it leaves out', () => {
  const header = makeLine(1, 100, [
    ['Date', 50],
    ['Description', 110],
    ['Withdrawals', 350],
    ['Deposits', 430],
    ['Balance', 510],
  ]);

  it('counts prose through the money columns and a dated line whose amount never came', () => {
    const a = assemble([
      header,
      makeLine(1, 112, [
        ['Balance forward', 110],
        ['1,000.00', 510],
      ]),
      makeLine(1, 124, [
        ['01/15 PAYROLL', 50],
        ['500.00', 430],
        ['1,500.00', 510],
      ]),
      makeLine(1, 136, [['CORP ID 1234', 110]]),
      makeLine(1, 148, [['Our rates change on 1 February: see the notice enclosed with it', 50]]),
      makeLine(1, 160, [
        ['01/16 RENT', 50],
        ['700.00', 350],
        ['800.00', 510],
      ]),
      makeLine(1, 172, [['01/17 HOLD PLACED', 50]]),
      makeLine(1, 184, [
        ['01/18 SHOP', 50],
        ['50.00', 350],
        ['750.00', 510],
      ]),
      makeLine(1, 300, [['Page 1 of 1', 250]]),
    ]);
    expect(summary(a)).toEqual([
      [
        ['PAYROLL CORP ID 1234', 50000, 150000],
        ['RENT', -70000, 80000],
        ['SHOP', -5000, 75000],
      ],
    ]);
    expect(a.unexplainedLines).toBe(2);
  });

  it('counts none where every line is a row, a continuation or a balance line', () => {
    const a = assemble([
      header,
      makeLine(1, 112, [
        ['01/15 PAYROLL', 50],
        ['500.00', 430],
        ['1,500.00', 510],
      ]),
      makeLine(1, 124, [['CORP ID 1234', 110]]),
      makeLine(1, 136, [
        ['Balance carried forward', 110],
        ['1,500.00', 510],
      ]),
      makeLine(1, 148, [
        ['01/16 RENT', 50],
        ['700.00', 350],
        ['800.00', 510],
      ]),
    ]);
    expect(a.unexplainedLines).toBe(0);
  });
});
