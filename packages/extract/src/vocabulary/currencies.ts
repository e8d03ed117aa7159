/** Currency evidence: money signs, ISO codes, currency names, IBAN countries and national bank codes. */

/** Dollar signs with a country prefix, and other multi-letter money signs, each naming one currency. */
export const PREFIXED_CURRENCY_SIGNS: Readonly<Record<string, string>> = {
  US$: 'USD',
  U$S: 'USD',
  CA$: 'CAD',
  CAD$: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  AUD$: 'AUD',
  NZ$: 'NZD',
  S$: 'SGD',
  SG$: 'SGD',
  HK$: 'HKD',
  R$: 'BRL',
  NT$: 'TWD',
  MX$: 'MXN',
  J$: 'JMD',
  TT$: 'TTD',
  // The other dollars' established prefixes, one currency each (a bare "B$" names two and is left out).
  N$: 'NAD',
  BZ$: 'BZD',
  BD$: 'BMD',
  Bds$: 'BBD',
  EC$: 'XCD',
  FJ$: 'FJD',
  GY$: 'GYD',
  SI$: 'SBD',
  WS$: 'WST',
  CI$: 'KYD',
  L$: 'LRD',
  RD$: 'DOP',
  T$: 'TOP',
  RM: 'MYR',
  R: 'ZAR',
  TL: 'TRY',
};

/**
 * Money signs that name several currencies, with the currencies each may stand for: "C$" is printed for
 * the Canadian dollar and the Nicaraguan córdoba alike. Such a sign never decides alone; it rules out the
 * currencies it cannot stand for, as a bare `$` does (DOLLAR_CURRENCIES).
 */
export const SHARED_CURRENCY_SIGNS: Readonly<Record<string, readonly string[]>> = {
  C$: ['CAD', 'NIO'],
};

/** One-character money signs that name one currency (a bare `$`, `¥` or `kr` names several). */
export const CURRENCY_SIGNS: Readonly<Record<string, string>> = {
  '£': 'GBP',
  '€': 'EUR',
  '₹': 'INR',
  '₦': 'NGN',
  '₱': 'PHP',
  '₩': 'KRW',
  '₪': 'ILS',
  '₺': 'TRY',
  '₫': 'VND',
  '₴': 'UAH',
  '₵': 'GHS',
  '₽': 'RUB',
  '฿': 'THB',
};

/**
 * Other currencies written with the same one-character sign as its usual one (CURRENCY_SIGNS): the pounds
 * of the Falklands, Gibraltar and Saint Helena, at par with sterling, and the Egyptian, Lebanese,
 * Syrian and South Sudanese pounds are all printed "£"; North Korea's won "₩".
 */
const SIGN_ALSO: Readonly<Record<string, readonly string[]>> = {
  '£': ['FKP', 'GIP', 'SHP', 'EGP', 'LBP', 'SYP', 'SSP'],
  '₩': ['KPW'],
};

/**
 * The currency a one-character sign stands for: its usual one, unless the statement names (`named`)
 * exactly one other currency written with that sign and not the usual one ("Currency: FKP" beside "£").
 */
export function signCurrency(sign: string, named: ReadonlySet<string>): string {
  const usual = CURRENCY_SIGNS[sign]!;
  const others = (SIGN_ALSO[sign] ?? []).filter((c) => named.has(c));
  return others.length === 1 && !named.has(usual) ? others[0]! : usual;
}

/**
 * The ISO 4217 currency codes of List One as amended up to Amendment 180 (in force 1 January 2026, when
 * Bulgaria's lev gave way to the euro), funds codes, metals and testing codes left out: VED (Amendment
 * 170, 2021), ZWG (2024) and XCG (the Caribbean guilder, replacing ANG since 31 March 2025) are in it.
 * A code is a format any bank may print, so the whole standard is read, not the currencies of the banks
 * seen so far.
 */
const ISO_4217_CODES = `AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BHD BIF BMD BND BOB BRL BSD BTN BWP BYN
  BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF
  GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR
  LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK
  PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS
  TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG`;

/**
 * Codes the standard withdrew since 2021 (its List Three), each still naming its one currency: a statement
 * printed before the change says "BGN" or "ZWL" (the Cuban convertible peso CUC, the kuna HRK, the old
 * leone SLL, the Zimbabwe dollar ZWL, the Netherlands Antillean guilder ANG, the lev BGN).
 */
const WITHDRAWN_ISO_4217_CODES = 'ANG BGN CUC HRK SLL ZWL';

/**
 * Codes that are also everyday words, names, brands or abbreviations printed in capitals on statements
 * ("ALL", "TOP UP", "BOB", "AMD", "SHP" for shipping): read as a currency only where a caller knows the
 * word stands for money.
 */
export const WORDLIKE_CODES: ReadonlySet<string> = new Set(
  'ALL TOP CUP MOP TRY PEN GEL MAD BAM RON AMD BOB SOS NIO SHP'.split(' '),
);

/** ISO 4217 codes read as a currency when printed as a word of their own in capitals. */
export const ISO_CURRENCY_CODES: ReadonlySet<string> = new Set(
  `${ISO_4217_CODES} ${WITHDRAWN_ISO_4217_CODES}`
    .split(/\s+/)
    .filter((c) => !WORDLIKE_CODES.has(c)),
);

