import { describe, expect, it } from 'vitest';
import { linesToRows, looseNumberEndingAt } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';

/** The loose figure ending at the word `text` of the line's row, with the words it spans and its mark. */
function figureAt(cells: [string, number][], text: string) {
  const [row] = linesToRows([makeLine(1, 100, cells)], 'DMY', DEFAULT_SETTINGS);
  const last = row!.line.words.findIndex((w) => w.text === text);
  const token = looseNumberEndingAt(row!, last, 0, DEFAULT_SETTINGS, () => false);
  return token && [token.amount.cents, token.amount.marker, token.lastWord - token.firstWord + 1];
}

describe('a Dr or Cr mark after a figure without two decimals (looseNumberEndingAt)', () => {
  it('is the figure\'s where it ends its cell ("47,2 Dr", then the next column)', () => {
    expect(
      figureAt(
        [
          ['IBG Pulsa', 100],
          ['47,2 Dr', 300],
          ['CENTRAL', 380],
        ],
        '47,2',
      ),
    ).toEqual([4720, 'DR', 2]);
  });

  it('starts the description where words follow it a space apart ("53,145 CR SO Listrik")', () => {
    expect(
      figureAt(
        [
          ['15 Sep 2024', 40],
          ['53,145 CR SO Listrik', 120],
        ],
        '53,145',
      ),
    ).toEqual([5314500, null, 1]);
  });
});
