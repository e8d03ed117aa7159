import {
  centsToMoney,
  moneyToCents,
  type AccountStatement,
  type Statement,
  type Verification,
} from '@statemint/contracts';

/** Characters of a transaction's description quoted beside a broken running balance. */
export const DESCRIPTION_PREVIEW_CHARS = 40;

/** First word of each verdict's line, short enough to grep for (`grep MISMATCH`). */
export const VERDICT_WORDS = {
  verified: 'verified',
  unverified: 'not checked',
  mismatch: 'MISMATCH',
} as const satisfies Record<Verification['verdict'], string>;

/** First word of each engine warning's line. */
export const WARNING_WORD = 'warning';

// Money in the summary reads as a person writes it: thousands separators, two decimals, no currency sign.
const MONEY = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `1,234.50`, `-12.00`; rounded to the cent first so that float noise never prints `-0.00`. */
export function formatMoney(value: number): string {
  return MONEY.format(centsToMoney(moneyToCents(value)) + 0);
}

/**
 * The stderr summary of one converted statement, in words a non-accountant understands: one verdict line
 * per account (prefixed with the account when the file holds several), then every engine warning.
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

/** The verdict lines of one account; none for a statement stored before verdicts existed. */
function accountLines(account: AccountStatement): string[] {
  const verification = account.verification;
  if (verification === undefined) return [];
  switch (verification.verdict) {
    case 'verified': {
      const what = checked(verification);
      return [
        `${VERDICT_WORDS.verified}: every printed balance matches${what === '' ? '' : ` (${what})`}`,
      ];
    }
    case 'unverified': {
      const why = uncheckedReason(verification);
      return [
        `${VERDICT_WORDS.unverified}: no printed balances to check against${why === null ? '' : ` (${why})`}`,
      ];
    }
    case 'mismatch':
      return [`${VERDICT_WORDS.mismatch}: ${mismatchHeadline(account, verification)}`];
  }
}

/** What a verified account was checked against, e.g. `ending balance, 14 running balances`. */
function checked(verification: Verification): string {
  const parts: string[] = [];
  if (verification.closingSource === 'printed') parts.push('ending balance');
  const running = verification.runningBalances.printed;
  if (running > 0) parts.push(count(running, 'running balance'));
  const totals = verification.sectionTotals.length;
  if (totals > 0) parts.push(count(totals, 'section total'));
  return parts.join(', ');
}

/** Why nothing could be checked, from where the two balances came from; null when the sources say nothing. */
function uncheckedReason(verification: Verification): string | null {
  const { openingSource, closingSource } = verification;
  if (closingSource === 'missing') return 'no ending balance found on the statement';
  if (closingSource === 'derived')
    return 'the ending balance is not printed; it was worked out from the transactions';
  if (openingSource !== 'printed')
    return 'no beginning balance printed, so the ending balance cannot be checked';
  return null;
}

/**
 * The one place to look first: the first broken running balance (it names a row), else the first section
 * total its rows miss, else the ending balance; the engine's warnings, printed after, list every problem.
 */
function mismatchHeadline(account: AccountStatement, verification: Verification): string {
  const broken = verification.runningBalances.firstBreak;
  if (broken !== null) {
    const row = account.transactions[broken.row - 1];
    const which = row === undefined ? '' : ` (${row.date} ${preview(row.description)})`;
    return `running balance on page ${broken.page}, transaction ${broken.row}${which} is ${off(broken.difference)}: the statement prints ${formatMoney(broken.printed)}, the transactions give ${formatMoney(broken.expected)}`;
  }
  const total = verification.sectionTotals.find((t) => moneyToCents(t.difference) !== 0);
  if (total !== undefined) {
    return `"${total.label}" on page ${total.page} is ${off(total.difference)}: the statement prints ${formatMoney(total.printed)}, its transactions add up to ${formatMoney(total.computed)}`;
  }
  const closing = account.accountInfo.endingBalance;
  const expected = account.reconciliation.expectedEnding;
  if (closing !== null && expected !== null && moneyToCents(closing) !== moneyToCents(expected)) {
    return `ending balance is ${off(closing - expected)}: the statement prints ${formatMoney(closing)}, the beginning balance plus the transactions give ${formatMoney(expected)}`;
  }
  // The engine found a contradiction this summary cannot place; still never silent.
  return 'a printed figure does not match the transactions';
}

function off(difference: number): string {
  return `${formatMoney(Math.abs(difference))} off`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function preview(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  return text.length <= DESCRIPTION_PREVIEW_CHARS
    ? text
    : `${text.slice(0, DESCRIPTION_PREVIEW_CHARS - 1)}…`;
}