/** Squashed currency names in several languages (a name alone, such as "dollar" or "franc", is ambiguous and left out). */
export const CURRENCY_WORDS: [string, string][] = [
  ['usdollar', 'USD'],
  ['unitedstatesdollar', 'USD'],
  ['dollarsamericains', 'USD'],
  ['dolaresestadounidenses', 'USD'],
  ['canadiandollar', 'CAD'],
  ['dollarscanadiens', 'CAD'],
  ['dollarcanadien', 'CAD'],
  ['australiandollar', 'AUD'],
  ['newzealanddollar', 'NZD'],
  ['singaporedollar', 'SGD'],
  ['hongkongdollar', 'HKD'],
  ['poundssterling', 'GBP'],
  ['poundsterling', 'GBP'],
  ['sterlingpound', 'GBP'],
  ['britishpound', 'GBP'],
  ['livresterling', 'GBP'],
  ['euro', 'EUR'],
  ['euros', 'EUR'],
  ['swissfranc', 'CHF'],
  ['schweizerfranken', 'CHF'],
  ['francssuisses', 'CHF'],
  ['indianrupee', 'INR'],
  ['naira', 'NGN'],
  ['southafricanrand', 'ZAR'],
  ['reais', 'BRL'],
  ['realbrasileiro', 'BRL'],
  ['pesosmexicanos', 'MXN'],
  ['mexicanpeso', 'MXN'],
  ['pesomexicano', 'MXN'],
  ['pesochileno', 'CLP'],
  ['pesoschilenos', 'CLP'],
  ['chileanpeso', 'CLP'],
  ['pesoargentino', 'ARS'],
  ['pesosargentinos', 'ARS'],
  ['argentinepeso', 'ARS'],
  ['pesocolombiano', 'COP'],
  ['pesoscolombianos', 'COP'],
  ['colombianpeso', 'COP'],
  ['nis', 'ILS'],
  ['newisraelishekel', 'ILS'],
];

/** The currency of each country whose accounts print an IBAN (ISO 3166 code -> ISO 4217 code). */
export const IBAN_COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  AD: 'EUR',
  AT: 'EUR',
  BE: 'EUR',
  CY: 'EUR',
  DE: 'EUR',
  EE: 'EUR',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GR: 'EUR',
  HR: 'EUR',
  IE: 'EUR',
  IT: 'EUR',
  LT: 'EUR',
  LU: 'EUR',
  LV: 'EUR',
  MC: 'EUR',
  ME: 'EUR',
  MT: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  SI: 'EUR',
  SK: 'EUR',
  SM: 'EUR',
  VA: 'EUR',
  XK: 'EUR',
  GB: 'GBP',
  GI: 'GIP',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  IS: 'ISK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  RS: 'RSD',
  TR: 'TRY',
  IL: 'ILS',
  AE: 'AED',
  SA: 'SAR',
  QA: 'QAR',
  KW: 'KWD',
  BH: 'BHD',
  EG: 'EGP',
  BR: 'BRL',
  UA: 'UAH',
};

/**
 * Lengths of the IBANs of every country in the IBAN registry (ISO 13616, SWIFT's registry): a printed IBAN
 * is cut to its country's length, and a heading's IBAN of its country's length is read whole.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HN: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/**
 * Squashed labels of national bank codes and deposit insurers that only one country's statements print,
 * with its currency: a UK sort code, an Australian BSB, an Indian IFSC, a Canadian transit number, a US
 * routing number.
 */
export const NATIONAL_BANK_CODE_LABELS: [string, string][] = [
  ['sortcode', 'GBP'],
  ['bsb', 'AUD'],
  ['bsbnumber', 'AUD'],
  ['ifsc', 'INR'],
  ['ifsccode', 'INR'],
  ['transitnumber', 'CAD'],
  ['transitno', 'CAD'],
  ['institutionnumber', 'CAD'],
  ['routingnumber', 'USD'],
  ['abaroutingnumber', 'USD'],
  // Deposit insurers, named on statements of their own country's banks only.
  ['fdic', 'USD'],
  ['ncua', 'USD'],
  ['cdic', 'CAD'],
  ['fscs', 'GBP'],
  ['dicgc', 'INR'],
  ['ndic', 'NGN'],
];

/** Currencies written with a `$` sign (dollars and pesos), which a bare `$` can stand for. */
export const DOLLAR_CURRENCIES: ReadonlySet<string> = new Set([
  'USD',
  'BBD',
  'BMD',
  'BND',
  'BSD',
  'BZD',
  'DOP',
  'FJD',
  'GYD',
  'KYD',
  'LRD',
  'NAD',
  'SBD',
  'SRD',
  'UYU',
  'XCD',
  'CAD',
  'AUD',
  'NZD',
  'SGD',
  'HKD',
  'TWD',
  'MXN',
  'JMD',
  'TTD',
  'BRL',
  'ARS',
  'CLP',
  'COP',
]);

/** The currencies each sign naming several may stand for: the bare `$` and SHARED_CURRENCY_SIGNS. */
export const SHARED_SIGN_CURRENCIES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['$', DOLLAR_CURRENCIES],
  ...Object.entries(SHARED_CURRENCY_SIGNS).map(([sign, codes]) => [sign, new Set(codes)] as const),
]);
