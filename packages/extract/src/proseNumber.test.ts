import { describe, expect, it } from 'vitest';
import { accountNumberRead } from './findAccountNumber.ts';
import { linesToRows } from './linesToRows.ts';
import { labelInProse } from './proseNumber.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';

const rowOf = (text: string) =>
  linesToRows([makeLine(1, 100, [[text, 50]])], 'DMY', DEFAULT_SETTINGS);

describe('labelInProse', () => {
  it('tells a label inside a sentence from a field', () => {
    const words = rowOf('Xyzzy will be paid from account 12345678 tomorrow.')[0]!.line.words;
    expect(labelInProse(words, 5, 8)).toBe(true);
    const field = rowOf('Account 12345678')[0]!.line.words;
    expect(labelInProse(field, 0, 8)).toBe(false);
    // Words before it but none after the number: a field whose label runs long.
    const long = rowOf('Xyzzy plugh account 12345678')[0]!.line.words;
    expect(labelInProse(long, 2, 8)).toBe(false);
  });
  it('marks the account number read from a sentence', () => {
    const sentence = rowOf('Xyzzy will be paid from account 12345678 tomorrow.');
    expect(accountNumberRead(sentence, 0, DEFAULT_SETTINGS)).toEqual({
      value: '12345678',
      prose: true,
    });
    expect(accountNumberRead(rowOf('Account 12345678'), 0, DEFAULT_SETTINGS)).toEqual({
      value: '12345678',
    });
  });
});
