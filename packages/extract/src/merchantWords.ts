/**
 * The merchant-name vocabulary (issue 10), beside the category rule table: what introduces a merchant,
 * what ends it, and the place codes of a card descriptor's tail. Same notation as categoryRules.ts.
 */

/**
 * Words that only introduce a merchant: card and terminal prefixes, channels and scheme names. They are
 * dropped from the front of a merchant name, as are the matched rule's own words.
 */
export const MERCHANT_PREFIXES: readonly string[] = [
  'CARD',
  'DEBIT',
  'CREDIT',
  'ONLINE',
  'RECURRING',
  'PAYMENT',
  'PAYMENT TO',
  'PMT',
  'TO',
  'PURCHASE',
  'PURCHASE AUTHORIZED ON',
  'AUTHORIZED ON',
  'INTL',
  'INTERNATIONAL',
  'APPLE PAY',
  'GOOGLE PAY',
  'SEPA',
  'SEPA-LASTSCHRIFT',
  'PAIEMENT',
  'PAR',
  'CARTE',
  'ZAHLUNG',
  'AN',
  'PAGO',
  'EN',
  'BETALING',
  'AAN',
  'ON-LINE',
];

/** Card-processor prefixes before a `*` (`SQ *BLUE BOTTLE`): the merchant is what follows the star. */
export const PROCESSOR_PREFIXES: readonly string[] = [
  'SQ',
  'TST',
  'PAYPAL',
  'PP',
  'SP',
  'SUMUP',
  'IZ',
  'ZETTLE',
  'PY',
];

/** Words that start a reference, ending the merchant name (`REF 123`, `PPD ID: 99`, `ON-LINE`, `NR.`). */
export const REFERENCE_WORDS: readonly string[] = [
  'REF',
  'REF.',
  'REFERENCE',
  'ID',
  'ID:',
  'TRACE',
  'PPD',
  'CCD',
  'WEB',
  'TEL',
  'NR',
  'NR.',
  'NO',
  'NO.',
  'ON-LINE',
  'CONF',
  'CONF#',
  'TRN',
  'MANDAT',
  'MANDATE',
  'END-TO-END',
  'EREF',
  'MREF',
  'KREF',
  'CRED',
  'FACTURE',
  'RECHNUNG',
  'REFERENCIA',
  'KENMERK',
];

/**
 * Tails of a card descriptor naming where it was paid: ISO 3166 country codes and US/Canadian region codes
 * that statements print after the city. The code goes, and so does one word before it (the city) when a
 * name of its own is left.
 */
export const PLACE_CODES: ReadonlySet<string> = new Set(
  [
    // Countries (alpha-2 and alpha-3) most often printed on card descriptors.
    'US USA GB GBR UK FR FRA DE DEU ES ESP NL NLD IT ITA BE BEL CH CHE AT AUT IE IRL LU LUX PT PRT',
    'CA CAN AU AUS',
    // US states and DC.
    'AL AK AZ AR CO CT DC FL GA HI ID IL IN IA KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM',
    'NV NY OH OK OR PA RI SC SD TN TX UT VA VT WA WI WV WY',
    // Canadian provinces.
    'AB BC MB NB NS ON PE QC SK',
  ]
    .join(' ')
    .split(' '),
);
