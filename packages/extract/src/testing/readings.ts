/** Test helper: the first reading the candidate search tries on a plain month-first statement. */
import type { Reading } from '../types.ts';

export const PLAIN_READING: Reading = {
  order: 'MDY',
  liability: false,
  cardSigns: 'issuer',
  sumLines: false,
  looseAmounts: false,
  mode: null,
  newestFirst: false,
};
