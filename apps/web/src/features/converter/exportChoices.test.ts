import { describe, expect, it } from 'vitest';
import { EXPORT_FORMATS } from '@statemint/contracts';
import {
  choosableFormat,
  MORE_FORMATS,
  takesDateFormat,
  takesEuropean,
  workbookContents,
} from './exportChoices.ts';
import {
  balancedChecking,
  consolidatedMixed,
  unbalancedNoAccountNumber,
} from './fixtures/statements.ts';

describe('export choices', () => {
  it('offers every format of the export route exactly once', () => {
    expect([...MORE_FORMATS].sort()).toEqual([...EXPORT_FORMATS].sort());
  });

  it('applies the date layout to the flat CSVs and QIF, the European CSV to the flat CSVs only', () => {
    expect(MORE_FORMATS.filter(takesDateFormat)).toEqual([
      'csv',
      'csv-qbo3',
      'csv-qbo4',
      'csv-xero',
      'qif',
    ]);
    expect(MORE_FORMATS.filter(takesEuropean)).toEqual(['csv', 'csv-qbo3', 'csv-qbo4', 'csv-xero']);
  });

  it('preselects the saved format, else the fallback', () => {
    expect(choosableFormat('qbo', 'csv')).toBe('qbo');
    expect(choosableFormat(null, 'csv')).toBe('csv');
  });

  it('lists the sheets the workbook really has, by their names in the file', () => {
    expect(workbookContents(balancedChecking())).toEqual([
      { name: 'Account Summary', detail: null },
      { name: 'Checks', detail: 'Checks against the statement' },
      { name: 'Deposits & Credits', detail: 'Deposits and credits' },
      { name: 'ATM Withdrawals', detail: null },
      { name: 'Checks Paid', detail: null },
      { name: 'Card Purchases', detail: null },
      { name: 'Other Withdrawals', detail: null },
      { name: 'All Transactions', detail: 'All transactions combined' },
    ]);
    // No other withdrawals: no such sheet, and none listed.
    expect(workbookContents(unbalancedNoAccountNumber()).map((s) => s.name)).not.toContain(
      'Other Withdrawals',
    );
    expect(workbookContents(consolidatedMixed()).slice(-3)).toEqual([
      { name: 'All Transactions', detail: 'All transactions combined' },
      { name: 'Everyday Checking', detail: 'Transactions of this account' },
      { name: 'Plus Savings', detail: 'Transactions of this account' },
    ]);
  });
});
