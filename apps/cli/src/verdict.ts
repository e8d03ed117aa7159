import {
  moneyToCents,
  type AccountStatement,
  type Statement,
  type Verification,
} from '@statemint/contracts';
import { accountChecks, CHECK_TEXTS, type CheckItem } from '@statemint/export/checks';
import type { Summary } from './outcome.ts';

/** First word of each verdict's line, short enough to grep for (`grep MISMATCH`). */
export const VERDICT_WORDS = {
  verified: 'verified',
  unverified: 'not checked',
  mismatch: 'MISMATCH',
} as const satisfies Record<Verification['verdict'], string>;

/** First word of each engine warning's line. */
export const WARNING_WORD = 'warning';

/**
 * `1,234.50`, `-12.00`: money as a person writes it (thousands separators, two decimals, no currency
 * sign), from whole cents so that float noise never prints `-0.00`. Written out rather than through
 * Intl.NumberFormat, whose locale data adds about 6 MB to the engine thread at its peak (issue 11).
 */
export function formatMoney(value: number): string {
  const cents = moneyToCents(value);
  const whole = Math.trunc(Math.abs(cents) / 100);
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${grouped}.${fraction}`;
}

/**
 * The stderr summary of one converted statement, in the words of the results screen and the exports: one
 * verdict line per account (prefixed with the account when the file holds several), then every engine warning.
 */
export function verdictLines(statement: Statement): string[] {
  const accounts = statement.accounts ?? [];
  const lines =
    accounts.length > 1
      ? accounts.flatMap((account, index) => {
          const prefix = `${accountName(account, index, accounts.length)}: `;
          return accountLines(account).map((line) => `${prefix}${line}`);
        })
      : accountLines(statement);
  return [...lines, ...statement.warnings.map((warning) => `${WARNING_WORD}: ${warning}`)];
}

/** What stderr and the exit code need of a converted statement, taken where the statement is. */
export function summarize(statement: Statement): Summary {
  return { lines: verdictLines(statement), mismatch: hasMismatch(statement) };
}

/** True when any account's printed figures are not reproduced (the `--strict` exit code). */
export function hasMismatch(statement: Statement): boolean {
  const accounts = statement.accounts ?? [];
  const judged = accounts.length > 1 ? accounts : [statement];
  return judged.some((account) => account.verification?.verdict === 'mismatch');
}

/** `account 2 of 3 (Savings 000123)`: the position always, the printed name and number when there are any. */
function accountName(account: AccountStatement, index: number, count: number): string {
  const printed = [account.accountName, account.accountInfo.accountNumber]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(' ');
  const position = `account ${index + 1} of ${count}`;
  return printed === '' ? position : `${position} (${printed})`;
}

/**
 * The verdict line of one account, in the wording the results screen and the exports use
 * (`@statemint/export/checks`): the check to look at first when the figures do not match, the balance that
 * was missing or worked out when nothing could be checked. None for a statement stored before verdicts.
 */
function accountLines(account: AccountStatement): string[] {
  const checks = accountChecks(account, formatMoney);
  if (checks.verdict === null) return [];
  const word = VERDICT_WORDS[checks.verdict];
  const detail =
    checks.verdict === 'mismatch'
      ? firstDifference(checks.items)
      : checks.verdict === 'unverified'
        ? uncheckedBalance(checks.items)
        : null;
  return [`${word}: ${detail?.sentence ?? withoutLead(checks.summary, word)}`];
}

/**
 * The one place to look first: the first broken running balance (it names a row), else the first total
 * its rows miss, else the ending balance; the engine's warnings, printed after, list every problem.
 */
function firstDifference(items: readonly CheckItem[]): CheckItem | undefined {
  const differs = items.filter((i) => i.result === CHECK_TEXTS.results.differs);
  return (
    differs.find((i) => i.check === CHECK_TEXTS.checks.runningBreak) ??
    differs.find((i) => i.check !== CHECK_TEXTS.checks.ending) ??
    differs[0]
  );
}

/** Why nothing could be checked: the ending balance, else the beginning one, not found or worked out. */
function uncheckedBalance(items: readonly CheckItem[]): CheckItem | undefined {
  const unprinted = (check: string) =>
    items.find(
      (i) =>
        i.check === check &&
        (i.result === CHECK_TEXTS.results.missing || i.result === CHECK_TEXTS.results.derived),
    );
  return unprinted(CHECK_TEXTS.checks.ending) ?? unprinted(CHECK_TEXTS.checks.beginning);
}

/** The summary without its own lead word when it repeats the verdict word (`Not checked: ...`). */
function withoutLead(summary: string, word: string): string {
  const lead = `${word}: `;
  return summary.toLowerCase().startsWith(lead.toLowerCase())
    ? summary.slice(lead.length)
    : summary;
}
