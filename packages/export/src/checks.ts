import type {
  AccountStatement,
  BalanceSource,
  SectionCheck,
  Statement,
  Verdict,
} from '@statemint/contracts';
import { accountParts, formatAmount } from './format.ts';

export { accountParts, type AccountPart } from './format.ts';

/**
 * The engine's checks of a statement against the figures it prints, in words a non-accountant reads: one
 * wording for the results screen, the CLI, the XLSX "Checks" sheet and the complete-data CSV.
 */

/** Writes an amount inside a sentence: `$12.40` on screen, `12.40 USD` in a file. */
export type MoneyWords = (value: number) => string;

/** Which balance a sentence is about; the results screen calls them beginning and ending balance. */
type BalanceName = 'beginning' | 'ending';

export const CHECK_TEXTS = {
  verdicts: {
    verified: {
      title: 'Matches the statement',
      summary:
        'Checked against the statement: every balance and total printed on it matches these transactions.',
    },
    unverified: {
      title: 'Not checked',
      summary:
        'Not checked: the statement prints no balances to check these transactions against. Compare them with your PDF.',
    },
    mismatch: {
      title: 'Does not match the statement',
      summary:
        'Does not match: a figure printed on the statement differs from what these transactions add up to. Compare them with your PDF before you rely on them.',
    },
  } satisfies Record<Verdict, { title: string; summary: string }>,
  /** Documents converted before the engine recorded its checks. */
  notRecorded: {
    title: 'Not recorded',
    summary:
      'This statement was converted before Statemint checked conversions against the figures printed on them.',
  },
  checks: {
    verdict: 'Verdict',
    beginning: 'Beginning balance',
    ending: 'Ending balance',
    runningBalances: 'Running balances',
    runningBreak: 'Running balance break',
    sectionTotal: (label: string) => `Section total: ${label}`,
    warning: 'Warning',
  },
  results: {
    printed: 'Printed',
    derived: 'Worked out',
    missing: 'Not found',
    matches: 'Matches',
    differs: 'Does not match',
    noneRunning: 'None printed',
    allRunning: (printed: number) => (printed === 1 ? 'Matches' : `All ${printed} match`),
    someRunning: (matched: number, printed: number) => `${matched} of ${printed} match`,
  },
  sentences: {
    printed: (name: BalanceName, amount: string) =>
      `The ${name} balance, ${amount}, is printed on the statement.`,
    derived: (name: BalanceName, amount: string) =>
      `The ${name} balance, ${amount}, is not printed on the statement; it was worked out from the transactions.`,
    missing: (name: BalanceName) => `No ${name} balance was found on the statement.`,
    endingMatches:
      'The ending balance printed on the statement matches the beginning balance and these transactions.',
    endingDiffers: (gap: string, more: boolean, printed: string, computed: string) =>
      `The ending balance printed on the statement is ${gap} ${more ? 'more' : 'less'} than the beginning balance and these transactions add up to: the statement prints ${printed}, the transactions give ${computed}.`,
    noRunning: 'The statement prints no running balance beside the transactions.',
    allRunning: (printed: number) =>
      printed === 1
        ? 'The one running balance printed beside the transactions matches.'
        : `All ${printed} running balances printed beside the transactions match.`,
    someRunning: (matched: number, printed: number) =>
      `${matched} of the ${printed} running ${printed === 1 ? 'balance' : 'balances'} printed beside the transactions match.`,
    runningBreak: (
      page: number,
      row: number,
      gap: string,
      more: boolean,
      printed: string,
      computed: string,
    ) =>
      `The running balance printed on page ${page} (row ${row}) is ${gap} ${more ? 'more' : 'less'} than the transactions up to that row add up to: the statement prints ${printed}, the transactions give ${computed}.`,
    sectionMatches: (label: string, page: number, printed: string) =>
      `The total "${label}" printed on page ${page}, ${printed}, matches the rows it covers.`,
    sectionDiffers: (
      label: string,
      page: number,
      gap: string,
      more: boolean,
      printed: string,
      computed: string,
    ) =>
      `The total "${label}" printed on page ${page} is ${gap} ${more ? 'more' : 'less'} than the rows it covers add up to: the statement prints ${printed}, the rows give ${computed}.`,
  },
  /** Label of the combined view's verdict on a statement with several accounts. */
  allAccounts: 'All accounts',
} as const;

