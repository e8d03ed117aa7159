/** Stage: assembled accounts -> the contract's Statement (cents become numbers with two decimals here). */
import {
  combineVerifications,
  partition,
  type AccountStatement,
  type Statement,
  type Transaction,
} from '@statemint/contracts';
import { sourceOf } from './assemble/rowBox.ts';
import { checkNumberFromDescription, classify } from './classify.ts';
import { centsToNumber } from './parseAmount.ts';
import { completeDate } from './parseDate.ts';
import type { PartialDate } from './parseDate.ts';
import type { Period } from './readAccountInfo.ts';
import { reconcile } from './reconcile.ts';
import type { ExtractSettings } from './settings.ts';
import { moneyText, unreadFiguresWarning, verificationWarnings, verifyAccount } from './verify.ts';
import type {
  AccountDraft,
  Assembly,
  ReconciliationCents,
  RunningCheck,
  VerificationCents,
} from './types.ts';

export type BuildContext = {
  period: Period;
  /** ISO 4217 code, or null when nothing printed names it. */
  currency: string | null;
  liability: boolean;
  pages: number;
  settings: ExtractSettings;
  warnings: string[];
  /** Each account's running-balance check, from `settleWithBalances`. */
  running: ReadonlyMap<AccountDraft, RunningCheck>;
  /** Pages print transaction-like lines of which no row was read (unreadPages): no account is verified. */
  incomplete?: boolean;
  /**
   * The printed figures fit money held and money owed alike: nothing printed proves the signs kept,
   * so no account is verified (the caller warns).
   */
  ambiguous?: boolean;
  /** The name each account prints in its own header block (several accounts only; see accountNames). */
  names?: ReadonlyMap<AccountDraft, string>;
  /** No period and no row prints a year: the rows' years are assumed, so no account is verified. */
  yearAssumed?: boolean;
};

/** A transaction with cents kept beside it until the edge. */
type CentsTransaction = { txn: Transaction; cents: number };

function isoOr(
  p: PartialDate | null,
  periodEnd: string | null,
  ctx: BuildContext,
  fallbackYear: number,
): string | null {
  return p ? completeDate(p, periodEnd, ctx.settings.yearInferenceSlackDays, fallbackYear) : null;
}

/** `balanced` holds only when the verdict rests on a printed opening and closing balance. */
function reconciliationOut(
  r: ReconciliationCents,
  v: VerificationCents,
): AccountStatement['reconciliation'] {
  return {
    expectedEnding: r.expectedEnding === null ? null : centsToNumber(r.expectedEnding),
    difference: r.difference === null ? null : centsToNumber(r.difference),
    balanced: r.balanced && v.openingSource === 'printed' && v.closingSource === 'printed',
  };
}

type Verification = NonNullable<AccountStatement['verification']>;

function verificationOut(v: VerificationCents): Verification {
  const br = v.runningBalances.firstBreak;
  return {
    verdict: v.verdict,
    openingSource: v.openingSource,
    closingSource: v.closingSource,
    runningBalances: {
      printed: v.runningBalances.printed,
      matched: v.runningBalances.matched,
      firstBreak: br
        ? {
            row: br.row,
            page: br.page,
            printed: centsToNumber(br.printed),
            expected: centsToNumber(br.expected),
            difference: centsToNumber(br.difference),
          }
        : null,
    },
    sectionTotals: v.sectionTotals.map((t) => ({
      label: t.label,
      page: t.page,
      printed: centsToNumber(t.printed),
      computed: centsToNumber(t.computed),
      difference: centsToNumber(t.difference),
    })),
  };
}

