import { parse } from 'qif2json';
import { describe, expect, it } from 'vitest';
import { cardStatement } from './fixtures/card.ts';
import { consolidatedStatement, usSectionedStatement } from './fixtures/statements.ts';
import { toQifFiles } from './qif.ts';

// qif2json, an independent QIF reader, is the oracle. It answers dates as YYYY-MM-DDT00:00:00, reading
// the layout it is told (it turns '/' into '-' first).
const READER_LAYOUT = { iso: 'YYYY-MM-DD', dmy: 'DD-MM-YYYY', mdy: 'MM-DD-YYYY' } as const;

describe('toQifFiles', () => {
  it.each(['iso', 'dmy', 'mdy'] as const)(
    'writes a bank account with %s dates that reads back exactly',
    (dateFormat) => {
      const [file, ...rest] = toQifFiles(usSectionedStatement(), { dateFormat });
      expect(rest).toEqual([]);
      const qif = parse(file?.content ?? '', { dateFormat: READER_LAYOUT[dateFormat] });
      expect(qif.type).toBe('Bank');
      expect(qif.transactions).toEqual([
        { date: '2024-03-01T00:00:00', amount: 1500, payee: 'Payroll ACME, Inc.' },
        { date: '2024-03-05T00:00:00', amount: -200, payee: 'ATM WITHDRAWAL "MAIN ST"' },
        { date: '2024-03-03T00:00:00', amount: -450.25, number: '1001', payee: 'CHECK 1001' },
        { date: '2024-03-10T00:00:00', amount: -12.4, payee: 'VISA COFFEE' },
        { date: '2024-03-15T00:00:00', amount: -5, payee: 'Monthly service fee' },
      ]);
    },
  );

  it('writes the chosen layout on the D line', () => {
    const lines = (format: 'iso' | 'dmy' | 'mdy') =>
      (toQifFiles(usSectionedStatement(), { dateFormat: format })[0]?.content ?? '')
        .split('\r\n')
        .filter((line) => line.startsWith('D'));
    expect(lines('iso')[1]).toBe('D2024-03-05');
    expect(lines('dmy')[1]).toBe('D05/03/2024');
    expect(lines('mdy')[1]).toBe('D03/05/2024');
  });

  it('writes a credit card as !Type:CCard with purchases negative', () => {
    const qif = parse(toQifFiles(cardStatement(), { dateFormat: 'iso' })[0]?.content ?? '', {
      dateFormat: READER_LAYOUT.iso,
    });
    expect(qif.type).toBe('CCard');
    expect(qif.transactions.map((t) => [t.amount, t.payee])).toEqual([
      [-4.5, 'CAFÉ CRÈME & CO <PARIS>'],
      [-19.99, 'AMAZON MKTP'],
      [-19.99, 'AMAZON MKTP'],
      [250, 'PAYMENT THANK YOU - AUTOPAY FROM CHECKING ACCOUNT ENDING 1234'],
      [-1234.56, '=SUM(A1)'],
      [-35, 'LATE FEE'],
    ]);
  });

  it('gives one file per account of a consolidated statement', () => {
    const files = toQifFiles(consolidatedStatement(), { dateFormat: 'iso' });
    expect(files.map((f) => f.label)).toEqual(['Premier Checking 0001', 'Plus Savings 0002']);
    const read = files.map((f) => parse(f.content, { dateFormat: READER_LAYOUT.iso }).transactions);
    expect(read).toEqual([
      [
        { date: '2021-01-20T00:00:00', amount: 75, payee: 'Deposit' },
        { date: '2021-01-18T00:00:00', amount: -25, number: '7', payee: 'Check 7' },
      ],
      [
        { date: '2021-02-10T00:00:00', amount: 0.25, payee: 'Interest Payment' },
        { date: '2021-02-10T00:00:00', amount: -0.05, payee: 'Federal Interest Withheld' },
      ],
    ]);
  });

  it('keeps a wrapped description on its P line', () => {
    const statement = usSectionedStatement();
    const first = statement.transactions[0];
    if (first) first.description = 'TWO\r\nLINES';
    const qif = parse(toQifFiles(statement)[0]?.content ?? '', { dateFormat: READER_LAYOUT.iso });
    expect(qif.transactions[0]?.payee).toBe('TWO LINES');
  });
});
