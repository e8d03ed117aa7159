import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvRow, toCompleteCsv, toFlatCsv, type CsvValue } from './csv.ts';
import {
  consolidatedStatement,
  formulaInjectionStatement,
  runningBreakStatement,
  separatorInjectionStatement,
  usSectionedStatement,
} from './fixtures/statements.ts';
import { FORMULA_TRIGGERS, neutraliseFormula } from './format.ts';
import type { Statement, Transaction } from '@statemint/contracts';
import { TRANSACTION_CATEGORIES } from '@statemint/contracts';

/** A CSV file as the writers emit it: BOM, then every record followed by CRLF. */
function csvFile(...records: string[]): string {
  return '\uFEFF' + records.map((r) => `${r}\r\n`).join('');
}

/**
 * Every cell a spreadsheet in a comma, semicolon or tab locale could see: a splitter that ignores quotes,
 * with the spaces and quotes a reader may trim or unquote taken off each cell's start.
 */
function naiveCells(csv: string): string[] {
  return csv
    .replace(/^\uFEFF/, '')
    .split(/[,;\t\r\n]/)
    .map((cell) => cell.replace(/^[ "]+/, ''));
}

/** Naive cells a spreadsheet would start as a formula. */
function formulaCells(csv: string): string[] {
  return naiveCells(csv).filter((cell) => FORMULA_TRIGGERS.some((t) => cell.startsWith(t)));
}

/** Text biased towards separators, quotes, spaces and formula triggers. */
const riskyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^[=+\-@\t\r\n,;" a-z0-9.]*$/),
);

function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
}

const FLAT_HEADER =
  'Date,Posted Date,Description,Amount,Debit,Credit,Balance,Category,Check Number,Reference,Subcategory,Merchant';
const COMPLETE_HEADER =
  'Account Summary,Value,' +
  'Deposits: Date Credited,Deposits: Description,Deposits: Amount,' +
  'ATM Withdrawals: Tran Date,ATM Withdrawals: Date Posted,ATM Withdrawals: Description,ATM Withdrawals: Amount,' +
  'Checks Paid: Date Paid,Checks Paid: Check Number,Checks Paid: Amount,Checks Paid: Reference Number,' +
  'Visa Purchases: Tran Date,Visa Purchases: Date Posted,Visa Purchases: Description,Visa Purchases: Amount';
const OTHER_HEADER =
  'Other Withdrawals: Date,Other Withdrawals: Description,Other Withdrawals: Category,Other Withdrawals: Amount';
const CHECKS_HEADER = 'Check,Result,Page,Row,Statement Prints,Transactions Give,Difference,Details';
/** The Checks section of a statement converted before the engine recorded its checks. */
const NOT_RECORDED_CHECKS = [
  '',
  'Checks',
  CHECKS_HEADER,
  'Verdict,Not recorded,,,,,,This statement was converted before Statemint checked conversions against the figures printed on them.',
];

describe('csvCell', () => {
  it('writes numbers as amounts with two decimals and a dot, never prefixed', () => {
    expect(csvCell(-12.34)).toBe('-12.34');
    expect(csvCell(1234567.5)).toBe('1234567.50');
    expect(csvCell(0.1 + 0.2)).toBe('0.30');
    expect(csvCell(-0.001)).toBe('0.00');
    expect(csvCell(0)).toBe('0.00');
  });

  it('rejects amounts that are not finite', () => {
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
  });

  it('writes null and undefined as empty fields', () => {
    expect(csvRow([null, undefined, ''])).toBe(',,');
  });

  it('quotes commas, semicolons, tabs, quotes, CR and LF', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('plain text')).toBe('plain text');
  });

  it('neutralises text that starts like a formula, including a number-looking text', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@A1')).toBe("'@A1");
    expect(csvCell('\tx')).toBe('"\'\tx"');
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('a=1')).toBe('a=1');
  });
});

