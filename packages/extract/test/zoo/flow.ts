/** Top-down page flow and the transaction table drawer shared by the zoo layouts. */
import type { ZooAccount, ZooTxn } from './data.ts';
import type { Canvas, Op } from './draw.ts';
import type { DateStyle, MoneyStyle } from './format.ts';
import { money, printDate } from './format.ts';

export type FlowSpec = {
  /** Baseline of the first line on a page, in points from the bottom. */
  top: number;
  /** Lowest baseline a body line may use. */
  bottom: number;
  size: number;
  /** Draws the running page header (logo line, account number...) on every page. */
  header?: (flow: Flow, pageNo: number) => void;
  /** Draws the footer once the page count is known. */
  footer?: (flow: Flow, pageNo: number, pageCount: number) => void;
};

export type TextOptions = {
  size?: number;
  bold?: boolean;
  tag?: string;
  align?: 'left' | 'right';
  red?: boolean;
  /** Baseline; defaults to the flow's current line. */
  y?: number;
};

export class Flow {
  y = 0;
  private ops: Op[] = [];
  private pageNo = 0;
  /** Called after a page break in the middle of a table, to repeat its heading. */
  onBreak: (() => void) | undefined;

  /** Index of this flow's first page in the canvas (several flows may share one canvas). */
  private readonly firstPage: number;

  constructor(
    readonly canvas: Canvas,
    readonly spec: FlowSpec,
  ) {
    this.firstPage = canvas.pages.length;
    this.newPage();
  }

  get page(): number {
    return this.pageNo;
  }

  newPage(): void {
    this.ops = this.canvas.newPage();
    this.pageNo += 1;
    this.y = this.spec.top;
    this.spec.header?.(this, this.pageNo);
  }

  text(text: string, x: number, o: TextOptions = {}): void {
    if (text === '') return;
    const size = o.size ?? this.spec.size;
    const bold = o.bold ?? false;
    const left = o.align === 'right' ? x - this.canvas.width(text, size, bold) : x;
    this.ops.push({
      text,
      x: left,
      y: o.y ?? this.y,
      size,
      bold,
      tag: o.tag ?? 'text',
      ...(o.red ? { red: true } : {}),
    });
  }

  /** A ruled rectangle `w` wide and `h` tall whose top edge is `top` points above the current line. */
  box(x: number, w: number, h: number, top: number): void {
    this.ops.push({
      text: '',
      x,
      y: this.y + top - h,
      size: 0,
      bold: false,
      tag: 'box',
      box: { w, h },
    });
  }

  /** Moves down by `h` points. */
  down(h: number): void {
    this.y -= h;
  }

  /** Breaks the page when fewer than `h` points remain, then repeats the table heading. */
  ensure(h: number, beforeBreak?: () => void): void {
    if (this.y - h >= this.spec.bottom) return;
    beforeBreak?.();
    this.newPage();
    this.onBreak?.();
  }

  /** Baseline of the lowest item tagged with one of `tags` on the current page, for text printed on a row's baseline. */
  lowest(tags: readonly string[]): number | undefined {
    const ys = this.ops.filter((op) => tags.includes(op.tag)).map((op) => op.y);
    return ys.length > 0 ? Math.min(...ys) : undefined;
  }

  /** Draws the footers on every page of this flow. */
  finish(): void {
    const own = this.canvas.pages.slice(this.firstPage);
    own.forEach((ops, i) => {
      this.ops = ops;
      this.spec.footer?.(this, i + 1, own.length);
    });
  }

  /** Splits `text` at spaces into lines no wider than `width`. */
  wrap(text: string, width: number, size = this.spec.size): string[] {
    const lines: string[] = [];
    let cur = '';
    for (const word of text.split(' ')) {
      // A word wider than its column would overprint the next column, which no bank prints.
      if (this.canvas.width(word, size) > width)
        throw new Error(`"${word}" is wider than ${width} pt`);
      const next = cur === '' ? word : `${cur} ${word}`;
      if (cur !== '' && this.canvas.width(next, size) > width) {
        lines.push(cur);
        cur = word;
      } else cur = next;
    }
    if (cur !== '') lines.push(cur);
    return lines;
  }
}

/** A printed date style, or a function for styles the list does not name (month names in other languages). */
export type DateFormat = DateStyle | ((iso: string) => string);

function showDate(iso: string, f: DateFormat): string {
  return typeof f === 'function' ? f(iso) : printDate(iso, f);
}

