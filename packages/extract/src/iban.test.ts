import { describe, expect, it } from 'vitest';
import { isValidIban, readIban } from './iban.ts';

describe('isValidIban', () => {
  it('accepts the published example IBANs of several countries and rejects a changed digit', () => {
    for (const iban of [
      'GB29NWBK60161331926819',
      'DE89370400440532013000',
      'IT60X0542811101000000123456',
      'FR1420041010050500013M02606',
      'NL91ABNA0417164300',
      'MU17BOMM0101101030300200000MUR',
    ])
      expect(isValidIban(iban), iban).toBe(true);
    expect(isValidIban('GB29NWBK60161331926818')).toBe(false);
    expect(isValidIban('12345678')).toBe(false);
  });
});

describe('readIban', () => {
  it('reads grouped IBANs whole, letters inside groups included, up to their country length', () => {
    expect(readIban('IT60 X054 2811 1010 0000 0123 456 BIC BPMOIT22'.split(' '))).toEqual({
      value: 'IT60 X054 2811 1010 0000 0123 456',
      words: 7,
    });
    expect(readIban('GB29 NWBK 6016 1331 9268 19 BIC NWBK GB2L'.split(' '))).toEqual({
      value: 'GB29 NWBK 6016 1331 9268 19',
      words: 6,
    });
    expect(readIban('FR14 2004 1010 0505 0001 3M02 606.'.split(' '))).toEqual({
      value: 'FR14 2004 1010 0505 0001 3M02 606',
      words: 7,
    });
  });

  it('reads a compact IBAN and, for a country of unknown length, the longest prefix that checks', () => {
    expect(readIban(['DE89370400440532013000', 'Girokonto'])).toEqual({
      value: 'DE89370400440532013000',
      words: 1,
    });
    expect(readIban('MU17 BOMM 0101 1010 3030 0200 000M UR BIC X'.split(' '))).toEqual({
      value: 'MU17 BOMM 0101 1010 3030 0200 000M UR',
      words: 8,
    });
    // A country outside the registry ("ZZ"): the longest prefix of whole groups whose check holds.
    expect(readIban('ZZ79 BOMM 0101 1010 3030 0200 000M UR BIC X'.split(' '))).toEqual({
      value: 'ZZ79 BOMM 0101 1010 3030 0200 000M UR',
      words: 8,
    });
  });

  it('keeps a currency code glued after a compact IBAN (a sub-account), else cuts to the length', () => {
    expect(readIban(['GE29TB7123456789012345USD'])).toEqual({
      value: 'GE29TB7123456789012345USD',
      words: 1,
    });
    expect(readIban(['GE29TB7123456789012345GEL'])?.value).toBe('GE29TB7123456789012345GEL');
    expect(readIban(['GE29TB7123456789012345BIC'])).toEqual({
      value: 'GE29TB7123456789012345',
      words: 1,
    });
  });

  it('is null for what only starts like an IBAN', () => {
    expect(readIban(['AB12', 'x'])).toBeNull();
    expect(readIban(['12345678'])).toBeNull();
    expect(readIban(['Konto'])).toBeNull();
  });
});
