import { describe, expect, it } from 'vitest';
import {
  detectCurrency as detectOf,
  detectLiability,
  findPeriod,
  readCurrency as currencyOf,
} from './readAccountInfo.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';
import type { Line } from './types.ts';

const readCurrency = (ls: Line[]) => currencyOf(ls, DEFAULT_SETTINGS);
const detectCurrency = (ls: Line[]) => detectOf(ls, DEFAULT_SETTINGS);

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
    expect(detectCurrency([makeLine(1, 1, [['Balance CA$12.00', 0]])])).toBe('CAD');
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

describe('readCurrency', () => {
  const read = (...texts: string[]) =>
    readCurrency(texts.map((t, i) => line(t, 1 + Math.floor(i / 50))));

  it('reads prefixed dollars, signs and ISO codes as the one currency they name', () => {
    const cases: [string, string][] = [
      ['Closing balance NZ$1,204.55', 'NZD'],
      ['Balance S$ 812.40', 'SGD'],
      ['Saldo HK$-45.00', 'HKD'],
      ['Saldo final R$ 5.234,56', 'BRL'],
      ['Solde CA$1,200.00', 'CAD'],
      ['Balance A$12.00', 'AUD'],
      ['Closing balance ₹1,23,456.00', 'INR'],
      ['Available ₦ 54,000.00', 'NGN'],
      ['Saldo 1.234,56 CHF', 'CHF'],
      ['Currency : INR', 'INR'],
      ['Balance £12.00', 'GBP'],
      ['Kontostand 1.234,56 €', 'EUR'],
      ['Closing balance N$ 1,204.55', 'NAD'],
      ['New Balance BZ$1,204.55', 'BZD'],
      ['Balance EC$812.40', 'XCD'],
    ];
    for (const [text, code] of cases) expect(read(text), text).toBe(code);
  });

  it('reads a sign as the other currency written with it that the statement names, not its usual one', () => {
    // The Falklands' and Gibraltar's pounds are printed "£" like sterling; the code or name decides.
    const pounds = [
      'Balance on 01 Mar 24 £214.85',
      'Balance on 31 Mar 24 £3,646.41',
      '£15.04',
      '£18.30',
    ];
    expect(read('Currency: FKP', ...pounds)).toBe('FKP');
    expect(read('Gibraltar pounds', ...pounds)).toBe('GIP');
    expect(read(...pounds)).toBe('GBP');
    // Sterling named beside another pound: the usual one stands.
    expect(read('Currency: GBP', 'Rate to FKP', ...pounds)).toBe('GBP');
    // Two other pounds named: neither is proved, the usual one stands.
    expect(read('FKP', 'GIP', ...pounds)).toBe('GBP');
  });

  it('reads any active ISO 4217 code, not only the common ones, and leaves out codes that are words', () => {
    // Codes of currencies no fixture prints (Nepal, Fiji's neighbours, Central Africa, Uzbekistan).
    expect(read('Currency: NPR', 'Closing balance 12,400.00')).toBe('NPR');
    expect(read('Saldo 1 250 000 XAF')).toBe('XAF');
    expect(read('Balance UZS 4 512 300,00')).toBe('UZS');
    // A code whose currency is written with a dollar sign fits a statement's bare dollars.
    expect(read('Amounts in XCD', 'Balance $1,234.56', '$12.00')).toBe('XCD');
    // "TOP UP", "ALL" and a processor's name are words, not Tongan paanga, lek or dram.
    expect(read('TOP UP ALL CARDS 12.00', 'AMD PROCESSOR 45.00')).toBeNull();
  });

  it('reads the codes of ISO 4217 up to Amendment 180, and the ones withdrawn since 2021', () => {
    // Introduced since 2021: the digital bolívar, the Caribbean guilder (its name too).
    expect(read('Moneda: VED', 'Saldo 1.204,55')).toBe('VED');
    expect(read('Saldo 1,204.55 XCG')).toBe('XCG');
    expect(read('All amounts in Caribbean guilders', 'Balance 1,204.55')).toBe('XCG');
    // Withdrawn, still printed by statements from before: the kuna, the Cuban convertible peso.
    expect(read('Stanje 1.204,55 HRK')).toBe('HRK');
    expect(read('Moneda: CUC', 'Saldo 1,204.55')).toBe('CUC');
  });

  it('reads currency names in several languages', () => {
    expect(read('All amounts are in pounds sterling', 'Balance 1,200.00')).toBe('GBP');
    expect(read('Montants en dollars canadiens', 'Solde 1 200,00 $')).toBe('CAD');
    expect(read('Beträge in Schweizer Franken', "Saldo 1'200.00")).toBe('CHF');
    expect(read('Valores em Reais', 'Saldo 1.200,00')).toBe('BRL');
  });

  it('falls back to the country of the IBAN, a national bank code or a deposit insurer', () => {
    expect(read('IBAN DE89 3704 0044 0532 0130 00', 'Saldo 1.234,56')).toBe('EUR');
    expect(read('IBAN: GB29NWBK60161331926819', 'Balance 1,234.56')).toBe('GBP');
    expect(read('Rekening NL91ABNA0417164300', 'Saldo 1.234,56')).toBe('EUR');
    expect(read('IBAN CH93 0076 2011 6238 5295 7', "Saldo 1'234.56")).toBe('CHF');
    expect(read('Sort code 40-47-84 Account 12345678', 'Balance 1,234.56')).toBe('GBP');
    expect(read('BSB 062-000 Account 1234 5678', 'Closing balance $1,234.56')).toBe('AUD');
    expect(read('IFSC: HDFC0001234', 'Closing Balance 1,234.56')).toBe('INR');
    expect(read('Transit number 00012 Institution 003', 'Balance $1,234.56')).toBe('CAD');
    expect(read('Member FDIC', 'Ending balance $1,234.56')).toBe('USD');
  });

  it('says null rather than guess from a bare dollar, nothing, or evidence that disagrees', () => {
    expect(read('Ending balance $1,234.56')).toBeNull();
    expect(read('Saldo 1.234,56')).toBeNull();
    // A sort code and dollar amounts: not pounds, and no dollar named.
    expect(read('Sort code 40-47-84', 'Balance $1,234.56')).toBeNull();
    // One foreign purchase in euros on a statement printed in dollars.
    expect(read('$10.00', '$20.00', 'Paris cafe EUR 45.00 $49.10')).toBeNull();
    expect(read('Amounts in USD', '$10.00', '$20.00')).toBe('USD');
    expect(read('Balance £10.00', 'Saldo €10.00')).toBeNull();
    // A merchant called Sterling, and an IBAN in a transaction past the front pages, name nothing.
    expect(read('STERLING HARDWARE 12.00')).toBeNull();
    expect(
      readCurrency([line('Balance 1,234.56'), line('SEPA IBAN DE89 3704 0044 0532 0130 00', 5)]),
    ).toBeNull();
  });

  it('keeps the old fallback for callers that need a code', () => {
    expect(detectCurrency([line('Ending balance $1,234.56')])).toBe('USD');
    expect(detectCurrency([line('Saldo 1.234,56')])).toBe('EUR');
    expect(detectCurrency([line('BSB 062-000'), line('Balance $1.00')])).toBe('AUD');
  });
});

