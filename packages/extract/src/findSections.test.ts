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
    ];
    for (const [text, label] of cases) expect(balanceLabel(rowsOf(text)[0]!), text).toBe(label);
    expect(isTotalRow(rowsOf('Total Deposits and Additions $6,411.44')[0]!)).toBe(true);
    expect(isTotalRow(rowsOf('01/15 TOTAL WINE 12.00')[0]!)).toBe(false);
  });
});

describe('accountNumber', () => {
  it('reads numbers after a label, under a label, masked, in groups and as an IBAN', () => {
    expect(accountNumber(rowsOf('Account Number: 000000123'), 0)).toBe('000000123');
    expect(accountNumber(rowsOf('Account 79431541 Current Account'), 0)).toBe('79431541');
    expect(accountNumber(rowsOf('Card number 3333 2222 1111 0000'), 0)).toBe('3333 2222 1111 0000');
    expect(accountNumber(rowsOf('IBAN DE83 9535 6928 3089 6687 15 Tagesgeldkonto'), 0)).toBe(
      'DE83 9535 6928 3089 6687 15',
    );
    expect(accountNumber(rowsOf('Account No. XXXX-XXXX-1234'), 0)).toBe('XXXX-XXXX-1234');
    expect(accountNumber(rowsOf('Account 1 of 2'), 0)).toBeNull();
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
    expect(accountNumber(below, 0)).toBe('12345678');
  });
});

describe('accountNumber (bare labels)', () => {
  it('reads an IBAN after a bare "Cuenta" and digit groups after "Kontonummer"', () => {
    expect(accountNumber(rowsOf('Cuenta ES91 2100 0418 4502 0005 1332'), 0)).toBe(
      'ES91 2100 0418 4502 0005 1332',
    );
    expect(accountNumber(rowsOf('Rheinische Handelsbank Kontonummer 123 4567 00'), 0)).toBe(
      '123 4567 00',
    );
    expect(accountNumber(rowsOf('Granite Business Bank Account 4400556677'), 0)).toBe('4400556677');
    expect(accountNumber(rowsOf('Commonwealth Card Account# 4400 1234 5678 9012'), 0)).toBe(
      '4400 1234 5678 9012',
    );
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
