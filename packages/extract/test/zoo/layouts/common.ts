/** Helpers shared by the zoo layouts: page furniture, summaries and daily-balance tables. */
import type { ZooAccount, ZooTxn } from '../data.ts';
import type { Canvas } from '../draw.ts';
import type { DateStyle, MoneyStyle } from '../format.ts';
import { money, printDate } from '../format.ts';
import type { FlowSpec, TableSpec } from '../flow.ts';
import { drawTable, Flow } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { A4 } from '../layout.ts';

/** Marketing and disclaimer text that real statements print between or after tables. */
export const DISCLAIMER = [
  'Please examine this statement promptly. If you find an error or have a question, contact us',
  'within 60 days. Deposits are insured up to the legal limit. Member of the deposit scheme.',
] as const;

export type PageFurniture = {
  bank: string;
  /** Lines at the top right of every page (period, account number...). */
  right: (pageNo: number) => readonly string[];
  footer: (pageNo: number, pageCount: number) => string;
  size: number;
  pageSize: readonly [number, number];
};

/** A flow whose pages carry a bank name, running header lines and a footer. */
export function furnishedFlow(canvas: Canvas, f: PageFurniture): Flow {
  const [w, h] = f.pageSize;
  const spec: FlowSpec = {
    top: h - 110,
    bottom: 70,
    size: f.size,
    header: (flow, pageNo) => {
      flow.text(f.bank, 40, { y: h - 50, size: f.size + 6, bold: true, tag: 'furniture' });
      f.right(pageNo).forEach((line, i) =>
        flow.text(line, w - 40, { y: h - 50 - i * (f.size + 3), align: 'right', tag: 'furniture' }),
      );
    },
    footer: (flow, pageNo, pageCount) => {
      flow.text(f.footer(pageNo, pageCount), w / 2 - 30, {
        y: 40,
        size: f.size - 1,
        tag: 'furniture',
      });
    },
  };
  return new Flow(canvas, spec);
}

/** Label/value lines such as an account summary; values right-aligned at `right`. */
export function keyValues(
  flow: Flow,
  rows: readonly (readonly [string, string])[],
  x: number,
  right: number,
  lineHeight: number,
): void {
  for (const [k, v] of rows) {
    flow.ensure(lineHeight);
    flow.text(k, x, { tag: 'summary' });
    flow.text(v, right, { align: 'right', tag: 'summary' });
    flow.down(lineHeight);
  }
}

export function paragraph(
  flow: Flow,
  lines: readonly string[],
  x: number,
  lineHeight: number,
): void {
  for (const line of lines) {
    flow.ensure(lineHeight);
    flow.text(line, x, { size: flow.spec.size - 1, tag: 'text' });
    flow.down(lineHeight);
  }
}

/** The end-of-day balances, printed in `columns` pairs of date and amount (not transactions). */
export function dailyBalances(
  flow: Flow,
  account: ZooAccount,
  title: string,
  heads: readonly [string, string],
  date: DateStyle,
  style: MoneyStyle,
  columns: number,
  lineHeight: number,
): void {
  const byDay = new Map<string, number>();
  for (const t of account.txns) byDay.set(t.date, t.balance);
  const days = [...byDay.entries()];
  const perCol = Math.ceil(days.length / columns);
  const colWidth = 530 / columns;
  flow.ensure(lineHeight * 3);
  flow.text(title, 40, { bold: true, tag: 'head' });
  flow.down(lineHeight * 1.5);
  for (let c = 0; c < columns; c++) {
    flow.text(heads[0], 40 + c * colWidth, { bold: true, tag: 'head' });
    flow.text(heads[1], 40 + (c + 1) * colWidth - 20, { bold: true, tag: 'head', align: 'right' });
  }
  flow.down(lineHeight);
  for (let r = 0; r < perCol; r++) {
    flow.ensure(lineHeight);
    for (let c = 0; c < columns; c++) {
      const d = days[c * perCol + r];
      if (!d) continue;
      flow.text(printDate(d[0], date), 40 + c * colWidth, { tag: 'daily' });
      flow.text(money(d[1], style), 40 + (c + 1) * colWidth - 20, { tag: 'daily', align: 'right' });
    }
    flow.down(lineHeight);
  }
}