describe('readCurrency (ISO 4217 names)', () => {
  const read = (...texts: string[]) => readCurrency(texts.map((t) => line(t)));

  it("reads the standard's names, singular or plural, of currencies no fixture prints", () => {
    expect(read('Montants en ouguiyas', 'Solde 1 204,55')).toBe('MRU');
    expect(read('All amounts in Vatu', 'Balance 12,450')).toBe('VUV');
    expect(read('Moeda: Patacas', 'Saldo 1,204.55')).toBe('MOP');
    expect(read('Currency: Lilangeni', 'Balance 1,204.55')).toBe('SZL');
    expect(read('Amounts in Aruban Florin', 'Balance 1,204.55')).toBe('AWG');
    expect(read('Currency East Caribbean Dollars', 'Balance $1,204.55')).toBe('XCD');
    expect(read('Amounts in Trinidad and Tobago Dollars', 'Balance $1,204.55')).toBe('TTD');
  });

  it('leaves out a name several currencies share, and names that are everyday words', () => {
    expect(read('Amounts in Shillings', 'Balance 1,204.55')).toBeNull();
    expect(read('Currency: Leones', 'Balance 1,204.55')).toBeNull();
    expect(read('RAND WATER BOARD', 'Balance 1,204.55')).toBeNull();
    expect(read('Amounts in Kenyan Shillings', 'Balance 1,204.55')).toBe('KES');
  });
});

describe('readCurrency (a sign naming several currencies)', () => {
  const read = (...texts: string[]) => readCurrency(texts.map((t) => line(t)));

  it('lets a code that picks one of the currencies of "C$" decide, however often "C$" is printed', () => {
    const summary = [
      'Saldo anterior C$ 4,120.00',
      'Pagos C$ 1,000.00',
      'Saldo al corte C$ 3,120.00',
    ];
    expect(read('Moneda: Córdobas (NIO)', ...summary)).toBe('NIO');
    expect(read('Amounts in CAD', ...summary)).toBe('CAD');
  });

  it('says null for "C$" alone, and reads the one currency "C$" and a bare "$" share', () => {
    expect(read('Solde C$1,200.00')).toBeNull();
    expect(read('Closing balance C$1,200.00', 'Date Description Withdrawals ($) Balance ($)')).toBe(
      'CAD',
    );
    // A code "C$" cannot stand for, printed less often than it, does not outvote it.
    expect(read('C$ 10.00', 'C$ 20.00', 'Paris cafe EUR 45.00')).toBeNull();
  });
});

