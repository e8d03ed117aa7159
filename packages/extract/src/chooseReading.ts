/**
 * Stage: candidate readings of one statement's rows (date order, where a wrapped row's amount sits, the
 * card sign convention, newest-first listings), each judged by the statement's own printed figures; the
 * reading that reproduces most of them is kept. Candidates work on lines already read, never on the PDF.
 */
import { isAmountRole } from './columnRoles.ts';
import { inferLayout } from './detectColumns.ts';
import { isMove } from './emptyPeriod.ts';
import { linesToRows } from './linesToRows.ts';
import { dateKey } from './parseDate.ts';
import type { DateOrder } from './parseDate.ts';
import { choosePeriod, periodCandidates } from './readPeriod.ts';
import { settleWithBalances } from './reconcile.ts';
import { assembleTransactions } from './rowsToTransactions.ts';
import type { ExtractSettings } from './settings.ts';
import type { Assembly, Line, ReadOutcome, Reading, Row, RowBox } from './types.ts';
import { readSummaries } from './readSummary.ts';
import { jointReadings, otherSide, tieKind, turnedRows } from './readingFollow.ts';
import { oldestFirst } from './oldestFirst.ts';
import { unreadPages } from './unreadPages.ts';
import { signsByWords } from './wordSigns.ts';
import { compareScores, openingWorkedOut, scoreOf, settled } from './readingScore.ts';

export { compareScores } from './readingScore.ts';

/** The search stops after this many passes over the dimensions, improved or not. */
const MAX_SEARCH_PASSES = 3;

/** Reads the rows one way: assembly, the geometric fallback, the document's card flag, signs settled. */
export function readOnce(
  lines: Line[],
  rowsByOrder: Map<DateOrder, Row[]>,
  reading: Reading,
  settings: ExtractSettings,
): ReadOutcome {
  let rows = rowsByOrder.get(reading.order);
  if (!rows) {
    rows = linesToRows(lines, reading.order, settings);
    rowsByOrder.set(reading.order, rows);
  }
  const assemble = (
    liability: boolean,
    fallback: ReturnType<typeof inferLayout>,
    ignoreHeaders = false,
  ) =>
    assembleTransactions(rows, settings, {
      ignoreHeaders,
      liability,
      fallback,
      order: reading.order,
      mode: reading.mode,
      cardSigns: reading.cardSigns,
      sumLines: reading.sumLines,
      looseAmounts: reading.looseAmounts,
    });
  const layout = () =>
    inferLayout(rows, settings, reading.liability, reading.looseAmounts, reading.order);
  let assembly = assemble(false, null);
  let inferred = false;
  let headerless = false;
  if (!hasRows(assembly)) {
    // No header we know: read the table from the geometry of its dated rows, under the headers found
    // and, if they still yield nothing (a header whose money columns are unknown words), without them.
    const found = layout();
    if (found) {
      assembly = assemble(false, found);
      if (!hasRows(assembly)) {
        headerless = true;
        assembly = assemble(false, found, true);
      }
      inferred = true;
    }
  }
  const finish = (a: Assembly, isInferred: boolean, isHeaderless: boolean): ReadOutcome => {
    // A card statement whose summary follows its transactions: the document's words decide.
    const drafts = a.accounts.filter((x) => x.transactions.length > 0);
    if (reading.liability && drafts.length === 1 && !drafts[0]!.liability)
      a = assemble(true, a.tables.find((t) => t.inferred) ?? null, isHeaderless);
    return settleOutcome(lines, rows, reading, a, isInferred, settings);
  };
  const outcome = finish(assembly, inferred, headerless);
  const { figures, failed, unproven } = outcome.score;
  if (inferred || figures > 0 || (unproven === 0 && failed === 0)) return outcome;
  // Rows under a header no printed figure checks, or whose failing printed figures outweigh the checked:
  // a header read only in part (an unknown title over a column of figures, a known money title over the
  // running balances, taken for the amounts) may misplace every column. The table read from its rows'
  // geometry alone, headers ignored, is kept where it finds more columns of figures than the header,
  // printed figures check every account's rows, none fails, and it scores better: the running balances
  // then decide which column is the balance (see moneyRoles).
  const found = layout();
  if (!found) return outcome;
  const geometric = finish(assemble(false, found, true), true, true);
  const geo = geometric.score;
  const proven = geo.figures > 0 && geo.failed === 0 && geo.unproven === 0;
  const better = compareScores(geometric.score, outcome.score) > 0;
  const more = moneyColumns(geometric.assembly) > moneyColumns(outcome.assembly);
  return proven && better && more ? { ...geometric, headerSetAside: true } : outcome;
}

