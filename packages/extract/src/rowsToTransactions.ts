/**
 * Stage: tokenized rows -> accounts with draft transactions. Walks the document once, top to
 * bottom, tracking the current account, section and table; a table row becomes a transaction
 * when it has an amount under a debit, credit or amount column, and the lines around it that
 * carry no amount are its wrapped description.
 */
import type { Column, PlacedAmount, TableLayout } from './detectColumns.ts';
import { detectHeader, isAmountRole, placeAmounts, placeDates } from './detectColumns.ts';
import {
  accountNumber,
  balanceLabel,
  isTotalRow,
  labelKey,
  labelsAbove,
  sectionHeading,
} from './findSections.ts';
import type { Row } from './linesToRows.ts';
import { rowKey } from './linesToRows.ts';
import type { ParsedAmount } from './parseAmount.ts';
import { signedCents } from './parseAmount.ts';
import { parseDate } from './parseDate.ts';
import type { DateOrder, PartialDate } from './parseDate.ts';
import type { ExtractSettings } from './settings.ts';
import type { SectionKind } from './vocabulary.ts';
import {
  BALANCE_LABELS,
  LIABILITY_BALANCE_MARKERS,
  LIABILITY_MARKERS,
  squash,
} from './vocabulary.ts';

/** Where a transaction's sign came from, strongest first. */
export type SignSource = 'column' | 'explicit' | 'section' | 'default';

export type DraftTransaction = {
  page: number;
  /** Baseline of the row's first line, in points from the page top. */
  y: number;
  date: PartialDate | null;
  postDate: PartialDate | null;
  description: string;
  /** Signed from the holder's view: money in is positive. */
  cents: number;
  signSource: SignSource;
  /** Running balance printed on the row (cents; for a liability, the amount owed). */
  balance: number | null;
  section: SectionKind | null;
  checkNumber: string | null;
  reference: string | null;
};

/** A printed balance after the first `after` transactions of the account (cents), on `page`. */
export type BalancePoint = { after: number; cents: number; page: number };

/**
 * A total line printed under a group of rows ("Total deposits", "Total checks paid"): the rows
 * `from`..`to` (exclusive) of the account, and each printed amount with the column it stands in.
 */
export type PrintedTotal = {
  label: string;
  page: number;
  from: number;
  to: number;
  amounts: { cents: number; role: Column['role'] | null }[];
};

/**
 * An account's opening or closing balance and where it came from: a balance label, a brought- or
 * carried-forward line, a printed running balance taken as is, or derived by the engine's arithmetic.
 */
export type PrintedBalance = {
  cents: number;
  source: 'label' | 'forward' | 'runningBalance' | 'derived';
};

export type AccountDraft = {
  accountNumber: string | null;
  /** A credit card: printed balances are amounts owed. */
  liability: boolean;
  opening: PrintedBalance | null;
  closing: PrintedBalance | null;
  transactions: DraftTransaction[];
  checkpoints: BalancePoint[];
  totals: PrintedTotal[];
};

export type Assembly = {
  accounts: AccountDraft[];
  tables: TableLayout[];
  sections: { page: number; y: number; kind: SectionKind }[];
  warnings: string[];
};

/** Where a wrapped row's amount sits: on its first line or on its last. */
export type Mode = 'amountFirst' | 'amountLast';

const DEBIT_SECTIONS: ReadonlySet<SectionKind> = new Set([
  'atm',
  'checks',
  'card',
  'fees',
  'withdrawals',
  'electronic',
]);

/** How many rows after a header are read to tell where a row's amount sits (first or last line). */
const MODE_LOOKAHEAD_ROWS = 40;

type RowView = {
  row: Row;
  dates: PartialDate[];
  date: PartialDate | null;
  dateWordIdx: Set<number>;
  postDate: PartialDate | null;
  txn: PlacedAmount[];
  balance: PlacedAmount | null;
  usedWords: Set<number>;
  checkNumber: string | null;
  reference: string | null;
};

/** A header line's words right of its last money column that lie under no recognised column, as cells. */
function unknownCellsRightOfMoney(row: Row, lay: TableLayout): { x0: number; x1: number }[] {
  const money = lay.columns.filter((c) => isAmountRole(c.role));
  if (money.length === 0) return [];
  const right = Math.max(...money.map((c) => c.x1));
  const cells: { x0: number; x1: number }[] = [];
  for (const w of row.line.words) {
    if (w.x0 <= right || lay.columns.some((c) => w.x1 > c.x0 && w.x0 < c.x1)) continue;
    const last = cells[cells.length - 1];
    if (last && w.x0 - last.x1 < row.line.height) last.x1 = w.x1;
    else cells.push({ x0: w.x0, x1: w.x1 });
  }
  return cells;
}

