import { describe, expect, it } from 'vitest';
import { linesToRows } from '../linesToRows.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { makeLine } from '../testing/lines.ts';
import type { AccountDraft, DraftTransaction, Line } from '../types.ts';
import { numberFromBand } from './bandNumber.ts';
import { titleLineNumber } from './titleNumber.ts';

const rowsOf = (lines: Line[]) => linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
const first = { page: 1, y: 200, date: { year: 2024, month: 3, day: 1 } } as DraftTransaction;

/** A title "PLUGH XYZZY" ending at x 355 (printed at `titleHeight`), and `text` under it ending at `end`. */
function heading(text: string, opts: { end?: number; titleHeight?: number; below?: number } = {}) {
  const { end = 355, titleHeight = 16, below = 15 } = opts;
  return rowsOf([
    {
      ...makeLine(1, 40, [
        ['Qwerty Bank', 50],
        ['PLUGH XYZZY', 300],
      ]),
      height: titleHeight,
    },
    makeLine(1, 40 + below, [[text, end - text.length * 5]]),
    makeLine(1, 100, [['Frob Quux 12 Zork Street 654321', 50]]),
  ]);
}

describe('titleLineNumber', () => {
  it('reads the labelled number ending the line right under the title, flush with it', () => {
    expect(titleLineNumber(heading('Frob 218 Quux zork 1234567'), first)).toBe('1234567');
  });
  it('reads none off the title block: not flush, not under a larger title, too far below', () => {
    expect(titleLineNumber(heading('Frob 218 Quux zork 1234567', { end: 300 }), first)).toBeNull();
    expect(
      titleLineNumber(heading('Frob 218 Quux zork 1234567', { titleHeight: 10 }), first),
    ).toBeNull();
    expect(titleLineNumber(heading('Frob 218 Quux zork 1234567', { below: 40 }), first)).toBeNull();
    // Below the first row it is a row's, not the heading's.
    expect(titleLineNumber(heading('Frob 218 Quux zork 1234567'), { ...first, y: 50 })).toBeNull();
  });
  it('reads no count, date or number without a label word before it', () => {
    expect(titleLineNumber(heading('Frob 218 Quux zork 12345'), first)).toBeNull();
    expect(titleLineNumber(heading('Frob 218 Quux zork 20240331'), first)).toBeNull();
    expect(titleLineNumber(heading('Frob Quux 218 1234567'), first)).toBeNull();
    expect(titleLineNumber(heading('Frob 218 Quux zork 1,234,567'), first)).toBeNull();
  });
});

describe('numberFromBand (the number under the title)', () => {
  const draft = {
    accountNumber: null,
    liability: false,
    transactions: [first],
  } as unknown as AccountDraft;
  it('gives a lone account without a number the one under the title, said as read from the heading', () => {
    const [a] = numberFromBand([draft], heading('Frob 218 Quux zork 1234567'), new Set());
    expect(a!.accountNumber).toBe('1234567');
    expect(a!.numberUnlabelled).toBe(true);
  });
});