function accountToStatement(
  draft: AccountDraft,
  ctx: BuildContext,
  periodEnd: string | null,
  fallbackYear: number,
  accountLabel: string | undefined,
): { statement: AccountStatement; rows: CentsTransaction[]; verification: VerificationCents } {
  const rows: CentsTransaction[] = [];
  // outputRow[i]: the 1-based output position of draft row i (a dropped row points at the next kept one).
  const outputRow: number[] = [];
  let undated = 0;
  for (const d of draft.transactions) {
    outputRow.push(rows.length + 1);
    const date =
      isoOr(d.date, periodEnd, ctx, fallbackYear) ??
      isoOr(d.postDate, periodEnd, ctx, fallbackYear);
    if (!date) {
      undated++;
      continue;
    }
    const postedDate = isoOr(d.postDate, periodEnd, ctx, fallbackYear);
    const description = d.description.replace(/\s+/g, ' ').trim();
    const checkNumber = d.checkNumber ?? checkNumberFromDescription(description);
    const { category, subcategory, merchant } = classify({
      description,
      cents: d.cents,
      section: d.section,
      checkNumber,
      liability: draft.liability,
    });
    const txn: Transaction = { date, description, amount: centsToNumber(d.cents), category };
    if (subcategory) txn.subcategory = subcategory;
    if (merchant) txn.merchant = merchant;
    if (postedDate && postedDate !== date) txn.postedDate = postedDate;
    if (d.balance !== null) txn.balance = centsToNumber(d.balance);
    if (checkNumber && (category === 'check' || d.checkNumber)) txn.checkNumber = checkNumber;
    if (d.reference) txn.reference = d.reference;
    if (accountLabel !== undefined) txn.account = accountLabel;
    txn.source = sourceOf(d.box);
    rows.push({ txn, cents: d.cents });
  }
  if (undated > 0)
    ctx.warnings.push(
      `${undated} row${undated === 1 ? '' : 's'} without a readable date were left out.`,
    );
  const beginning = draft.opening?.cents ?? null;
  const ending = draft.closing?.cents ?? null;
  const r = reconcile(
    beginning,
    rows.map((x) => x.cents),
    ending,
    draft.liability,
  );
  const running = ctx.running.get(draft) ?? { printed: 0, matched: 0, firstBreak: null };
  const checked = verifyAccount(draft, running, r, (i) =>
    Math.min(outputRow[i] ?? rows.length, Math.max(rows.length, 1)),
  );
  // Rows printed on a page the reading left out are not reproduced, whatever the other figures say.
  // The balances prove amounts, never a year nothing printed: assumed years leave the dates unproven.
  const verification =
    ctx.incomplete && checked.verdict === 'verified'
      ? { ...checked, verdict: 'mismatch' as const }
      : (ctx.ambiguous || (ctx.yearAssumed && rows.length > 0)) && checked.verdict === 'verified'
        ? { ...checked, verdict: 'unverified' as const }
        : checked;
  const prefix =
    accountLabel === undefined
      ? ''
      : draft.accountNumber === null
        ? `${accountLabel}: `
        : `Account ${accountLabel}: `;
  for (const w of verificationWarnings(verification, draft, r, ctx.currency))
    ctx.warnings.push(prefix + w);
  if (draft.accountNumber === null) ctx.warnings.push(prefix + NO_ACCOUNT_NUMBER);
  else if (draft.numberUnlabelled)
    ctx.warnings.push(prefix + unlabelledNumber(draft.accountNumber, draft.numberBeside));
  else if (draft.numberBeside?.length)
    ctx.warnings.push(prefix + numberOverOthers(draft.accountNumber, draft.numberBeside));
  else if (draft.numberInProse) ctx.warnings.push(prefix + proseNumber(draft.accountNumber));
  const statement: AccountStatement = {
    accountName: ctx.names?.get(draft) ?? null,
    balanceType: draft.liability ? 'liability' : 'asset',
    periodStart: ctx.period.start,
    periodEnd,
    accountInfo: {
      accountNumber: draft.accountNumber,
      statementDate: periodEnd,
      beginningBalance: beginning === null ? null : centsToNumber(beginning),
      endingBalance: ending === null ? null : centsToNumber(ending),
    },
    ...partition(rows.map((x) => x.txn)),
    reconciliation: reconciliationOut(r, verification),
    verification: verificationOut(verification),
  };
  return { statement, rows, verification };
}

/** Said of an account number read from the heading with no label naming it (it may be another number). */
export const unlabelledNumber = (n: string, beside: readonly string[] = []): string =>
  `The account number ${n} was read from the statement's heading, where no label names it as the account number${beside.length ? ` (it was chosen over ${beside.join(', ')}, printed there too)` : ''}. Check it against the PDF.`;

/** Said of an account number taken over others labelled on the lines right under it (nextInBlock). */
export const numberOverOthers = (n: string, others: readonly string[]): string =>
  `The statement's heading prints the account number ${n} and, on the line under it, ${others.join(', ')}; the first was taken as this account's. Check it against the PDF.`;

/**
 * Said of an account number read from a sentence (labelInProse): a sentence names an account in passing
 * (the one a card is paid from, one money was sent to), so it may not be this account's own number.
 */
export const proseNumber = (n: string): string =>
  `The account number ${n} was read from a sentence on the statement, not from a field of its own, and may be another account's. Check it against the PDF.`;

/** Said of an account whose number was not read: a spreadsheet without it is not silently incomplete. */
export const NO_ACCOUNT_NUMBER =
  'No account number was found on this statement; the spreadsheets leave it empty. Check it against the PDF.';