const S = CHECK_TEXTS.sentences;
const R = CHECK_TEXTS.results;

/** One thing checked, with the figures a table shows and the sentence a reader is told. */
export type CheckItem = {
  check: string;
  /** The outcome in a word or two; null for a warning, which is its sentence alone. */
  result: string | null;
  page: number | null;
  /** 1-based position in the account's transactions. */
  row: number | null;
  /** The figure the statement prints. */
  printed: number | null;
  /** What the extracted rows add up to (or a balance worked out from them). */
  computed: number | null;
  /** printed - computed. */
  difference: number | null;
  sentence: string;
};

/** An account's verdict in words and everything checked on it (no items for a document without checks). */
export type AccountChecks = {
  verdict: Verdict | null;
  title: string;
  summary: string;
  items: CheckItem[];
};

/** The checks of one account (or of a statement's combined view), in reading order. */
export function accountChecks(account: AccountStatement, money: MoneyWords): AccountChecks {
  const verification = account.verification;
  if (verification === undefined) {
    return { verdict: null, ...CHECK_TEXTS.notRecorded, items: [] };
  }
  const info = account.accountInfo;
  const items: CheckItem[] = [
    balanceItem('beginning', verification.openingSource, info.beginningBalance, money),
    endingItem(account, money),
    ...runningItems(verification.runningBalances, money),
    ...verification.sectionTotals.map((total) => sectionItem(total, money)),
  ];
  return { verdict: verification.verdict, ...CHECK_TEXTS.verdicts[verification.verdict], items };
}

function item(fields: Partial<CheckItem> & Pick<CheckItem, 'check' | 'result' | 'sentence'>) {
  return {
    page: null,
    row: null,
    printed: null,
    computed: null,
    difference: null,
    ...fields,
  } satisfies CheckItem;
}

function balanceItem(
  name: BalanceName,
  source: BalanceSource,
  value: number | null,
  money: MoneyWords,
): CheckItem {
  const check = name === 'beginning' ? CHECK_TEXTS.checks.beginning : CHECK_TEXTS.checks.ending;
  if (source === 'missing' || value === null) {
    return item({ check, result: R.missing, sentence: S.missing(name) });
  }
  if (source === 'derived') {
    return item({
      check,
      result: R.derived,
      computed: value,
      sentence: S.derived(name, money(value)),
    });
  }
  return item({
    check,
    result: R.printed,
    printed: value,
    sentence: S.printed(name, money(value)),
  });
}

/** The ending balance, compared with the rows only when both balances are printed. */
function endingItem(account: AccountStatement, money: MoneyWords): CheckItem {
  const verification = account.verification;
  const ending = account.accountInfo.endingBalance;
  const source = verification?.closingSource ?? 'missing';
  const { expectedEnding, difference } = account.reconciliation;
  const comparable =
    source === 'printed' &&
    verification?.openingSource === 'printed' &&
    ending !== null &&
    expectedEnding !== null &&
    difference !== null;
  if (!comparable) return balanceItem('ending', source, ending, money);
  const figures = { printed: ending, computed: expectedEnding, difference };
  if (difference === 0) {
    return item({
      check: CHECK_TEXTS.checks.ending,
      result: R.matches,
      ...figures,
      sentence: S.endingMatches,
    });
  }
  return item({
    check: CHECK_TEXTS.checks.ending,
    result: R.differs,
    ...figures,
    sentence: S.endingDiffers(
      money(Math.abs(difference)),
      difference > 0,
      money(ending),
      money(expectedEnding),
    ),
  });
}

