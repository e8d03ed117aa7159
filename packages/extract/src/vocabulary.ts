/**
 * Words banks print in table headers, section headings, summary labels and account details, in English,
 * German, French, Spanish and more, one module per topic under vocabulary/. Everything is matched on
 * "squashed" text: lower case, accents removed, only letters and digits kept, so that `Paid o ut`,
 * `PAID OUT` and `Paid-out` all read `paidout`.
 */

export { squash } from './vocabulary/squash.ts';
export type { HeaderRole } from './vocabulary/headers.ts';
export {
  DATE_HEADER_TRIGGERS,
  DATE_HEADER_WORDS,
  HEADER_PHRASES,
  HEADER_ROLES,
  MAX_HEADER_PHRASE_WORDS,
} from './vocabulary/headers.ts';
export type { SectionKind } from './vocabulary/sections.ts';
export { CONTINUED_RE, SECTION_HEADINGS } from './vocabulary/sections.ts';
export type { BalanceLabel } from './vocabulary/balances.ts';
export { BALANCE_LABELS, BALANCE_WORDS, TOTAL_PREFIXES } from './vocabulary/balances.ts';
export type { SummaryDirection } from './vocabulary/summaries.ts';
export { SUMMARY_FIGURE_ENDINGS, SUMMARY_FIGURE_ENDINGS_BY_TYPE } from './vocabulary/summaries.ts';
export {
  ACCOUNT_NUMBER_LABELS,
  LIABILITY_BALANCE_MARKERS,
  LIABILITY_MARKERS,
} from './vocabulary/accounts.ts';
export {
  CURRENCY_SIGNS,
  CURRENCY_WORDS,
  DOLLAR_CURRENCIES,
  IBAN_COUNTRY_CURRENCY,
  IBAN_LENGTHS,
  ISO_CURRENCY_CODES,
  NATIONAL_BANK_CODE_LABELS,
  PREFIXED_CURRENCY_SIGNS,
  SHARED_CURRENCY_SIGNS,
  SHARED_SIGN_CURRENCIES,
  signCurrency,
  WORDLIKE_CODES,
} from './vocabulary/currencies.ts';
export { ISO_CURRENCY_NAMES, MAX_CURRENCY_NAME_WORDS } from './vocabulary/currencyNames.ts';
export {
  ACCOUNT_HOLDER_LABELS,
  ACCOUNT_NAME_LABELS,
  ACCOUNT_TYPE_KEYS,
  NOT_TITLE_WORDS,
  TITLE_ENDINGS,
  TITLE_POSSESSIVES,
} from './vocabulary/accountNames.ts';