function latestYear(assembly: Assembly): number | null {
  let best: number | null = null;
  for (const a of assembly.accounts)
    for (const t of a.transactions) {
      const y = t.date?.year ?? null;
      if (y !== null && (best === null || y > best)) best = y;
    }
  return best;
}

/**
 * An account read with no rows and only one of its two balances is left out of the spreadsheets (a
 * balance alone is no statement of it). When that balance was printed, the statement holds something the
 * reading could not place (rows lost, or a second account whose table went unread), and the accounts kept
 * may be checked against the wrong figures: say so, with the figure, never drop it without a word.
 */
export function rowlessBalanceWarnings(
  accounts: readonly AccountDraft[],
  kept: readonly AccountDraft[],
  currency: string | null,
): string[] {
  const warnings: string[] = [];
  for (const a of accounts) {
    if (kept.includes(a)) continue;
    const printed = [a.opening, a.closing].find((b) => b !== null && b.source !== 'derived');
    if (!printed) continue;
    const owner = a.accountNumber ? `account ${a.accountNumber}` : 'another part of the statement';
    warnings.push(
      `A balance of ${moneyText(printed.cents, currency)} is printed for ${owner}, but no transactions were read for it, so it is not in the spreadsheets. Check the PDF for transactions that may be missing.`,
    );
  }
  return warnings;
}

/** Builds the Statement: one account at the top level, or the combined view plus `accounts[]`. */
export function buildStatement(assembly: Assembly, ctx: BuildContext): Statement {
  const drafts = assembly.accounts.filter(
    (a) => a.transactions.length > 0 || (a.opening !== null && a.closing !== null),
  );
  ctx.warnings.push(...rowlessBalanceWarnings(assembly.accounts, drafts, ctx.currency));
  const unreadFigures = unreadFiguresWarning(assembly.accounts);
  if (unreadFigures) ctx.warnings.push(unreadFigures);
  const yearFromRows = latestYear(assembly);
  const periodEnd = ctx.period.end;
  const fallbackYear = periodEnd
    ? Number(periodEnd.slice(0, 4))
    : (yearFromRows ?? new Date().getUTCFullYear());
  const yearAssumed = !periodEnd && yearFromRows === null;
  if (yearAssumed) {
    ctx.warnings.push(
      `No statement period or year is printed; dates without a year use the current year (${fallbackYear}), so the dates are not verified. Check the year against the PDF.`,
    );
  }
  if (periodEnd && ctx.period.unlabelled) {
    ctx.warnings.push(
      `No statement period or statement date is printed; the statement date (${periodEnd}) was worked out from the dates printed. Check it against the PDF.`,
    );
  }
  const multi = drafts.length > 1;
  const built = drafts.map((d, i) =>
    accountToStatement(
      d,
      yearAssumed ? { ...ctx, yearAssumed } : ctx,
      periodEnd,
      fallbackYear,
      multi ? (d.accountNumber ?? `Account ${i + 1}`) : undefined,
    ),
  );
  const base = { pages: ctx.pages, currency: ctx.currency, warnings: ctx.warnings };
  if (!multi) {
    const only = built[0]!.statement;
    return { ...only, ...base };
  }
  const sumOrNull = (vals: (number | null)[]): number | null =>
    vals.some((v) => v === null) ? null : vals.reduce<number>((s, v) => s + (v ?? 0), 0);
  const beginning = sumOrNull(drafts.map((d) => d.opening?.cents ?? null));
  const ending = sumOrNull(drafts.map((d) => d.closing?.cents ?? null));
  const allRows = built.flatMap((b) => b.rows);
  const r = reconcile(
    beginning,
    allRows.map((x) => x.cents),
    ending,
    drafts.every((d) => d.liability),
  );
  const first = built[0]!.statement;
  const combined = combineVerifications(
    built.map((b) => ({ verification: b.verification, rows: b.rows.length })),
  );
  return {
    accountName: first.accountName,
    balanceType: first.balanceType,
    periodStart: first.periodStart,
    periodEnd: first.periodEnd,
    accountInfo: {
      accountNumber: first.accountInfo.accountNumber,
      statementDate: first.accountInfo.statementDate,
      beginningBalance: beginning === null ? null : centsToNumber(beginning),
      endingBalance: ending === null ? null : centsToNumber(ending),
    },
    ...partition(allRows.map((x) => x.txn)),
    reconciliation: reconciliationOut(r, combined),
    verification: verificationOut(combined),
    accounts: built.map((b) => b.statement),
    ...base,
  };
}
