/** Test helper: the assemble stage run on synthetic lines with the default settings. */
import { linesToRows } from '../linesToRows.ts';
import { assembleTransactions } from '../rowsToTransactions.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import type { Assembly, Line } from '../types.ts';

export function assemble(lines: Line[], order: 'MDY' | 'DMY' = 'MDY', liability = false): Assembly {
  return assembleTransactions(linesToRows(lines, order, DEFAULT_SETTINGS), DEFAULT_SETTINGS, {
    liability,
  });
}

/** Each account's rows as [description, cents, printed balance]. */
export function summary(a: Assembly): [string, number, number | null][][] {
  return a.accounts.map((acc) => acc.transactions.map((t) => [t.description, t.cents, t.balance]));
}
