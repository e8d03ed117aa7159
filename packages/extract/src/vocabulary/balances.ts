/** Balance labels (opening, closing, brought and carried forward) and total-line prefixes. */

/** Balance label kinds found in summaries and as table rows. */
export type BalanceLabel =
  'opening' | 'closing' | 'broughtForward' | 'carriedForward' | 'balanceAt';

/** Squashed label prefixes for balance lines; the first match wins. */
export const BALANCE_LABELS: [string, BalanceLabel][] = [
  ['balancebroughtforward', 'broughtForward'],
  ['broughtforward', 'broughtForward'],
  ['balancecarriedforward', 'carriedForward'],
  ['carriedforward', 'carriedForward'],
  ['balanceforward', 'broughtForward'],
  ['balancebf', 'broughtForward'],
  ['balancecf', 'carriedForward'],
  ['previousbalance', 'opening'],
  ['balancefromlaststatement', 'opening'],
  ['balancefrompreviousstatement', 'opening'],
  ['balancelastperiod', 'opening'],
  ['beginningbalance', 'opening'],
  ['openingbalance', 'opening'],
  ['startingbalance', 'opening'],
  ['balancelaststatement', 'opening'],
  ['balanceatstart', 'opening'],
  ['anfangssaldo', 'opening'],
  ['beginsaldo', 'opening'],
  ['alterkontostand', 'opening'],
  ['altersaldo', 'opening'],
  ['saldoalt', 'opening'],
  ['saldovortrag', 'opening'],
  ['kontostandalt', 'opening'],
  ['soldeinitial', 'opening'],
  ['soldeendebut', 'opening'],
  ['soldeaudebutdeperiode', 'opening'],
  ['anciensolde', 'opening'],
  ['soldeprecedent', 'opening'],
  ['soldedouverture', 'opening'],
  ['soldeaudebut', 'opening'],
  ['saldoinicial', 'opening'],
  ['saldoanterior', 'opening'],
  ['saldoiniziale', 'opening'],
  ['saldoprecedente', 'opening'],
  ['primosaldo', 'opening'],
  ['saldoawal', 'opening'],
  ['saldoprimo', 'opening'],
  ['ingaendesaldo', 'opening'],
  ['inngaendesaldo', 'opening'],
  ['indgaendesaldo', 'opening'],
  ['endingbalance', 'closing'],
  ['closingbalance', 'closing'],
  ['newbalance', 'closing'],
  ['totalamountdue', 'closing'],
  ['totalbalancedue', 'closing'],
  ['totaldue', 'closing'],
  ['statementbalance', 'closing'],
  ['balanceatend', 'closing'],
  ['endsaldo', 'closing'],
  ['eindsaldo', 'closing'],
  ['saldoneu', 'closing'],
  ['kontostandneu', 'closing'],
  ['neuerkontostand', 'closing'],
  ['neuersaldo', 'closing'],
  ['kontostandneu', 'closing'],
  ['soldefinal', 'closing'],
  ['soldeenfin', 'closing'],
  ['soldealafindeperiode', 'closing'],
  ['nouveausolde', 'closing'],
  ['soldedecloture', 'closing'],
  ['soldealafin', 'closing'],
  ['saldofinal', 'closing'],
  ['saldoactual', 'closing'],
  ['ultimosaldo', 'closing'],
  ['saldoakhir', 'closing'],
  ['saldoultimo', 'closing'],
  ['utgaendesaldo', 'closing'],
  ['udgaendesaldo', 'closing'],
  ['soldecrediteurau', 'balanceAt'],
  ['soldedebiteurau', 'balanceAt'],
  ['soldeau', 'balanceAt'],
  ['kontostandam', 'balanceAt'],
  ['saldoal', 'balanceAt'],
  ['balanceasof', 'balanceAt'],
  ['ubertrag', 'broughtForward'],
  ['report', 'broughtForward'],
];

/**
 * Squashed words for a balance on its own: a line starting with one, with a full date in its label and
 * no date before it ("Saldo fra kontoutskrift 29.02.2024", "Saldo i Banken 31.03.2024"), is a
 * balance as of that date.
 */
export const BALANCE_WORDS = ['balance', 'saldo', 'solde', 'kontostand', 'balans'];

/** Squashed prefixes of total and subtotal lines, which are never transactions. */
export const TOTAL_PREFIXES = [
  'total',
  'totals',
  'subtotal',
  'summe',
  'gesamt',
  'totaux',
  'sumas',
  'totaal',
];
