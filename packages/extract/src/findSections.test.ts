import { describe, expect, it } from 'vitest';
import {
  accountNumber,
  balanceLabel,
  isTotalRow,
  labelsAbove,
  sectionHeading,
} from './findSections.ts';
import { linesToRows } from './linesToRows.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';

function rowsOf(...texts: string[]) {
  return linesToRows(
    texts.map((t, i) => makeLine(1, 100 + i * 12, [[t, 50]])),
    'MDY',
    DEFAULT_SETTINGS,
  );
}

describe('sectionHeading', () => {
  it('reads the kind of section from the words of a short heading', () => {
    const cases: [string, string | null][] = [
      ['DEPOSITS AND ADDITIONS', 'deposits'],
      ['Deposits and other additions - continued', 'deposits'],
      ['ATM & DEBIT CARD WITHDRAWALS', 'atm'],
      ['VISA CHECK CARD PURCHASES', 'card'],
      ['CHECKS PAID AND OTHER DEBITS', 'checks'],
      ['Other debits and fees', 'fees'],
      ['ELECTRONIC WITHDRAWALS', 'electronic'],
      ['Withdrawals and other subtractions', 'withdrawals'],
      ['DAILY ENDING BALANCE', 'ignore'],
      ['Summary of checks written', 'ignore'],
      ['Soldes quotidiens', 'ignore'],
      ['Transaction history (continued)', 'transactions'],
      ['Checking Account Statement', null],
      ['Deposits and Additions 6,411.44', null],
    ];
    for (const [text, kind] of cases) expect(sectionHeading(rowsOf(text)[0]!), text).toBe(kind);
  });
});

describe('balanceLabel and isTotalRow', () => {
  it('recognises opening, closing and forward balance lines in four languages', () => {
    const cases: [string, string | null][] = [
      ['Beginning balance on June 10, 2021 $2,825.37', 'opening'],
      ['Ope ning Balance 1,315.61', 'opening'],
      ['10 May 19 BALANCE BROUGHT FORWARD 308.39', 'broughtForward'],
      ['BALANCE CARRIED FORWARD 366.39', 'carriedForward'],
      ['Alter Kontostand 687,72', 'opening'],
      ['Neuer Kontostand 2.415,74', 'closing'],
      ['Solde en fin de période 6.350,94', 'closing'],
      ['New Balance 1,830.18', 'closing'],
      ['PAYROLL DEPOSIT 100.00', null],
      ['Primosaldo 18.200,00', 'opening'],
      ['Ultimosaldo 30.812,07', 'closing'],
      ['Utgående saldo 30.812,07', 'closing'],
      ['Záró egyenleg 986 171,00 HUF', 'closing'],
      // A balance word with the date it stands at in its label, whatever the words between.
      ['Saldo fra kontoutskrift 29.02.2024 21.455,00', 'balanceAt'],
      ['Saldo i Fjordbanken 31.03.2024 43.642,19', 'balanceAt'],
      ['Saldo 2.150,40', null],
      ['03/05/2024 Balance transfer 12/03/2024 100.00', null],
    ];
    for (const [text, label] of cases) expect(balanceLabel(rowsOf(text)[0]!), text).toBe(label);
    expect(isTotalRow(rowsOf('Total Deposits and Additions $6,411.44')[0]!)).toBe(true);
    expect(isTotalRow(rowsOf('01/15 TOTAL WINE 12.00')[0]!)).toBe(false);
  });
});

