/** Wrapped lines left waiting when a table whose rows its gaps part ends: the gaps give them a row. */
import { describe, expect, it } from 'vitest';
import { linesToRows } from '../linesToRows.ts';
import { assembleTransactions } from '../rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { summary } from '../testing/assemble.ts';
import { LEDGER_HEADER, ledgerRow, makeLine } from '../testing/lines.ts';
import type { Line } from '../types.ts';

/** Read with the amount on a row's last line (the mode the rows' evidence may pick). */
function amountLast(lines: Line[]): ReturnType<typeof summary> {
  const rows = linesToRows(lines, 'MDY', DEFAULT_SETTINGS);
  return summary(assembleTransactions(rows, DEFAULT_SETTINGS, { mode: 'amountLast' }));
}

describe('a wrapped line after the last row of a table parted by its gaps', () => {
  // Rows 26 pt apart, each amount line with a line of text 11 pt below it.
  const body = [
    LEDGER_HEADER,
    ledgerRow(115, '01/02 SHOP', '1.00', '99.00'),
    makeLine(1, 126, [['MORE SHOP', 110]]),
    ledgerRow(141, '01/03 CAFE', '2.00', '97.00'),
    makeLine(1, 152, [['MORE CAFE', 110]]),
    ledgerRow(167, '01/04 BAR', '3.00', '94.00'),
  ];

  it('continues the last row where it stands as near as the lines within a row', () => {
    expect(amountLast([...body, makeLine(1, 178, [['MORE BAR', 110]])])).toEqual([
      [
        ['SHOP MORE SHOP', -100, 9900],
        ['CAFE MORE CAFE', -200, 9700],
        ['BAR MORE BAR', -300, 9400],
      ],
    ]);
  });

  it('is none of its text where it stands a row gap below (a note after the table)', () => {
    expect(amountLast([...body, makeLine(1, 182, [['SEE TERMS', 110]])])).toEqual([
      [
        ['SHOP MORE SHOP', -100, 9900],
        ['CAFE MORE CAFE', -200, 9700],
        ['BAR', -300, 9400],
      ],
    ]);
  });
});
