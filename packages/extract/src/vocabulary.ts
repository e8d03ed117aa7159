/**
 * Words banks print in table headers, section headings and summary labels, in English, German,
 * French and Spanish, one module per topic under vocabulary/. Everything is matched on "squashed"
 * text: lower case, accents removed, only letters and digits kept, so that `Paid o ut`, `PAID OUT`
 * and `Paid-out` all read `paidout`.
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
export { BALANCE_LABELS, TOTAL_PREFIXES } from './vocabulary/balances.ts';
export {
  ACCOUNT_NUMBER_LABELS,
  LIABILITY_BALANCE_MARKERS,
  LIABILITY_MARKERS,
} from './vocabulary/accounts.ts';
