/**
 * Families 2-6 and `mixed`: one transaction table per account, drawn from a style that decides the
 * date format, number format, sign convention, columns, wording and the furniture around the table.
 */
import { addressBlock, boilerplate, periodLine } from '../common.ts';
import type { DocStyle } from '../common.ts';
import {
  dayToIso,
  formatDate,
  formatLongDate,
  formatMoney,
  isoToDay,
  YEARLESS_FORMATS,
} from '../format.ts';
import type { DateFormat, Lang, MoneyFormat, NumberStyle, SignStyle } from '../format.ts';
import type { Flow } from '../layout.ts';
import { wrapWords } from '../layout.ts';
import type { AccountModel, Txn } from '../model.ts';
import type { Rng } from '../prng.ts';

export type TablePreset = 'ledger' | 'uk-signed' | 'european' | 'cr-dr' | 'parens' | 'mixed';

export type TableStyle = {
  preset: TablePreset;
  lang: Lang;
  currency: string;
  dateFormat: DateFormat;
  twoDates: boolean;
  /** `split`: separate debit and credit columns; `single`: one signed amount column. */
  amountMode: 'split' | 'single';
  debitFirst: boolean;
  amount: MoneyFormat;
  balanceColumn: boolean;
  balance: MoneyFormat;
  /** Summary lines (opening, closing, totals) print with this format. */
  summary: MoneyFormat;
  blankRepeatedDates: boolean;
  /** The running balance prints only on the last row of each day, as some UK banks print it. */
  balancePerDay: boolean;
  opening: 'row' | 'line';
  closing: 'row' | 'line';
  carriedForward: boolean;
  continuedMarker: boolean;
  dailyBalances: boolean;
  totalsRow: boolean;
  accountSummary: boolean;
  marketing: boolean;
  longDescriptions: boolean;
  /** Description column width in average characters when descriptions wrap on purpose, else 0. */
  wrapChars: number;
  amountsOnLastLine: boolean;
  headerRightAligned: boolean;
  boldHeader: boolean;
  columnGap: number;
  rightInset: number;
  rowGap: number;
  overdraft: boolean;
  periodStart: string;
  periodEnd: string;
  newPagePerAccount: boolean;
  words: Words;
};

type Words = {
  date: string;
  posted: string;
  desc: string;
  debit: string;
  credit: string;
  amount: string;
  balance: string;
  opening: string;
  closing: string;
  carriedForward: string;
  broughtForward: string;
  continuedBelow: string;
  continuedAbove: string;
  total: string;
  daily: string;
  summaryTitle: string;
  moneyIn: string;
  moneyOut: string;
  accountNames: readonly string[];
};