describe('accountNumber', () => {
  it('reads numbers after a label, under a label, masked, in groups and as an IBAN', () => {
    expect(accountNumber(rowsOf('Account Number: 000000123'), 0, DEFAULT_SETTINGS)).toBe(
      '000000123',
    );
    expect(accountNumber(rowsOf('Account 79431541 Current Account'), 0, DEFAULT_SETTINGS)).toBe(
      '79431541',
    );
    expect(accountNumber(rowsOf('Card number 3333 2222 1111 0000'), 0, DEFAULT_SETTINGS)).toBe(
      '3333 2222 1111 0000',
    );
    expect(
      accountNumber(rowsOf('IBAN DE83 9535 6928 3089 6687 15 Tagesgeldkonto'), 0, DEFAULT_SETTINGS),
    ).toBe('DE83 9535 6928 3089 6687 15');
    expect(accountNumber(rowsOf('Account No. XXXX-XXXX-1234'), 0, DEFAULT_SETTINGS)).toBe(
      'XXXX-XXXX-1234',
    );
    expect(accountNumber(rowsOf('Account Number Z12-345678'), 0, DEFAULT_SETTINGS)).toBe(
      'Z12-345678',
    );
    expect(accountNumber(rowsOf('Account Number ABCD-1234'), 0, DEFAULT_SETTINGS)).toBeNull();
    expect(accountNumber(rowsOf('Account 1 of 2'), 0, DEFAULT_SETTINGS)).toBeNull();
  });

  it('reads a number printed in groups of three after a bare label, and one with a slash', () => {
    expect(accountNumber(rowsOf('Account: 000 123 456 (USD)'), 0, DEFAULT_SETTINGS)).toBe(
      '000 123 456',
    );
    expect(accountNumber(rowsOf('Account 12 of 20'), 0, DEFAULT_SETTINGS)).toBeNull();
    expect(accountNumber(rowsOf('Account 1 234.56'), 0, DEFAULT_SETTINGS)).toBeNull();
    expect(accountNumber(rowsOf('Cuenta: 1-234567/8'), 0, DEFAULT_SETTINGS)).toBe('1-234567/8');
    expect(accountNumber(rowsOf('Konto 2000145399/0800'), 0, DEFAULT_SETTINGS)).toBe(
      '2000145399/0800',
    );
    // Groups parted by the decimal mark itself are no money: an account number.
    expect(accountNumber(rowsOf('Konto 123.456.01'), 0, DEFAULT_SETTINGS)).toBe('123.456.01');
    expect(accountNumber(rowsOf('Konto 123.456,01'), 0, DEFAULT_SETTINGS)).toBeNull();
    const below = linesToRows(
      [
        makeLine(1, 100, [
          ['Account Name', 50],
          ['Account Number', 300],
        ]),
        makeLine(1, 110, [
          ['Zeus Test', 50],
          ['12345678', 300],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(accountNumber(below, 0, DEFAULT_SETTINGS)).toBe('12345678');
  });
});

describe('accountNumber (bare labels)', () => {
  it('reads an IBAN after a bare "Cuenta" and digit groups after "Kontonummer"', () => {
    expect(accountNumber(rowsOf('Cuenta ES91 2100 0418 4502 0005 1332'), 0, DEFAULT_SETTINGS)).toBe(
      'ES91 2100 0418 4502 0005 1332',
    );
    expect(
      accountNumber(rowsOf('Rheinische Handelsbank Kontonummer 123 4567 00'), 0, DEFAULT_SETTINGS),
    ).toBe('123 4567 00');
    expect(
      accountNumber(rowsOf('Granite Business Bank Account 4400556677'), 0, DEFAULT_SETTINGS),
    ).toBe('4400556677');
    expect(
      accountNumber(rowsOf('Commonwealth Card Account# 4400 1234 5678 9012'), 0, DEFAULT_SETTINGS),
    ).toBe('4400 1234 5678 9012');
  });
});

describe('accountNumber (IBANs and account numbers printed together)', () => {
  it('keeps an IBAN whole even when its groups hold letters', () => {
    expect(
      accountNumber(rowsOf('IBAN IT60 X054 2811 1010 0000 0123 456'), 0, DEFAULT_SETTINGS),
    ).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(
      accountNumber(rowsOf('Rekeningnummer NL91 ABNA 0417 1643 00'), 0, DEFAULT_SETTINGS),
    ).toBe('NL91 ABNA 0417 1643 00');
    expect(
      accountNumber(rowsOf('IBAN: FR1420041010050500013M02606 BIC: BNPAFRPP'), 0, DEFAULT_SETTINGS),
    ).toBe('FR1420041010050500013M02606');
  });

  it('prefers the labelled account number that the IBAN beside it carries', () => {
    // UK: sort code, account number, BIC and IBAN in one header block.
    const uk = rowsOf(
      'Sort code 60-16-13 Account number 31926819',
      'BIC NWBKGB2L IBAN GB29 NWBK 6016 1331 9268 19',
    );
    expect(accountNumber(uk, 0, DEFAULT_SETTINGS)).toBe('31926819');
    expect(accountNumber(uk, 1, DEFAULT_SETTINGS)).toBe('31926819');
    // Germany: Kontonummer and IBAN on separate lines, the IBAN first.
    const de = rowsOf('IBAN DE89 3704 0044 0532 0130 00', 'Kontonummer 0532013000');
    expect(accountNumber(de, 0, DEFAULT_SETTINGS)).toBe('0532013000');
    // In one box of details the labelled number wins even when the IBAN does not carry it.
    const box = rowsOf('Account number 11112222', 'IBAN DE89 3704 0044 0532 0130 00');
    expect(accountNumber(box, 1, DEFAULT_SETTINGS)).toBe('11112222');
    // Further away, a number the IBAN carries still wins; another account's number does not.
    const gap = ['Branch 12', 'Opened 2019', 'Type Giro'];
    const carried = rowsOf('Kontonummer 0532013000', ...gap, 'IBAN DE89 3704 0044 0532 0130 00');
    expect(accountNumber(carried, 4, DEFAULT_SETTINGS)).toBe('0532013000');
    const other = rowsOf('Account number 11112222', ...gap, 'IBAN DE89 3704 0044 0532 0130 00');
    expect(accountNumber(other, 4, DEFAULT_SETTINGS)).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('reads values glued to a colon, after "A/C No." and a branch/account pair', () => {
    expect(
      accountNumber(rowsOf('Deccan Bank Ltd Account No :50100123456789'), 0, DEFAULT_SETTINGS),
    ).toBe('50100123456789');
    expect(accountNumber(rowsOf('A/C No. : 004301512345'), 0, DEFAULT_SETTINGS)).toBe(
      '004301512345',
    );
    expect(accountNumber(rowsOf('Kestrel Bank A/C 3580119633'), 0, DEFAULT_SETTINGS)).toBe(
      '3580119633',
    );
    // Alone, "A/C" needs a number of four digits or more right after it.
    expect(accountNumber(rowsOf('A/C 12 of 14'), 0, DEFAULT_SETTINGS)).toBeNull();
    expect(
      accountNumber(rowsOf('Banco Ipiranga agência/conta 1234 / 56789-0'), 0, DEFAULT_SETTINGS),
    ).toBe('1234 / 56789-0');
  });

  it('reads an IBAN printed under its label in a box of labels', () => {
    const box = linesToRows(
      [
        makeLine(1, 100, [
          ['Sort code', 50],
          ['BIC', 200],
          ['IBAN', 300],
        ]),
        makeLine(1, 110, [
          ['20-00-00', 50],
          ['BARCGB22', 200],
          ['GB33 BUKB 2020 1555 5555 55', 300],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(accountNumber(box, 0, DEFAULT_SETTINGS)).toBe('GB33 BUKB 2020 1555 5555 55');
  });
});

describe('accountNumber (labels in several languages)', () => {
  it('reads the number after French, Spanish, Polish, Italian, Portuguese and Indian labels', () => {
    const cases: [string, string][] = [
      ['N° de compte : 00012345678', '00012345678'],
      ['Número de cuenta: 0049 1500 05 1234567892', '0049 1500 05 1234567892'],
      ['Nr rachunku: 61 1090 1014 0000 0712 1981 2874', '61 1090 1014 0000 0712 1981 2874'],
      ['Numero di conto 000012345678', '000012345678'],
      ['Conto 000012345678 Arancio', '000012345678'],
      ['Número da conta 12345-6', '12345-6'],
      ['A/C Number: 912010012345678', '912010012345678'],
      ['Tili FI21 1234 5600 0007 85', 'FI21 1234 5600 0007 85'],
      ['Branch 123 Ordinary 123-4567890', '123-4567890'],
      ['Számlaszám: 11773016-01234567-00000000', '11773016-01234567-00000000'],
    ];
    for (const [text, number] of cases)
      expect(accountNumber(rowsOf(text), 0, DEFAULT_SETTINGS), text).toBe(number);
  });
});

describe('labelsAbove', () => {
  it('pairs each label of a summary box with the figure printed under it', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['Product', 50],
          ['Opening balance', 200],
          ['Money out', 300],
          ['Closing balance', 400],
        ]),
        makeLine(1, 112, [
          ['Account (Current)', 50],
          ['800.00 EUR', 205],
          ['514.35 EUR', 300],
          ['1,742.59 EUR', 405],
        ]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(
      labelsAbove(rows, 0, DEFAULT_SETTINGS).map((p) => [p.label, p.amount.amount.cents]),
    ).toEqual([
      ['opening', 80000],
      ['closing', 174259],
    ]);
  });

  it('pairs a figure printed beside its label, under none, with the label whose box column holds it', () => {
    const box = (figures: [string, number][]) =>
      linesToRows(
        [
          makeLine(1, 100, [
            ['Opening balance', 50],
            ['Closing balance', 250],
          ]),
          makeLine(1, 112, figures),
        ],
        'MDY',
        DEFAULT_SETTINGS,
      );
    const pairs = (rows: ReturnType<typeof box>) =>
      labelsAbove(rows, 0, DEFAULT_SETTINGS).map((p) => [p.label, p.amount.amount.cents]);
    // Each label at the left of its column, its figure right-aligned further on (nearer the next label).
    expect(
      pairs(
        box([
          ['1,000.00', 190],
          ['1,250.00', 390],
        ]),
      ),
    ).toEqual([
      ['opening', 100000],
      ['closing', 125000],
    ]);
    // Two figures in one column, or a line of figures with words or a date, pairs nothing that way.
    expect(
      pairs(
        box([
          ['1,000.00', 150],
          ['1,250.00', 200],
        ]),
      ),
    ).toEqual([]);
    expect(
      pairs(
        box([
          ['Total 1,000.00', 150],
          ['1,250.00', 390],
        ]),
      ),
    ).toEqual([]);
    expect(
      pairs(
        box([
          ['03/01/24 1,000.00', 130],
          ['1,250.00', 390],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads nothing from a line with figures of its own, or with its figures far below', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [['Opening balance 10.00', 50]]),
        makeLine(1, 112, [['20.00', 50]]),
        makeLine(1, 200, [['Closing balance', 50]]),
        makeLine(1, 300, [['30.00', 50]]),
      ],
      'MDY',
      DEFAULT_SETTINGS,
    );
    expect(labelsAbove(rows, 0, DEFAULT_SETTINGS)).toEqual([]);
    expect(labelsAbove(rows, 2, DEFAULT_SETTINGS)).toEqual([]);
  });
});

describe('accountNumber (number marks and digit groups)', () => {
  it('reads the number after a number mark that follows an account word', () => {
    const cases: [string, string][] = [
      ['Compte n° 12345 67890 00012345678 90', '12345 67890 00012345678 90'],
      ['CUENTA CORRIENTE EN PESOS (ARS) Nro. 4-123-0987654321-0', '4-123-0987654321-0'],
      ['Conta n. 0123456789012', '0123456789012'],
      ['Bank Semenanjung Cards CARD NO. XXXX XXXX XXXX 4364', 'XXXX XXXX XXXX 4364'],
      ['HARBOR RETAIL CARD Acct ending 7731', '7731'],
      ['Rachunek: PL61 1090 1014 0000 0712 1981 2874', 'PL61 1090 1014 0000 0712 1981 2874'],
    ];
    for (const [text, number] of cases)
      expect(accountNumber(rowsOf(text), 0, DEFAULT_SETTINGS), text).toBe(number);
    // A statement number is not an account number.
    expect(accountNumber(rowsOf('Wyciag nr 3/2024 za okres'), 0, DEFAULT_SETTINGS)).toBeNull();
  });

  it('keeps every digit group of one number in its cell, and nothing past it', () => {
    expect(
      accountNumber(rowsOf('Laurentian Shore Bank Account 00123 4567890'), 0, DEFAULT_SETTINGS),
    ).toBe('00123 4567890');
    expect(
      accountNumber(rowsOf('Norrland Sparbank Konto 8327-9 912 345 678-0'), 0, DEFAULT_SETTINGS),
    ).toBe('8327-9 912 345 678-0');
    expect(
      accountNumber(rowsOf('BSB and account number 062-000 12345678'), 0, DEFAULT_SETTINGS),
    ).toBe('062-000 12345678');
    // A balance or a page count after the number is not one of its groups.
    expect(accountNumber(rowsOf('Account 12345678 1,234.56'), 0, DEFAULT_SETTINGS)).toBe(
      '12345678',
    );
    expect(accountNumber(rowsOf('Account number 12345678 2 of 3'), 0, DEFAULT_SETTINGS)).toBe(
      '12345678',
    );
    const twoCells = linesToRows(
      [
        makeLine(1, 100, [
          ['Account number 12345678', 50],
          ['2024', 300],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(accountNumber(twoCells, 0, DEFAULT_SETTINGS)).toBe('12345678');
  });

  it('lets the labelled number beside an IBAN name the account (Portugal)', () => {
    const pt = rowsOf(
      'Banco Lusitano Conta n. 0123456789012',
      'IBAN PT50 0035 0123 4567 8901 2345 6',
    );
    expect(accountNumber(pt, 1, DEFAULT_SETTINGS)).toBe('0123456789012');
  });
});

describe('accountNumber (kind words, share suffixes, joint labels)', () => {
  it('reads a number after the account kind, with a share suffix, and after a joint label', () => {
    expect(
      accountNumber(rowsOf('BANCO ANDINO CUENTA DE AHORROS 123-456789-01'), 0, DEFAULT_SETTINGS),
    ).toBe('123-456789-01');
    expect(
      accountNumber(
        rowsOf('Cascade Teachers Credit Union Account 556677-S10'),
        0,
        DEFAULT_SETTINGS,
      ),
    ).toBe('556677-S10');
    expect(
      accountNumber(rowsOf('Coral Coast Bank BSB/Account 032-001 123456'), 0, DEFAULT_SETTINGS),
    ).toBe('032-001 123456');
    expect(
      accountNumber(rowsOf('Sort code/Account number 20-00-00 12345678'), 0, DEFAULT_SETTINGS),
    ).toBe('20-00-00 12345678');
    // A year or a short count after the kind words is no account number.
    expect(accountNumber(rowsOf('Account Summary 2024'), 0, DEFAULT_SETTINGS)).toBeNull();
    expect(accountNumber(rowsOf('Account statement 2024-05-01'), 0, DEFAULT_SETTINGS)).toBeNull();
    expect(accountNumber(rowsOf('Account 01-05-2024'), 0, DEFAULT_SETTINGS)).toBeNull();
    expect(
      accountNumber(rowsOf('Savings account statement 3 of 12'), 0, DEFAULT_SETTINGS),
    ).toBeNull();
  });
});

describe('an account number under a joint label', () => {
  it('is read under the label cell that names the account, not under the sort code beside it', () => {
    const rows = linesToRows(
      [
        makeLine(1, 100, [
          ['Account Name', 50],
          ['Sortcode', 250],
          ['Account Number', 330],
          ['Sheet Number', 430],
        ]),
        makeLine(1, 112, [
          ['Zeus Testname', 50],
          ['99-00-99', 250],
          ['11111111', 330],
          ['470', 430],
        ]),
      ],
      'DMY',
      DEFAULT_SETTINGS,
    );
    expect(accountNumber(rows, 0, DEFAULT_SETTINGS)).toBe('11111111');
  });
});