/** The most money columns (amounts and balance) any table of an assembly reads. */
function moneyColumns(assembly: Assembly): number {
  let most = 0;
  for (const t of assembly.tables)
    if (!t.ignore) most = Math.max(most, t.columns.filter((c) => isAmountRole(c.role)).length);
  return most;
}

/** A reading's assembly with its rows oldest first, balances settled, period and pages read, scored. */
function settleOutcome(
  lines: Line[],
  rows: Row[],
  reading: Reading,
  assembled: Assembly,
  inferred: boolean,
  settings: ExtractSettings,
): ReadOutcome {
  let assembly = assembled;
  if (reading.newestFirst) assembly = { ...assembly, accounts: assembly.accounts.map(oldestFirst) };
  // A column of two words saying each unsigned amount's side, where the printed figures prove which.
  const summed = readSummaries(rows, assembly.accounts, settings).map(signsByWords);
  const settled = summed.map((a) =>
    settleWithBalances(a, a.liability, settings.spendingMajorityShare),
  );
  assembly = { ...assembly, accounts: settled.map((x) => x.account) };
  const running = new Map(settled.map((x) => [x.account, x.check] as const));
  // Of the periods the statement's labels allow, the first that holds most of the rows' dates.
  const dates = assembly.accounts.flatMap((a) =>
    a.transactions.flatMap((t) => ((t.date ?? t.postDate) ? [(t.date ?? t.postDate)!] : [])),
  );
  const period = choosePeriod(periodCandidates(lines, reading.order), dates, settings);
  const unread = unreadPages(lines, rowBoxes(assembly), settings);
  return {
    reading,
    period,
    assembly,
    running,
    inferred,
    unread,
    turned: turnedRows(summed, assembly.accounts),
    score: {
      ...scoreOf(assembly, running, period, settings),
      unread: unread.reduce((n, p) => n + p.lines, 0),
    },
  };
}

/** Whether a reading found any transaction (an undated line of zeros is none: see `isMove`). */
export function hasRows(assembly: Assembly): boolean {
  return assembly.accounts.some((a) => a.transactions.some(isMove));
}

/** Whether most consecutive dated rows of the accounts go back in time (a newest-first listing). */
export function looksNewestFirst(assembly: Assembly): boolean {
  let down = 0;
  let up = 0;
  for (const a of assembly.accounts) {
    let prev: number | null = null;
    for (const t of a.transactions) {
      const d = t.date ?? t.postDate;
      if (!d) continue;
      const key = dateKey(d);
      if (prev !== null && key < prev) down++;
      else if (prev !== null && key > prev) up++;
      prev = key;
    }
  }
  return down > up;
}

/** The boxes of the rows a reading read, by page. */
export function rowBoxes(assembly: Assembly): Map<number, RowBox[]> {
  const out = new Map<number, RowBox[]>();
  for (const a of assembly.accounts)
    for (const t of a.transactions) {
      const page = out.get(t.box.page);
      if (page) page.push(t.box);
      else out.set(t.box.page, [t.box]);
    }
  return out;
}

/**
 * The reading to keep: the first one, unless it leaves a printed figure unproven. Then each dimension of
 * the reading is varied in turn from the best reading so far, keeping any change that scores better
 * (the first on a tie), until a whole pass changes nothing: a handful of readings, not the full grid.
 * `ambiguous` names a tie between two readings whose rows differ (`side`: money held against money
 * owed, every sign in question), which the caller turns into a warning.
 */
