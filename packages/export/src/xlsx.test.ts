import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  consolidatedStatement,
  formulaInjectionStatement,
  runningBreakStatement,
  separatorInjectionStatement,
  usSectionedStatement,
} from './fixtures/statements.ts';
import { MAX_CELL_TEXT_CHARS } from './workbook.ts';
import {
  MAX_COLUMN_WIDTH_CHARS,
  XLSX_AMOUNT_FORMAT,
  XLSX_COUNT_FORMAT,
  XLSX_DATE_FORMAT,
  toXlsx,
} from './xlsx.ts';

const CHECKS_HEADER = [
  'Check',
  'Result',
  'Page',
  'Row',
  'Statement Prints',
  'Transactions Give',
  'Difference',
  'Details',
] as const;

async function readBack(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  return workbook;
}

/** Cell values with dates as `YYYY-MM-DD` strings so that whole sheets compare exactly. */
function values(sheet: ExcelJS.Worksheet): (string | number | null)[][] {
  const rows: (string | number | null)[][] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row: (string | number | null)[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) {
      const value = sheet.getCell(r, c).value;
      if (value instanceof Date) row.push(value.toISOString().slice(0, 10));
      else if (typeof value === 'string' || typeof value === 'number') row.push(value);
      else row.push(null);
    }
    rows.push(row);
  }
  return rows;
}

function sheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  if (found === undefined) throw new Error(`missing sheet ${name}`);
  return found;
}