function drawWords(rng: Rng, lang: Lang, twoDates: boolean): Words {
  if (lang === 'de') {
    return {
      date: rng.pick(['Datum', 'Buchungstag', 'Buchung', 'Bu-Tag']),
      posted: rng.pick(['Wert', 'Valuta', 'Wertstellung']),
      desc: rng.pick(['Verwendungszweck', 'Buchungstext', 'Vorgang', 'Erläuterung']),
      debit: rng.pick(['Soll', 'Soll EUR', 'Belastung']),
      credit: rng.pick(['Haben', 'Haben EUR', 'Gutschrift']),
      amount: rng.pick(['Betrag', 'Betrag (EUR)', 'Umsatz']),
      balance: rng.pick(['Saldo', 'Kontostand']),
      opening: rng.pick(['Alter Kontostand', 'Anfangssaldo', 'Saldo alt']),
      closing: rng.pick(['Neuer Kontostand', 'Endsaldo', 'Saldo neu']),
      carriedForward: 'Übertrag',
      broughtForward: 'Übertrag',
      continuedBelow: 'Fortsetzung auf der nächsten Seite',
      continuedAbove: 'Umsätze (Fortsetzung)',
      total: rng.pick(['Summe', 'Summe der Umsätze']),
      daily: 'Tagessalden',
      summaryTitle: 'Kontoübersicht',
      moneyIn: 'Summe Haben',
      moneyOut: 'Summe Soll',
      accountNames: ['Girokonto', 'Tagesgeldkonto', 'Sparkonto', 'Geschäftskonto'],
    };
  }
  if (lang === 'fr') {
    return {
      date: rng.pick(['Date', 'Date opé.', 'Date opération']),
      posted: rng.pick(['Valeur', 'Date valeur']),
      desc: rng.pick(['Libellé', 'Nature de l’opération', 'Opération', 'Détail']),
      debit: rng.pick(['Débit', 'Débit (€)', 'Débit EUR']),
      credit: rng.pick(['Crédit', 'Crédit (€)', 'Crédit EUR']),
      amount: rng.pick(['Montant', 'Montant (€)']),
      balance: rng.pick(['Solde', 'Solde (€)']),
      opening: rng.pick(['Ancien solde', 'Solde précédent', 'Solde initial']),
      closing: rng.pick(['Nouveau solde', 'Solde final', 'Solde en fin de période']),
      carriedForward: 'À reporter',
      broughtForward: 'Report',
      continuedBelow: 'Suite page suivante',
      continuedAbove: 'Opérations (suite)',
      total: rng.pick(['Total des opérations', 'Totaux']),
      daily: 'Soldes quotidiens',
      summaryTitle: 'Synthèse du compte',
      moneyIn: 'Total crédits',
      moneyOut: 'Total débits',
      accountNames: ['Compte courant', 'Livret A', 'Compte épargne', 'Compte professionnel'],
    };
  }
  return {
    date: twoDates
      ? rng.pick(['Trans Date', 'Transaction Date', 'Date', 'Trans.'])
      : rng.pick(['Date', 'DATE', 'Posting Date', 'Transaction Date', 'Txn Date']),
    posted: rng.pick(['Post Date', 'Posted', 'Posting Date', 'Value Date', 'Eff. Date']),
    desc: rng.pick([
      'Description',
      'Details',
      'Transaction Details',
      'Particulars',
      'Payment type and details',
      'Narrative',
      'DESCRIPTION',
    ]),
    debit: rng.pick([
      'Withdrawals',
      'Debits',
      'Paid out',
      'Money out',
      'Withdrawals ($)',
      'Debit',
      'Payments',
    ]),
    credit: rng.pick([
      'Deposits',
      'Credits',
      'Paid in',
      'Money in',
      'Deposits ($)',
      'Credit',
      'Receipts',
    ]),
    amount: rng.pick(['Amount', 'Amount ($)', 'AMOUNT', 'Value', 'Transaction Amount']),
    balance: rng.pick(['Balance', 'Running Balance', 'BALANCE', 'Balance ($)', 'Ledger Balance']),
    opening: rng.pick([
      'Opening balance',
      'Balance forward',
      'BALANCE BROUGHT FORWARD',
      'Beginning balance',
      'Previous balance',
      'Balance from last statement',
    ]),
    closing: rng.pick(['Closing balance', 'Ending balance', 'New balance', 'CLOSING BALANCE']),
    carriedForward: rng.pick([
      'Balance carried forward',
      'BALANCE CARRIED FORWARD',
      'Carried forward',
    ]),
    broughtForward: rng.pick([
      'Balance brought forward',
      'BALANCE BROUGHT FORWARD',
      'Brought forward',
    ]),
    continuedBelow: rng.pick(['Continued on next page', '(continued overleaf)', 'Continued...']),
    continuedAbove: rng.pick([
      'Transactions (continued)',
      'Account activity - continued',
      'TRANSACTION DETAIL (CONTINUED)',
    ]),
    total: rng.pick(['Total', 'Totals', 'TOTAL', 'Total for period']),
    daily: rng.pick(['Daily balance summary', 'DAILY ENDING BALANCE', 'Daily Balances']),
    summaryTitle: rng.pick(['Account summary', 'ACCOUNT SUMMARY', 'Summary of your account']),
    moneyIn: rng.pick(['Total deposits', 'Payments in', 'Deposits and credits', 'Money in']),
    moneyOut: rng.pick([
      'Total withdrawals',
      'Payments out',
      'Withdrawals and debits',
      'Money out',
    ]),
    accountNames: [
      'Everyday Checking',
      'Premier Savings',
      'Business Checking',
      'Current Account',
      'Money Market Account',
    ],
  };
}