describe('CSV injection through separators (issue 7: SHOP;=1+1 was written unquoted)', () => {
  it('quotes SHOP;=1+1 and puts a quote before the formula after the semicolon', () => {
    expect(csvCell('SHOP;=1+1')).toBe(`"SHOP;'=1+1"`);
  });

  it('neutralises a formula after every separator, behind spaces or quotes, and only there', () => {
    expect(separatorInjectionStatement().transactions.map((t) => csvCell(t.description))).toEqual([
      `"SHOP;'=1+1"`,
      `"REFUND,'+44 20"`,
      `"ATM\t'-20.00"`,
      `"NOTE\n'@SUM(A1:A2)"`,
      `"CARD; '=HYPERLINK(""x"")"`,
      `"PAY;""'=1+1"""`,
      `"A;;'-1"`,
      `"MEMO\r\n'=2"`,
      `"CAFE; 2 ITEMS"`,
      `A - B`,
    ]);
    // A trigger that is also a separator is neutralised on its own and then starts a new cell.
    expect(csvCell('a\t\t=1')).toBe(`"a\t'\t'=1"`);
    expect(csvCell('\r-')).toBe(`"'\r'-"`);
  });

  it('writes the flat CSV with every such cell quoted and amounts as plain numbers', () => {
    expect(toFlatCsv(separatorInjectionStatement())).toBe(
      csvFile(
        FLAT_HEADER,
        `2024-02-01,,"SHOP;'=1+1",-1.50,1.50,,,Other,,,,`,
        `2024-02-02,,"REFUND,'+44 20",-2.50,2.50,,,Other,,,,`,
        `2024-02-03,,"ATM\t'-20.00",-3.50,3.50,,,Other,,,,`,
        `2024-02-04,,"NOTE\n'@SUM(A1:A2)",-4.50,4.50,,,Other,,,,`,
        `2024-02-05,,"CARD; '=HYPERLINK(""x"")",-5.50,5.50,,,Other,,,,`,
        `2024-02-06,,"PAY;""'=1+1""",-6.50,6.50,,,Other,,,,`,
        `2024-02-07,,"A;;'-1",-7.50,7.50,,,Other,,,,`,
        `2024-02-08,,"MEMO\r\n'=2",-8.50,8.50,,,Other,,,,`,
        `2024-02-09,,"CAFE; 2 ITEMS",-9.50,9.50,,,Other,,,,`,
        `2024-02-10,,A - B,-10.50,10.50,,,Other,,,,`,
      ),
    );
  });

  it('writes the complete-data CSV with the same cells in the category block and All Transactions', () => {
    const empty = ','.repeat(15);
    expect(toCompleteCsv(separatorInjectionStatement())).toBe(
      csvFile(
        `${COMPLETE_HEADER},${OTHER_HEADER}`,
        `Statement Date,2024-02-29${empty},2024-02-01,"SHOP;'=1+1",Other,1.50`,
        `Beginning Balance,100.00${empty},2024-02-02,"REFUND,'+44 20",Other,2.50`,
        `Ending Balance,40.00${empty},2024-02-03,"ATM\t'-20.00",Other,3.50`,
        `,${empty},2024-02-04,"NOTE\n'@SUM(A1:A2)",Other,4.50`,
        `,${empty},2024-02-05,"CARD; '=HYPERLINK(""x"")",Other,5.50`,
        `,${empty},2024-02-06,"PAY;""'=1+1""",Other,6.50`,
        `,${empty},2024-02-07,"A;;'-1",Other,7.50`,
        `,${empty},2024-02-08,"MEMO\r\n'=2",Other,8.50`,
        `,${empty},2024-02-09,"CAFE; 2 ITEMS",Other,9.50`,
        `,${empty},2024-02-10,A - B,Other,10.50`,
        '',
        'All Transactions',
        'Date,Posted Date,Description,Category,Check Number,Amount',
        `2024-02-01,,"SHOP;'=1+1",Other,,-1.50`,
        `2024-02-02,,"REFUND,'+44 20",Other,,-2.50`,
        `2024-02-03,,"ATM\t'-20.00",Other,,-3.50`,
        `2024-02-04,,"NOTE\n'@SUM(A1:A2)",Other,,-4.50`,
        `2024-02-05,,"CARD; '=HYPERLINK(""x"")",Other,,-5.50`,
        `2024-02-06,,"PAY;""'=1+1""",Other,,-6.50`,
        `2024-02-07,,"A;;'-1",Other,,-7.50`,
        `2024-02-08,,"MEMO\r\n'=2",Other,,-8.50`,
        `2024-02-09,,"CAFE; 2 ITEMS",Other,,-9.50`,
        `2024-02-10,,A - B,Other,,-10.50`,
        ...NOT_RECORDED_CHECKS,
      ),
    );
  });
});