export const COL_KINDS = [
  'date',
  'post',
  'desc',
  'ref',
  'debit',
  'credit',
  'amount',
  'balance',
  'check',
  'drcr',
  'balanceDrcr',
  'extra',
] as const;
export type ColKind = (typeof COL_KINDS)[number];

/**
 * A table column: text columns start at `x`; money columns end at `x + w` (right-aligned). An `extra`
 * column prints `value` (a time of day, a type code, a second date): text that is not part of the truth.
 */
export type Col = {
  kind: ColKind;
  head: readonly string[];
  x: number;
  w: number;
  value?: (t: ZooTxn, i: number) => string;
  /** Right-align this text column at `x + w`. */
  right?: boolean;
};

export type TableSpec = {
  cols: readonly Col[];
  date: DateFormat;
  post?: DateFormat;
  /** Style of the signed amount column. */
  amount?: MoneyStyle;
  /** Style of debit and credit columns (values printed as magnitudes unless the style marks them). */
  debit?: MoneyStyle;
  credit?: MoneyStyle;
  balance?: MoneyStyle;
  /** Debit column prints debits as negatives (a leading minus or the style's marker). */
  debitSigned?: boolean;
  /** Card issuer's view: purchases print positive, payments negative. */
  owedView?: boolean;
  lineHeight: number;
  rowGap: number;
  headBold?: boolean;
  /** Extra space between the heading and the first row. */
  headGap?: number;
  opening?: { label: string; dated?: boolean };
  closing?: { label: string; dated?: boolean };
  /** Amounts and balance sit on the last line of a wrapped row, the date on its first. */
  amountsOnLastLine?: boolean;
  /** Date, amounts and balance sit on the middle line of a wrapped row (vertically centred cells). */
  cellsOnMiddleLine?: boolean;
  /** Debits print in red with no sign: only the colour (and the balance) tells them apart. */
  redDebits?: boolean;
  /** Print the running balance only on the last row of each day. */
  balanceLastOfDay?: boolean;
  /** Print each date only on the first row of that day. */
  dateOncePerDay?: boolean;
  /** A closing line of the table; `label` may count the rows, `inLabel` prints the sum inside the label's text. */
  totals?: { label: string | ((rows: number) => string); inLabel?: boolean };
  /** Rows printed newest first (the closing balance line on top, the opening one at the bottom). */
  newestFirst?: boolean;
  /** The description is printed on its own line below the row, after this label, from the first column's x. */
  descBelow?: { label: string };
  /** Printed in the unused one of a debit/credit pair of columns ("0", "0.00", "-"). */
  unusedCell?: string;
  /** A wrapped description starts a new line before each word matching this (keywords at a line start). */
  breakBefore?: RegExp;
  /** The row date is printed inside the description cell, before the text, instead of in its own column. */
  dateInDesc?: DateFormat;
  /** Balance lines at each page break: `bottom` closes a page, `top` opens the next. */
  carryForward?: { bottom: string; top: string };
  /** Repeat the column heading on continuation pages (default true). */
  repeatHead?: boolean;
  /** Printed above the repeated heading on a continuation page. */
  continuedTop?: string;
  /** Printed at the bottom of a page the table continues from. */
  continuedBottom?: string;
  /** Value of the reference column. */
  ref?: (t: ZooTxn, i: number) => string;
  /** Text drawn right above the table heading, e.g. a section title. */
  title?: string;
};

function cell(t: ZooTxn, kind: ColKind, s: TableSpec, i: number, next: ZooTxn | undefined): string {
  const shown = s.owedView ? -t.cents : t.cents;
  switch (kind) {
    case 'date':
      return showDate(t.date, s.date);
    case 'post':
      return t.postDate ? showDate(t.postDate, s.post ?? s.date) : '';
    case 'desc':
      return t.description;
    case 'ref':
      return s.ref?.(t, i) ?? '';
    case 'check':
      return t.checkNumber ?? '';
    case 'drcr':
      return shown < 0 ? 'DR' : 'CR';
    case 'balanceDrcr':
      return t.balance < 0 ? 'DR' : 'CR';
    case 'extra':
      return '';
    case 'debit':
      if (shown >= 0 || !s.debit) return s.unusedCell ?? '';
      return money(s.debitSigned ? shown : -shown, s.debit);
    case 'credit':
      return shown > 0 && s.credit ? money(shown, s.credit) : (s.unusedCell ?? '');
    case 'amount':
      return s.amount ? money(shown, s.amount) : '';
    case 'balance':
      if (s.balanceLastOfDay && next !== undefined && next.date === t.date) return '';
      return s.balance ? money(t.balance, s.balance) : '';
  }
}

