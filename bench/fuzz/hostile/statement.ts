/**
 * A plain, valid bank statement written with the raw writer, so that hostile files can carry a real
 * statement (a victim's data, a bomb beside real rows) and stay byte-for-byte deterministic.
 */
import { Rng } from '../../../packages/extract/test/generator/prng.ts';
import { HELVETICA, PdfWriter, textContent } from './pdf.ts';
import type { TextRun, XrefStyle } from './pdf.ts';

export const LETTER_WIDTH = 612;
export const LETTER_HEIGHT = 792;
/** Distance between transaction rows, in points. */
export const ROW_PITCH = 18;
const TOP_MARGIN = 60;
const BOTTOM_MARGIN = 50;
/** Space taken by the title block above the table on the first page. */
const TITLE_BLOCK = 110;
const FIRST_DATE = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;
const MERCHANTS = [
  'CARD PAYMENT GROCER',
  'DIRECT DEBIT POWER CO',
  'TRANSFER FROM SAVINGS',
  'CASH WITHDRAWAL ATM',
  'SALARY ACME LTD',
  'CARD PAYMENT BOOKSHOP',
  'STANDING ORDER RENT',
  'INTEREST PAID',
] as const;

const COLUMNS = { date: 50, description: 120, out: 380, in: 450, balance: 520 } as const;

function money(cents: number): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

function ukDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).split('-').reverse().join('/');
}

export type StatementRow = { date: string; description: string; cents: number; balance: number };

/** The seeded rows of a statement with a running balance that reconciles. */
export function statementRows(
  seed: number,
  count: number,
): { opening: number; rows: StatementRow[] } {
  const rng = new Rng(seed);
  const opening = rng.int(100_000, 500_000);
  let balance = opening;
  const rows: StatementRow[] = [];
  for (let i = 0; i < count; i++) {
    // Dates advance slowly so that even thousands of rows stay within a year or two.
    const date = ukDate(FIRST_DATE + Math.floor((i * 300) / Math.max(count, 300)) * DAY_MS);
    const credit = rng.chance(0.25);
    const cents = credit ? rng.int(1_000, 250_000) : -rng.int(100, 60_000);
    balance += cents;
    rows.push({ date, description: `${rng.pick(MERCHANTS)} ${rng.int(100, 999)}`, cents, balance });
  }
  return { opening, rows };
}

export type StatementOptions = {
  seed?: number;
  transactions: number;
  /** Rows per page; the default fills a Letter page. */
  rowsPerPage?: number;
  /** One page tall enough for every row, instead of Letter pages. */
  singleTallPage?: boolean;
  /** With `singleTallPage`, the page is at least this tall, in points. */
  minHeight?: number;
  xref?: XrefStyle;
  objectStreams?: boolean;
  /** Entries added to the catalog, e.g. `/OpenAction 9 0 R`. */
  catalogExtra?: (w: PdfWriter) => string;
  /** Entries added to each page dictionary. */
  pageExtra?: (w: PdfWriter, pageIndex: number) => string;
  /** Content streams drawn before each page's own text. */
  contentsBefore?: (w: PdfWriter, pageIndex: number) => number[];
  /** Entries added to each page's /Resources. */
  resourcesExtra?: (w: PdfWriter, pageIndex: number) => string;
  /** The /F1 font dictionary used for all text; standard Helvetica by default. */
  font?: (w: PdfWriter) => string;
  /** Rewrites a row's description before it is drawn (control characters, odd text). */
  describe?: (description: string, index: number) => string;
  /** The page tree's /Count as written, whatever the real number of pages. */
  pageCount?: string;
  /** A document information dictionary, e.g. `<< /Producer (...) >>`. */
  info?: string;
  /** Trailer entries, e.g. `/Encrypt`. */
  trailer?: (w: PdfWriter) => string;
  /** Transforms stream data before it is written (encryption). */
  streamFilter?: (num: number, data: Uint8Array) => Uint8Array;
};

