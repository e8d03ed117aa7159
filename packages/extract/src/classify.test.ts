import { describe, expect, it } from 'vitest';
import { checkNumberFromDescription, classify } from './classify.ts';

describe('classify', () => {
  it('takes the category from the section first', () => {
    expect(classify('ANYTHING', -100, 'checks', null)).toBe('check');
    expect(classify('ANYTHING', -100, 'fees', null)).toBe('fee');
    expect(classify('POS PURCHASE GROCER', -100, 'atm', null)).toBe('card');
    expect(classify('ATM WITHDRAWAL', -100, 'atm', null)).toBe('atm');
    expect(classify('ANYTHING', 100, 'deposits', null)).toBe('deposit');
  });

  it('falls back to description keywords in four languages', () => {
    expect(classify('MONTHLY SERVICE FEE', -100, null, null)).toBe('fee');
    expect(classify('CHECK 1234', -100, null, null)).toBe('check');
    expect(classify('Bargeldauszahlung GA 4341', -100, null, null)).toBe('atm');
    expect(classify('Kartenzahlung LIDL', -100, null, null)).toBe('card');
    expect(classify('VIREMENT EMIS LOYER', -100, null, null)).toBe('transfer');
    expect(classify('GROCERIES', -100, 'electronic', null)).toBe('transfer');
    expect(classify('GROCERIES', -100, null, null)).toBe('other');
    expect(classify('ONLINE TRANSFER FROM SAVINGS', 100, null, null)).toBe('transfer');
    expect(classify('INTEREST PAYMENT', 100, null, null)).toBe('deposit');
  });

  it('reads check numbers from descriptions', () => {
    expect(checkNumberFromDescription('CHECK #1234')).toBe('1234');
    expect(checkNumberFromDescription('Scheck Nr. 5044')).toBeNull();
    expect(checkNumberFromDescription('CHEQUE 000123 PAID')).toBe('000123');
  });
});