const MONEY_KINDS: ReadonlySet<ColKind> = new Set(['debit', 'credit', 'amount', 'balance']);

/** Wraps a description, starting a new line before every word that matches `breakBefore`. */
function wrapAt(flow: Flow, text: string, width: number, breakBefore?: RegExp): string[] {
  if (!breakBefore) return flow.wrap(text, width);
  const parts: string[][] = [[]];
  for (const word of text.split(' ')) {
    const cur = parts[parts.length - 1];
    if (breakBefore.test(word) && cur && cur.length > 0) parts.push([word]);
    else cur?.push(word);
  }
  return parts.flatMap((p) => flow.wrap(p.join(' '), width));
}

/** Draws the table heading at the flow's line. */
export function drawHead(flow: Flow, s: TableSpec): void {
  const lines = Math.max(...s.cols.map((c) => c.head.length));
  flow.ensure(lines * s.lineHeight + s.lineHeight * 2);
  if (s.title) {
    flow.text(s.title, s.cols[0]?.x ?? 0, { bold: true, tag: 'head' });
    flow.down(s.lineHeight * 1.5);
  }
  for (let l = 0; l < lines; l++) {
    for (const c of s.cols) {
      const h = c.head[l + c.head.length - lines];
      if (h === undefined) continue;
      const money = MONEY_KINDS.has(c.kind);
      flow.text(h, money ? c.x + c.w : c.x, {
        bold: s.headBold ?? true,
        align: money ? 'right' : 'left',
        tag: 'head',
      });
    }
    flow.down(s.lineHeight);
  }
  flow.down(s.headGap ?? s.rowGap);
}

