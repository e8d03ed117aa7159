/** First columns of the complete-data CSV: the account summary, then the spec's four categories side by side. */
export const COMPLETE_CSV_HEADER = [
  'Account Summary',
  'Value',
  'Deposits: Date Credited',
  'Deposits: Description',
  'Deposits: Amount',
  'ATM Withdrawals: Tran Date',
  'ATM Withdrawals: Date Posted',
  'ATM Withdrawals: Description',
  'ATM Withdrawals: Amount',
  'Checks Paid: Date Paid',
  'Checks Paid: Check Number',
  'Checks Paid: Amount',
  'Checks Paid: Reference Number',
  'Visa Purchases: Tran Date',
  'Visa Purchases: Date Posted',
  'Visa Purchases: Description',
  'Visa Purchases: Amount',
] as const;

/** Columns a complete-data CSV adds when the statement has debits outside the four categories. */
export const COMPLETE_CSV_OTHER_HEADER = [
  'Other Withdrawals: Date',
  'Other Withdrawals: Description',
  'Other Withdrawals: Category',
  'Other Withdrawals: Amount',
] as const;

/** Title row and header of the complete-data CSV's all-transactions section. */
export const ALL_TRANSACTIONS_TITLE = 'All Transactions';
export const ALL_TRANSACTIONS_HEADER = [
  'Date',
  'Posted Date',
  'Description',
  'Category',
  'Check Number',
  'Amount',
] as const;

/** Columns of the flat CSV a Document Library download returns. */
export const FLAT_CSV_HEADER = [
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
] as const;