/** Columns holding words, not figures or dates: their text may run past the header's label. */
function isTextRole(role: Column['role']): boolean {
  return role === 'description' || role === 'reference' || role === 'check';
}

/** Short marks printed beside an amount: CR/DR, OD, D, a currency code, a sign or an asterisk. */
const AMOUNT_MARK_RE = /^(?:[A-Za-z]{1,3}|[-+*])$/;
/** A subtotal sums at least this many rows (one row's amount repeated is no evidence). */
const MIN_SUBTOTAL_ROWS = 2;
/** A mark this many line heights right of an amount still belongs to it. */
const MARK_GAP_HEIGHTS = 2;
/** Marks that make a balance a debit (overdrawn): D, DR, OD. */
const DEBIT_MARK_RE = /^(?:D|DR|Dr|OD)$/;

/** Whether a word's centre lies under a column, widened by `slack` points on each side. */
function centredIn(
  w: { x0: number; x1: number },
  col: { x0: number; x1: number },
  slack: number,
): boolean {
  const c = (w.x0 + w.x1) / 2;
  return c >= col.x0 - slack && c <= col.x1 + slack;
}

/** The digits and letters of an account number, without spaces, dashes and masks. */
function accountKey(n: string): string {
  return n.replace(/[^0-9A-Za-z]/g, '').replace(/[Xx]+/g, '');
}

/**
 * Whether two printings name the same account: equal once spaces and masks are gone, or one the suffix of
 * the other ("****6789" and "12-3456-789" print the same account on two pages).
 */
export function sameAccountNumber(a: string, b: string): boolean {
  const ka = accountKey(a);
  const kb = accountKey(b);
  if (ka === kb) return true;
  const tail = (s: string): string => s.replace(/^.*?(\d+)$/, '$1');
  const [short, long] = ka.length <= kb.length ? [ka, kb] : [kb, ka];
  return (
    short.length >= MIN_ACCOUNT_SUFFIX_DIGITS && long.endsWith(tail(short)) && /\d$/.test(short)
  );
}

/** Two account numbers sharing at least this many trailing digits (a masked one's visible part) match. */
const MIN_ACCOUNT_SUFFIX_DIGITS = 4;

/**
 * Rows of a page's repeated band: a line printed at the same height with the same words on more than
 * one page (bank name, account number, page header). They carry no account boundary.
 */
function repeatedBand(rows: readonly Row[]): Set<number> {
  const seen = new Map<string, { pages: Set<number>; idx: number[] }>();
  rows.forEach((r, i) => {
    const key = `${Math.round(r.line.y / BAND_Y_QUANTUM_PT)}|${r.line.text.replace(/\d/g, '#')}`;
    const e = seen.get(key) ?? { pages: new Set<number>(), idx: [] };
    e.pages.add(r.line.page);
    e.idx.push(i);
    seen.set(key, e);
  });
  const out = new Set<number>();
  for (const e of seen.values()) if (e.pages.size > 1) for (const i of e.idx) out.add(i);
  return out;
}

/** Baselines within this many points count as the same height across pages. */
const BAND_Y_QUANTUM_PT = 4;

/** The balance after the account's rows so far: the last printed balance (or the opening) carried on. */
function runningBalance(account: AccountDraft): number | null {
  const last = account.checkpoints[account.checkpoints.length - 1];
  let run = last ? last.cents : (account.opening?.cents ?? null);
  if (run === null) return null;
  for (let i = last ? last.after : 0; i < account.transactions.length; i++) {
    const c = account.transactions[i]!.cents;
    run += account.liability ? -c : c;
  }
  return run;
}

function newAccount(liability: boolean): AccountDraft {
  return {
    accountNumber: null,
    liability,
    opening: null,
    closing: null,
    transactions: [],
    checkpoints: [],
    totals: [],
  };
}

/** Signed holder-view cents for a balance as printed. */
function balanceCents(a: ParsedAmount, liability: boolean): number {
  if (!liability) return signedCents(a);
  // A card's balance is the amount owed; a CR (or minus) balance means the bank owes the holder.
  return a.marker === 'CR' || a.negative ? -a.cents : a.cents;
}

