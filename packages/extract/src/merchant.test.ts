import { describe, expect, it } from 'vitest';
import { merchantName } from './merchant.ts';
import { exactWordsRegExp, fold, wordsRegExp } from './wordMatch.ts';

describe('merchantName', () => {
  it('drops card prefixes, dates and masked card numbers in front', () => {
    expect(merchantName('PURCHASE AUTHORIZED ON 03/04 WALGREENS', null)).toBe('WALGREENS');
    expect(merchantName('CARD XXXX1234 APPLE PAY SHELL', null)).toBe('SHELL');
    expect(merchantName('RECURRING PAYMENT NETFLIX.COM', null)).toBe('NETFLIX.COM');
  });

  it('takes the merchant after a processor star', () => {
    expect(merchantName('SQ *BLUE BOTTLE COFFEE', null)).toBe('BLUE BOTTLE COFFEE');
    expect(merchantName('PAYPAL *SPOTIFY', null)).toBe('SPOTIFY');
    expect(merchantName('UBER *TRIP', null)).toBe('UBER TRIP');
  });

  it('cuts at the first reference', () => {
    expect(merchantName('TARGET 00012345 AUSTIN', null)).toBe('TARGET');
    expect(merchantName('COMCAST PPD ID: 99', null)).toBe('COMCAST');
    expect(merchantName('EDF Mandat FR12ZZZ', null)).toBe('EDF');
    expect(merchantName('IKEA #123', null)).toBe('IKEA');
    expect(merchantName('7-ELEVEN 31/12', null)).toBe('7-ELEVEN');
  });

  it('drops a trailing country or state code with the city before it', () => {
    expect(merchantName('WHOLE FOODS MKT AUSTIN TX', null)).toBe('WHOLE FOODS MKT');
    expect(merchantName('STARBUCKS SEATTLE WA', null)).toBe('STARBUCKS');
    expect(merchantName('LIDL DE', null)).toBe('LIDL');
    // A lower-case word that spells a code is part of the name.
    expect(merchantName('Café de la Paix in', null)).toBe('Café de la Paix in');
  });

  it('drops the words of the rule that named the row', () => {
    const rule = exactWordsRegExp(['KARTENZAHLUNG', '*LASTSCHRIFT']);
    expect(merchantName('Kartenzahlung REWE', rule)).toBe('REWE');
    expect(merchantName('SEPA-Lastschrift Telekom', rule)).toBe('Telekom');
  });

  it('is null when no name is left', () => {
    expect(merchantName('POS 03/04 123456', exactWordsRegExp(['POS']))).toBeNull();
    expect(merchantName('CARD PURCHASE', exactWordsRegExp(['PURCHASE']))).toBeNull();
    expect(merchantName('', null)).toBeNull();
    expect(merchantName('X', null)).toBeNull();
  });
});

describe('word matching', () => {
  it('folds case and accents', () => {
    expect(fold('Überweisung Café')).toBe('UBERWEISUNG CAFE');
  });

  it('matches whole words, phrases over any spaces, and compounds marked with *', () => {
    const re = wordsRegExp(['ATM', 'CASH  WITHDRAWAL', '*GEBUHR*', 'ZINS*']);
    expect(re.test('ATM 123')).toBe(true);
    expect(re.test('BATMAN')).toBe(false);
    expect(re.test('CASH    WITHDRAWAL')).toBe(true);
    expect(re.test(fold('Kontoführungsgebühren'))).toBe(true);
    expect(re.test('ZINSGUTSCHRIFT')).toBe(true);
    expect(re.test('SOLLZINS')).toBe(false);
  });
});