export function chooseReading(
  lines: Line[],
  first: Reading,
  orderDecided: boolean,
  settings: ExtractSettings,
): {
  outcome: ReadOutcome;
  ambiguous: 'dateOrder' | 'side' | 'other' | null;
  looseUnproven: boolean;
  looseRowless: ReadOutcome | null;
} {
  const rowsByOrder = new Map<DateOrder, Row[]>();
  const seen = new Set<string>([JSON.stringify(first)]);
  let base = readOnce(lines, rowsByOrder, first, settings);
  // A reading that finds no row proves nothing. Where every amount is printed without two decimals
  // (whole yen or rupiah, a "0" in the unused column), only the reading that takes numbers with 0 to 2
  // decimals inside the money columns finds rows: the search starts from it, and the arithmetic judges.
  // Neither finds a row: an empty period's balances may be whole numbers, read only by the loose one.
  let looseRowless: ReadOutcome | null = null;
  if (!hasRows(base.assembly) && !first.looseAmounts) {
    const loose = { ...first, looseAmounts: true };
    seen.add(JSON.stringify(loose));
    const outcome = readOnce(lines, rowsByOrder, loose, settings);
    if (hasRows(outcome.assembly)) base = outcome;
    else looseRowless = outcome;
  }
  let best = base;
  const dimensions: ((r: Reading) => Reading[])[] = [];
  if (!orderDecided) dimensions.push((r) => [{ ...r, order: r.order === 'MDY' ? 'DMY' : 'MDY' }]);
  // Every printed figure already reproduced, or none printed: only the dates can tell the orders apart.
  // A first reading without any row is no reading at all: every dimension may find the rows. One whose
  // rows no printed figure checks (its balance column read as amounts, its balance labels unknown) may
  // be another reading's that the figures prove: only a reading they prove replaces it.
  const unchecked = hasRows(base.assembly) && !hasFigures(base);
  if (
    (!settled(base) || openingWorkedOut(base) || unreadFigureRows(base)) &&
    (hasFigures(base) || !hasRows(base.assembly) || unchecked)
  ) {
    dimensions.push((r) => [{ ...r, sumLines: !r.sumLines }]);
    dimensions.push((r) => [{ ...r, looseAmounts: !r.looseAmounts }]);
    dimensions.push((r) =>
      (['amountFirst', 'amountLast'] as const)
        .filter((m) => m !== r.mode)
        .map((mode) => ({ ...r, mode })),
    );
    // Judged on the best reading so far: the rows may appear only under another reading.
    dimensions.push((r) =>
      looksNewestFirst(best.assembly) || r.newestFirst
        ? [{ ...r, newestFirst: !r.newestFirst }]
        : [],
    );
    // Whether the balance is money owed (a card printed without any word the vocabulary knows): the
    // running balances move against the amounts' signs. Either card sign convention goes with it.
    dimensions.push(otherSide);
    dimensions.push((r) =>
      best.assembly.accounts.some((a) => a.liability)
        ? [{ ...r, cardSigns: r.cardSigns === 'issuer' ? 'holder' : 'issuer' }]
        : [],
    );
  }
  let tie = null as ReadOutcome | null;
  // Readings judged only as follow-ups so far, by key (see `consider`).
  const followUps = new Map<string, ReadOutcome>();
  const consider = (reading: Reading, follow: boolean): ReadOutcome | null => {
    const key = JSON.stringify(reading);
    // A reading first judged as another's follow-up is followed in turn when a dimension reaches it.
    const judged = followUps.get(key);
    if (judged && follow) {
      followUps.delete(key);
      followUp(reading, judged);
    }
    if (seen.has(key)) return null;
    seen.add(key);
    const outcome = readOnce(lines, rowsByOrder, reading, settings);
    if (!follow) followUps.set(key, outcome);
    const proven = outcome.score.figures > 0 && outcome.score.failed === 0;
    // The date order alone is judged by the dates, proven or not.
    const orderOnly = JSON.stringify({ ...reading, order: first.order }) === JSON.stringify(first);
    const c = !unchecked || proven || orderOnly ? compareScores(outcome.score, best.score) : -1;
    if (c > 0) {
      best = outcome;
      tie = null;
    } else if (c === 0 && !sameRows(outcome, best)) {
      // Money held or money owed, every printed figure reproduced either way: a side that reproduces
      // them only by turning a sign no two balances pin down (`ReadOutcome.turned`) is weaker than one
      // reproducing them as read. Otherwise most rows of any account are spending (a bank account's balance mostly
      // falls row by row, a card's amount owed mostly rises), so the reading that makes a clear majority
      // of rows money out is kept (a near-even split says nothing: the document's own words decide, as
      // in the first reading). Either way the tie is still warned of.
      const sides =
        outcome.reading.liability !== best.reading.liability && settled(outcome) && settled(best);
      const flips = sides ? (outcome.turned ?? 0) - (best.turned ?? 0) : 0;
      if (
        sides &&
        (flips < 0 ||
          (flips === 0 &&
            spending(outcome) > spending(best) &&
            spending(outcome) > settings.spendingMajorityShare * outcome.score.rows))
      ) {
        tie = best;
        best = outcome;
      } else if (flips > 0 || !sideSettledByWords(outcome, best, first, settings)) tie ??= outcome;
    }
    if (follow) followUp(reading, outcome);
    return outcome;
  };
  function followUp(reading: Reading, outcome: ReadOutcome): void {
    // Rows this reading finds that still go back in time are judged listed newest first as well: a
    // change that finds other rows (amounts without two decimals) may need both at once, and with them
    // the other side of the balance (its running balances are checked only once listed oldest first).
    if (looksNewestFirst(outcome.assembly)) {
      const turned = consider({ ...reading, newestFirst: !reading.newestFirst }, false);
      if (turned) for (const r of jointReadings(turned, best)) consider(r, false);
    }
    // The figures read and the side of the balance may only reproduce a balance together.
    for (const r of jointReadings(outcome, best)) consider(r, false);
  }
  for (let pass = 0; pass < MAX_SEARCH_PASSES; pass++) {
    const before = best;
    for (const vary of dimensions)
      for (const reading of vary(best.reading)) consider(reading, true);
    if (best === before) break;
  }
  const ambiguous = tie ? tieKind(tie.reading, best.reading, first) : null;
  // Numbers without two decimals kept as money though the printed figures do not prove every one.
  const looseUnproven = best.reading.looseAmounts && !settled(best);
  return {
    outcome: best,
    ambiguous,
    looseUnproven,
    looseRowless: hasRows(best.assembly) ? null : looseRowless,
  };
}

