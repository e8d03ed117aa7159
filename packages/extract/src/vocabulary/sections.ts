/** Section headings: what a heading says about the rows under it. */

/** What a section heading says about the rows under it. */
export type SectionKind =
  | 'deposits'
  | 'atm'
  | 'checks'
  | 'card'
  | 'fees'
  | 'withdrawals'
  | 'electronic'
  | 'transactions'
  | 'ignore';

/** Squashed heading prefixes; the first match wins, so longer and more specific ones come first. */
export const SECTION_HEADINGS: [string, SectionKind][] = [
  ['summaryofcheckswritten', 'ignore'],
  ['checksummary', 'ignore'],
  ['dailyendingbalance', 'ignore'],
  ['dailybalance', 'ignore'],
  ['dailyledgerbalance', 'ignore'],
  ['endingdailybalance', 'ignore'],
  ['balancesummary', 'ignore'],
  ['interestsummary', 'ignore'],
  ['summaryofinterest', 'ignore'],
  ['tagessalden', 'ignore'],
  ['tagessaldo', 'ignore'],
  ['soldesquotidiens', 'ignore'],
  ['soldequotidien', 'ignore'],
  ['saldosdiarios', 'ignore'],
  ['soldesjournaliers', 'ignore'],
  ['atmanddebitcardwithdrawals', 'atm'],
  ['atmdebitcardwithdrawals', 'atm'],
  ['atmanddebitcard', 'atm'],
  ['atmwithdrawals', 'atm'],
  ['atmtransactions', 'atm'],
  ['cashwithdrawals', 'atm'],
  ['depositsandotheradditions', 'deposits'],
  ['depositsandadditions', 'deposits'],
  ['depositsandcredits', 'deposits'],
  ['depositsadditions', 'deposits'],
  ['otheradditions', 'deposits'],
  ['paymentsandcredits', 'deposits'],
  ['paymentsandothercredits', 'deposits'],
  ['deposits', 'deposits'],
  ['additions', 'deposits'],
  ['credits', 'deposits'],
  ['gutschriften', 'deposits'],
  ['einzahlungen', 'deposits'],
  ['versements', 'deposits'],
  ['abonos', 'deposits'],
  ['checkspaid', 'checks'],
  ['chequespaid', 'checks'],
  ['checks', 'checks'],
  ['cheques', 'checks'],
  ['visapurchases', 'card'],
  ['visacheckcardpurchases', 'card'],
  ['debitcardpurchases', 'card'],
  ['cardpurchases', 'card'],
  ['cardtransactions', 'card'],
  ['purchasesandadjustments', 'card'],
  ['purchases', 'card'],
  ['kartenumsatze', 'card'],
  ['servicefees', 'fees'],
  ['servicecharges', 'fees'],
  ['feesandcharges', 'fees'],
  ['fees', 'fees'],
  ['gebuhren', 'fees'],
  ['frais', 'fees'],
  ['comisiones', 'fees'],
  ['electronicwithdrawals', 'electronic'],
  ['electronicpayments', 'electronic'],
  ['electronicdebits', 'electronic'],
  ['withdrawalsandothersubtractions', 'withdrawals'],
  ['withdrawalsanddebits', 'withdrawals'],
  ['otherwithdrawals', 'withdrawals'],
  ['otherdebits', 'withdrawals'],
  ['otherwithdrawalsfeesandcharges', 'withdrawals'],
  ['withdrawals', 'withdrawals'],
  ['subtractions', 'withdrawals'],
  ['debits', 'withdrawals'],
  ['lastschriften', 'withdrawals'],
  ['belastungen', 'withdrawals'],
  ['transactionhistory', 'transactions'],
  ['transactiondetails', 'transactions'],
  ['transactiondetail', 'transactions'],
  ['yourtransactiondetails', 'transactions'],
  ['accountactivity', 'transactions'],
  ['transactions', 'transactions'],
  ['kontoumsatze', 'transactions'],
  ['umsatze', 'transactions'],
  ['mouvements', 'transactions'],
  ['operations', 'transactions'],
  ['movimientos', 'transactions'],
];

/** Words that may follow a heading on a continued page. */
export const CONTINUED_RE = /(?:continued|cont|fortsetzung|suite|continuacion)$/;