describe('toFlatCsv', () => {
  it('writes one row per transaction in statement order', () => {
    expect(toFlatCsv(usSectionedStatement())).toBe(
      csvFile(
        FLAT_HEADER,
        '2024-03-01,,"Payroll ACME, Inc.",1500.00,,1500.00,2500.00,Deposit,,,Payroll,',
        '2024-03-05,2024-03-06,"ATM WITHDRAWAL ""MAIN ST""",-200.00,200.00,,2300.00,ATM,,,,',
        '2024-03-03,,CHECK 1001,-450.25,450.25,,1849.75,Check,1001,00012345,,',
        '2024-03-10,2024-03-11,VISA COFFEE,-12.40,12.40,,1837.35,Card,,,Card purchase,COFFEE',
        '2024-03-15,,Monthly service fee,-5.00,5.00,,1832.35,Fee,,,,',
      ),
    );
  });

  it('neutralises formula-like descriptions and keeps amounts numeric', () => {
    expect(toFlatCsv(formulaInjectionStatement())).toBe(
      csvFile(
        FLAT_HEADER,
        '2024-01-01,,"\'=HYPERLINK(""http://evil.example"",""click"")",1.00,,1.00,,Deposit,,,,',
        "2024-01-02,,'+1+2,2.00,,2.00,,Deposit,,,,",
        "2024-01-03,,'-3+4,3.00,,3.00,,Deposit,,,,",
        "2024-01-04,,'@SUM(A1:A2),4.00,,4.00,,Deposit,,,,",
        '2024-01-05,,"\'\tTAB",5.00,,5.00,,Deposit,,,,',
        '2024-01-06,,"\'\rCR",6.00,,6.00,,Deposit,,,,',
        "2024-01-07,,'-12.34,7.00,,7.00,,Deposit,,,,",
      ),
    );
  });

  it('adds an Account column for a consolidated statement', () => {
    expect(toFlatCsv(consolidatedStatement())).toBe(
      csvFile(
        `${FLAT_HEADER},Account`,
        '2021-01-20,,Deposit,75.00,,75.00,,Deposit,,,,,Premier Checking 0001',
        '2021-01-18,,Check 7,-25.00,25.00,,,Check,7,,,,Premier Checking 0001',
        '2021-02-10,,Interest Payment,0.25,,0.25,50000.25,Deposit,,,,,Plus Savings 0002',
        '2021-02-10,,Federal Interest Withheld,-0.05,0.05,,50000.20,Other,,,,,Plus Savings 0002',
      ),
    );
  });

  it('round-trips through csv-parse with every description intact', () => {
    const statement = usSectionedStatement();
    const rows = parseCsv(toFlatCsv(statement));
    expect(rows).toHaveLength(statement.transactions.length + 1);
    expect(rows.slice(1).map((r) => r[2])).toEqual(
      statement.transactions.map((t) => t.description),
    );
  });
});