export function sum(rows: readonly ZooTxn[]): number {
  return rows.reduce((a, t) => a + t.cents, 0);
}

/** Everything a one-table layout needs; `simpleLayout` turns it into a Layout. */
export type SimpleSpec = Omit<Layout, 'draw' | 'font' | 'size'> & {
  font?: Layout['font'];
  size?: Layout['size'];
  bank: string;
  right: (a: ZooAccount, pageNo: number) => readonly string[];
  footer?: (p: number, n: number) => string;
  /** Text size of the page furniture and table. */
  textSize?: number;
  /** Draws what comes before the table (summary, period, account lines). */
  intro?: (flow: Flow, a: ZooAccount) => void;
  table: (a: ZooAccount) => TableSpec;
  /** The rows to print (all by default); a layout may leave some for another drawer. */
  rows?: (a: ZooAccount) => ZooTxn[];
  /** Draws what comes after the table. */
  outro?: (flow: Flow, a: ZooAccount) => void;
  /** Draws text on each page once the page count is known (a footer on a row's baseline). */
  pageFooter?: (flow: Flow, p: number, n: number) => void;
};

/** A one-account, one-table statement: furnished pages, an intro, the table, an outro. */
export function simpleLayout(o: SimpleSpec): Layout {
  const { bank, right, footer, textSize, intro, table, rows, outro, pageFooter, ...rest } = o;
  const size = o.size ?? A4;
  return {
    ...rest,
    font: o.font ?? 'Helvetica',
    size,
    draw(canvas, [a]) {
      if (!a) return;
      const furniture: PageFurniture = {
        bank,
        right: (p) => right(a, p),
        footer: footer ?? ((p, n) => `Page ${p} of ${n}`),
        size: textSize ?? 8.5,
        pageSize: size,
      };
      const flow = furnishedFlow(canvas, furniture);
      if (pageFooter) {
        const base = flow.spec.footer;
        flow.spec.footer = (f, p, n) => {
          base?.(f, p, n);
          pageFooter(f, p, n);
        };
      }
      intro?.(flow, a);
      drawTable(flow, a, rows ? rows(a) : a.txns, table(a));
      outro?.(flow, a);
      flow.finish();
    },
  };
}

/** Checks printed in `groups` side-by-side groups of number, date and amount; `*` marks a gap in the numbers. */
export function checkGrid(
  flow: Flow,
  checks: readonly ZooTxn[],
  o: {
    groups: number;
    heads: readonly [string, string, string];
    date: DateStyle;
    style: MoneyStyle;
    x: number;
    width: number;
    lineHeight: number;
  },
): void {
  const sorted = [...checks].sort((p, q) => Number(p.checkNumber) - Number(q.checkNumber));
  const perCol = Math.ceil(sorted.length / o.groups);
  const colW = o.width / o.groups;
  flow.ensure(o.lineHeight * 2);
  for (let g = 0; g < o.groups; g++) {
    const x = o.x + g * colW;
    flow.text(o.heads[0], x, { bold: true, tag: 'head' });
    flow.text(o.heads[1], x + colW * 0.3, { bold: true, tag: 'head' });
    flow.text(o.heads[2], x + colW - 12, { bold: true, tag: 'head', align: 'right' });
  }
  flow.down(o.lineHeight);
  for (let r = 0; r < perCol; r++) {
    flow.ensure(o.lineHeight);
    for (let g = 0; g < o.groups; g++) {
      const i = g * perCol + r;
      const t = sorted[i];
      if (!t) continue;
      const prev = sorted[i - 1];
      const gap = prev !== undefined && Number(t.checkNumber) !== Number(prev.checkNumber) + 1;
      const x = o.x + g * colW;
      flow.text(`${t.checkNumber ?? ''}${gap ? '*' : ''}`, x, { tag: 'check' });
      flow.text(printDate(t.date, o.date), x + colW * 0.3, { tag: 'date' });
      flow.text(money(-t.cents, o.style), x + colW - 12, { tag: 'amount', align: 'right' });
    }
    flow.down(o.lineHeight);
  }
}
