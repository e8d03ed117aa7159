import type { AccountStatement, Statement, Verdict } from '@statemint/contracts';
import { accountChecks, accountParts } from '@statemint/export/checks';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const V = CONVERTER_TEXTS.results.verification;

/** Rows shown on each side of the row where the running balance breaks. */
export const BREAK_CONTEXT_ROWS = 2;

/** One transaction near a break, as the small table on the results step shows it. */
export type BreakRow = {
  /** 1-based position in the account's transactions, as the break's "row" counts. */
  number: number;
  date: string;
  description: string;
  amount: string;
  /** The running balance printed on the row, or empty when it prints none. */
  balance: string;
  isBreak: boolean;
  /** What the check found on this row, in words (so the highlight is never colour alone). */
  check: string;
};

export type BreakContext = { caption: string; rows: BreakRow[] };

/** An account's verdict and what was checked, in plain words. */
export type AccountVerification = {
  key: string;
  /** The account's name and number when the statement has several, else null. */
  label: string | null;
  verdict: Verdict | null;
  title: string;
  summary: string;
  details: string[];
  breakContext: BreakContext | null;
};

/**
 * The verdict panel per account; empty for a statement converted before verdicts existed, which keeps the
 * plain balance check.
 */
export function accountVerifications(statement: Statement): AccountVerification[] {
  const parts = accountParts(statement);
  if (parts.every(({ account }) => account.verification === undefined)) return [];
  const currency = statement.currency;
  const money = (value: number) => formatMoney(value, currency);
  return parts.map(({ label, account }, index) => {
    const checks = accountChecks(account, money);
    return {
      key: `${index}-${label ?? ''}`,
      label,
      verdict: checks.verdict,
      title: checks.title,
      summary: checks.summary,
      details: checks.items.map((item) => item.sentence),
      breakContext: breakContext(account, money),
    };
  });
}

/** The rows around an account's first running-balance break, the break row marked. */
export function breakContext(
  account: AccountStatement,
  money: (value: number) => string,
): BreakContext | null {
  const brk = account.verification?.runningBalances.firstBreak ?? null;
  if (brk === null) return null;
  const at = brk.row - 1;
  const first = Math.max(0, at - BREAK_CONTEXT_ROWS);
  const rows = account.transactions
    .slice(first, at + BREAK_CONTEXT_ROWS + 1)
    .map((t, offset): BreakRow => {
      const index = first + offset;
      const isBreak = index === at;
      // Rows above the first break that print a balance are the ones the rows reproduced.
      const check = isBreak
        ? V.breakDiffers(money(brk.expected))
        : index < at && t.balance !== undefined
          ? V.breakMatches
          : '';
      return {
        number: index + 1,
        date: formatDate(t.date),
        description: t.description,
        amount: money(t.amount),
        balance: t.balance === undefined ? '' : money(t.balance),
        isBreak,
        check,
      };
    });
  // A break past the last row would be an engine fault; the sentences then stand alone, without a table.
  if (!rows.some((row) => row.isBreak)) return null;
  return { caption: V.breakCaption(brk.page, brk.row), rows };
}
