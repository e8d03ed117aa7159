import { describe, expect, it } from 'vitest';
import {
  accountNames,
  accountTitle as titleOf,
  readAccountName as nameOf,
} from './readAccountName.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { makeLine } from './testing/lines.ts';
import { draftTxn } from './testing/drafts.ts';
import type { AccountDraft, Line } from './types.ts';

const readAccountName = (ls: Line[]) => nameOf(ls, DEFAULT_SETTINGS);
const accountTitle = (l: Line) => titleOf(l, DEFAULT_SETTINGS);
const line = (text: string, y = 100) => makeLine(1, y, [[text, 50]]);
const lines = (...texts: string[]) => texts.map((t, i) => line(t, 100 + i * 12));

describe('readAccountName', () => {
  it('reads a labelled account name beside its label, in several languages', () => {
    expect(readAccountName(lines('Account name: Everyday Savings'))).toBe('Everyday Savings');
    expect(readAccountName(lines('Kontobezeichnung: Tagesgeld Plus'))).toBe('Tagesgeld Plus');
    expect(readAccountName(lines('Intitulé du compte : M. Jean Dupont'))).toBe('M. Jean Dupont');
    expect(readAccountName(lines('Tenaamstelling J. de Vries'))).toBe('J. de Vries');
    expect(readAccountName(lines('A/C No: 1051100012345', 'A/C Title: ACME TEXTILES LTD'))).toBe(
      'ACME TEXTILES LTD',
    );
  });

  it('reads the value under a label in a box of labels (UK layout with a split label)', () => {
    const box = [
      makeLine(1, 100, [
        ['Acco unt Nam e', 30],
        ['S o rtcode', 330],
        ['Acco unt Num ber', 400],
      ]),
      makeLine(1, 110, [
        ['Zeus Test Mark Testname & Athena Alice Testuser', 30],
        ['00-11-22', 330],
        ['12345678', 400],
      ]),
    ];
    expect(readAccountName(box)).toBe('Zeus Test Mark Testname & Athena Alice Testuser');
  });

  it('falls back to an account-type title, then to a labelled holder', () => {
    expect(
      readAccountName(
        lines('CHECKING SUMMARY', 'Checking & Savings', 'CHASE PREMIER PLUS CHECKING'),
      ),
    ).toBe('CHASE PREMIER PLUS CHECKING');
    expect(readAccountName(lines('Kontoinhaber: Max Mustermann', 'Ihr Girokonto'))).toBe(
      'Girokonto',
    );
    expect(readAccountName(lines('Kontoinhaber: Max Mustermann', 'Kontoauszug 3/2024'))).toBe(
      'Max Mustermann',
    );
    expect(readAccountName(lines('Titular: Ana García López'))).toBe('Ana García López');
    expect(readAccountName(lines('Account holder: Mario Bruno'))).toBe('Mario Bruno');
  });

  it('is null where nothing names the account', () => {
    expect(
      readAccountName(lines('Account Summary', 'Savings', 'Opening balance 1,200.00')),
    ).toBeNull();
    // A "Name" column header is not a holder's name.
    expect(
      readAccountName([
        makeLine(1, 100, [
          ['Name', 50],
          ['Date', 200],
          ['Amount', 400],
        ]),
      ]),
    ).toBeNull();
    expect(readAccountName([])).toBeNull();
  });
});

describe('accountTitle', () => {
  it('reads product titles in several languages without their possessive or "statement"', () => {
    const cases: [string, string | null][] = [
      ['Your Rewards Credit Card statement', 'Rewards Credit Card'],
      ['Everyday Savings', 'Everyday Savings'],
      ['HSBC current account', 'HSBC current account'],
      ['Votre compte courant', 'compte courant'],
      ['Cuenta Corriente Nómina', 'Cuenta Corriente Nómina'],
      ['Conto corrente Arancio', 'Conto corrente Arancio'],
      ['Tagesgeldkonto', 'Tagesgeldkonto'],
      ['Savings', null],
      ['Savings Account Summary', null],
      ['Chase Premier Plus Checking 00000 $2,967.65', null],
      ['Sign up for Online Banking and mobile savings alerts today', null],
    ];
    for (const [text, title] of cases) expect(accountTitle(line(text)), text).toBe(title);
  });
});

describe('readAccountName (titles in the header block only)', () => {
  it('reads a title from its own cell beside the bank name, and stops at the first transaction row', () => {
    const header = [
      makeLine(1, 100, [
        ['Mercia Bank', 40],
        ['Your Current Account statement', 434],
      ]),
    ];
    expect(readAccountName(header)).toBe('Current Account');
    expect(
      readAccountName(lines('RELEVE DE COMPTE CHEQUES', 'Date Nature des opérations Débit Crédit')),
    ).toBe('COMPTE CHEQUES');
    expect(readAccountName(lines('Extrato conta corrente'))).toBe('conta corrente');
    expect(
      readAccountName(
        lines(
          'Date Description Amount',
          '02 Feb 24 TRANSFER FROM SAVINGS 80.29',
          'TRANSFER TO SAVINGS',
        ),
      ),
    ).toBeNull();
  });
});

describe('accountNames', () => {
  const draft = (rows: [number, number][]): AccountDraft => ({
    accountNumber: null,
    liability: false,
    opening: null,
    closing: null,
    transactions: rows.map(([page, y]) => draftTxn({ page, y, date: null, cents: 100 })),
    checkpoints: [],
    totals: [],
  });

  it("reads each account's name from its own header block, never the holder shared by all", () => {
    const doc = [
      makeLine(1, 60, [['Account holder: Jane Doe', 50]]),
      makeLine(1, 80, [['Premier Checking', 50]]),
      makeLine(1, 120, [['03/02 PAYROLL 100.00', 50]]),
      makeLine(1, 200, [['Account name: Holiday Fund', 50]]),
      makeLine(1, 240, [['03/05 TRANSFER 50.00', 50]]),
      makeLine(2, 60, [['Account holder: Jane Doe', 50]]),
      makeLine(2, 100, [['03/07 INTEREST 0.10', 50]]),
    ];
    const checking = draft([[1, 120]]);
    const holiday = draft([[1, 240]]);
    const third = draft([[2, 100]]);
    const names = accountNames(doc, [checking, draft([]), holiday, third], DEFAULT_SETTINGS);
    expect(
      [...names.entries()].map(([a, n]) => [[checking, holiday, third].indexOf(a), n]),
    ).toEqual([
      [0, 'Premier Checking'],
      [1, 'Holiday Fund'],
    ]);
  });
});
