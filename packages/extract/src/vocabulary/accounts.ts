/** Account words: labels of account numbers and the summary words that mark a credit card. */

/** Squashed labels that introduce an account number. */
export const ACCOUNT_NUMBER_LABELS = [
  'accountnumber',
  'accountno',
  'acctno',
  'acctnumber',
  'cardnumber',
  'kontonummer',
  'kontonr',
  'iban',
  'numerodecompte',
  'ndecompte',
  'numerodecuenta',
  'account',
  'cuenta',
  'konto',
  'compte',
  'conta',
  'accountno',
];

/** Squashed words that mark a credit card (balances are amounts owed). */
export const LIABILITY_MARKERS = [
  'creditlimit',
  'minimumpayment',
  'paymentdue',
  'availablecredit',
  'kreditlimit',
  'mindestzahlung',
  'plafond',
  'limitedecredit',
  'pagominimo',
  'limitedecredito',
];
export const LIABILITY_BALANCE_MARKERS = ['newbalance', 'previousbalance', 'statementbalance'];
