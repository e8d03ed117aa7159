/**
 * Words banks print in table headers, section headings and summary labels, in English, German,
 * French and Spanish. Everything is matched on "squashed" text: lower case, accents removed, only
 * letters and digits kept, so that `Paid o ut`, `PAID OUT` and `Paid-out` all read `paidout`.
 */

/** Lower-cases, strips accents and drops everything but letters and digits. */
export function squash(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export const HEADER_ROLES = [
  'date',
  'postDate',
  'valueDate',
  'description',
  'debit',
  'credit',
  'amount',
  'balance',
  'check',
  'reference',
] as const;
export type HeaderRole = (typeof HEADER_ROLES)[number];

/** Squashed header phrases and the column role each names. */
export const HEADER_PHRASES: Record<string, HeaderRole> = {};
const HEADER_WORDS: [HeaderRole, string[]][] = [
  [
    'date',
    [
      'date',
      'dates',
      'datum',
      'fecha',
      'transactiondate',
      'transdate',
      'trandate',
      'txndate',
      'buchungstag',
      'buchungsdatum',
      'buchung',
      'bookingdate',
      'dateoperation',
      'dateope',
      'datedoperation',
      'fechaoperacion',
      'fechaoper',
      'datepaid',
      'datecredited',
      'effectivedate',
      'trans',
      'tran',
    ],
  ],
  [
    'postDate',
    [
      'postdate',
      'posteddate',
      'postingdate',
      'dateposted',
      'posted',
      'post',
      'receivedbyus',
      'datereceived',
      'processeddate',
      'processed',
    ],
  ],
  [
    'valueDate',
    [
      'valuedate',
      'valuta',
      'valutadatum',
      'wert',
      'wertstellung',
      'datevaleur',
      'valeur',
      'fechavalor',
      'valor',
    ],
  ],
  [
    'description',
    [
      'description',
      'descriptions',
      'details',
      'detail',
      'transactiondescription',
      'transactiondetails',
      'paymenttypeanddetails',
      'particulars',
      'narrative',
      'memo',
      'transaction',
      'transactions',
      'buchungstext',
      'verwendungszweck',
      'beschreibung',
      'text',
      'vorgang',
      'erlauterung',
      'libelle',
      'libelles',
      'libelledeloperation',
      'operation',
      'operations',
      'naturedeloperation',
      'concepto',
      'descripcion',
      'movimiento',
      'payee',
      'merchant',
    ],
  ],
  [
    'debit',
    [
      'withdrawals',
      'withdrawal',
      'debit',
      'debits',
      'paidout',
      'moneyout',
      'out',
      'subtractions',
      'withdrawalssubtractions',
      'withdrawalsanddebits',
      'chequesanddebits',
      'checksanddebits',
      'charges',
      'soll',
      'lastschrift',
      'belastung',
      'ausgang',
      'ausgaben',
      'retraits',
      'sorties',
      'cargo',
      'cargos',
      'debito',
      'debitos',
      'amountdebited',
      'debitamount',
      'withdrawalamount',
      'payments',
    ],
  ],
  [
    'credit',
    [
      'deposits',
      'deposit',
      'credit',
      'credits',
      'paidin',
      'moneyin',
      'in',
      'additions',
      'depositsadditions',
      'depositsandcredits',
      'depositsandadditions',
      'receipts',
      'haben',
      'gutschrift',
      'eingang',
      'einnahmen',
      'encaissements',
      'entrees',
      'versements',
      'abono',
      'abonos',
      'credito',
      'creditos',
      'ingresos',
      'amountcredited',
      'creditamount',
      'depositamount',
    ],
  ],
  [
    'amount',
    [
      'amount',
      'amounts',
      'amt',
      'betrag',
      'umsatz',
      'montant',
      'importe',
      'transactionamount',
      'amountusd',
      'amountgbp',
      'amounteur',
      'betrageur',
      'montanteur',
      'importeeur',
    ],
  ],
  [
    'balance',
    [
      'balance',
      'runningbalance',
      'endingdailybalance',
      'dailybalance',
      'balanceusd',
      'balancegbp',
      'balanceeur',
      'saldo',
      'kontostand',
      'solde',
      'soldes',
      'saldoeur',
      'soldeeur',
    ],
  ],
  [
    'check',
    [
      'checknumber',
      'checkno',
      'check',
      'checknum',
      'cheque',
      'chequenumber',
      'chequeno',
      'chqno',
      'number',
      'no',
    ],
  ],
  ['reference', ['reference', 'ref', 'refno', 'referencenumber', 'bankreference', 'referenz']],
];
for (const [role, words] of HEADER_WORDS) for (const w of words) HEADER_PHRASES[w] = role;

/** The longest header phrase, in words, worth trying (spaced-out letters make phrases long). */
export const MAX_HEADER_PHRASE_WORDS = 12;

/** Squashed words whose presence makes a line worth checking as a table header. */
export const DATE_HEADER_TRIGGERS = [
  'date',
  'datum',
  'fecha',
  'buchung',
  'receivedbyus',
  'valuta',
  'wert',
];

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

/** Balance label kinds found in summaries and as table rows. */
export type BalanceLabel = 'opening' | 'closing' | 'broughtForward' | 'carriedForward';

/** Squashed label prefixes for balance lines; the first match wins. */
export const BALANCE_LABELS: [string, BalanceLabel][] = [
  ['balancebroughtforward', 'broughtForward'],
  ['broughtforward', 'broughtForward'],
  ['balancecarriedforward', 'carriedForward'],
  ['carriedforward', 'carriedForward'],
  ['balanceforward', 'broughtForward'],
  ['previousbalance', 'opening'],
  ['beginningbalance', 'opening'],
  ['openingbalance', 'opening'],
  ['startingbalance', 'opening'],
  ['balancelaststatement', 'opening'],
  ['balanceatstart', 'opening'],
  ['anfangssaldo', 'opening'],
  ['alterkontostand', 'opening'],
  ['altersaldo', 'opening'],
  ['saldovortrag', 'opening'],
  ['kontostandalt', 'opening'],
  ['soldeinitial', 'opening'],
  ['anciensolde', 'opening'],
  ['soldeprecedent', 'opening'],
  ['soldedouverture', 'opening'],
  ['soldeaudebut', 'opening'],
  ['saldoinicial', 'opening'],
  ['saldoanterior', 'opening'],
  ['endingbalance', 'closing'],
  ['closingbalance', 'closing'],
  ['newbalance', 'closing'],
  ['statementbalance', 'closing'],
  ['balanceatend', 'closing'],
  ['endsaldo', 'closing'],
  ['neuerkontostand', 'closing'],
  ['neuersaldo', 'closing'],
  ['kontostandneu', 'closing'],
  ['soldefinal', 'closing'],
  ['nouveausolde', 'closing'],
  ['soldedecloture', 'closing'],
  ['soldealafin', 'closing'],
  ['saldofinal', 'closing'],
  ['saldoactual', 'closing'],
  ['ubertrag', 'broughtForward'],
  ['report', 'broughtForward'],
];

/** Squashed prefixes of total and subtotal lines, which are never transactions. */
export const TOTAL_PREFIXES = ['total', 'totals', 'subtotal', 'summe', 'gesamt', 'totaux', 'sumas'];

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