/** The text runs of every page: a title block, a table header, the rows, opening and closing balances. */
export function statementPages(
  options: Pick<
    StatementOptions,
    'seed' | 'transactions' | 'rowsPerPage' | 'singleTallPage' | 'minHeight' | 'describe'
  >,
): { height: number; pages: TextRun[][] } {
  const drawn = statementRows(options.seed ?? 1, options.transactions);
  const { opening } = drawn;
  const rows = options.describe
    ? drawn.rows.map((r, i) => ({ ...r, description: options.describe!(r.description, i) }))
    : drawn.rows;
  const closing = rows.length > 0 ? rows[rows.length - 1]!.balance : opening;
  const fullRows = Math.floor((LETTER_HEIGHT - TOP_MARGIN - BOTTOM_MARGIN - ROW_PITCH) / ROW_PITCH);
  const perPage = options.singleTallPage ? rows.length + 2 : (options.rowsPerPage ?? fullRows - 6);
  const table: { cells: [number, string][] }[] = [
    {
      cells: [
        [COLUMNS.date, rows[0]?.date ?? '01/01/2024'],
        [COLUMNS.description, 'BALANCE BROUGHT FORWARD'],
        [COLUMNS.balance, money(opening)],
      ],
    },
    ...rows.map((r) => ({
      cells: [
        [COLUMNS.date, r.date],
        [COLUMNS.description, r.description],
        [r.cents < 0 ? COLUMNS.out : COLUMNS.in, money(Math.abs(r.cents))],
        [COLUMNS.balance, money(r.balance)],
      ] as [number, string][],
    })),
    {
      cells: [
        [COLUMNS.date, rows[rows.length - 1]?.date ?? '31/01/2024'],
        [COLUMNS.description, 'BALANCE CARRIED FORWARD'],
        [COLUMNS.balance, money(closing)],
      ],
    },
  ];
  const pageCount = Math.max(1, Math.ceil(table.length / perPage));
  const height = options.singleTallPage
    ? Math.max(
        options.minHeight ?? 0,
        TOP_MARGIN + TITLE_BLOCK + (table.length + 1) * ROW_PITCH + BOTTOM_MARGIN,
      )
    : LETTER_HEIGHT;
  const pages: TextRun[][] = [];
  for (let p = 0; p < pageCount; p++) {
    const runs: TextRun[] = [];
    let y = height - TOP_MARGIN;
    if (p === 0) {
      runs.push({ x: 50, y, text: 'Fuzz Bank plc', size: 16 });
      runs.push({ x: 50, y: y - 24, text: 'Current Account Statement', size: 11 });
      runs.push({ x: 50, y: y - 42, text: 'Account number 12345678   Sort code 40-11-62' });
      runs.push({
        x: 50,
        y: y - 56,
        text: `Statement period ${rows[0]?.date ?? '01/01/2024'} to ${rows[rows.length - 1]?.date ?? '31/01/2024'}`,
      });
      runs.push({ x: 50, y: y - 70, text: 'All amounts in GBP' });
      y -= TITLE_BLOCK;
    }
    runs.push({ x: COLUMNS.date, y, text: 'Date' });
    runs.push({ x: COLUMNS.description, y, text: 'Description' });
    runs.push({ x: COLUMNS.out, y, text: 'Paid out' });
    runs.push({ x: COLUMNS.in, y, text: 'Paid in' });
    runs.push({ x: COLUMNS.balance, y, text: 'Balance' });
    for (const row of table.slice(p * perPage, (p + 1) * perPage)) {
      y -= ROW_PITCH;
      for (const [x, text] of row.cells) runs.push({ x, y, text });
    }
    runs.push({ x: 50, y: 30, text: `Page ${p + 1} of ${pageCount}`, size: 7 });
    pages.push(runs);
  }
  return { height, pages };
}

/** A complete statement PDF, with hooks for the hostile parts a test adds around it. */
export function statementPdf(options: StatementOptions): Uint8Array {
  const w = new PdfWriter();
  const { height, pages } = statementPages(options);
  const catalog = w.ref();
  const pagesNode = w.ref();
  const font = w.add(options.font?.(w) ?? HELVETICA);
  const kids: number[] = [];
  pages.forEach((runs, i) => {
    const before = options.contentsBefore?.(w, i) ?? [];
    const own = w.addFlateStream('', textContent(runs));
    const contents = [...before, own].map((n) => `${n} 0 R`).join(' ');
    kids.push(
      w.add(
        `<< /Type /Page /Parent ${pagesNode} 0 R /MediaBox [0 0 ${LETTER_WIDTH} ${height}] /Resources << /Font << /F1 ${font} 0 R >> ${options.resourcesExtra?.(w, i) ?? ''} >> /Contents [${contents}] ${options.pageExtra?.(w, i) ?? ''} >>`,
      ),
    );
  });
  w.set(
    pagesNode,
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${options.pageCount ?? kids.length} >>`,
  );
  w.set(catalog, `<< /Type /Catalog /Pages ${pagesNode} 0 R ${options.catalogExtra?.(w) ?? ''} >>`);
  const trailer = options.trailer?.(w);
  const info = options.info !== undefined ? w.add(options.info) : undefined;
  return w.build({
    root: catalog,
    ...(info !== undefined ? { info } : {}),
    xref: options.xref,
    objectStreams: options.objectStreams,
    ...(trailer !== undefined ? { trailer } : {}),
    ...(options.streamFilter ? { streamFilter: options.streamFilter } : {}),
  });
}