function runningItems(
  running: NonNullable<AccountStatement['verification']>['runningBalances'],
  money: MoneyWords,
): CheckItem[] {
  const check = CHECK_TEXTS.checks.runningBalances;
  if (running.printed === 0) {
    return [item({ check, result: R.noneRunning, sentence: S.noRunning })];
  }
  const brk = running.firstBreak;
  if (brk === null) {
    return [
      item({
        check,
        result: R.allRunning(running.printed),
        sentence: S.allRunning(running.printed),
      }),
    ];
  }
  return [
    item({
      check,
      result: R.someRunning(running.matched, running.printed),
      sentence: S.someRunning(running.matched, running.printed),
    }),
    item({
      check: CHECK_TEXTS.checks.runningBreak,
      result: R.differs,
      page: brk.page,
      row: brk.row,
      printed: brk.printed,
      computed: brk.expected,
      difference: brk.difference,
      sentence: S.runningBreak(
        brk.page,
        brk.row,
        money(Math.abs(brk.difference)),
        brk.difference > 0,
        money(brk.printed),
        money(brk.expected),
      ),
    }),
  ];
}

function sectionItem(total: SectionCheck, money: MoneyWords): CheckItem {
  const figures = {
    check: CHECK_TEXTS.checks.sectionTotal(total.label),
    page: total.page,
    printed: total.printed,
    computed: total.computed,
    difference: total.difference,
  };
  if (total.difference === 0) {
    return item({
      ...figures,
      result: R.matches,
      sentence: S.sectionMatches(total.label, total.page, money(total.printed)),
    });
  }
  return item({
    ...figures,
    result: R.differs,
    sentence: S.sectionDiffers(
      total.label,
      total.page,
      money(Math.abs(total.difference)),
      total.difference > 0,
      money(total.printed),
      money(total.computed),
    ),
  });
}

/** One row of the checks table: a check of one account (null: the whole statement). */
export type CheckRow = CheckItem & { account: string | null };

/** Columns of the checks table; `Account` is appended for a statement with several accounts. */
export const CHECKS_COLUMNS = [
  'Check',
  'Result',
  'Page',
  'Row',
  'Statement Prints',
  'Transactions Give',
  'Difference',
  'Details',
] as const;

/** Column added to the checks table when the statement holds several accounts. */
export const CHECKS_ACCOUNT_COLUMN = 'Account';

/** Amounts in a file's sentences: the plain decimal the file's cells use, then the currency code. */
export function fileMoneyWords(currency: string | null): MoneyWords {
  return (value) =>
    currency === null ? formatAmount(value) : `${formatAmount(value)} ${currency}`;
}

/**
 * Every check of a statement as table rows: per account its verdict then its checks (after the combined
 * view's verdict when there are several accounts), then the statement's warnings.
 */
export function checkRows(statement: Statement): CheckRow[] {
  const money = fileMoneyWords(statement.currency);
  const parts = accountParts(statement);
  const rows: CheckRow[] = [];
  if (parts.length > 1 && statement.verification !== undefined) {
    rows.push(verdictRow(accountChecks(statement, money), CHECK_TEXTS.allAccounts));
  }
  for (const { label, account } of parts) {
    const checks = accountChecks(account, money);
    rows.push(verdictRow(checks, label));
    for (const checked of checks.items) rows.push({ ...checked, account: label });
  }
  for (const warning of statement.warnings) {
    rows.push({
      ...item({ check: CHECK_TEXTS.checks.warning, result: null, sentence: warning }),
      account: null,
    });
  }
  return rows;
}

function verdictRow(checks: AccountChecks, account: string | null): CheckRow {
  return {
    ...item({ check: CHECK_TEXTS.checks.verdict, result: checks.title, sentence: checks.summary }),
    account,
  };
}