/**
 * Whether a reading left dated lines of its table unread for numbers over the money columns it does not
 * take as money: settled or not, its figures check only the rows it read, and another reading of the
 * amounts (numbers without two decimals) may find the rest.
 */
function unreadFigureRows(outcome: ReadOutcome): boolean {
  return outcome.assembly.accounts.some((a) => (a.unreadFigurePages ?? []).length > 0);
}

/**
 * Whether a reading found any printed figure to check: a running balance, a closing balance, a total, or
 * a labelled figure outside the rows that another reading may reproduce.
 */
function hasFigures(outcome: ReadOutcome): boolean {
  return outcome.assembly.accounts.some(
    (a) =>
      a.checkpoints.length > 0 ||
      a.closing !== null ||
      a.totals.length > 0 ||
      (a.figures?.length ?? 0) > 0,
  );
}

/**
 * Whether a tie on the side of the balance alone is no ambiguity: both readings are settled, the one
 * kept is on the side the document's words gave, and a clear majority of its rows are spending, more than
 * the other side's (both the words and the rows say money held, or both say money owed).
 */
function sideSettledByWords(
  other: ReadOutcome,
  kept: ReadOutcome,
  first: Reading,
  settings: ExtractSettings,
): boolean {
  return (
    other.reading.liability !== kept.reading.liability &&
    kept.reading.liability === first.liability &&
    settled(other) &&
    settled(kept) &&
    spending(kept) > spending(other) &&
    spending(kept) > settings.spendingMajorityShare * kept.score.rows
  );
}

/** How many rows a reading makes money out (negative from the holder's view). */
function spending(o: ReadOutcome): number {
  return o.assembly.accounts.reduce(
    (n, a) => n + a.transactions.filter((t) => t.cents < 0).length,
    0,
  );
}

/** Whether two readings give the same rows (amounts and dates: descriptions are no arithmetic). */
function sameRows(a: ReadOutcome, b: ReadOutcome): boolean {
  const flat = (o: ReadOutcome) =>
    JSON.stringify(
      o.assembly.accounts.map((x) => x.transactions.map((t) => [t.cents, t.date, t.postDate])),
    );
  return flat(a) === flat(b);
}