/** How `assembleTransactions` reads the rows; every field has a default. */
export type AssembleOptions = {
  /** Read the first account as a card (balances owed) whatever its summary says. */
  liability?: boolean;
  /** Columns inferred from the rows' geometry, standing in from the start when no header is known. */
  fallback?: TableLayout | null;
  order?: DateOrder;
  /** Where a wrapped row's amount sits; null lets the tables' evidence decide. */
  mode?: Mode | null;
  /**
   * How a card's amounts are signed: `issuer` (plain amounts are purchases, a minus or CR marks a payment)
   * or `holder` (printed from the holder's side: purchases carry the minus).
   */
  cardSigns?: 'issuer' | 'holder';
  /** Whether undated lines equal to the running balance or to their group's sum are balances and totals. */
  sumLines?: boolean;
  /** Read every row with `fallback` alone, when the headers found describe no money columns the rows use. */
  ignoreHeaders?: boolean;
};

export function assembleTransactions(
  rows: Row[],
  settings: ExtractSettings,
  options: AssembleOptions = {},
): Assembly {
  const fallback = options.fallback ?? null;
  const order = options.order ?? 'MDY';
  const forcedMode = options.mode ?? null;
  const issuerSigns = (options.cardSigns ?? 'issuer') === 'issuer';
  const sumLines = options.sumLines ?? false;
  // Each account reads its type from its own summary before its first row (a combined statement may
  // hold a checking account and a credit card); the caller may force the first one to a liability.
  let liability = options.liability ?? false;
  const accounts: AccountDraft[] = [newAccount(liability)];
  let liabilityMarker = false;
  let liabilityBalance = false;
  const tables: TableLayout[] = [];
  const sections: Assembly['sections'] = [];
  const warnings: string[] = [];
  let account = accounts[0]!;
  let section: SectionKind | null = null;
  // Without any header, a layout inferred from the rows' geometry stands in from the start.
  let layout: TableLayout | null = fallback;
  let active = false;
  let mode: Mode = 'amountFirst';
  let tableHasCr = false;
  let pending: RowView[] = [];
  let lastRowY = 0;
  let lastPage = 0;
  let lastDate: PartialDate | null = null;
  let lastTxn: DraftTransaction | null = null;
  let closeAfterLabel = false;
  // The account's row count when the current layout took over.
  let layoutStart = 0;
  // The first row of the group a printed total covers: rows since the last section change or total.
  let groupStart = 0;

  let numberSinceLastTxn: string | null = null;
  const startAccount = (): void => {
    liability = false;
    liabilityMarker = false;
    liabilityBalance = false;
    account = newAccount(liability);
    account.accountNumber = numberSinceLastTxn;
    accounts.push(account);
    section = null;
    lastDate = null;
    lastTxn = null;
    pending = [];
    groupStart = 0;
  };

  const pageBand = repeatedBand(rows);

  const viewCache = new Map<Row, { lay: TableLayout; v: RowView }>();
  const view = (row: Row, lay: TableLayout): RowView => {
    const hit = viewCache.get(row);
    if (hit && hit.lay === lay) return hit.v;
    const v = computeView(row, lay);
    viewCache.set(row, { lay, v });
    return v;
  };

  // Per header: cells of words it prints right of its money columns that name no known column.
  const extraCells = new Map<TableLayout, { x0: number; x1: number }[]>();

  const computeView = (row: Row, lay: TableLayout): RowView => {
    const placedDates = placeDates(row, lay, settings);
    const usedWords = new Set<number>();
    let date: PartialDate | null = null;
    let postDate: PartialDate | null = null;
    const dates: PartialDate[] = [];
    const dateWordIdx = new Set<number>();
    for (const { token, column } of placedDates) {
      for (let i = token.firstWord; i <= token.lastWord; i++) {
        usedWords.add(i);
        dateWordIdx.add(i);
      }
      dates.push(token.date);
      if (column.role === 'date' && !date) date = token.date;
      else if (!postDate) postDate = token.date;
    }
    // A second date printed right after the first under a single date header is the posting date.
    if (placedDates.length === 1) {
      const first = placedDates[0]!.token;
      const next = row.dates.find((d) => d.firstWord === first.lastWord + 1);
      if (next) {
        for (let i = next.firstWord; i <= next.lastWord; i++) usedWords.add(i);
        dates.push(next.date);
        if (!postDate) postDate = next.date;
      }
    }
    // A date column away from the line start ("Check No. | Description | Date Paid", "Valeur",
    // "Value Dt") holds a one-word date under its header.
    for (const col of lay.columns) {
      const isMain = col.role === 'date';
      if (col.role !== 'date' && col.role !== 'postDate' && col.role !== 'valueDate') continue;
      if (placedDates.some((p) => p.column === col) || (isMain ? date : postDate)) continue;
      const k = row.line.words.findIndex(
        (w, i) => !usedWords.has(i) && centredIn(w, col, row.line.height) && /\d/.test(w.text),
      );
      const parsed = k >= 0 ? parseDate(row.line.words[k]!.text, order) : null;
      if (!parsed) continue;
      usedWords.add(k);
      if (isMain) {
        date = parsed;
        dates.unshift(parsed);
      } else if (dates.length > 0 || date) {
        postDate = parsed;
        dates.push(parsed);
      }
    }
    // Without a transaction-date column, the first printed date is the transaction date.
    if (!date) {
      date = dates[0] ?? null;
      postDate = dates.find((d) => d !== date) ?? null;
    }
    const placed = placeAmounts(row, lay, settings);
    const txn: PlacedAmount[] = [];
    let balance: PlacedAmount | null = null;
    for (let p of placed) {
      for (let i = p.token.firstWord; i <= p.token.lastWord; i++) usedWords.add(i);
      // A short mark right after an amount belongs to it; after a balance, "OD" or "D" means overdrawn.
      const k = p.token.lastWord + 1;
      const mark = row.line.words[k];
      if (
        mark &&
        AMOUNT_MARK_RE.test(mark.text) &&
        mark.x0 - row.line.words[p.token.lastWord]!.x1 < MARK_GAP_HEIGHTS * row.line.height
      ) {
        usedWords.add(k);
        const a = p.token.amount;
        if (
          p.column.role === 'balance' &&
          DEBIT_MARK_RE.test(mark.text) &&
          !a.negative &&
          !a.marker
        )
          p = { ...p, token: { ...p.token, amount: { ...a, negative: true } } };
      }
      if (p.column.role === 'balance') balance = p;
      else txn.push(p);
    }
    // Words right of the table's last column (a time, a second date, a footer on the same baseline) are
    // in no cell of the row: neither its description nor a reason to call it prose.
    // A text column last in the header ("Remarks" right of the balance) runs to the page edge.
    const rightmost = lay.columns.reduce<Column | null>(
      (a, c) => (a && a.x1 >= c.x1 ? a : c),
      null,
    );
    const tableRight =
      rightmost && !isTextRole(rightmost.role) ? rightmost.x1 + row.line.height : Infinity;
    const extra = extraCells.get(lay) ?? [];
    row.line.words.forEach((w, i) => {
      if (!lay.inferred && w.x0 > tableRight) usedWords.add(i);
      // Under a header cell right of the money columns that names no known column ("Originating
      // Branch"): an extra column, not the description.
      if (extra.some((c) => centredIn(w, c, 0))) usedWords.add(i);
      // A dash alone in a money column marks it unused ("-" under Debits): no description.
      if (
        /^[-–—]$/.test(w.text) &&
        lay.columns.some((c) => isAmountRole(c.role) && centredIn(w, c, row.line.height))
      )
        usedWords.add(i);
    });
    let checkNumber: string | null = null;
    let reference: string | null = null;
    const slack = settings.columnSlackRatio * row.line.height;
    row.line.words.forEach((w, i) => {
      if (!lay.hasNumberColumns || usedWords.has(i) || !/\d/.test(w.text)) return;
      // Wrapped description lines carry no check number: only a dated line or one with an amount does.
      if (placedDates.length === 0 && row.amounts.length === 0) return;
      for (const col of lay.columns) {
        if (col.role !== 'check' && col.role !== 'reference') continue;
        if (!centredIn(w, col, slack)) continue;
        usedWords.add(i);
        if (col.role === 'check' && !checkNumber) checkNumber = w.text.replace(/[^\dA-Za-z-]/g, '');
        else if (col.role === 'reference' && !reference) reference = w.text;
        break;
      }
    });
    return {
      row,
      dates,
      date,
      dateWordIdx,
      postDate,
      txn,
      balance,
      usedWords,
      checkNumber,
      reference,
    };
  };

  const descriptionOf = (v: RowView): string =>
    v.row.line.words
      .filter((_, i) => !v.usedWords.has(i))
      .map((w) => w.text)
      .join(' ');

  const amountOf = (v: RowView): { cents: number; source: SignSource } => {
    let cents = 0;
    let source: SignSource = 'column';
    for (const p of v.txn) {
      const a = p.token.amount;
      const role: Column['role'] = p.column.role;
      if (layout?.inferred && (role === 'debit' || role === 'credit')) source = 'default';
      if (role === 'debit') {
        cents -= a.cents;
      } else if (role === 'credit') {
        cents += liability
          ? a.negative || a.marker === 'DR'
            ? -a.cents
            : a.cents
          : signedCents(a);
      } else if (a.negative || a.marker !== null) {
        source = 'explicit';
        cents +=
          liability && issuerSigns
            ? a.negative || a.marker === 'CR'
              ? a.cents
              : -a.cents
            : signedCents(a);
      } else if (section && DEBIT_SECTIONS.has(section)) {
        source = 'section';
        cents -= a.cents;
      } else if (section === 'deposits') {
        source = 'section';
        cents += a.cents;
      } else if ((liability && issuerSigns) || tableHasCr) {
        // Card statements print purchases plain and mark payments CR; so do CR-suffix tables.
        source = 'section';
        cents -= a.cents;
      } else {
        source = 'default';
        cents += a.cents;
      }
    }
    return { cents, source };
  };

  /**
   * Text running through the money columns (marketing, disclaimers, side-by-side summaries) is not a table
   * row. The row is judged as a whole: short marks beside an amount ("OD", "D", a currency code) and
   * words right of the table's last column (a time, a second date, a footer on the same baseline) are not.
   */
  const isProse = (v: RowView, lay: TableLayout): boolean => {
    const slack = settings.descriptionIndentSlackPt;
    const money = lay.columns.filter((c) => isAmountRole(c.role));
    const first = Math.min(...money.map((c) => c.x0));
    return v.row.line.words.some(
      (w, i) =>
        !v.usedWords.has(i) &&
        !AMOUNT_MARK_RE.test(w.text) &&
        w.x1 > first - slack &&
        (lay.inferred || money.some((c) => w.x1 > c.x0 - slack && w.x0 < c.x1 + slack)),
    );
  };

  const isTextRow = (v: RowView, lay: TableLayout): boolean => {
    const first = v.row.line.words[0];
    if (!first) return false;
    const dateRight = lay.dateRight;
    return first.x0 >= dateRight - settings.descriptionIndentSlackPt;
  };

  /**
   * An undated line whose one amount the arithmetic explains (read only when `sumLines` is on): the
   * running balance repeated (a carried- or brought-forward line, in any language) becomes a printed
   * balance, and the sum of the rows since the last section change or total (a subtotal however worded,
   * "12 items totalling 1,234.56") becomes a printed total. Neither is a transaction.
   */
  const isSumLine = (v: RowView): boolean => {
    if (v.dates.length > 0 || pending.some((p) => p.dates.length > 0)) return false;
    const a = v.txn[0]!.token.amount;
    const asBalance = balanceCents(a, liability);
    const running = runningBalance(account);
    if (running !== null && asBalance === running) {
      flushPending();
      account.checkpoints.push({
        after: account.transactions.length,
        cents: asBalance,
        page: v.row.line.page,
      });
      return true;
    }
    const group = account.transactions.slice(groupStart).map((t) => t.cents);
    if (group.length < MIN_SUBTOTAL_ROWS) return false;
    let out = 0;
    let into = 0;
    for (const c of group) {
      if (c < 0) out -= c;
      else into += c;
    }
    if (![out, into, out + into].includes(a.cents)) return false;
    flushPending();
    recordTotal(v.row);
    groupStart = account.transactions.length;
    return true;
  };

  /** A line that belongs to the running table: dated, with an amount in its columns, or a wrapped description. */
  const isTableLine = (row: Row, lay: TableLayout): boolean => {
    const v = view(row, lay);
    return v.dates.length > 0 || v.txn.length > 0 || isTextRow(v, lay);
  };

  const emit = (parts: RowView[], amountRow: RowView): void => {
    const { cents, source } = amountOf(amountRow);
    const dated = parts.find((p) => p.dates.length > 0);
    const date = dated ? dated.date : lastDate;
    if (dated) lastDate = dated.date ?? lastDate;
    const description = parts
      .map(descriptionOf)
      .filter((s) => s !== '')
      .join(' ');
    const first = parts[0]!;
    const txn: DraftTransaction = {
      page: first.row.line.page,
      y: first.row.line.y,
      date,
      postDate: dated ? dated.postDate : null,
      description,
      cents,
      signSource: source,
      balance: amountRow.balance ? balanceCents(amountRow.balance.token.amount, liability) : null,
      section,
      checkNumber: parts.map((p) => p.checkNumber).find((c) => c) ?? null,
      reference: parts.map((p) => p.reference).find((c) => c) ?? null,
    };
    account.transactions.push(txn);
    numberSinceLastTxn = null;
    if (txn.balance !== null)
      account.checkpoints.push({
        after: account.transactions.length,
        cents: txn.balance,
        page: first.row.line.page,
      });
    lastTxn = txn;
  };

  /** Keeps a total line printed in the table's money columns, with the rows it covers, for verification. */
  const recordTotal = (row: Row): void => {
    if (!layout || account.transactions.length <= groupStart) return;
    const placed = placeAmounts(row, layout, settings).filter((p) => p.column.role !== 'balance');
    if (placed.length === 0) return;
    const used = new Set<number>();
    for (const p of placed) for (let i = p.token.firstWord; i <= p.token.lastWord; i++) used.add(i);
    account.totals.push({
      label: row.line.words
        .filter((_, i) => !used.has(i))
        .map((w) => w.text)
        .join(' '),
      page: row.line.page,
      from: groupStart,
      to: account.transactions.length,
      amounts: placed.map((p) => ({ cents: p.token.amount.cents, role: p.column.role })),
    });
  };

  const flushPending = (): void => {
    // Lines left over without an amount: in amount-first tables they continue the previous row.
    if (mode === 'amountFirst' && lastTxn && pending.length > 0) {
      // Only undated lines on the row's own page continue it: a dated line without an amount leads a row
      // that never came, and text on a later page (terms, a footer paragraph) is not a wrapped description.
      const txnPage = lastTxn.page;
      const extra = pending
        .filter((p) => p.dates.length === 0 && p.row.line.page === txnPage)
        .map(descriptionOf)
        .filter((s) => s !== '')
        .join(' ');
      if (extra)
        lastTxn.description = lastTxn.description ? `${lastTxn.description} ${extra}` : extra;
    }
    pending = [];
  };

  const suspend = (): void => {
    flushPending();
    active = false;
  };

  /**
   * Counts, below one header, the evidence for where a row's amount sits. Amount-last: a dated line
   * without an amount, then (after wrapped lines) an undated line with one. Amount-first: an amount
   * line, then wrapped lines without amounts, then the next dated line.
   */
  const modeEvidence = (start: number, lay: TableLayout): { first: number; last: number } => {
    let first = 0;
    let last = 0;
    let openDated = false;
    let afterAmount = false;
    let textRun = 0;
    for (let k = start; k < rows.length && k < start + MODE_LOOKAHEAD_ROWS; k++) {
      const r = rows[k]!;
      if (r.line.page !== lay.page) break;
      if (sectionHeading(r) || isTotalRow(r)) break;
      if (r.amounts.length > 0 && balanceLabel(r)) {
        openDated = false;
        afterAmount = false;
        textRun = 0;
        continue;
      }
      const v = view(r, lay);
      if (v.txn.some((p) => p.token.amount.marker !== null)) crSeen = true;
      if (v.txn.length > 0) {
        if (openDated && v.dates.length === 0) last++;
        openDated = false;
        afterAmount = true;
        textRun = 0;
      } else if (v.dates.length > 0) {
        if (afterAmount && textRun > 0) first++;
        openDated = !v.balance;
        afterAmount = false;
        textRun = 0;
      } else if (isTextRow(v, lay)) {
        textRun++;
      }
    }
    return { first, last };
  };

  // One layout style runs through a statement, so the evidence of every table decides together
  // (a first page may show no wrapped row at all).
  const headerAt = new Map<number, TableLayout>();
  let crSeen = false;
  let firstEvidence = 0;
  let lastEvidence = 0;
  const addEvidence = (start: number, lay: TableLayout): void => {
    const e = modeEvidence(start, lay);
    firstEvidence += e.first;
    lastEvidence += e.last;
  };
  for (let idx = 0; idx < rows.length && !options.ignoreHeaders; idx++) {
    const header = detectHeader(rows, idx);
    if (!header) continue;
    headerAt.set(idx, header);
    extraCells.set(header, unknownCellsRightOfMoney(rows[idx]!, header));
    if (!header.ignore) addEvidence(idx + 1, header);
  }
  if (fallback) {
    tables.push(fallback);
    addEvidence(
      Math.max(
        0,
        rows.findIndex((r) => r.line.page === fallback.page),
      ),
      fallback,
    );
  }
  mode = forcedMode ?? (lastEvidence > firstEvidence ? 'amountLast' : 'amountFirst');
  // CR/DR marks seen in any table make plain amounts debits (the marks flag the credits).
  tableHasCr = crSeen;

  for (let idx = 0; idx < rows.length; idx++) {
    const row = rows[idx]!;
    // A row's view is needed only while its row is read; dropping it keeps long statements small.
    if (idx > 0) viewCache.delete(rows[idx - 1]!);
    if (account.transactions.length === 0 && !liability) {
      const key = rowKey(row);
      if (LIABILITY_MARKERS.some((m) => key.includes(m))) liabilityMarker = true;
      if (LIABILITY_BALANCE_MARKERS.some((m) => key.includes(m))) liabilityBalance = true;
      if (liabilityMarker && liabilityBalance) {
        liability = true;
        account.liability = true;
      }
    }
    if (row.line.page !== lastPage) {
      if (active) suspend();
      pending = [];
      lastPage = row.line.page;
    }

    // Account boundaries come from structure: a number read inside a running table (a wrapped description
    // such as "ACCOUNT 123456789 PAD 654321") or from a page's repeated header band switches nothing.
    const insideTable = active && layout !== null && isTableLine(row, layout);
    const number = insideTable ? null : accountNumber(rows, idx);
    if (number) {
      if (
        account.accountNumber &&
        !sameAccountNumber(number, account.accountNumber) &&
        account.transactions.length > 0 &&
        !pageBand.has(idx)
      ) {
        suspend();
        layout = null;
        startAccount();
      }
      // Before its first transaction an account takes the latest number printed (summaries list several).
      if (account.transactions.length === 0) account.accountNumber = number;
      numberSinceLastTxn = number;
    }

    // A summary box printing its labels above its figures (before or after the rows) names the balances;
    // a table header's "Balance" over the first row is no such label.
    if (!active && !headerAt.has(idx)) {
      for (const { label, amount } of labelsAbove(rows, idx)) {
        const value = balanceCents(amount.amount, liability);
        if (label === 'opening' || label === 'broughtForward')
          account.opening ??= { cents: value, source: 'label' };
        else if (label === 'closing' && account.closing?.source !== 'label')
          account.closing = { cents: value, source: 'label' };
      }
    }

    const header = headerAt.get(idx);
    if (header) {
      suspend();
      tables.push(header);
      layout = header;
      layoutStart = account.transactions.length;
      active = !header.ignore;
      lastRowY = row.line.y;
      continue;
    }

    // Inside a table, a line indented into the description column is a wrapped description, not a heading.
    const heading =
      active && layout && isTextRow(view(row, layout), layout) ? null : sectionHeading(row);
    if (heading) {
      suspend();
      // A section continued on the next page ("Deposits - continued"), or a general "Transactions" heading
      // over rows that had none, keeps the rows its total covers; only a change of kind starts a group.
      if (section !== null && heading !== section && heading !== 'transactions')
        groupStart = account.transactions.length;
      section = heading;
      sections.push({ page: row.line.page, y: row.line.y, kind: heading });
      if (heading === 'ignore') layout = null;
      continue;
    }

    // A wrapped description line ("BALANCE 206756 INSURANS", "TOTAL PETRONAS") holds no figure in the
    // table's money columns: its first word is no balance label and no total.
    const wrappedLine =
      active &&
      layout !== null &&
      isTextRow(view(row, layout), layout) &&
      placeAmounts(row, layout, settings).length === 0;
    let label = row.amounts.length > 0 && !wrappedLine ? balanceLabel(row) : null;
    if (label) {
      const lastAmount = row.amounts[row.amounts.length - 1]!;
      const balancePlaced =
        layout && active
          ? placeAmounts(row, layout, settings).find((p) => p.column.role === 'balance')
          : undefined;
      let token = balancePlaced?.token ?? lastAmount;
      // "Opening Balance $2,500.75 Closing Balance $6,206.24": two labelled balances on one line.
      if (!balancePlaced && label === 'opening' && row.amounts.length >= 2) {
        const a0 = row.amounts[0]!;
        const a1 = row.amounts[1]!;
        const between = squash(
          row.line.words
            .slice(a0.lastWord + 1, a1.firstWord)
            .map((w) => w.text)
            .join(''),
        );
        if (
          BALANCE_LABELS.some(([prefix, kind]) => kind === 'closing' && between.startsWith(prefix))
        ) {
          token = a0;
          if (account.closing?.source !== 'label') {
            account.closing = { cents: balanceCents(a1.amount, liability), source: 'label' };
          }
        }
      }
      const printed = balanceCents(token.amount, liability);
      // "Solde débiteur" (an overdrawn balance) prints without a sign.
      const value = labelKey(row).includes('debiteur') && printed > 0 ? -printed : printed;
      // "Balance as of <date>": the opening balance before the first row, the closing one after.
      if (label === 'balanceAt') label = account.transactions.length === 0 ? 'opening' : 'closing';
      if (label === 'opening') {
        if (account.transactions.length > 0) {
          suspend();
          startAccount();
        }
        account.opening ??= { cents: value, source: 'label' };
      } else if (label === 'broughtForward') {
        if (account.transactions.length === 0 && !account.opening)
          account.opening = { cents: value, source: 'forward' };
      } else if (label === 'closing') {
        // The closing balance ends the account's table; later dated lines (daily balances) are not rows.
        if (active) suspend();
        closeAfterLabel = true;
        if (account.closing?.source !== 'label')
          account.closing = { cents: value, source: 'label' };
        else if (account.closing.cents !== value) {
          warnings.push(`Two different closing balances are printed; the first one is used.`);
        }
      } else if (account.closing?.source !== 'label') {
        account.closing = { cents: value, source: 'forward' };
      }
      if (closeAfterLabel) {
        closeAfterLabel = false;
        // Like a total, a closing balance in a summary above the table ends no table.
        if (account.transactions.length > layoutStart) layout = null;
        continue;
      }
      if (layout && !layout.ignore) {
        flushPending();
        active = true;
        account.checkpoints.push({
          after: account.transactions.length,
          cents: value,
          page: row.line.page,
        });
        lastRowY = row.line.y;
      }
      continue;
    }

    if (!wrappedLine && isTotalRow(row)) {
      if (active) {
        flushPending();
        recordTotal(row);
        suspend();
      }
      groupStart = account.transactions.length;
      // A total ends a table only once the table has produced rows (a summary's "Total deposits" above
      // the table ends nothing).
      if (account.transactions.length > layoutStart) layout = null;
      continue;
    }

    if (!layout) continue;
    const v = view(row, layout);
    if (isProse(v, layout)) {
      if (active) suspend();
      continue;
    }
    // Stray marks in the margin (a lone letter or dot left by redaction) say nothing about the table.
    if (row.line.text.length <= 2 && !/\d/.test(row.line.text) && !isTextRow(v, layout)) continue;
    if (!active) {
      // A table resumes (e.g. on a later page without a repeated header) at its next dated row, or at an
      // undated one with money in its columns once a date is known (one date per day, after a page break).
      if (layout.ignore || (v.dates.length === 0 && !(v.txn.length > 0 && lastDate))) continue;
      active = true;
      lastRowY = row.line.y;
    }
    if (v.txn.some((p) => p.token.amount.marker !== null)) tableHasCr = true;

    const gapLines = (row.line.y - lastRowY) / Math.max(row.line.height, 1);
    if (sumLines && v.txn.length === 1 && !v.balance && isSumLine(v)) {
      lastRowY = row.line.y;
      continue;
    }
    if (v.txn.length > 0) {
      if (mode === 'amountLast') {
        emit([...pending, v], v);
        pending = [];
      } else {
        // A dated line without an amount just above (date and amount on separate lines) starts this row.
        const lead =
          pending.length > 0 && pending[0]!.dates.length > 0 && v.dates.length === 0 ? pending : [];
        if (lead.length === 0) flushPending();
        emit([...lead, v], v);
        pending = [];
      }
      lastRowY = row.line.y;
      continue;
    }
    if (v.balance && !v.txn.length) {
      // A balance with no amount (a daily balance line): a checkpoint, not a transaction.
      flushPending();
      account.checkpoints.push({
        after: account.transactions.length,
        cents: balanceCents(v.balance.token.amount, liability),
        page: row.line.page,
      });
      lastRowY = row.line.y;
      continue;
    }
    if (v.dates.length > 0) {
      if (mode === 'amountFirst') flushPending();
      else pending = [];
      pending.push(v);
      lastRowY = row.line.y;
      continue;
    }
    if (isTextRow(v, layout) && gapLines <= settings.continuationMaxGapLines) {
      pending.push(v);
      lastRowY = row.line.y;
      continue;
    }
    suspend();
  }
  flushPending();
  return { accounts, tables, sections, warnings };
}
