import { describe, expect, it } from 'vitest';
import { linesToRows } from '../linesToRows.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { makeLine } from '../testing/lines.ts';
import type { AccountDraft, DraftTransaction, Line } from '../types.ts';
import { headingNumber, lastFourNumber, numberFromBand } from './bandNumber.ts';

const rowsOf = (lines: Line[]) => linesToRows(lines, 'DMY', DEFAULT_SETTINGS);
const march = (day: number): DraftTransaction =>
  ({ page: 1, y: 200, date: { year: 2024, month: 3, day }, postDate: null }) as DraftTransaction;

describe('headingNumber (after a number mark)', () => {
  it('reads the number after a name of its own and a number mark ("n°")', () => {
    const r = rowsOf([
      makeLine(1, 50, [['Qwerty Bank', 50]]),
      makeLine(1, 62, [['Plugh X n° 12345678901', 300]]),
    ]);
    expect(headingNumber(r, march(1))).toBe('12345678901');
  });
});

describe('lastFourNumber', () => {
  /** A title right-aligned at x 355 over `text`, itself set to end at x 355 when `aligned`. */
  const heading = (text: string, aligned = true) =>
    rowsOf([
      makeLine(1, 50, [
        ['Qwerty Bank', 50],
        ['PLUGH XYZZY', 300],
      ]),
      makeLine(1, 62, [[text, aligned ? 355 - text.length * 5 : 50]]),
    ]);
  it("reads a card's last four digits printed alone at the end of the product line under the title", () => {
    expect(lastFourNumber(heading('Frob Quux Zork 4587'), [march(1)])).toBe('4587');
  });
  it('reads none for a year of the rows, a line not aligned under the title, one name word or a label', () => {
    expect(lastFourNumber(heading('Frob Quux Zork 2024'), [march(1)])).toBeNull();
    // Rows without a year: any year is a date ("<month> 2024"), not a card.
    const yearless = { ...march(1), date: { year: null, month: 3, day: 1 } } as DraftTransaction;
    expect(lastFourNumber(heading('Frob Quux Zork 2024'), [yearless])).toBeNull();
    expect(lastFourNumber(heading('Frob Quux Zork 4587'), [yearless])).toBe('4587');
    expect(lastFourNumber(heading('Frob Quux Zork 4587', false), [march(1)])).toBeNull();
    expect(lastFourNumber(heading('Frob 4587'), [march(1)])).toBeNull();
    expect(lastFourNumber(heading('Frob: Quux Zork 4587'), [march(1)])).toBeNull();
    // Below the first row it is a row's, not the heading's.
    expect(lastFourNumber(heading('Frob Quux Zork 4587'), [{ ...march(1), y: 55 }])).toBeNull();
  });
});

describe('numberFromBand (a number named in passing by a sentence)', () => {
  const r = rowsOf([
    makeLine(1, 50, [['Plugh 4930 12XX XXXX 5521', 300]]),
    makeLine(1, 80, [['Xyzzy frob quux DE44 2003 0000 0012 3456 78 zork.', 50]]),
  ]);
  const draft = (numberInProse: boolean): AccountDraft =>
    ({
      accountNumber: 'DE44 2003 0000 0012 3456 78',
      numberInProse,
      liability: false,
      transactions: [march(1)],
    }) as unknown as AccountDraft;
  it('gives way to the masked card number of the heading, said as read from the heading', () => {
    const [a] = numberFromBand([draft(true)], r, new Set());
    expect(a!.accountNumber).toBe('4930 12XX XXXX 5521');
    expect(a!.numberUnlabelled).toBe(true);
  });
  it('stands where its label is a field of its own, or no masked card is printed', () => {
    expect(numberFromBand([draft(false)], r, new Set())[0]!.accountNumber).toBe(
      'DE44 2003 0000 0012 3456 78',
    );
    expect(numberFromBand([draft(true)], r.slice(1), new Set())[0]!.accountNumber).toBe(
      'DE44 2003 0000 0012 3456 78',
    );
  });
});

describe('numberFromBand (the number the heading pairs with the account’s name)', () => {
  /** A title right-aligned at x 355, then `lines` each right-aligned with it, 12 points apart. */
  const heading = (...lines: string[]) =>
    rowsOf([
      makeLine(1, 50, [
        ['Qwerty Bank', 50],
        ['PLUGH XYZZY', 300],
      ]),
      ...lines.map((text, i) => makeLine(1, 62 + 12 * i, [[text, 355 - text.length * 5]])),
    ]);
  const unnumbered = { accountNumber: null, liability: false, transactions: [march(1)] };
  const read = (r: ReturnType<typeof rowsOf>) =>
    numberFromBand([unnumbered as unknown as AccountDraft], r, new Set())[0]!;

  it('reads the number ending the product line over a labelled one printed under it, and says so', () => {
    const a = read(heading('Frob Quux Zork U$S 402-123456/7', 'Plover 3300402811000123456789'));
    expect(a.accountNumber).toBe('402-123456/7');
    expect(a.numberUnlabelled).toBe(true);
    expect(a.numberBeside).toEqual(['3300402811000123456789']);
  });
  it('leaves the labelled number where the product line ends in none, or in a short one', () => {
    expect(read(heading('Frob Quux Zork', 'Plover 3300402811000123456789')).accountNumber).toBe(
      '3300402811000123456789',
    );
    expect(
      read(heading('Frob Quux Zork 123-45', 'Plover 3300402811000123456789')).accountNumber,
    ).toBe('3300402811000123456789');
    // A label's colon before the number: the labelled reader's, not a name's.
    expect(read(heading('Frob: 402-123456/7', 'Plover 3300402811000123456789')).numberBeside).toBe(
      undefined,
    );
  });
});