describe('readCurrency (rows and headers)', () => {
  it('weighs a sign in a header above codes of foreign purchases in the rows', () => {
    const lines = [
      line('Date Description £Out £In £Balance'),
      line('25 Jun CARD PURCHASE EUR 45.00 @ 1.1650 CAFE SPRINGFIELD 43.46 2,795.06'),
      line('28 Jun CARD PURCHASE EUR 45.00 @ 1.1650 CAFE RIVERTON 70.15 2,724.91'),
      line('05 Jul CARD PURCHASE EUR 45.00 @ 1.1650 CAFE OAKDALE 42.01 3,740.98'),
    ];
    expect(readCurrency(lines)).toBe('GBP');
    // With only rows to go by, the rows decide.
    expect(
      readCurrency([line('02/03/2024 Coffee 4.50 EUR'), line('03/03/2024 Rent 900.00 EUR')]),
    ).toBe('EUR');
  });
});

describe('readCurrency (letters that only sometimes name a currency)', () => {
  it('reads RM before money as ringgit, not in an address or a name', () => {
    expect(readCurrency([line('Closing balance RM 1,204.55')])).toBe('MYR');
    expect(readCurrency([line('ALL AMOUNTS IN RM'), line('Balance 1,204.55')])).toBe('MYR');
    expect(readCurrency([line('DATE DESCRIPTION AMOUNT (RM)'), line('Balance 1,204.55')])).toBe(
      'MYR',
    );
    expect(readCurrency([line('RM 1203, 12/F Tower 2'), line('Balance 1,204.55')])).toBeNull();
    expect(readCurrency([line('TARIH ACIKLAMA TUTAR (TL)'), line('Bakiye 1.204,55')])).toBe('TRY');
    expect(readCurrency([line('RON WEASLEY'), line('Balance 1,204.55')])).toBeNull();
  });

  it("reads a code that is also a word where it is a label's whole value", () => {
    expect(readCurrency([line('Devise : MAD (Dirham)'), line('Solde 1 204,55')])).toBe('MAD');
    expect(readCurrency([line('Currency: TRY'), line('Balance 1.204,55')])).toBe('TRY');
    expect(
      readCurrency([line('Statement type: ALL transactions'), line('Balance 1,204.55')]),
    ).toBeNull();
    expect(readCurrency([line('Name: RON WEASLEY'), line('Balance 1,204.55')])).toBeNull();
  });

  it("reads one whose name follows in brackets of up to two words, the label's whole value", () => {
    expect(readCurrency([line('Xyzzy: SOS (Plugh frobozz)'), line('Saldo 1.204,55')])).toBe('SOS');
    expect(readCurrency([line('Xyzzy: PEN (Plugh-frob)'), line('Saldo 1.204,55')])).toBe('PEN');
    // Not a name of three words, a bracket of figures, or more printed after the bracket in its cell.
    expect(readCurrency([line('Xyzzy: SOS (Plugh a frob)'), line('Saldo 1.204,55')])).toBeNull();
    expect(readCurrency([line('Xyzzy: SOS (12 frobs)'), line('Saldo 1.204,55')])).toBeNull();
    expect(readCurrency([line('Xyzzy: SOS (Plugh frob) only'), line('Saldo 1.204,55')])).toBeNull();
    expect(readCurrency([line('Xyzzy: SOS (Plugh frob'), line('Saldo 1.204,55')])).toBeNull();
  });

  it("reads one in brackets after the currency's name, the label's whole value", () => {
    expect(readCurrency([line('Xyzzy: Plughs (BOB)'), line('Saldo 1.204,55')])).toBe('BOB');
    expect(readCurrency([line('Xyzzy: Plughs frobs (AMD)'), line('Saldo 1.204,55')])).toBe('AMD');
    // Not after a name of three words, with no label before it, or with more printed after it in its cell.
    expect(readCurrency([line('Xyzzy: Plughs a frobs (BOB)'), line('Saldo 1.204,55')])).toBeNull();
    expect(readCurrency([line('Plughs (BOB)'), line('Saldo 1.204,55')])).toBeNull();
    expect(readCurrency([line('Xyzzy: Plughs (BOB) only'), line('Saldo 1.204,55')])).toBeNull();
  });
});

describe('readCurrency (what the statement says of itself)', () => {
  // Forty rows whose descriptions name another currency: a counterparty's account, not this one's.
  const rows = Array.from({ length: 40 }, (_, i) =>
    line(
      `${String((i % 28) + 1).padStart(2, '0')}/01/2024 Transfer to GBP Account 1,000.00 25,000.00`,
    ),
  );

  it('takes the one currency the heading names, and the labels below it, over codes in the rows', () => {
    const heading = [
      line('EURO CALL ACCOUNT'),
      line('Account 40-123456-01 EUR'),
      line('Currency: EUR'),
    ];
    expect(readCurrency([...heading, ...rows])).toBe('EUR');
    expect(readCurrency([...heading, ...rows, line('Currency: EUR', 2)])).toBe('EUR');
  });

  it('counts as before where the heading names two currencies, or a label below it another', () => {
    expect(readCurrency([line('Currency: EUR'), line('Rate USD 1.0850'), ...rows])).toBe('GBP');
    // A second account, labelled in dollars: the heading does not speak for the whole statement.
    expect(readCurrency([line('Currency: EUR'), ...rows, line('Currency: USD', 2)])).toBe('GBP');
  });
});