describe('toXlsx', () => {
  it('names the sheets of the results screen, with a category sheet only when it holds rows', async () => {
    const full = await readBack(await toXlsx(usSectionedStatement()));
    expect(full.worksheets.map((s) => s.name)).toEqual([
      'Account Summary',
      'Checks',
      'Deposits & Credits',
      'ATM Withdrawals',
      'Checks Paid',
      'Card Purchases',
      'Other Withdrawals',
      'All Transactions',
    ]);
    const depositsOnly = await readBack(await toXlsx(formulaInjectionStatement()));
    expect(depositsOnly.worksheets.map((s) => s.name)).toEqual([
      'Account Summary',
      'Checks',
      'Deposits & Credits',
      'All Transactions',
    ]);
  });

  it('writes every sheet with exact values', async () => {
    const workbook = await readBack(await toXlsx(usSectionedStatement()));
    expect(values(sheet(workbook, 'Account Summary'))).toEqual([
      ['Item', 'Value'],
      ['Account Name', 'Everyday Checking'],
      ['Account Number', '000123456789'],
      ['Statement Date', '2024-03-31'],
      ['Period Start', '2024-03-01'],
      ['Period End', '2024-03-31'],
      ['Currency', 'USD'],
      ['Beginning Balance', 1000],
      ['Ending Balance', 1832.35],
      ['Total Credits', 1500],
      ['Total Debits', 667.65],
      ['Transactions', 5],
      ['Expected Ending Balance', 1832.35],
      ['Difference', 0],
      ['Reconciled', 'Yes'],
      ['Checked Against Statement', 'Matches the statement'],
      ['Pages', 2],
    ]);
    expect(values(sheet(workbook, 'Checks'))).toEqual([
      [...CHECKS_HEADER],
      [
        'Verdict',
        'Matches the statement',
        null,
        null,
        null,
        null,
        null,
        'Checked against the statement: every balance and total printed on it matches these transactions.',
      ],
      [
        'Beginning balance',
        'Printed',
        null,
        null,
        1000,
        null,
        null,
        'The beginning balance, 1000.00 USD, is printed on the statement.',
      ],
      [
        'Ending balance',
        'Matches',
        null,
        null,
        1832.35,
        1832.35,
        0,
        'The ending balance printed on the statement matches the beginning balance and these transactions.',
      ],
      [
        'Running balances',
        'All 5 match',
        null,
        null,
        null,
        null,
        null,
        'All 5 running balances printed beside the transactions match.',
      ],
      [
        'Section total: Total deposits',
        'Matches',
        1,
        null,
        1500,
        1500,
        0,
        'The total "Total deposits" printed on page 1, 1500.00 USD, matches the rows it covers.',
      ],
    ]);
    expect(values(sheet(workbook, 'Deposits & Credits'))).toEqual([
      ['Date Credited', 'Description', 'Amount'],
      ['2024-03-01', 'Payroll ACME, Inc.', 1500],
    ]);
    expect(values(sheet(workbook, 'ATM Withdrawals'))).toEqual([
      ['Tran Date', 'Date Posted', 'Description', 'Amount'],
      ['2024-03-05', '2024-03-06', 'ATM WITHDRAWAL "MAIN ST"', 200],
    ]);
    expect(values(sheet(workbook, 'Checks Paid'))).toEqual([
      ['Date Paid', 'Check Number', 'Amount', 'Reference Number'],
      ['2024-03-03', '1001', 450.25, '00012345'],
    ]);
    expect(values(sheet(workbook, 'Card Purchases'))).toEqual([
      ['Tran Date', 'Date Posted', 'Description', 'Amount'],
      ['2024-03-10', '2024-03-11', 'VISA COFFEE', 12.4],
    ]);
    expect(values(sheet(workbook, 'Other Withdrawals'))).toEqual([
      ['Date', 'Description', 'Category', 'Amount'],
      ['2024-03-15', 'Monthly service fee', 'Fee', 5],
    ]);
    expect(values(sheet(workbook, 'All Transactions'))).toEqual([
      [
        'Date',
        'Posted Date',
        'Description',
        'Amount',
        'Debit',
        'Credit',
        'Balance',
        'Category',
        'Check Number',
        'Reference',
        'Subcategory',
        'Merchant',
      ],
      [
        '2024-03-01',
        null,
        'Payroll ACME, Inc.',
        1500,
        null,
        1500,
        2500,
        'Deposit',
        null,
        null,
        'Payroll',
        null,
      ],
      [
        '2024-03-05',
        '2024-03-06',
        'ATM WITHDRAWAL "MAIN ST"',
        -200,
        200,
        null,
        2300,
        'ATM',
        null,
        null,
        null,
        null,
      ],
      [
        '2024-03-03',
        null,
        'CHECK 1001',
        -450.25,
        450.25,
        null,
        1849.75,
        'Check',
        '1001',
        '00012345',
        null,
        null,
      ],
      [
        '2024-03-10',
        '2024-03-11',
        'VISA COFFEE',
        -12.4,
        12.4,
        null,
        1837.35,
        'Card',
        null,
        null,
        'Card purchase',
        'COFFEE',
      ],
      [
        '2024-03-15',
        null,
        'Monthly service fee',
        -5,
        5,
        null,
        1832.35,
        'Fee',
        null,
        null,
        null,
        null,
      ],
    ]);
  });

  it('types dates, amounts, counts and text cells with their number formats', async () => {
    const workbook = await readBack(await toXlsx(usSectionedStatement()));
    const all = sheet(workbook, 'All Transactions');
    const check = all.getRow(4);
    expect([1, 3, 4, 9].map((c) => check.getCell(c).type)).toEqual([
      ExcelJS.ValueType.Date,
      ExcelJS.ValueType.String,
      ExcelJS.ValueType.Number,
      ExcelJS.ValueType.String,
    ]);
    expect(check.getCell(1).numFmt).toBe(XLSX_DATE_FORMAT);
    expect([4, 5, 7].map((c) => check.getCell(c).numFmt)).toEqual([
      XLSX_AMOUNT_FORMAT,
      XLSX_AMOUNT_FORMAT,
      XLSX_AMOUNT_FORMAT,
    ]);
    const summary = sheet(workbook, 'Account Summary');
    expect(summary.getCell('B4').type).toBe(ExcelJS.ValueType.Date);
    expect(summary.getCell('B8').numFmt).toBe(XLSX_AMOUNT_FORMAT);
    expect(summary.getCell('B12').numFmt).toBe(XLSX_COUNT_FORMAT);
  });

  it('freezes the header row and filters it on every sheet', async () => {
    const workbook = await readBack(await toXlsx(usSectionedStatement()));
    expect(
      workbook.worksheets.map((s) => {
        const view = s.views[0];
        return [s.name, view?.state, view?.state === 'frozen' ? view.ySplit : null, s.autoFilter];
      }),
    ).toEqual([
      ['Account Summary', 'frozen', 1, 'A1:B17'],
      ['Checks', 'frozen', 1, 'A1:H1'],
      ['Deposits & Credits', 'frozen', 1, 'A1:C1'],
      ['ATM Withdrawals', 'frozen', 1, 'A1:D1'],
      ['Checks Paid', 'frozen', 1, 'A1:D1'],
      ['Card Purchases', 'frozen', 1, 'A1:D1'],
      ['Other Withdrawals', 'frozen', 1, 'A1:D1'],
      ['All Transactions', 'frozen', 1, 'A1:L1'],
    ]);
  });

  it('sizes columns to their longest text', async () => {
    const workbook = await readBack(await toXlsx(usSectionedStatement()));
    // "ATM WITHDRAWAL "MAIN ST"" is 24 characters, plus 3 of padding; "1,500.00" is 8, plus 3.
    expect(sheet(workbook, 'All Transactions').columns.map((c) => c.width)).toEqual([
      13, 14, 27, 11, 10, 11, 11, 11, 15, 12, 16, 11,
    ]);
    const long = usSectionedStatement();
    long.deposits[0] = { ...long.deposits[0]!, description: 'x'.repeat(200) };
    const capped = await readBack(await toXlsx(long));
    expect(sheet(capped, 'Deposits & Credits').getColumn(2).width).toBe(MAX_COLUMN_WIDTH_CHARS);
  });

  it('neutralises formula-like text but keeps it as a string, with CR stored as LF', async () => {
    const workbook = await readBack(await toXlsx(formulaInjectionStatement()));
    const deposits = sheet(workbook, 'Deposits & Credits');
    const cells = [2, 3, 4, 5, 6, 7, 8].map((r) => deposits.getCell(r, 2));
    expect(cells.map((c) => c.value)).toEqual([
      '\'=HYPERLINK("http://evil.example","click")',
      "'+1+2",
      "'-3+4",
      "'@SUM(A1:A2)",
      "'\tTAB",
      "'\nCR",
      "'-12.34",
    ]);
    expect(cells.every((c) => c.type === ExcelJS.ValueType.String)).toBe(true);
  });

  it('CSV injection through separators (issue 7): text cells get the same quote after a separator', async () => {
    const workbook = await readBack(await toXlsx(separatorInjectionStatement()));
    const descriptions = values(sheet(workbook, 'All Transactions'))
      .slice(1)
      .map((row) => [row[2], row[3]]);
    expect(descriptions).toEqual([
      ["SHOP;'=1+1", -1.5],
      ["REFUND,'+44 20", -2.5],
      ["ATM\t'-20.00", -3.5],
      ["NOTE\n'@SUM(A1:A2)", -4.5],
      ['CARD; \'=HYPERLINK("x")', -5.5],
      ['PAY;"\'=1+1"', -6.5],
      ["A;;'-1", -7.5],
      ["MEMO\n'=2", -8.5],
      ['CAFE; 2 ITEMS', -9.5],
      ['A - B', -10.5],
    ]);
  });

  it('adds an Account column and lists each account of a consolidated statement', async () => {
    const workbook = await readBack(await toXlsx(consolidatedStatement()));
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Account Summary',
      'Checks',
      'Deposits & Credits',
      'Checks Paid',
      'Other Withdrawals',
      'All Transactions',
      'Premier Checking',
      'Plus Savings',
    ]);
    // Each account's sheet holds that account's rows only, without an Account column.
    expect(values(sheet(workbook, 'Plus Savings'))).toEqual([
      [
        'Date',
        'Posted Date',
        'Description',
        'Amount',
        'Debit',
        'Credit',
        'Balance',
        'Category',
        'Check Number',
        'Reference',
        'Subcategory',
        'Merchant',
      ],
      [
        '2021-02-10',
        null,
        'Interest Payment',
        0.25,
        null,
        0.25,
        50000.25,
        'Deposit',
        null,
        null,
        null,
        null,
      ],
      [
        '2021-02-10',
        null,
        'Federal Interest Withheld',
        -0.05,
        0.05,
        null,
        50000.2,
        'Other',
        null,
        null,
        null,
        null,
      ],
    ]);
    expect(values(sheet(workbook, 'Account Summary')).slice(14, 16)).toEqual([
      ['Reconciled', 'No', null, null, null, null, null, null, null, null],
      ['Checked Against Statement', 'Not checked', null, null, null, null, null, null, null, null],
    ]);
    expect(values(sheet(workbook, 'Account Summary')).slice(17)).toEqual([
      [null, null, null, null, null, null, null, null, null, null],
      [
        'Account',
        'Account Number',
        'Statement Date',
        'Beginning Balance',
        'Ending Balance',
        'Transactions',
        'Expected Ending Balance',
        'Difference',
        'Reconciled',
        'Checked Against Statement',
      ],
      ['Premier Checking 0001', '0001', '2021-02-10', 100, 150, 2, 150, 0, 'No', 'Not checked'],
      [
        'Plus Savings 0002',
        '0002',
        '2021-02-10',
        50000,
        50000.2,
        2,
        50000.2,
        0,
        'Yes',
        'Matches the statement',
      ],
    ]);
    expect(values(sheet(workbook, 'Checks')).map((row) => [row[0], row[1], row[8]])).toEqual([
      ['Check', 'Result', 'Account'],
      ['Verdict', 'Not checked', 'All accounts'],
      ['Verdict', 'Not checked', 'Premier Checking 0001'],
      ['Beginning balance', 'Printed', 'Premier Checking 0001'],
      ['Ending balance', 'Worked out', 'Premier Checking 0001'],
      ['Running balances', 'None printed', 'Premier Checking 0001'],
      ['Verdict', 'Matches the statement', 'Plus Savings 0002'],
      ['Beginning balance', 'Printed', 'Plus Savings 0002'],
      ['Ending balance', 'Matches', 'Plus Savings 0002'],
      ['Running balances', 'All 2 match', 'Plus Savings 0002'],
    ]);
    expect(values(sheet(workbook, 'Deposits & Credits'))).toEqual([
      ['Date Credited', 'Description', 'Amount', 'Account'],
      ['2021-01-20', 'Deposit', 75, 'Premier Checking 0001'],
      ['2021-02-10', 'Interest Payment', 0.25, 'Plus Savings 0002'],
    ]);
  });

  it('writes a mismatch on the Checks sheet with page and row as counts and money as amounts', async () => {
    const workbook = await readBack(await toXlsx(runningBreakStatement()));
    const checks = sheet(workbook, 'Checks');
    expect(values(checks).slice(1)).toEqual([
      [
        'Verdict',
        'Does not match the statement',
        null,
        null,
        null,
        null,
        null,
        'Does not match: a figure printed on the statement differs from what these transactions add up to. Compare them with your PDF before you rely on them.',
      ],
      [
        'Beginning balance',
        'Printed',
        null,
        null,
        1000,
        null,
        null,
        'The beginning balance, 1000.00 USD, is printed on the statement.',
      ],
      [
        'Ending balance',
        'Does not match',
        null,
        null,
        1819.95,
        1832.35,
        -12.4,
        'The ending balance printed on the statement is 12.40 USD less than the beginning balance and these transactions add up to: the statement prints 1819.95 USD, the transactions give 1832.35 USD.',
      ],
      [
        'Running balances',
        '4 of 5 match',
        null,
        null,
        null,
        null,
        null,
        '4 of the 5 running balances printed beside the transactions match.',
      ],
      [
        'Running balance break',
        'Does not match',
        2,
        4,
        1824.95,
        1837.35,
        -12.4,
        'The running balance printed on page 2 (row 4) is 12.40 USD less than the transactions up to that row add up to: the statement prints 1824.95 USD, the transactions give 1837.35 USD.',
      ],
      [
        'Section total: Total deposits',
        'Matches',
        1,
        null,
        1500,
        1500,
        0,
        'The total "Total deposits" printed on page 1, 1500.00 USD, matches the rows it covers.',
      ],
      [
        'Section total: Total withdrawals',
        'Does not match',
        2,
        null,
        680.05,
        667.65,
        12.4,
        'The total "Total withdrawals" printed on page 2 is 12.40 USD more than the rows it covers add up to: the statement prints 680.05 USD, the rows give 667.65 USD.',
      ],
      [
        'Warning',
        null,
        null,
        null,
        null,
        null,
        null,
        'The running balance printed on page 2 (row 4) is 12.40 less than the rows above it.',
      ],
    ]);
    const brk = checks.getRow(6);
    expect([3, 4].map((c) => brk.getCell(c).numFmt)).toEqual([
      XLSX_COUNT_FORMAT,
      XLSX_COUNT_FORMAT,
    ]);
    expect([5, 6, 7].map((c) => brk.getCell(c).numFmt)).toEqual([
      XLSX_AMOUNT_FORMAT,
      XLSX_AMOUNT_FORMAT,
      XLSX_AMOUNT_FORMAT,
    ]);
  });

  it('says on the Checks sheet that a document stored before checks existed has none recorded', async () => {
    const workbook = await readBack(await toXlsx(formulaInjectionStatement()));
    expect(values(sheet(workbook, 'Checks'))).toEqual([
      [...CHECKS_HEADER],
      [
        'Verdict',
        'Not recorded',
        null,
        null,
        null,
        null,
        null,
        'This statement was converted before Statemint checked conversions against the figures printed on them.',
      ],
    ]);
    expect(values(sheet(workbook, 'Account Summary'))[15]).toEqual([
      'Checked Against Statement',
      'Not recorded',
    ]);
  });

  it('neutralises a formula in a printed section label on the Checks sheet', async () => {
    const statement = runningBreakStatement();
    statement.verification!.sectionTotals[1]!.label = '@SUM(A1:A9)';
    const checks = sheet(await readBack(await toXlsx(statement)), 'Checks');
    expect(checks.getCell('A8').value).toBe('Section total: @SUM(A1:A9)');
    statement.verification!.sectionTotals[1]!.label = 'x;=1+1';
    const separated = sheet(await readBack(await toXlsx(statement)), 'Checks');
    expect(separated.getCell('A8').value).toBe("Section total: x;'=1+1");
  });

  it('writes the same bytes for the same statement', async () => {
    expect(await toXlsx(usSectionedStatement())).toEqual(await toXlsx(usSectionedStatement()));
  });

  it('keeps a date that is not on the calendar as text rather than another day', async () => {
    const statement = usSectionedStatement();
    statement.deposits[0] = { ...statement.deposits[0]!, dateCredited: '2024-02-30' };
    const deposits = sheet(await readBack(await toXlsx(statement)), 'Deposits & Credits');
    expect(deposits.getCell('A2').value).toBe('2024-02-30');
    expect(deposits.getCell('A2').type).toBe(ExcelJS.ValueType.String);
  });

  it('cuts a text cell at the length Excel accepts', async () => {
    const statement = usSectionedStatement();
    statement.deposits[0] = { ...statement.deposits[0]!, description: 'y'.repeat(40_000) };
    const deposits = sheet(await readBack(await toXlsx(statement)), 'Deposits & Credits');
    expect(deposits.getCell('B2').value).toBe('y'.repeat(MAX_CELL_TEXT_CHARS));
  });

  it('reads back a 1,000-row statement with every amount and date in place', async () => {
    const statement = usSectionedStatement();
    statement.transactions = Array.from({ length: 1000 }, (_, i) => ({
      date: `2024-${String((i % 12) + 1).padStart(2, '0')}-15`,
      description: `Row ${i}`,
      amount: i % 2 === 0 ? i / 100 : -i / 100,
      category: 'other' as const,
    }));
    const all = sheet(await readBack(await toXlsx(statement)), 'All Transactions');
    expect(all.rowCount).toBe(1001);
    expect(values(all).slice(-2)).toEqual([
      ['2024-03-15', null, 'Row 998', 9.98, null, 9.98, null, 'Other', null, null, null, null],
      ['2024-04-15', null, 'Row 999', -9.99, 9.99, null, null, 'Other', null, null, null, null],
    ]);
  }, 30_000);
});