describe('toCompleteCsv', () => {
  it('puts the summary and the four categories side by side, then all transactions by date', () => {
    expect(toCompleteCsv(usSectionedStatement())).toBe(
      csvFile(
        'Account Summary,Value,' +
          'Deposits: Date Credited,Deposits: Description,Deposits: Amount,' +
          'ATM Withdrawals: Tran Date,ATM Withdrawals: Date Posted,ATM Withdrawals: Description,ATM Withdrawals: Amount,' +
          'Checks Paid: Date Paid,Checks Paid: Check Number,Checks Paid: Amount,Checks Paid: Reference Number,' +
          'Visa Purchases: Tran Date,Visa Purchases: Date Posted,Visa Purchases: Description,Visa Purchases: Amount,' +
          'Other Withdrawals: Date,Other Withdrawals: Description,Other Withdrawals: Category,Other Withdrawals: Amount',
        'Statement Date,2024-03-31,' +
          '2024-03-01,"Payroll ACME, Inc.",1500.00,' +
          '2024-03-05,2024-03-06,"ATM WITHDRAWAL ""MAIN ST""",200.00,' +
          '2024-03-03,1001,450.25,00012345,' +
          '2024-03-10,2024-03-11,VISA COFFEE,12.40,' +
          '2024-03-15,Monthly service fee,Fee,5.00',
        'Beginning Balance,1000.00,,,,,,,,,,,,,,,,,,,',
        'Ending Balance,1832.35,,,,,,,,,,,,,,,,,,,',
        '',
        'All Transactions',
        'Date,Posted Date,Description,Category,Check Number,Amount',
        '2024-03-01,,"Payroll ACME, Inc.",Deposit,,1500.00',
        '2024-03-03,,CHECK 1001,Check,1001,-450.25',
        '2024-03-05,2024-03-06,"ATM WITHDRAWAL ""MAIN ST""",ATM,,-200.00',
        '2024-03-10,2024-03-11,VISA COFFEE,Card,,-12.40',
        '2024-03-15,,Monthly service fee,Fee,,-5.00',
        '',
        'Checks',
        CHECKS_HEADER,
        'Verdict,Matches the statement,,,,,,Checked against the statement: every balance and total printed on it matches these transactions.',
        'Beginning balance,Printed,,,1000.00,,,"The beginning balance, 1000.00 USD, is printed on the statement."',
        'Ending balance,Matches,,,1832.35,1832.35,0.00,The ending balance printed on the statement matches the beginning balance and these transactions.',
        'Running balances,All 5 match,,,,,,All 5 running balances printed beside the transactions match.',
        'Section total: Total deposits,Matches,1,,1500.00,1500.00,0.00,"The total ""Total deposits"" printed on page 1, 1500.00 USD, matches the rows it covers."',
      ),
    );
  });

  it('ends with the checks of a mismatch: the break, each total, the ending balance and the warnings', () => {
    const rows = parseCsv(toCompleteCsv(runningBreakStatement()));
    const titleAt = rows.findIndex((row) => row.length === 1 && row[0] === 'Checks');
    expect(rows.slice(titleAt)).toEqual([
      ['Checks'],
      CHECKS_HEADER.split(','),
      [
        'Verdict',
        'Does not match the statement',
        '',
        '',
        '',
        '',
        '',
        'Does not match: a figure printed on the statement differs from what these transactions add up to. Compare them with your PDF before you rely on them.',
      ],
      [
        'Beginning balance',
        'Printed',
        '',
        '',
        '1000.00',
        '',
        '',
        'The beginning balance, 1000.00 USD, is printed on the statement.',
      ],
      [
        'Ending balance',
        'Does not match',
        '',
        '',
        '1819.95',
        '1832.35',
        '-12.40',
        'The ending balance printed on the statement is 12.40 USD less than the beginning balance and these transactions add up to: the statement prints 1819.95 USD, the transactions give 1832.35 USD.',
      ],
      [
        'Running balances',
        '4 of 5 match',
        '',
        '',
        '',
        '',
        '',
        '4 of the 5 running balances printed beside the transactions match.',
      ],
      [
        'Running balance break',
        'Does not match',
        '2',
        '4',
        '1824.95',
        '1837.35',
        '-12.40',
        'The running balance printed on page 2 (row 4) is 12.40 USD less than the transactions up to that row add up to: the statement prints 1824.95 USD, the transactions give 1837.35 USD.',
      ],
      [
        'Section total: Total deposits',
        'Matches',
        '1',
        '',
        '1500.00',
        '1500.00',
        '0.00',
        'The total "Total deposits" printed on page 1, 1500.00 USD, matches the rows it covers.',
      ],
      [
        'Section total: Total withdrawals',
        'Does not match',
        '2',
        '',
        '680.05',
        '667.65',
        '12.40',
        'The total "Total withdrawals" printed on page 2 is 12.40 USD more than the rows it covers add up to: the statement prints 680.05 USD, the rows give 667.65 USD.',
      ],
      [
        'Warning',
        '',
        '',
        '',
        '',
        '',
        '',
        'The running balance printed on page 2 (row 4) is 12.40 less than the rows above it.',
      ],
    ]);
  });

  it('neutralises a formula in a printed section label inside the Checks section', () => {
    const statement = runningBreakStatement();
    statement.verification!.sectionTotals[0]!.label = 'Total;=1+1';
    const csv = toCompleteCsv(statement);
    expect(csv).toContain(
      '"Section total: Total;\'=1+1",Matches,1,,1500.00,1500.00,0.00,"The total ""Total;\'=1+1"" printed on page 1, 1500.00 USD, matches the rows it covers."',
    );
  });

  it('extends the block to the longest category list', () => {
    const rows = parseCsv(toCompleteCsv(formulaInjectionStatement()));
    // Header, 7 deposits (more than the 3 summary rows), blank, title, header, 7 transactions, then
    // blank, title, header and the one verdict row of the Checks section.
    expect(rows).toHaveLength(1 + 7 + 3 + 7 + 4);
    expect(rows.slice(1, 8).map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
      ['Statement Date', '2024-01-01', '\'=HYPERLINK("http://evil.example","click")', '1.00'],
      ['Beginning Balance', '2024-01-02', "'+1+2", '2.00'],
      ['Ending Balance', '2024-01-03', "'-3+4", '3.00'],
      ['', '2024-01-04', "'@SUM(A1:A2)", '4.00'],
      ['', '2024-01-05', "'\tTAB", '5.00'],
      ['', '2024-01-06', "'\rCR", '6.00'],
      ['', '2024-01-07', "'-12.34", '7.00'],
    ]);
  });

  it('repeats the layout per account for a consolidated statement', () => {
    const fourCategoryHeader = COMPLETE_HEADER;
    const otherHeader = OTHER_HEADER;
    expect(toCompleteCsv(consolidatedStatement())).toBe(
      csvFile(
        'Account,Premier Checking 0001',
        fourCategoryHeader,
        'Statement Date,2021-02-10,2021-01-20,Deposit,75.00,,,,,2021-01-18,7,25.00,,,,,',
        'Beginning Balance,100.00,,,,,,,,,,,,,,,',
        'Ending Balance,150.00,,,,,,,,,,,,,,,',
        '',
        'All Transactions',
        'Date,Posted Date,Description,Category,Check Number,Amount',
        '2021-01-18,,Check 7,Check,7,-25.00',
        '2021-01-20,,Deposit,Deposit,,75.00',
        '',
        'Account,Plus Savings 0002',
        `${fourCategoryHeader},${otherHeader}`,
        'Statement Date,2021-02-10,2021-02-10,Interest Payment,0.25,,,,,,,,,,,,,2021-02-10,Federal Interest Withheld,Other,0.05',
        'Beginning Balance,50000.00,,,,,,,,,,,,,,,,,,,',
        'Ending Balance,50000.20,,,,,,,,,,,,,,,,,,,',
        '',
        'All Transactions',
        'Date,Posted Date,Description,Category,Check Number,Amount',
        '2021-02-10,,Interest Payment,Deposit,,0.25',
        '2021-02-10,,Federal Interest Withheld,Other,,-0.05',
        '',
        'Checks',
        `${CHECKS_HEADER},Account`,
        'Verdict,Not checked,,,,,,Not checked: the statement prints no balances to check these transactions against. Compare them with your PDF.,All accounts',
        'Verdict,Not checked,,,,,,Not checked: the statement prints no balances to check these transactions against. Compare them with your PDF.,Premier Checking 0001',
        'Beginning balance,Printed,,,100.00,,,"The beginning balance, 100.00 USD, is printed on the statement.",Premier Checking 0001',
        'Ending balance,Worked out,,,,150.00,,"The ending balance, 150.00 USD, is not printed on the statement; it was worked out from the transactions.",Premier Checking 0001',
        'Running balances,None printed,,,,,,The statement prints no running balance beside the transactions.,Premier Checking 0001',
        'Verdict,Matches the statement,,,,,,Checked against the statement: every balance and total printed on it matches these transactions.,Plus Savings 0002',
        'Beginning balance,Printed,,,50000.00,,,"The beginning balance, 50000.00 USD, is printed on the statement.",Plus Savings 0002',
        'Ending balance,Matches,,,50000.20,50000.20,0.00,The ending balance printed on the statement matches the beginning balance and these transactions.,Plus Savings 0002',
        'Running balances,All 2 match,,,,,,All 2 running balances printed beside the transactions match.,Plus Savings 0002',
      ),
    );
  });
});

