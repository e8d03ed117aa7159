import { describe, expect, it } from 'vitest';
import { chooseReading } from './chooseReading.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';
import { PLAIN_READING } from './testing/readings.ts';

describe('chooseReading: rows no printed figure checks', () => {
  it('counts an account as unproven when its one running balance both opens and closes its rows', () => {
    const lines: Line[] = [
      makeLine(1, 60, [['Statement period 03/01/2024 to 03/31/2024', 50]]),
      makeLine(1, 110, [
        ['Date', 50],
        ['Description', 110],
        ['Amount', 350],
        ['Balance', 450],
      ]),
      makeLine(1, 122, [
        ['03/02 RENT', 50],
        ['-100.00', 350],
      ]),
      makeLine(1, 134, [
        ['03/10 PAYROLL', 50],
        ['400.00', 350],
        ['1,300.00', 450],
      ]),
    ];
    const { outcome } = chooseReading(lines, PLAIN_READING, true, DEFAULT_SETTINGS);
    const account = outcome.assembly.accounts[0]!;
    expect(account.transactions.map((t) => [t.description, t.cents])).toEqual([
      ['RENT', -10000],
      ['PAYROLL', 40000],
    ]);
    // The opening is worked out from the one balance, which is the closing too: nothing is checked.
    expect([account.opening, account.closing]).toEqual([
      { cents: 100000, source: 'derived' },
      { cents: 130000, source: 'runningBalance' },
    ]);
    expect(outcome.score).toMatchObject({ figures: 0, failed: 0, unproven: 1, rows: 2 });
  });
});
