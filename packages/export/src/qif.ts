import type { Statement } from '@statemint/contracts';
import { accountParts, formatAmount, type AccountPart } from './format.ts';
import { DEFAULT_EXPORT_OPTIONS, formatDate, type ExportOptions } from './options.ts';

/**
 * QIF (Quicken Interchange Format): a `!Type:Bank` or `!Type:CCard` header, then per transaction D (date),
 * T (signed amount), N (check number, when printed), P (payee: the description) and `^`. One file per account.
 */

const LINE_BREAK = '\r\n';
const LINE_BREAKS = /[\r\n]+/g;

/** One QIF file per account of the statement, with the account's label (null for a single account). */
export function toQifFiles(
  statement: Statement,
  options: Pick<ExportOptions, 'dateFormat'> = DEFAULT_EXPORT_OPTIONS,
): { label: string | null; content: string }[] {
  return accountParts(statement).map((part) => ({
    label: part.label,
    content: qifAccount(part, options),
  }));
}

function qifAccount({ account }: AccountPart, options: Pick<ExportOptions, 'dateFormat'>): string {
  const lines = [account.balanceType === 'liability' ? '!Type:CCard' : '!Type:Bank'];
  for (const t of account.transactions) {
    lines.push(`D${formatDate(t.date, options.dateFormat)}`);
    // Amounts are written without thousands separators: readers split on nothing but the decimal point.
    lines.push(`T${formatAmount(t.amount)}`);
    if (t.checkNumber) lines.push(`N${oneLine(t.checkNumber)}`);
    // A QIF field ends at the line break, so a wrapped description is joined with spaces.
    lines.push(`P${oneLine(t.description)}`);
    lines.push('^');
  }
  return lines.join(LINE_BREAK) + LINE_BREAK;
}

function oneLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ').trim();
}
