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

/** Title row and header of the complete-data CSV's last section: the checks against the statement. */
export const CHECKS_TITLE = 'Checks';
export const CHECKS_HEADER = [
  'Check',
  'Result',
  'Page',
  'Row',
  'Statement Prints',
  'Transactions Give',
  'Difference',
  'Details',
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
  'Subcategory',
  'Merchant',
] as const;

/** Characters that make a spreadsheet cell start a formula (OWASP CSV injection). */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];
/** Characters a spreadsheet splits cells on in some locale: comma, semicolon, tab, line breaks. */
const LOCALE_SEPARATORS = /[,;\t\r\n]/;
/** How an amount is written: a plain decimal with two places, so `-12.34` is a number, not a formula. */
const WRITTEN_AMOUNT = /^-?\d+\.\d{2}$/;

/**
 * Cells of a downloaded CSV that a spreadsheet in a comma, semicolon or tab locale would start as a
 * formula: the file is cut at every separator, ignoring quotes, and each piece's leading spaces and
 * quotes are dropped, as a lenient reader would; negative amounts are numbers and are not listed.
 */
export function formulaCells(csv: string): string[] {
  const found: string[] = [];
  for (const piece of csv.replace(/^\uFEFF/, '').split(LOCALE_SEPARATORS)) {
    let start = 0;
    while (piece[start] === ' ' || piece[start] === '"') start += 1;
    const cell = piece.slice(start);
    const first = cell.charAt(0);
    if (FORMULA_STARTS.includes(first) && !WRITTEN_AMOUNT.test(cell)) found.push(cell);
  }
  return found;
}