describe('CSV injection through separators (property)', () => {
  it('no naively split cell starts a formula, except the negative amounts we wrote', () => {
    const field = fc.oneof(
      riskyText,
      fc.integer({ min: -1e11, max: 1e11 }).map((cents) => cents / 100),
      fc.constant(null),
    );
    const rows = fc.array(fc.array(field, { minLength: 1, maxLength: 6 }), { maxLength: 8 });
    fc.assert(
      fc.property(rows, (records) => {
        const negatives = records
          .flat()
          .filter((v): v is number => typeof v === 'number')
          .map((n) => csvCell(n))
          .filter((text) => text.startsWith('-'));
        expect(formulaCells(csvDocument(records))).toEqual(negatives);
      }),
    );
  });

  it('holds for the flat and complete-data CSV of statements with risky descriptions', () => {
    const transaction: fc.Arbitrary<Transaction> = fc.record({
      date: fc.constant('2024-05-01'),
      description: riskyText,
      amount: fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      category: fc.constantFrom(...TRANSACTION_CATEGORIES),
    });
    fc.assert(
      fc.property(fc.array(transaction, { maxLength: 12 }), (transactions) => {
        const statement: Statement = {
          ...usSectionedStatement(),
          transactions,
          otherWithdrawals: transactions.map((t) => ({ ...t, category: t.category })),
          accounts: [],
        };
        // Flat CSV: Amount is the only signed column once Balance is absent.
        expect(formulaCells(toFlatCsv(statement))).toEqual(
          transactions
            .filter((t) => csvCell(t.amount).startsWith('-'))
            .map((t) => csvCell(t.amount)),
        );
        const amount = /^-\d+\.\d{2}$/;
        expect(formulaCells(toCompleteCsv(statement)).filter((c) => !amount.test(c))).toEqual([]);
      }),
    );
  });
});

