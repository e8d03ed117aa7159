import { describe, expect, it } from 'vitest';
import { parseAmount } from './parseAmount.ts';
import { makeLine } from './testing/lines.ts';
import { threeDecimalMark, twoDecimalMoney } from './threeDecimals.ts';

const lines = (cells: string[][]) =>
  cells.map((c, i) =>
    makeLine(
      1,
      100 + 12 * i,
      c.map((t, k) => [t, 50 + 150 * k]),
    ),
  );

/** A ledger printing every figure with three decimals after a point, commas grouping thousands. */
const DINARS = [
  ['Opening Balance KWD', '3,456.700'],
  ['02/03/2024 ATM WITHDRAWAL', '193.020', '3,263.680'],
  ['02/03/2024 SERVICE CHARGE', '1.070', '3,262.610'],
  ['03/03/2024 SALARY', '1,032.230', '4,294.840'],
  ['Closing Balance KWD', '4,294.840'],
];

describe('threeDecimalMark', () => {
  it('reads the decimal mark from figures printing both separators and three decimals', () => {
    expect(threeDecimalMark(lines(DINARS))).toBe('.');
    expect(
      threeDecimalMark(
        lines([
          ['01.03.2024 Saldo', '3.456,700'],
          ['02.03.2024 Kauf', '-193,020', '3.263,680'],
          ['Schlusssaldo', '3.263,680'],
        ]),
      ),
    ).toBe(',');
  });

  it('keeps two decimals when any figure prints two after both separators, or two-decimal figures are as many', () => {
    expect(threeDecimalMark(lines([...DINARS, ['Fee', '1,234.56']]))).toBeNull();
    expect(
      threeDecimalMark(
        lines([
          ['Ref 1,234.567 1,234.568 1,234.569', '12.50'],
          ['Fee', '1.25', '3.40', '7.00'],
        ]),
      ),
    ).toBeNull();
  });

  it('keeps whole numbers grouped by one separator (kronur, won) and dates as printed', () => {
    const whole = lines([
      ['01.03.2024 Opening', '1.234.560'],
      ['02.03.2024 Shop', '193.020', '1.041.540'],
      ['03.03.2024 Fee', '1.070', '1.040.470'],
    ]);
    expect(threeDecimalMark(whole)).toBeNull();
    expect(twoDecimalMoney(whole).lines.map((l) => l.text)).toEqual(whole.map((l) => l.text));
  });
});

describe('twoDecimalMoney', () => {
  it('prints every three-decimal figure with two, so that it parses to its cents', () => {
    const out = twoDecimalMoney(lines(DINARS));
    expect(out.rounded).toBe(0);
    expect(out.lines.map((l) => l.text)).toEqual([
      'Opening Balance KWD 3,456.70',
      '02/03/2024 ATM WITHDRAWAL 193.02 3,263.68',
      '02/03/2024 SERVICE CHARGE 1.07 3,262.61',
      '03/03/2024 SALARY 1,032.23 4,294.84',
      'Closing Balance KWD 4,294.84',
    ]);
    const figures = out.lines[1]?.words.slice(-2).map((w) => parseAmount(w.text)?.cents);
    expect(figures).toEqual([19302, 326368]);
  });

  it('keeps signs and marks around the figure and uses the statement own separators', () => {
    const out = twoDecimalMoney(
      lines([
        ['Saldo', '3.456,700'],
        ['Kauf', '-193,020', '(1.070,000)', '5,000-', 'KWD1.263,680'],
        ['Ende', '3.263,680'],
      ]),
    );
    expect(out.lines[1]?.text).toBe('Kauf -193,02 (1.070,00) 5,00- KWD1.263,68');
  });

  it('keeps the leading zero of a thousands group printed as a word of its own', () => {
    // "1 086,170": space-grouped thousands, so "086,170" is a word of its own; proven by "4 623,800".
    const out = twoDecimalMoney(
      lines([
        ['SOLDE', '4 623,800'],
        ['17/03/2024 VIR RECU', '1 086,170'],
        ['18/03/2024 VIREMENT', '1 412,550'],
        ['19/03/2024 RETRAIT', '0,500'],
      ]),
      'TND',
    );
    expect(out.lines.map((l) => l.text)).toEqual([
      'SOLDE 4 623,80',
      '17/03/2024 VIR RECU 1 086,17',
      '18/03/2024 VIREMENT 1 412,55',
      '19/03/2024 RETRAIT 0,50',
    ]);
  });

  it('rounds a third decimal that is not 0 to the cent and counts it, never silently', () => {
    const out = twoDecimalMoney(lines([...DINARS, ['04/03/2024 FEE', '0.125', '1,999.995']]));
    expect(out.rounded).toBe(2);
    expect(out.lines[5]?.text).toBe('04/03/2024 FEE 0.13 2,000.00');
  });
});

