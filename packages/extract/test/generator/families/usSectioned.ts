/**
 * Family 1, US sectioned: an account summary, then one section per kind of transaction (deposits,
 * ATM and debit card, checks paid, card purchases, electronic withdrawals, fees), each with its
 * own columns and a Total line, continued over pages; then a daily ending balance grid.
 */
import { addressBlock, boilerplate, periodLine } from '../common.ts';
import type { DocStyle } from '../common.ts';
import { formatDate, formatMoney } from '../format.ts';
import type { DateFormat, MoneyFormat } from '../format.ts';
import type { Flow } from '../layout.ts';
import { wrapWords } from '../layout.ts';
import type { AccountModel, Txn, TxnKind } from '../model.ts';
import type { Rng } from '../prng.ts';
import { drawPeriod } from './table.ts';

export const SECTION_IDS = ['deposits', 'atm', 'checks', 'card', 'electronic', 'fees'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export type UsStyle = {
  dateFormat: DateFormat;
  /** ATM and card rows print a transaction date and a posted date. */
  twoDates: boolean;
  /** ATM and card purchases share one section, as some banks print them. */
  mergeAtmCard: boolean;
  /** Withdrawals print with a leading minus (otherwise the section gives the sign). */
  negativeDebits: boolean;
  /** Checks print as CHECK NO. | DATE PAID | AMOUNT | REFERENCE (true) or DATE PAID | CHECK NO. | AMOUNT | REFERENCE. */
  checkNumberFirst: boolean;
  titles: Record<SectionId, string>;
  totalPrefix: string;
  summaryTitle: string;
  dollarSign: boolean;
  dailyBalances: boolean;
  continued: string;
  columnGap: number;
  periodStart: string;
  periodEnd: string;
  instances: boolean;
  accountNames: readonly string[];
};

export function drawUsStyle(rng: Rng): UsStyle {
  const period = drawPeriod(rng, rng.chance(0.15));
  return {
    dateFormat: rng.weighted<DateFormat>([
      ['MM/DD', 6],
      ['MM/DD/YY', 2],
      ['M/D', 1],
      ['MM/DD/YYYY', 1],
    ]),
    twoDates: rng.chance(0.5),
    mergeAtmCard: rng.chance(0.4),
    negativeDebits: rng.chance(0.4),
    checkNumberFirst: rng.chance(0.5),
    titles: {
      deposits: rng.pick([
        'DEPOSITS AND ADDITIONS',
        'Deposits and other additions',
        'Deposits & Credits',
        'DEPOSITS AND OTHER CREDITS',
      ]),
      atm: rng.pick([
        'ATM & DEBIT CARD WITHDRAWALS',
        'ATM and debit card subtractions',
        'ATM WITHDRAWALS',
      ]),
      checks: rng.pick(['CHECKS PAID', 'Checks', 'CHECKS PAID AND OTHER DEBITS']),
      card: rng.pick([
        'CARD PURCHASES',
        'VISA CHECK CARD PURCHASES',
        'Debit card purchases',
        'Visa Purchases',
      ]),
      electronic: rng.pick([
        'ELECTRONIC WITHDRAWALS',
        'Withdrawals and other subtractions',
        'OTHER WITHDRAWALS',
        'Electronic Payments',
      ]),
      fees: rng.pick(['FEES', 'Service fees', 'FEES AND OTHER CHARGES', 'Other debits and fees']),
    },
    totalPrefix: rng.pick(['Total', 'TOTAL', 'Total for this period:']),
    summaryTitle: rng.pick([
      'CHECKING SUMMARY',
      'Account summary',
      'Your account at a glance',
      'SUMMARY OF ACCOUNT ACTIVITY',
    ]),
    dollarSign: rng.chance(0.5),
    dailyBalances: rng.chance(0.6),
    continued: rng.pick(['(continued)', '- continued', 'CONTINUED']),
    columnGap: rng.int(10, 28),
    periodStart: period.start,
    periodEnd: period.end,
    instances: rng.chance(0.5),
    accountNames: [
      'Premier Plus Checking',
      'Adv Plus Banking',
      'Essential Checking',
      'Interest Checking',
      'Business Complete Checking',
    ],
  };
}

function sectionOf(kind: TxnKind, credit: boolean, s: UsStyle): SectionId {
  if (credit) return 'deposits';
  switch (kind) {
    case 'atm':
      return 'atm';
    case 'card':
      return s.mergeAtmCard ? 'atm' : 'card';
    case 'check':
      return 'checks';
    case 'fee':
      return 'fees';
    default:
      return 'electronic';
  }
}

/** Printed order of the rows: by section, then by date; a permutation of the model's indices. */
export function usOrder(acct: AccountModel, s: UsStyle): number[] {
  const order: number[] = [];
  for (const sec of SECTION_IDS) {
    acct.txns.forEach((t, i) => {
      if (sectionOf(t.kind, t.cents > 0, s) === sec) order.push(i);
    });
  }
  return order;
}

/** Whether a row prints a posted date (and so the truth has one). */
export function usHasPosted(t: Txn, s: UsStyle): boolean {
  return s.twoDates && t.cents < 0 && (t.kind === 'atm' || t.kind === 'card');
}

const MIN_DESCRIPTION_WIDTH = 120;

function layoutUsAccount(
  flow: Flow,
  rng: Rng,
  doc: DocStyle,
  s: UsStyle,
  acct: AccountModel,
  multi: boolean,
): void {
  const size = flow.size;
  const lh = flow.lineHeight;
  const money: MoneyFormat = {
    numbers: 'en',
    sign: 'minus',
    symbol: s.dollarSign ? '$' : '',
    code: '',
  };
  const rowMoney: MoneyFormat = { ...money, symbol: '' };
  const fmtDate = (iso: string): string => formatDate(iso, s.dateFormat);
  const bySection = new Map<SectionId, Txn[]>();
  for (const i of usOrder(acct, s)) {
    const t = acct.txns[i];
    if (!t) continue;
    const sec = sectionOf(t.kind, t.cents > 0, s);
    bySection.set(sec, [...(bySection.get(sec) ?? []), t]);
  }
  const totals = new Map<SectionId, number>();
  for (const [sec, rows] of bySection)
    totals.set(
      sec,
      rows.reduce((a, t) => a + t.cents, 0),
    );

  // Summary.
  flow.ensure(lh * 12);
  flow.text(flow.left, multi ? `${acct.name}` : s.summaryTitle, { bold: true, size: size + 1 });
  if (!multi)
    flow.text(
      flow.left + flow.width(s.summaryTitle, { bold: true, size: size + 1 }) + 20,
      acct.name,
      { size },
    );
  flow.down(lh * 1.3);
  flow.text(flow.left, `Account number: ${acct.number}`);
  flow.down(lh * 1.3);
  const valueX = flow.left + (flow.right - flow.left) * 0.62;
  const countX = flow.left + (flow.right - flow.left) * 0.42;
  if (s.instances) {
    flow.text(countX, 'INSTANCES', { bold: true, size: size * 0.85, align: 'right' });
    flow.text(valueX, 'AMOUNT', { bold: true, size: size * 0.85, align: 'right' });
    flow.down(lh);
  }
  const line = (label: string, cents: number, count?: number): void => {
    flow.text(flow.left, label);
    if (s.instances && count !== undefined) flow.text(countX, String(count), { align: 'right' });
    flow.text(valueX, formatMoney(cents, money), { align: 'right' });
    flow.down(lh);
  };
  line('Beginning Balance', acct.beginningCents);
  for (const sec of SECTION_IDS) {
    const rows = bySection.get(sec);
    if (rows) line(s.titles[sec], totals.get(sec) ?? 0, rows.length);
  }
  line('Ending Balance', acct.endingCents);
  flow.down(lh);

  // Sections.
  for (const sec of SECTION_IDS) {
    const rows = bySection.get(sec);
    if (!rows) continue;
    const title = s.titles[sec];
    const twoDates = s.twoDates && (sec === 'atm' || sec === 'card');
    const gap = s.columnGap;
    const amountRight = flow.right - gap;
    const amountW = Math.max(
      flow.width('AMOUNT', { bold: true }),
      ...rows.map((t) =>
        flow.width(formatMoney(s.negativeDebits ? t.cents : Math.abs(t.cents), rowMoney)),
      ),
    );
    const dateW = Math.max(flow.width('DATE PAID', { bold: true }), flow.width('12/28/2024'));
    const headers: { text: string; x: number; right?: boolean }[] = [];
    let descX = 0;
    let descRight = 0;
    let checkCols: { no: number; date: number; amount: number; ref: number } | undefined;
    if (sec === 'checks') {
      const w = (flow.right - flow.left) / 4;
      const xs = [flow.left, flow.left + w, flow.left + 2 * w, flow.left + 3 * w];
      const [a = 0, b = 0, c = 0, d = 0] = xs;
      checkCols = s.checkNumberFirst
        ? { no: a, date: b, amount: c + w - gap, ref: d }
        : { date: a, no: b, amount: c + w - gap, ref: d };
      headers.push(
        { text: 'CHECK NO.', x: checkCols.no },
        { text: 'DATE PAID', x: checkCols.date },
        { text: 'AMOUNT', x: checkCols.amount, right: true },
        { text: 'REFERENCE NO.', x: checkCols.ref },
      );
    } else {
      headers.push({ text: twoDates ? 'TRAN DATE' : 'DATE', x: flow.left });
      descX = flow.left + dateW + gap;
      if (twoDates) {
        headers.push({ text: 'POSTED', x: descX });
        descX += dateW + gap;
      }
      headers.push({ text: 'DESCRIPTION', x: descX });
      headers.push({ text: 'AMOUNT', x: amountRight, right: true });
      descRight = Math.max(descX + MIN_DESCRIPTION_WIDTH, amountRight - amountW - gap);
    }
    const head = (cont: boolean): void => {
      flow.ensure(lh * 4);
      flow.text(flow.left, cont ? `${title} ${s.continued}` : title, {
        bold: true,
        size: size + 0.5,
      });
      flow.down(lh * 1.3);
      for (const h of headers)
        flow.text(h.x, h.text, { bold: true, size: size * 0.9, align: h.right ? 'right' : 'left' });
      flow.down(lh * 1.2);
    };
    head(false);
    flow.hooks = { onPageStart: () => head(true) };
    for (const t of rows) {
      const amountText = formatMoney(s.negativeDebits ? t.cents : Math.abs(t.cents), rowMoney);
      if (checkCols) {
        flow.ensure(lh);
        flow.text(checkCols.no, t.checkNumber ?? '');
        flow.text(checkCols.date, fmtDate(t.date));
        flow.text(checkCols.amount, amountText, { align: 'right' });
        flow.text(checkCols.ref, t.reference ?? '');
        flow.down(lh);
        continue;
      }
      const lines = wrapWords(t.description, descRight - descX, (x) => flow.width(x));
      flow.ensure(lh * lines.length);
      flow.text(flow.left, fmtDate(t.date));
      if (twoDates)
        flow.text(flow.left + dateW + gap, fmtDate(usHasPosted(t, s) ? t.postedDate : t.date));
      flow.text(amountRight, amountText, { align: 'right' });
      for (const l of lines) {
        flow.text(descX, l);
        flow.down(lh);
      }
    }
    flow.hooks = {};
    flow.ensure(lh * 2);
    flow.down(lh * 0.2);
    const total = totals.get(sec) ?? 0;
    flow.text(flow.left, `${s.totalPrefix} ${title}`, { bold: true });
    flow.text(
      checkCols ? checkCols.amount : amountRight,
      formatMoney(s.negativeDebits ? total : Math.abs(total), money),
      { bold: true, align: 'right' },
    );
    flow.down(lh * 1.8);
  }

  if (s.dailyBalances) {
    const byDay = new Map<string, number>();
    for (const t of acct.txns) byDay.set(t.date, t.balanceCents);
    flow.ensure(lh * 4);
    flow.text(flow.left, 'DAILY ENDING BALANCE', { bold: true });
    flow.down(lh * 1.3);
    const entries = [...byDay.entries()];
    const perLine = 3;
    const span = (flow.right - flow.left) / perLine;
    for (let i = 0; i < entries.length; i += perLine) {
      flow.ensure(lh);
      for (let j = 0; j < perLine; j++) {
        const e = entries[i + j];
        if (!e) break;
        flow.text(flow.left + j * span, fmtDate(e[0]));
        flow.text(flow.left + (j + 1) * span - 14, formatMoney(e[1], money), { align: 'right' });
      }
      flow.down(lh);
    }
    flow.down(lh);
  }
  void rng;
}

/** Lays out a US sectioned statement of one or more accounts (a consolidated statement when several). */
export function layoutUsStatement(
  flow: Flow,
  rng: Rng,
  doc: DocStyle,
  s: UsStyle,
  accounts: AccountModel[],
): void {
  addressBlock(flow, doc);
  flow.text(flow.left, periodLine(rng, doc, s.periodStart, s.periodEnd));
  flow.down(flow.lineHeight * 1.5);
  if (accounts.length > 1) {
    const money: MoneyFormat = {
      numbers: 'en',
      sign: 'minus',
      symbol: s.dollarSign ? '$' : '',
      code: '',
    };
    flow.text(flow.left, 'CONSOLIDATED BALANCE SUMMARY', { bold: true, size: flow.size + 1 });
    flow.down(flow.lineHeight * 1.4);
    const x1 = flow.left + (flow.right - flow.left) * 0.32;
    const x2 = flow.left + (flow.right - flow.left) * 0.74;
    const x3 = flow.right;
    flow.text(flow.left, 'ACCOUNT', { bold: true });
    flow.text(x1, 'ACCOUNT NUMBER', { bold: true });
    flow.text(x2, 'BEGINNING BALANCE', { bold: true, align: 'right' });
    flow.text(x3, 'ENDING BALANCE', { bold: true, align: 'right' });
    flow.down();
    for (const a of accounts) {
      flow.text(flow.left, a.name);
      flow.text(x1, a.number);
      flow.text(x2, formatMoney(a.beginningCents, money), { align: 'right' });
      flow.text(x3, formatMoney(a.endingCents, money), { align: 'right' });
      flow.down();
    }
    flow.down(flow.lineHeight);
  }
  if (rng.chance(0.5)) boilerplate(flow, doc.marketing);
  accounts.forEach((a, i) => {
    if (i > 0 && rng.chance(0.5)) flow.pageBreak();
    layoutUsAccount(flow, rng, doc, s, a, accounts.length > 1);
  });
  boilerplate(flow, doc.disclaimer);
}
