/**
 * How a candidate reading is judged (see `chooseReading`): the printed figures it reproduces or fails,
 * the accounts whose rows no figure checks, its dates against the period, and the order of comparison.
 */
import { isMove } from './emptyPeriod.ts';
import { completeDate } from './parseDate.ts';
import type { Period } from './readAccountInfo.ts';
import { reconcile } from './reconcile.ts';
import type { ExtractSettings } from './settings.ts';
import type { AccountDraft, Assembly, ReadOutcome, RunningCheck, Score } from './types.ts';
import { checkSummary, checkTotals } from './verify.ts';

export function scoreOf(
  assembly: Assembly,
  running: ReadonlyMap<AccountDraft, RunningCheck>,
  period: Period,
  settings: ExtractSettings,
): Omit<Score, 'unread'> {
  let figures = 0;
  let failed = 0;
  let unproven = 0;
  let datesInPeriod = 0;
  let rows = 0;
  const end = period.end;
  const fallbackYear = end ? Number(end.slice(0, 4)) : new Date().getUTCFullYear();
  const lo = period.start ? shiftDays(period.start, -settings.periodSlackDays) : null;
  const hi = end ? shiftDays(end, settings.periodSlackDays) : null;
  const tally = (reproduced: boolean) => {
    figures += reproduced ? 1 : -settings.mismatchWeight;
    if (!reproduced) failed++;
  };
  let backInTime = 0;
  for (const a of assembly.accounts) {
    let previous: string | null = null;
    const check = running.get(a);
    if (check) {
      figures += check.matched - settings.mismatchWeight * (check.printed - check.matched);
      failed += check.printed - check.matched;
    }
    const amounts = a.transactions.map((t) => t.cents);
    const r = reconcile(a.opening?.cents ?? null, amounts, a.closing?.cents ?? null, a.liability);
    // A closing taken from the last running balance is no figure of its own, but still must hold.
    // Nor is a labelled closing when the opening was worked out from a running balance printed after
    // the last row: the rows sum to it by construction, whatever they are.
    const ownClosing =
      r.difference !== null && a.closing?.source !== 'runningBalance' && !closesByConstruction(a);
    if (ownClosing) tally(r.difference === 0);
    else if (r.difference !== null && r.difference !== 0) failed++;
    const sums = [...checkTotals(a), ...checkSummary(a)];
    for (const t of sums) tally(t.difference === 0);
    // Rows no printed figure checks: no closing, or one running balance that the opening was worked out
    // from and that closes the rows as well (the rows sum to it by construction), and nothing else.
    const checked = (check?.printed ?? 0) + sums.length + Number(ownClosing);
    if (a.transactions.length > 0 && (r.difference === null || checked === 0)) unproven++;
    for (const t of a.transactions) {
      if (isMove(t)) rows++; // an undated row is left out of the output: no row found
      const d = t.date ?? t.postDate;
      const iso = d ? completeDate(d, end, settings.yearInferenceSlackDays, fallbackYear) : null;
      if (iso && (!lo || iso >= lo) && (!hi || iso <= hi)) datesInPeriod++;
      if (iso && previous && iso < previous) backInTime++;
      if (iso) previous = iso;
    }
  }
  return {
    figures,
    failed,
    unproven,
    datesInPeriod,
    unexplained: assembly.unexplainedLines ?? 0,
    backInTime,
    rows,
  };
}

/**
 * Whether an account's opening was worked out from its first running balance and that balance stands
 * after the last row: opening + Σ rows is then that balance whatever the rows are, so a closing printing
 * it proves none of them.
 */
function closesByConstruction(a: AccountDraft): boolean {
  const first = a.checkpoints[0];
  return a.opening?.source === 'derived' && first?.after === a.transactions.length;
}

function shiftDays(iso: string, days: number): string {
  const t = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * Positive when `a` is the better reading: any rows at all (a reading without rows proves nothing), then
 * more figures reproduced, then more dates in the period, then fewer row-like lines on pages left
 * unread (`unreadPages`), then fewer accounts whose rows no printed
 * balance checks (a line after the rows read as one more account's row), then fewer lines of the tables
 * left unexplained (`unexplainedLines`), then fewer rows dated before the row above them (the order the
 * reading puts them in against their dates: a newest-first list read as oldest first), then more rows.
 */
export function compareScores(a: Score, b: Score): number {
  return (
    Number(a.rows > 0) - Number(b.rows > 0) ||
    a.figures - b.figures ||
    a.datesInPeriod - b.datesInPeriod ||
    b.unread - a.unread ||
    b.unproven - a.unproven ||
    b.unexplained - a.unexplained ||
    b.backInTime - a.backInTime ||
    a.rows - b.rows
  );
}

/**
 * Whether a reading is proven by printed figures with none failing: it found rows (a reading without any
 * proves nothing, whatever its balances say), and every account with rows reproduces its printed closing.
 */
export function settled(outcome: ReadOutcome): boolean {
  const { rows, failed, unproven, unread } = outcome.score;
  return rows > 0 && failed === 0 && unproven === 0 && unread === 0;
}

/**
 * Whether a settled reading still leaves rows no printed figure checks: an opening worked out from a
 * first running balance printed after more than one row checks none of the rows above it (a newest-first
 * listing read oldest first takes its balance brought forward, printed at the foot, for a balance after
 * its rows), so other readings are still judged against it. Worked out from the first row's own balance,
 * it leaves only that row, as every statement printing no opening does.
 */
export function openingWorkedOut(outcome: ReadOutcome): boolean {
  return outcome.assembly.accounts.some(
    (a) => a.opening?.source === 'derived' && (a.checkpoints[0]?.after ?? 0) > 1,
  );
}