const CROSS_YEAR_START_DAY_MIN = 5;
const CROSS_YEAR_START_DAY_MAX = 25;
const PERIOD_DAYS_MIN = 27;
const PERIOD_DAYS_MAX = 34;

/** A statement period of about a month; across a year boundary when `crossYear`. */
export function drawPeriod(rng: Rng, crossYear: boolean): { start: string; end: string } {
  const year = rng.int(2019, 2025);
  const start = crossYear
    ? isoToDay(
        `${year}-12-${String(rng.int(CROSS_YEAR_START_DAY_MIN, CROSS_YEAR_START_DAY_MAX)).padStart(2, '0')}`,
      )
    : isoToDay(
        `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      );
  return {
    start: dayToIso(start),
    end: dayToIso(start + rng.int(PERIOD_DAYS_MIN, PERIOD_DAYS_MAX)),
  };
}

function mf(numbers: NumberStyle, sign: SignStyle, symbol = '', code = ''): MoneyFormat {
  return { numbers, sign, symbol, code };
}

/** Summary lines print a currency symbol, or a currency code after the number in Europe, or neither. */
function summaryFormat(
  rng: Rng,
  numbers: NumberStyle,
  sign: SignStyle,
  sym: string,
  lang: Lang,
): MoneyFormat {
  const symbol = rng.chance(0.5) ? sym : '';
  return mf(numbers, sign, symbol, symbol === '' && lang !== 'en' && rng.chance(0.5) ? 'EUR' : '');
}

/** Draws a table style for a family; every draw is independent of the transaction count. */
export function drawTableStyle(rng: Rng, preset: TablePreset): TableStyle {
  const p =
    preset === 'mixed'
      ? rng.pick(['ledger', 'uk-signed', 'european', 'cr-dr', 'parens'] as const)
      : preset;
  const mixed = preset === 'mixed';
  const lang: Lang = p === 'european' ? (rng.chance(0.5) ? 'de' : 'fr') : 'en';
  let numbers: NumberStyle =
    lang === 'de' ? 'de' : lang === 'fr' ? (rng.chance(0.35) ? 'fr' : 'de') : 'en';
  let currency =
    p === 'uk-signed'
      ? 'GBP'
      : p === 'european'
        ? 'EUR'
        : p === 'cr-dr'
          ? rng.pick(['USD', 'GBP', 'AUD'])
          : 'USD';
  const symbolOf = { USD: '$', GBP: '£', EUR: '€', AUD: '$' } as Record<string, string>;
  const sym = symbolOf[currency] ?? '';
  const crossYear = p === 'cr-dr' || (mixed && rng.chance(0.3));
  const period = drawPeriod(rng, crossYear);

  let dateFormat: DateFormat;
  switch (p) {
    case 'ledger':
      dateFormat = rng.pick(['MM/DD/YYYY', 'MM/DD', 'Mon DD', 'MM/DD/YY', 'M/D'] as const);
      break;
    case 'uk-signed':
      dateFormat = rng.weighted<DateFormat>([
        ['DD Mon YYYY', 6],
        ['DD Mon YY', 2],
        ['DD/MM/YYYY', 2],
      ]);
      break;
    case 'european':
      dateFormat =
        lang === 'de'
          ? rng.weighted<DateFormat>([
              ['DD.MM.YYYY', 7],
              ['DD.MM.', 1.5],
              ['DD.MM.YY', 1.5],
            ])
          : rng.pick(['DD/MM/YYYY', 'DD.MM.YYYY'] as const);
      break;
    case 'cr-dr':
      dateFormat = rng.pick(['DD Mon', 'DD MON', 'Mon DD', 'MM/DD'] as const);
      break;
    case 'parens':
      dateFormat = rng.pick(['MM/DD/YYYY', 'MM/DD', 'Mon DD', 'MM/DD/YY'] as const);
      break;
  }
  if (mixed && rng.chance(0.5)) {
    dateFormat =
      lang === 'en'
        ? rng.pick([
            'MM/DD/YYYY',
            'DD Mon YYYY',
            'DD Mon',
            'YYYY-MM-DD',
            'Mon DD, YYYY',
            'MM/DD',
          ] as const)
        : rng.pick(['DD.MM.YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const);
  }
  if (lang === 'en' && mixed && rng.chance(0.15)) {
    numbers = 'de';
    currency = 'EUR';
  }

  let amountMode: 'split' | 'single' =
    p === 'ledger'
      ? 'split'
      : p === 'european'
        ? rng.chance(0.6)
          ? 'split'
          : 'single'
        : p === 'cr-dr'
          ? rng.chance(0.25)
            ? 'split'
            : 'single'
          : 'single';
  if (mixed && rng.chance(0.3)) amountMode = amountMode === 'split' ? 'single' : 'split';

  const singleSign: SignStyle =
    p === 'cr-dr'
      ? rng.pick(['crdr', 'crdr-blank-debit'] as const)
      : p === 'parens'
        ? 'parens'
        : p === 'european'
          ? rng.weighted<SignStyle>([
              ['minus', 5],
              ['plus-minus', 2],
              ['trailing-minus', 3],
            ])
          : 'minus';
  const balanceSign: SignStyle =
    p === 'cr-dr'
      ? 'crdr'
      : p === 'parens'
        ? rng.pick(['parens', 'minus'] as const)
        : p === 'european' && rng.chance(0.3)
          ? 'trailing-minus'
          : 'minus';
  const amountSymbol =
    p === 'uk-signed' && rng.chance(0.5) ? sym : p === 'ledger' && rng.chance(0.15) ? sym : '';
  const balanceSymbol = amountSymbol !== '' || (p === 'uk-signed' && rng.chance(0.4)) ? sym : '';
  const twoDates =
    p === 'parens'
      ? rng.chance(0.85)
      : p === 'european'
        ? rng.chance(0.5)
        : rng.chance(mixed ? 0.3 : 0.1);
  const balanceColumn =
    p === 'ledger' || p === 'uk-signed' || p === 'cr-dr'
      ? true
      : p === 'european'
        ? rng.chance(0.7)
        : rng.chance(0.6);
  const longDescriptions = p === 'parens' || rng.chance(mixed ? 0.4 : 0.15);
  const words = drawWords(rng, lang, twoDates);
  return {
    preset,
    lang,
    currency,
    dateFormat,
    twoDates,
    amountMode,
    debitFirst: rng.chance(0.7),
    amount: mf(numbers, amountMode === 'split' ? 'minus' : singleSign, amountSymbol),
    balanceColumn,
    balance: mf(numbers, balanceSign, balanceSymbol),
    summary: summaryFormat(rng, numbers, balanceSign, sym, lang),
    // With two date columns a blank transaction date would leave only the posting date: ambiguous, so never both.
    blankRepeatedDates: !twoDates && (p === 'uk-signed' ? rng.chance(0.5) : rng.chance(0.1)),
    balancePerDay: balanceColumn && rng.chance(p === 'uk-signed' ? 0.4 : 0.1),
    opening: balanceColumn && rng.chance(p === 'ledger' ? 0.8 : 0.4) ? 'row' : 'line',
    closing: balanceColumn && rng.chance(0.4) ? 'row' : 'line',
    carriedForward: balanceColumn && rng.chance(0.4),
    continuedMarker: rng.chance(0.6),
    dailyBalances: rng.chance(p === 'ledger' ? 0.5 : 0.25),
    totalsRow: rng.chance(0.5),
    accountSummary: rng.chance(0.7),
    marketing: rng.chance(0.6),
    longDescriptions,
    wrapChars: longDescriptions ? rng.int(20, 30) : 0,
    amountsOnLastLine: longDescriptions && rng.chance(0.25),
    headerRightAligned: rng.chance(0.7),
    boldHeader: rng.chance(0.8),
    columnGap: rng.int(8, 26),
    rightInset: rng.int(0, 30),
    rowGap: rng.chance(0.3) ? rng.range(1, 4) : 0,
    overdraft: p === 'cr-dr' || rng.chance(0.1),
    periodStart: period.start,
    periodEnd: period.end,
    newPagePerAccount: rng.chance(0.5),
    words,
  };
}

/** Whether a date format prints no year, so the period must be stated. */
export function isYearless(f: DateFormat): boolean {
  return YEARLESS_FORMATS.includes(f);
}

type Column = {
  key: 'date' | 'posted' | 'desc' | 'debit' | 'credit' | 'amount' | 'balance';
  header: string;
  left: number;
  right: number;
};

const MIN_DESCRIPTION_WIDTH = 110;
/** Wrapped descriptions span two or three lines, as issue 2 describes. */
const MAX_WRAP_LINES = 3;
/** Greedy word wrapping needs some room beyond width / lines. */
const WRAP_SLACK = 1.25;
const MIN_TABLE_SIZE = 6;
const SIZE_STEP = 0.5;
const AVERAGE_CHARS = 'etaoin shrdlu ETAOIN SHRDLU 0123456789';

/** Lays out one account: heading, opening balance, the table with its page furniture, totals, closing, daily balances. */
export function layoutAccount(
  flow: Flow,
  rng: Rng,
  doc: DocStyle,
  ts: TableStyle,
  acct: AccountModel,
  label: string,
  multi: boolean,
): void {
  const w = ts.words;
  const measure = (t: string, bold: boolean, size: number): number => flow.measure(t, bold, size);
  const fmtDate = (iso: string): string => formatDate(iso, ts.dateFormat);
  const amountText = (c: number): string => formatMoney(c, ts.amount);
  const debitText = (c: number): string => formatMoney(-c, ts.amount);
  const balanceText = (c: number): string => formatMoney(c, ts.balance);

  // Column geometry from the widest content, shrinking the font until the description has room.
  let size = flow.size;
  let cols: Column[] = [];
  const totalIn = acct.txns.reduce((s, t) => s + Math.max(0, t.cents), 0);
  const totalOut = acct.txns.reduce((s, t) => s + Math.max(0, -t.cents), 0);
  const widest = (texts: string[], header: string, sz: number): number =>
    Math.max(measure(header, ts.boldHeader, sz), ...texts.map((t) => measure(t, false, sz)));
  const amountSamples = [
    ...acct.txns.map((t) => amountText(t.cents)),
    amountText(-totalOut),
    amountText(totalIn),
  ];
  const debitSamples = [formatMoney(totalOut, ts.amount), formatMoney(totalIn, ts.amount)];
  const balanceSamples = [acct.beginningCents, ...acct.txns.map((t) => t.balanceCents)].map(
    balanceText,
  );
  const dateSamples = [fmtDate(ts.periodStart), fmtDate(ts.periodEnd), fmtDate('2024-12-28')];
  for (;;) {
    const gap = ts.columnGap * (size / flow.size);
    const right = flow.right - ts.rightInset;
    const tail: Column[] = [];
    let x = right;
    const push = (key: Column['key'], header: string, width: number): void => {
      tail.unshift({ key, header, left: x - width, right: x });
      x -= width + gap;
    };
    if (ts.balanceColumn) push('balance', w.balance, widest(balanceSamples, w.balance, size));
    if (ts.amountMode === 'single') push('amount', w.amount, widest(amountSamples, w.amount, size));
    else {
      const order: ('debit' | 'credit')[] = ts.debitFirst
        ? ['credit', 'debit']
        : ['debit', 'credit'];
      for (const k of order)
        push(
          k,
          k === 'debit' ? w.debit : w.credit,
          widest(debitSamples, k === 'debit' ? w.debit : w.credit, size),
        );
    }
    const head: Column[] = [];
    let lx = flow.left;
    const dateW = widest(dateSamples, w.date, size);
    head.push({ key: 'date', header: w.date, left: lx, right: lx + dateW });
    lx += dateW + gap;
    if (ts.twoDates) {
      const pw = widest(dateSamples, w.posted, size);
      head.push({ key: 'posted', header: w.posted, left: lx, right: lx + pw });
      lx += pw + gap;
    }
    let descRight = x;
    if (ts.wrapChars > 0) {
      // Narrow on purpose so that descriptions wrap, but wide enough that none needs more than MAX_WRAP_LINES.
      const avg = measure(AVERAGE_CHARS, false, size) / AVERAGE_CHARS.length;
      const widestDesc = Math.max(0, ...acct.txns.map((t) => measure(t.description, false, size)));
      const minWidth = (widestDesc / MAX_WRAP_LINES) * WRAP_SLACK;
      descRight = Math.min(descRight, lx + Math.max(avg * ts.wrapChars, minWidth));
    }
    head.push({ key: 'desc', header: w.desc, left: lx, right: descRight });
    cols = [...head, ...tail];
    if (x - lx >= MIN_DESCRIPTION_WIDTH || size <= MIN_TABLE_SIZE) break;
    size -= SIZE_STEP;
  }
  const lh = size * (flow.lineHeight / flow.size);
  const col = (k: Column['key']): Column | undefined => cols.find((c) => c.key === k);
  const desc = col('desc');
  if (desc === undefined) throw new Error('no description column');
  const balCol = col('balance');
  const moneyRight = balCol?.right ?? cols[cols.length - 1]?.right ?? flow.right;

  const headerRow = (): void => {
    flow.ensure(lh * 3);
    for (const c of cols) {
      const isNum =
        c.key === 'debit' || c.key === 'credit' || c.key === 'amount' || c.key === 'balance';
      if (isNum && ts.headerRightAligned)
        flow.text(c.right, c.header, { bold: ts.boldHeader, size, align: 'right' });
      else flow.text(c.left, c.header, { bold: ts.boldHeader, size });
    }
    flow.down(lh * 1.3);
  };
  const balanceRow = (label: string, c: number, date: string): void => {
    const d = col('date');
    if (d && date) flow.text(d.left, fmtDate(date), { size });
    flow.text(desc.left, label, { size });
    flow.text(moneyRight, balanceText(c), { size, align: 'right' });
    flow.down(lh);
  };
  const summaryLine = (label: string, c: number): void => {
    flow.text(flow.left, label, { size, bold: rng.chance(0.5) });
    flow.text(moneyRight, formatMoney(c, ts.summary), { size, align: 'right' });
    flow.down(lh);
  };

  // Account heading.
  if (multi) {
    flow.ensure(lh * 8);
    flow.down(lh * 0.5);
    flow.text(flow.left, acct.name, { bold: true, size: size + 1.5 });
    flow.down(lh * 1.2);
  }
  flow.text(flow.left, `${label} ${acct.number}`, { size });
  if (!multi)
    flow.text(flow.left + flow.width(`${label} ${acct.number}`, { size }) + 24, acct.name, {
      size,
      bold: true,
    });
  flow.down(lh);
  // The statement (closing) date is always printed: as the period, or on its own line.
  if (isYearless(ts.dateFormat) || rng.chance(0.8) || multi) {
    flow.text(flow.left, periodLine(rng, doc, ts.periodStart, ts.periodEnd), { size });
  } else {
    const labels = { en: 'Statement date:', de: 'Auszugsdatum:', fr: 'Date d’arrêté :' } as const;
    const date = formatLongDate(ts.periodEnd, ts.lang, rng.chance(0.5));
    flow.text(flow.left, `${labels[ts.lang]} ${date}`, { size });
  }
  flow.down(lh * 1.5);

  if (ts.accountSummary) {
    flow.ensure(lh * 6);
    flow.text(flow.left, w.summaryTitle, { bold: true, size });
    flow.down(lh);
    const sx = flow.left + (flow.right - flow.left) * 0.45;
    // Totals in and out print as plain magnitudes; only balances carry CR/DR or a sign.
    const plain: MoneyFormat = { ...ts.summary, sign: 'minus' };
    for (const [k, v, f] of [
      [w.opening, acct.beginningCents, ts.summary],
      [w.moneyIn, totalIn, plain],
      [w.moneyOut, totalOut, plain],
      [w.closing, acct.endingCents, ts.summary],
    ] as const) {
      flow.text(flow.left, k, { size });
      flow.text(sx, formatMoney(v, f), { size, align: 'right' });
      flow.down(lh);
    }
    flow.down(lh * 0.8);
  }

  if (ts.opening === 'line') {
    flow.ensure(lh * 2);
    summaryLine(
      ts.lang === 'en' && rng.chance(0.4)
        ? `${w.opening} on ${formatLongDate(ts.periodStart, 'en', rng.chance(0.5))}`
        : w.opening,
      acct.beginningCents,
    );
    flow.down(lh * 0.5);
  }

  // The table, with page furniture registered as break hooks.
  const endReserve = (ts.continuedMarker ? lh : 0) + (ts.carriedForward ? lh : 0) + lh * 0.5;
  let running = acct.beginningCents;
  let lastDate = '';
  let firstRowOnPage = true;
  flow.hooks = {
    onPageEnd: (f) => {
      if (ts.carriedForward) balanceRow(w.carriedForward, running, '');
      if (ts.continuedMarker) f.text(f.left, w.continuedBelow, { size: size * 0.9 });
    },
    onPageStart: (f) => {
      if (ts.continuedMarker) {
        f.text(f.left, multi ? `${acct.name} - ${w.continuedAbove}` : w.continuedAbove, {
          bold: true,
          size,
        });
        f.down(lh * 1.3);
      }
      headerRow();
      if (ts.carriedForward) balanceRow(w.broughtForward, running, '');
      firstRowOnPage = true;
    },
  };
  headerRow();
  if (ts.opening === 'row')
    balanceRow(w.opening, acct.beginningCents, rng.chance(0.5) ? ts.periodStart : '');
  firstRowOnPage = true;

  acct.txns.forEach((t, index) => {
    const lines = wrapWords(t.description, desc.right - desc.left, (s) => measure(s, false, size));
    if (lines.length === 0) lines.push('');
    const h = lines.length * lh + ts.rowGap;
    flow.ensure(h + endReserve);
    const y0 = flow.y;
    const showDate = !ts.blankRepeatedDates || firstRowOnPage || t.date !== lastDate;
    const dc = col('date');
    if (dc && showDate) flow.text(dc.left, fmtDate(t.date), { size });
    const pc = col('posted');
    if (pc) flow.text(pc.left, fmtDate(t.postedDate), { size });
    lines.forEach((line, i) => {
      flow.y = y0 - i * lh;
      flow.text(desc.left, line, { size });
    });
    flow.y = ts.amountsOnLastLine ? y0 - (lines.length - 1) * lh : y0;
    running = t.balanceCents;
    const withBalance = printsBalance(ts, acct.txns, index);
    writeAmounts(flow, t, cols, size, withBalance, amountText, debitText, balanceText);
    flow.y = y0 - lines.length * lh - ts.rowGap;
    lastDate = t.date;
    firstRowOnPage = false;
  });
  flow.hooks = {};

  if (ts.totalsRow && ts.amountMode === 'split') {
    flow.ensure(lh * 2);
    flow.down(lh * 0.3);
    flow.text(desc.left, w.total, { bold: true, size });
    const dcol = col('debit');
    const ccol = col('credit');
    if (dcol)
      flow.text(dcol.right, formatMoney(totalOut, ts.amount), { bold: true, size, align: 'right' });
    if (ccol)
      flow.text(ccol.right, formatMoney(totalIn, ts.amount), { bold: true, size, align: 'right' });
    flow.down(lh);
  }
  flow.ensure(lh * 2);
  if (ts.closing === 'row')
    balanceRow(w.closing, acct.endingCents, rng.chance(0.5) ? ts.periodEnd : '');
  else {
    flow.down(lh * 0.4);
    summaryLine(w.closing, acct.endingCents);
  }

  if (ts.dailyBalances) dailyBalances(flow, ts, acct, size, lh, fmtDate, balanceText);
  if (ts.marketing && !multi) boilerplate(flow, doc.marketing);
}

/** Whether row `i` prints its running balance (every row, or only a day's last row). */
export function printsBalance(ts: TableStyle, txns: readonly Txn[], i: number): boolean {
  if (!ts.balanceColumn) return false;
  if (!ts.balancePerDay) return true;
  return txns[i + 1]?.date !== txns[i]?.date;
}

function writeAmounts(
  flow: Flow,
  t: Txn,
  cols: Column[],
  size: number,
  withBalance: boolean,
  amountText: (c: number) => string,
  debitText: (c: number) => string,
  balanceText: (c: number) => string,
): void {
  for (const c of cols) {
    if (c.key === 'amount') flow.text(c.right, amountText(t.cents), { size, align: 'right' });
    if (c.key === 'debit' && t.cents < 0)
      flow.text(c.right, debitText(t.cents), { size, align: 'right' });
    if (c.key === 'credit' && t.cents >= 0)
      flow.text(c.right, amountText(t.cents), { size, align: 'right' });
    if (c.key === 'balance' && withBalance)
      flow.text(c.right, balanceText(t.balanceCents), { size, align: 'right' });
  }
}

const DAILY_BALANCE_COLUMNS = 3;

/** A daily ending balance grid: dates and amounts that are not transactions. */
function dailyBalances(
  flow: Flow,
  ts: TableStyle,
  acct: AccountModel,
  size: number,
  lh: number,
  fmtDate: (iso: string) => string,
  balanceText: (c: number) => string,
): void {
  const byDay = new Map<string, number>();
  for (const t of acct.txns) byDay.set(t.date, t.balanceCents);
  const entries = [...byDay.entries()];
  flow.ensure(lh * 4);
  flow.down(lh * 0.8);
  flow.text(flow.left, ts.words.daily, { bold: true, size });
  flow.down(lh * 1.2);
  const span = (flow.right - flow.left) / DAILY_BALANCE_COLUMNS;
  for (let i = 0; i < entries.length; i += DAILY_BALANCE_COLUMNS) {
    flow.ensure(lh);
    for (let j = 0; j < DAILY_BALANCE_COLUMNS; j++) {
      const e = entries[i + j];
      if (!e) break;
      const x = flow.left + j * span;
      flow.text(x, fmtDate(e[0]), { size });
      flow.text(x + span - 12, balanceText(e[1]), { size, align: 'right' });
    }
    flow.down(lh);
  }
}

/** Lays out a whole statement of one or more accounts. */
export function layoutTableStatement(
  flow: Flow,
  rng: Rng,
  doc: DocStyle,
  ts: TableStyle,
  accounts: AccountModel[],
  numberLabel: string,
): void {
  addressBlock(flow, doc);
  const multi = accounts.length > 1;
  if (multi) {
    flow.text(
      flow.left,
      ts.lang === 'de'
        ? 'Ihre Konten im Überblick'
        : ts.lang === 'fr'
          ? 'Vos comptes'
          : 'Summary of your accounts',
      { bold: true },
    );
    flow.down();
    const x2 = flow.left + (flow.right - flow.left) * 0.4;
    const x3 = flow.right - ts.rightInset;
    for (const a of accounts) {
      flow.text(flow.left, a.name);
      flow.text(x2, a.number);
      flow.text(x3, formatMoney(a.endingCents, ts.summary), { align: 'right' });
      flow.down();
    }
    flow.down(flow.lineHeight);
  }
  accounts.forEach((a, i) => {
    if (i > 0 && ts.newPagePerAccount) flow.pageBreak();
    layoutAccount(flow, rng, doc, ts, a, numberLabel, multi);
  });
  if (rng.chance(0.5)) boilerplate(flow, doc.disclaimer);
}