/** A card printing rials of 1000 baisa, every figure under 1,000 but its limit ("4.420" is 4.42). */
const RIALS = [
  ['Credit Limit', '1,500.000'],
  ['Previous Balance', '285.400'],
  ['Current Balance', '290.520'],
  ['28/02/2024 GROCER', '4.420'],
  ['29/02/2024 PAYMENT', '285.400 CR'],
  ['01/03/2024 AIRLINE', '286.100'],
];

describe('one number format per statement', () => {
  it('reads three decimals from one figure printing both separators', () => {
    const out = twoDecimalMoney(lines(RIALS));
    expect(out.undecided).toBeNull();
    expect(out.lines.map((l) => l.text)).toEqual([
      'Credit Limit 1,500.00',
      'Previous Balance 285.40',
      'Current Balance 290.52',
      '28/02/2024 GROCER 4.42',
      '29/02/2024 PAYMENT 285.40 CR',
      '01/03/2024 AIRLINE 286.10',
    ]);
  });

  it('reads three decimals from the printed currency when no figure has both separators', () => {
    const small = lines(RIALS.slice(1));
    expect(threeDecimalMark(small)).toBeNull();
    expect(threeDecimalMark(small, 'OMR')).toBe('.');
    expect(twoDecimalMoney(small, 'OMR').lines[2]?.text).toBe('28/02/2024 GROCER 4.42');
    // A currency of cents cannot print three decimals: "4.420" is then a whole number, decided.
    expect(twoDecimalMoney(small, 'EUR')).toMatchObject({ rounded: 0, undecided: null });
    expect(twoDecimalMoney(small, 'EUR').lines[2]?.text).toBe('28/02/2024 GROCER 4.420');
  });

  it('says undecided when nothing tells three decimals from a thousands separator', () => {
    const out = twoDecimalMoney(lines(RIALS.slice(1)));
    // The first figure that could be either, quoted in the warning.
    expect(out.undecided).toBe('285.400');
    expect(out.lines[2]?.text).toBe('28/02/2024 GROCER 4.420');
  });

  it('keeps whole numbers when the same separator groups thousands twice elsewhere', () => {
    const whole = lines([['Opening', '1.234.560'], ...RIALS]);
    expect(threeDecimalMark(whole)).toBeNull();
    expect(threeDecimalMark(whole, 'OMR')).toBeNull();
    expect(twoDecimalMoney(whole).undecided).toBeNull();
  });
});

/** A ledger in cents: figures printing two decimals after both separators. */
const SHEKELS = [
  ['Opening Balance', '18,742.50'],
  ['06/03/2024 POS PURCHASE', '519.27', '18,223.23'],
  ['08/03/2024 TRANSFER IN', '3,564.88', '21,788.11'],
  ['Closing Balance', '21,788.11'],
];

describe('a statement printing both formats, one account in dinars among accounts in cents', () => {
  it('reads each section with its own decimals: the dinar block with two, the others as printed', () => {
    const all = lines([
      ...SHEKELS,
      ['Account 2101-123456-002 JOD'],
      ...DINARS.slice(0, 3),
      // Past the last figure printing both separators, still three decimals: the dinar block's.
      ['02/03/2024 TRANSFER', '47.910', '3214.700'],
      ['Account 2101-123456-003 USD'],
      ['03/03/2024 ELECTRICITY', '2.99', '9,353.11'],
    ]);
    const out = twoDecimalMoney(all);
    expect(out).toMatchObject({ rounded: 0, undecided: null });
    expect(out.lines.map((l) => l.text)).toEqual([
      ...all.slice(0, 5).map((l) => l.text),
      'Opening Balance KWD 3,456.70',
      '02/03/2024 ATM WITHDRAWAL 193.02 3,263.68',
      '02/03/2024 SERVICE CHARGE 1.07 3,262.61',
      '02/03/2024 TRANSFER 47.91 3214.70',
      'Account 2101-123456-003 USD',
      '03/03/2024 ELECTRICITY 2.99 9,353.11',
    ]);
    // The statement as a whole decides nothing: it prints both.
    expect(threeDecimalMark(all)).toBeNull();
  });

  it('keeps three decimals in fewer lines than a table has (a foreign amount quoted in a description)', () => {
    const quoted = lines([
      ...SHEKELS.slice(0, 2),
      ['ORIGINAL AMOUNT KWD 1,234.500'],
      ['FX RATE 12.100'],
      ...SHEKELS.slice(2),
    ]);
    expect(twoDecimalMoney(quoted).lines.map((l) => l.text)).toEqual(quoted.map((l) => l.text));
    // Three such lines are a section of their own.
    expect(twoDecimalMoney(quoted, null, 2).lines[2]?.text).toBe('ORIGINAL AMOUNT KWD 1,234.50');
  });

  it('reads no section whose marks the statement elsewhere proves otherwise', () => {
    const grouped = lines([...SHEKELS, ...DINARS, ['Reference', '12.345.678']]);
    expect(twoDecimalMoney(grouped).lines.map((l) => l.text)).toEqual(grouped.map((l) => l.text));
  });
});