/** Draws the rows of one account as a table, breaking pages with repeated headings. */
export function drawTable(
  flow: Flow,
  account: ZooAccount,
  rows: readonly ZooTxn[],
  s: TableSpec,
): void {
  drawHead(flow, s);
  const colOf = (k: ColKind): Col | undefined => s.cols.find((c) => c.kind === k);
  const descCol = colOf('desc');
  const balCol = colOf('balance');
  const fixedRow = (
    label: string,
    value: number,
    dated: string | undefined,
    atPageEnd = false,
  ): void => {
    // A page's closing line goes on the line left free above the bottom margin, never on a new page.
    if (!atPageEnd) flow.ensure(s.lineHeight);
    const dc = colOf('date');
    if (dated && dc) flow.text(showDate(dated, s.date), dc.x, { tag: 'date' });
    if (descCol) flow.text(label, descCol.x, { tag: 'desc' });
    // Without a balance or amount column (French Débit/Crédit) the balance sits in the credit column.
    const target = balCol ?? colOf('amount') ?? colOf('credit');
    const style = s.balance ?? s.amount ?? s.credit;
    if (target && style)
      flow.text(money(value, style), target.x + target.w, { align: 'right', tag: 'balance' });
    flow.down(s.lineHeight + s.rowGap);
  };
  flow.onBreak = () => {
    if (s.continuedTop) {
      flow.text(s.continuedTop, s.cols[0]?.x ?? 0, { bold: true, tag: 'head' });
      flow.down(s.lineHeight * 1.5);
    }
    if (s.repeatHead ?? true) drawHead(flow, { ...s, title: undefined });
    if (s.carryForward) fixedRow(s.carryForward.top, carried, undefined);
  };
  const beforeBreak = (): void => {
    if (s.carryForward) fixedRow(s.carryForward.bottom, carried, undefined, true);
    if (s.continuedBottom)
      flow.text(s.continuedBottom, descCol?.x ?? 0, {
        y: flow.spec.bottom - s.lineHeight,
        tag: 'text',
      });
  };
  const openingRow = (): void => {
    if (s.opening)
      fixedRow(s.opening.label, account.opening, s.opening.dated ? account.start : undefined);
  };
  const closingRow = (): void => {
    if (s.closing)
      fixedRow(s.closing.label, account.closing, s.closing.dated ? account.end : undefined);
  };
  if (s.newestFirst) closingRow();
  else openingRow();
  const first = s.cols[0];
  const last = s.cols[s.cols.length - 1];
  const tableWidth = first && last ? last.x + last.w - first.x : 0;
  const ordered = s.newestFirst ? [...rows].reverse() : rows;
  let lastDate = '';
  // The balance after the last row drawn, for carried/brought forward lines at page breaks.
  let carried = account.opening;
  ordered.forEach((t) => {
    const i = rows.indexOf(t);
    const descText = s.dateInDesc
      ? `${showDate(t.date, s.dateInDesc)} ${t.description}`
      : t.description;
    const descLines = descCol ? wrapAt(flow, descText, descCol.w, s.breakBefore) : [];
    const below = s.descBelow ? flow.wrap(`${s.descBelow.label} ${t.description}`, tableWidth) : [];
    const height = s.descBelow ? 1 + below.length : Math.max(1, descLines.length);
    flow.ensure(height * s.lineHeight, beforeBreak);
    below.forEach((line, l) =>
      flow.text(line, first?.x ?? 0, { y: flow.y - (l + 1) * s.lineHeight, tag: 'desc' }),
    );
    for (const c of s.cols) {
      if (c.kind === 'extra') {
        const v = c.value?.(t, i) ?? '';
        flow.text(v, c.right ? c.x + c.w : c.x, {
          tag: 'extra',
          align: c.right ? 'right' : 'left',
        });
        continue;
      }
      if (c.kind === 'desc') {
        descLines.forEach((line, l) =>
          flow.text(line, c.x, { y: flow.y - l * s.lineHeight, tag: 'desc' }),
        );
        continue;
      }
      if (c.kind === 'date' && s.dateOncePerDay && t.date === lastDate) continue;
      const v = cell(t, c.kind, s, i, rows[i + 1]);
      if (c.kind === 'balance' && v !== '') t.balanceShown = true;
      if (c.kind === 'post' && v !== '') t.postShown = true;
      const lines = Math.max(1, descLines.length);
      const middle = flow.y - Math.floor((lines - 1) / 2) * s.lineHeight;
      const moneyY = s.cellsOnMiddleLine
        ? middle
        : s.amountsOnLastLine
          ? flow.y - (lines - 1) * s.lineHeight
          : flow.y;
      const red = s.redDebits === true && c.kind === 'amount' && t.cents < 0;
      if (MONEY_KINDS.has(c.kind))
        flow.text(v, c.x + c.w, { align: 'right', tag: c.kind, y: moneyY, red });
      else flow.text(v, c.x, { tag: c.kind, y: s.cellsOnMiddleLine ? middle : flow.y });
    }
    lastDate = t.date;
    carried = t.balance;
    flow.down(height * s.lineHeight + s.rowGap);
  });
  if (s.newestFirst) openingRow();
  else closingRow();
  flow.onBreak = undefined;
  if (s.totals) {
    flow.ensure(s.lineHeight);
    const shown = (t: ZooTxn): number => (s.owedView ? -t.cents : t.cents);
    const debitCol = colOf('debit');
    const creditCol = colOf('credit');
    const amountCol = colOf('amount');
    const out = rows.reduce((a, t) => a + Math.min(0, shown(t)), 0);
    const inn = rows.reduce((a, t) => a + Math.max(0, shown(t)), 0);
    const label = typeof s.totals.label === 'string' ? s.totals.label : s.totals.label(rows.length);
    const style = s.amount ?? s.debit ?? s.credit;
    if (s.totals.inLabel && style) {
      // "12 items totalling 1,234.56": the sum inside the text, no figure in the money columns.
      flow.text(
        `${label} ${money(Math.abs(out + inn), { ...style, negative: 'none' })}`,
        descCol?.x ?? 0,
        {
          tag: 'total',
        },
      );
      flow.down(s.lineHeight + s.rowGap);
      return;
    }
    if (descCol) flow.text(label, descCol.x, { bold: true, tag: 'total' });
    if (debitCol && s.debit)
      flow.text(money(s.debitSigned ? out : -out, s.debit), debitCol.x + debitCol.w, {
        align: 'right',
        bold: true,
        tag: 'total',
      });
    if (creditCol && s.credit)
      flow.text(money(inn, s.credit), creditCol.x + creditCol.w, {
        align: 'right',
        bold: true,
        tag: 'total',
      });
    if (amountCol && s.amount && !debitCol)
      flow.text(money(out + inn, s.amount), amountCol.x + amountCol.w, {
        align: 'right',
        bold: true,
        tag: 'total',
      });
    flow.down(s.lineHeight + s.rowGap);
  }
}
