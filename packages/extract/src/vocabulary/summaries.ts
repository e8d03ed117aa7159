/**
 * Labels of the money-in and money-out figures an account summary prints beside its balances: a card's
 * "Payments", "Other credits", "Purchases", "Fees charged", "Interest charged"; a bank account's "Deposits
 * and other additions", "Withdrawals", "Total debits", "Paid in". Matched on the label's squashed ending
 * (after a leading "Total"), so "ATM & debit card withdrawals" reads as money out.
 */

/** Which way a summary figure moves money, from the account holder's side. */
export type SummaryDirection = 'in' | 'out';

/** Squashed label endings of summary figures; the first match wins, so longer endings come first. */
export const SUMMARY_FIGURE_ENDINGS: [string, SummaryDirection][] = [
  // Interest and fees before the plain words they end with.
  ['interestcharged', 'out'],
  ['interestpaid', 'in'],
  ['interestearned', 'in'],
  ['interestcredited', 'in'],
  ['feescharged', 'out'],
  // Money in.
  ['deposits', 'in'],
  ['additions', 'in'],
  ['credits', 'in'],
  ['paymentsin', 'in'],
  ['paymentsreceived', 'in'],
  ['receipts', 'in'],
  ['refunds', 'in'],
  ['paidin', 'in'],
  ['moneyin', 'in'],
  ['lodgements', 'in'],
  ['gutschriften', 'in'],
  ['habenumsatze', 'in'],
  ['crediti', 'in'],
  ['creditos', 'in'],
  ['abonos', 'in'],
  // Money out.
  ['withdrawals', 'out'],
  ['subtractions', 'out'],
  ['debits', 'out'],
  ['purchases', 'out'],
  ['spending', 'out'],
  ['cashadvances', 'out'],
  ['balancetransfers', 'out'],
  ['fees', 'out'],
  ['charges', 'out'],
  ['checks', 'out'],
  ['checkspaid', 'out'],
  ['cheques', 'out'],
  ['paymentsout', 'out'],
  ['paidout', 'out'],
  ['moneyout', 'out'],
  ['lastschriften', 'out'],
  ['sollumsatze', 'out'],
  ['addebiti', 'out'],
  ['debitos', 'out'],
  ['cargos', 'out'],
];

/**
 * Endings whose direction depends on the account: a card's "Payments" pay its balance off (money in) while
 * a bank account's are money out; a card's "Interest" is charged, a bank account's paid.
 */
export const SUMMARY_FIGURE_ENDINGS_BY_TYPE: [
  string,
  { card: SummaryDirection; bank: SummaryDirection },
][] = [
  ['payments', { card: 'in', bank: 'out' }],
  ['interest', { card: 'out', bank: 'in' }],
];