describe('CSV round trip (property)', () => {
  it('csv-parse reads back every text field, neutralised, whatever it contains', () => {
    const field = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.stringMatching(/^[=+\-@\t\r",\n a-z0-9]*$/),
    );
    const rows = fc.array(fc.array(field, { minLength: 1, maxLength: 6 }), { maxLength: 8 });
    fc.assert(
      fc.property(rows, (records) => {
        const parsed = parseCsv(csvDocument(records));
        expect(parsed).toEqual(records.map((r) => r.map(neutraliseFormula)));
      }),
    );
  });

  it('writes every amount as a plain number that parses back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const values: CsvValue[] = [cents / 100];
        const [row] = parseCsv(csvDocument([values]));
        const text = row?.[0] ?? '';
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(Math.round(Number(text) * 100)).toBe(cents);
      }),
    );
  });

  it('puts every transaction in the flat CSV with its cents, side and description intact', () => {
    const isoDate = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const transaction: fc.Arbitrary<Transaction> = fc.record({
      date: isoDate,
      description: fc.string({ unit: 'binary' }),
      amount: fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      category: fc.constantFrom(...TRANSACTION_CATEGORIES),
    });
    fc.assert(
      fc.property(fc.array(transaction, { maxLength: 20 }), (transactions) => {
        const statement: Statement = { ...usSectionedStatement(), transactions, accounts: [] };
        const [header, ...rows] = parseCsv(toFlatCsv(statement));
        expect(header).toEqual([...FLAT_HEADER.split(',')]);
        expect(
          rows.map((r) => [r[0], r[2], Math.round(Number(r[3]) * 100), r[4] !== '', r[5] !== '']),
        ).toEqual(
          transactions.map((t) => [
            t.date,
            neutraliseFormula(t.description),
            Math.round(t.amount * 100),
            t.amount < 0,
            t.amount > 0,
          ]),
        );
      }),
    );
  });
});
