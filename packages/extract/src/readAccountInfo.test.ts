import { describe, expect, it } from 'vitest';
import { detectCurrency, detectLiability, findPeriod } from './readAccountInfo.ts';
import { makeLine } from './testing/lines.ts';

const line = (text: string, page = 1) => makeLine(page, 100, [[text, 50]]);

describe('findPeriod', () => {
  it('reads "from ... to ..." ranges in several forms', () => {
    expect(findPeriod([line('January 14, 2021 through February 10, 2021')], 'MDY')).toEqual({
      start: '2021-01-14',
      end: '2021-02-10',
    });
    expect(findPeriod([line('11 May to 10 June 2019')], 'DMY')).toEqual({
      start: '2019-05-11',
      end: '2019-06-10',
    });
    expect(findPeriod([line('Zeitraum: 1. Juni 2022 bis 5. Juli 2022')], 'DMY')).toEqual({
      start: '2022-06-01',
      end: '2022-07-05',
    });
    expect(findPeriod([line('du 01/12/2023 au 14/01/2024')], 'DMY')).toEqual({
      start: '2023-12-01',
      end: '2024-01-14',
    });
    expect(findPeriod([line('16 December to 14 January 2022')], 'DMY')).toEqual({
      start: '2021-12-16',
      end: '2022-01-14',
    });
  });

  it('falls back to a statement date label, then to the latest full date', () => {
    expect(
      findPeriod([line('Payment due 07 Feb 2022'), line('Statement Date 11 January 2022')], 'DMY')
        .end,
    ).toBe('2022-01-11');
    expect(
      findPeriod([line('August 11, 2021 Page 1 of 7'), line('July 1, 2021 notice')], 'MDY').end,
    ).toBe('2021-08-11');
  });
});

describe('detectCurrency and detectLiability', () => {
  it('counts currency symbols and codes', () => {
    expect(detectCurrency([line('Balance £12.00'), line('fee £1.75')])).toBe('GBP');
    expect(detectCurrency([line('Saldo 1.234,56 EUR')])).toBe('EUR');
    expect(detectCurrency([line('Saldo 1.234,56')])).toBe('EUR');
    expect(detectCurrency([line('Balance 1,234.56')])).toBe('USD');
  });

  it('recognises a credit card from its summary words', () => {
    expect(detectLiability([line('Credit Limit £10,500.00'), line('New Balance 1,830.18')])).toBe(
      true,
    );
    expect(
      detectLiability([
        line('Overdraft Protection: Credit Card - XXXX'),
        line('Ending balance 10.00'),
      ]),
    ).toBe(false);
  });
});

describe('detectCurrency (dollars)', () => {
  it('tells Australian and Canadian dollars from US dollars by their prefix or code', () => {
    expect(detectCurrency([makeLine(1, 1, [['Balance A$12.00 AUD', 0]])])).toBe('AUD');
    expect(detectCurrency([makeLine(1, 1, [['Balance C$12.00', 0]])])).toBe('CAD');
    expect(detectCurrency([makeLine(1, 1, [['Balance $12.00', 0]])])).toBe('USD');
  });
});

describe('findPeriod (glued range)', () => {
  it('reads a range printed as one word', () => {
    expect(findPeriod([makeLine(1, 1, [['Billing Period: 02/09/24-03/08/24', 0]])], 'MDY')).toEqual(
      { start: '2024-02-09', end: '2024-03-08' },
    );
  });
});
