/**
 * The adversarial generator: seeded statements whose wordings, label placement, column orders, number and
 * date formats and page furniture are drawn from its own lists (vocab.ts), never from the engine's rules.
 * Each statement comes with exact truth in the zoo's shape, so the zoo's scorer judges it.
 */
import type { ZooAccount, ZooTxn } from '../zoo/data.ts';
import type { FontFamily } from '../zoo/draw.ts';
import { Canvas } from '../zoo/draw.ts';
import type { Col, ColKind, DateFormat, TableSpec } from '../zoo/flow.ts';
import { drawTable, Flow } from '../zoo/flow.ts';
import type { MoneyStyle, NumberStyle } from '../zoo/format.ts';
import {
  addDays,
  daysBetween,
  digits,
  EU_NUMBERS,
  FR_NUMBERS,
  money,
  printDate,
  printLocalDate,
  Rng,
  US_NUMBERS,
} from '../zoo/format.ts';
import type { TruthAccount } from '../zoo/layout.ts';
import { A4, LETTER_LANDSCAPE } from '../zoo/layout.ts';
import type { Language, Wording } from './vocab.ts';
import { BRANCHES, CURRENCIES, LANGUAGES, SCHEMES, TYPE_CODES, WORDING } from './vocab.ts';

export type AdversarialCase = {
  seed: number;
  id: string;
  pdf: Uint8Array;
  pages: number;
  truth: TruthAccount[];
  /** ISO code where the statement prints one. */
  currency?: string;
  /** What this statement exercises, for the per-feature breakdown. */
  features: string[];
};

/** Swiss grouping, which banks outside Switzerland print too. */
const CH_NUMBERS: NumberStyle = { thousands: "'", decimal: '.' };
const FONTS: readonly FontFamily[] = ['Helvetica', 'Times', 'Courier'];
const BANKS = [
  'Meridian Trust',
  'Caldera Bank',
  'Banca Orsa',
  'Nordvik Sparbank',
  'Kestrel Savings',
];
/** Share of statements with no transactions in the period. */
const EMPTY_SHARE = 0.06;
const TEXT_SIZE = 8;
const LINE = 11;
const GAP = 8;
const LEFT = 36;
const MIN_DESC = 150;
const MAX_DESC = 250;

type Ctx = {
  rng: Rng;
  lang: Language;
  w: Wording;
  numbers: NumberStyle;
  unit: number;
  decimals: 0 | 2 | 'trim';
  date: DateFormat;
  /** Whether descriptions in this statement hold header words and amount- or date-like numbers. */
  plants: boolean;
  features: string[];
};

function numberStyle(rng: Rng, lang: Language): readonly [NumberStyle, string] {
  if (rng.chance(0.15))
    return rng.pick([
      [US_NUMBERS, 'us'],
      [EU_NUMBERS, 'eu'],
      [FR_NUMBERS, 'space'],
      [CH_NUMBERS, 'apostrophe'],
    ] as const);
  if (lang === 'en') return [US_NUMBERS, 'us'];
  if (lang === 'fr' || lang === 'sv' || lang === 'pl') return [FR_NUMBERS, 'space'];
  return [EU_NUMBERS, 'eu'];
}

function dateFormat(rng: Rng, w: Wording, lang: Language): readonly [DateFormat, string] {
  if (w.months && rng.chance(0.3)) {
    const months = w.months;
    const sep = rng.pick([' ', '-']);
    const year = rng.pick(['YYYY', 'YY'] as const);
    return [(iso) => printLocalDate(iso, months, { sep, year }), `month-names-${lang}`];
  }
  if (lang === 'en' && rng.chance(0.3)) return ['MM/DD/YYYY', 'MM/DD/YYYY'];
  const style = rng.pick([
    'DD/MM/YYYY',
    'DD-MM-YYYY',
    'DD.MM.YYYY',
    'YYYY-MM-DD',
    'DD/MM/YY',
    'DD.MM.YY',
    'DD-MM-YY',
  ] as const);
  return [style, style];
}

/** A description in the statement's language, sometimes holding header words, amount-like or date-like numbers. */
function describe(ctx: Ctx, credit: boolean, date: string): string {
  const { rng, w } = ctx;
  const parts = [rng.pick(SCHEMES), rng.pick(w.payees)];
  if (credit && rng.chance(0.5)) parts.unshift(rng.pick(['REF', 'CR', 'IN']));
  if (rng.chance(0.4)) parts.push(String(rng.int(10_000, 99_999_999)));
  const plant = ctx.plants ? rng.next() : 1;
  if (plant < 0.12) {
    parts.push(
      rng.pick([...w.keywords, 'ACCOUNT', 'BALANCE', 'TOTAL', 'PAGE', 'DATE']),
      String(rng.int(2, 999_999_999)),
    );
    ctx.features.push('keywords-in-desc');
  } else if (plant < 0.2) {
    parts.push(digits(rng.int(100, 999_999), ctx.numbers, 2));
    ctx.features.push('amount-like-in-desc');
  } else if (plant < 0.26) {
    parts.push(typeof ctx.date === 'function' ? ctx.date(date) : printDate(date, ctx.date));
    ctx.features.push('date-like-in-desc');
  }
  return parts.join(' ');
}

/** Rows with dates inside the period, amounts on the statement's granularity, an exact running balance. */
function planRows(
  ctx: Ctx,
  start: string,
  end: string,
  count: number,
  opening: number,
  card: boolean,
): ZooAccount {
  const { rng } = ctx;
  const span = daysBetween(start, end);
  const dates = Array.from({ length: count }, () => addDays(start, rng.int(1, span))).sort();
  const scale = ctx.unit === 100 ? 2_000_000 : 20_000;
  let balance = opening;
  const txns: ZooTxn[] = dates.map((date) => {
    const credit = card ? rng.chance(0.1) : rng.chance(0.3) || balance < scale;
    let cents =
      (credit ? 1 : -1) * rng.int(ctx.unit === 100 ? 10_000 : 50, credit ? scale * 4 : scale);
    if (ctx.decimals === 'trim' && rng.chance(0.5))
      cents = Math.sign(cents) * Math.max(10, Math.round(Math.abs(cents) / 10) * 10);
    if (ctx.unit > 1)
      cents =
        Math.sign(cents) * Math.max(ctx.unit, Math.round(Math.abs(cents) / ctx.unit) * ctx.unit);
    balance = card ? balance - cents : balance + cents;
    const t: ZooTxn = {
      date,
      description: describe(ctx, credit, date),
      cents,
      kind: credit ? 'deposit' : 'card',
      balance,
    };
    if (rng.chance(0.5)) {
      const post = addDays(date, rng.int(0, 2));
      t.postDate = post > end ? end : post;
    }
    return t;
  });
  return { number: '', name: '', start, end, opening, closing: balance, liability: card, txns };
}

/** An account number, the way page 1 prints it, and how later pages print it. */
function accountNumber(
  rng: Rng,
  currency: string,
): { first: string; later: (p: number) => string; varies: boolean } {
  const d = (n: number): string => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
  const country = { EUR: 'DE', CHF: 'CH', SEK: 'SE', PLN: 'PL', HUF: 'HU', GBP: 'GB' }[currency];
  const first = rng.pick([
    `${d(4)} ${d(4)} ${d(4)}`,
    `${d(3)}-${d(6)}-${d(1)}`,
    country ? `${country}${d(2)} ${d(4)} ${d(4)} ${d(4)} ${d(4)}` : `${d(10)}`,
  ]);
  const plain = first.replace(/[^0-9A-Z]/g, '');
  const varies = rng.chance(0.3);
  const later = !varies
    ? (): string => first
    : rng.pick([
        (): string => plain,
        (): string => `...${plain.slice(-6)}`,
        (): string => plain.replace(/(.{3})/g, '$1 ').trim(),
      ]);
  return { first, later, varies };
}

type Pattern = readonly ColKind[];
const PATTERNS: readonly (readonly [string, Pattern])[] = [
  ['date-desc-dr-cr-bal', ['date', 'desc', 'debit', 'credit', 'balance']],
  ['date-desc-amt-bal', ['date', 'desc', 'amount', 'balance']],
  ['date-amt-desc-bal', ['date', 'amount', 'desc', 'balance']],
  ['desc-dr-cr-bal-date', ['desc', 'debit', 'credit', 'balance', 'date']],
  ['date-value-desc-dr-cr-bal', ['date', 'post', 'desc', 'debit', 'credit', 'balance']],
  ['date-desc-amt', ['date', 'desc', 'amount']],
];

type Extra = { head: string; value: (t: ZooTxn, i: number) => string; sample: string };

/** Lays the columns out left to right, each as wide as its heading or widest value. */
function layoutColumns(
  canvas: Canvas,
  kinds: readonly ColKind[],
  heads: Map<ColKind, string>,
  extras: Map<number, Extra>,
  samples: Map<ColKind, string>,
): { cols: Col[]; width: number } {
  const widthOf = (s: string, bold = false): number => canvas.width(s, TEXT_SIZE, bold) + 4;
  const cols: Col[] = [];
  let x = LEFT;
  kinds.forEach((kind, i) => {
    const extra = extras.get(i);
    const head = extra?.head ?? heads.get(kind) ?? '';
    const w =
      kind === 'desc'
        ? MIN_DESC
        : Math.max(widthOf(head, true), widthOf(extra?.sample ?? samples.get(kind) ?? ''));
    cols.push({ kind, head: [head], x, w, ...(extra ? { value: extra.value } : {}) });
    x += w + GAP;
  });
  return { cols, width: x };
}

/**
 * Draws one adversarial statement and returns it with its truth; `write` turns the drawn pages into PDF
 * bytes (default the canvas's own writer; the producer corpus writes the same pages other ways).
 */
export async function generateAdversarial(
  seed: number,
  write: (canvas: Canvas) => Promise<Uint8Array> = (canvas) => canvas.save(),
): Promise<AdversarialCase> {
  const rng = new Rng(seed);
  const lang = rng.pick(LANGUAGES);
  const w = WORDING[lang];
  const [numbers, numberName] = numberStyle(rng, lang);
  const [currency, minor] = rng.pick(CURRENCIES);
  const decimals = !minor ? 0 : rng.chance(0.2) ? 'trim' : 2;
  const [date, dateName] = dateFormat(rng, w, lang);
  const features = [
    `lang:${lang}`,
    `numbers:${numberName}`,
    `decimals:${decimals}`,
    `date:${dateName}`,
  ];
  const ctx: Ctx = {
    rng,
    lang,
    w,
    numbers,
    unit: minor ? 1 : 100,
    decimals,
    date,
    plants: rng.chance(0.6),
    features,
  };
  const negative = rng.pick(['minus', 'minus', 'trailing', 'paren', 'dr'] as const);
  features.push(`negative:${negative}`);
  const style: MoneyStyle = {
    numbers,
    negative,
    decimals,
    ...(negative === 'dr' ? { drWord: rng.pick(['DR', 'Dr', 'D']) } : {}),
  };
  const plain: MoneyStyle = { ...style, negative: 'none' };

  const year = rng.int(2023, 2025);
  const month = rng.int(1, 12);
  const end = addDays(
    `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`,
    -1,
  );
  const start = addDays(`${year}-${String(month).padStart(2, '0')}-01`, -1);
  const card = rng.chance(0.12);
  const empty = rng.chance(EMPTY_SHARE);
  const count = empty ? 0 : rng.int(12, 90);
  const opening = ctx.unit === 100 ? rng.int(50, 5_000) * 100_000 : rng.int(10_000, 900_000);
  const account = planRows(ctx, start, end, count, opening, card);
  if (card) features.push('card');
  if (empty) features.push('empty-period');
  const acct = accountNumber(rng, currency);
  if (acct.varies) features.push('account-varies-per-page');
  const printCurrency = rng.chance(0.6);

  const [patternName, pattern] = rng.pick(PATTERNS);
  features.push(`cols:${patternName}`);
  const kinds: ColKind[] = [...pattern];
  const extras = new Map<number, Extra>();
  const extraKind = rng.pick([
    'none',
    'none',
    'time',
    'second-date',
    'branch',
    'type-code',
    'reference',
  ] as const);
  if (extraKind !== 'none') {
    const show = (iso: string): string =>
      typeof date === 'function' ? date(iso) : printDate(iso, date);
    const extra: Extra = {
      time: {
        head: rng.pick(['Time', 'Hora', 'Zeit', 'Heure']),
        value: (_t: ZooTxn, i: number) =>
          `${String(8 + (i % 11)).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}`,
        sample: '00:00',
      },
      'second-date': {
        head: w.value[0] ?? 'Value',
        value: (t: ZooTxn) => show(t.postDate ?? t.date),
        sample: show('2024-12-28'),
      },
      branch: {
        head: rng.pick(['Branch', 'Filiale', 'Agence', 'Sucursal']),
        value: (_t: ZooTxn, i: number) => BRANCHES[i % BRANCHES.length] ?? '',
        sample: 'HARBOUR',
      },
      'type-code': {
        head: rng.pick(['Type', 'Code', 'Tipo']),
        value: (t: ZooTxn) =>
          t.cents > 0 ? 'SAL' : (TYPE_CODES[t.description.length % TYPE_CODES.length] ?? 'POS'),
        sample: 'POS',
      },
      reference: {
        head: rng.pick(['Ref.', 'Referenz', 'Ref. No.']),
        value: (_t: ZooTxn, i: number) => `R${700_100 + i * 7}`,
        sample: 'R000000',
      },
    }[extraKind];
    // A type code sits before the description; every other extra goes right of the last column or before the money.
    const at =
      extraKind === 'type-code'
        ? Math.max(0, kinds.indexOf('desc'))
        : rng.chance(0.6)
          ? kinds.length
          : kinds.indexOf('desc') + 1;
    kinds.splice(at, 0, 'extra');
    extras.set(at, extra);
    features.push(`extra:${extraKind}${at === kinds.length - 1 ? '-right' : ''}`);
  }
  const heads = new Map<ColKind, string>([
    ['date', rng.pick(w.date)],
    ['post', rng.pick(w.value)],
    ['desc', rng.pick(w.desc)],
    ['debit', rng.pick(w.debit)],
    ['credit', rng.pick(w.credit)],
    ['amount', rng.pick(w.amount)],
    ['balance', rng.pick(w.balance)],
  ]);
  const big = money(-Math.max(99_999_900, opening * 10), style);
  const shownDate = typeof date === 'function' ? date('2024-12-28') : printDate('2024-12-28', date);
  const samples = new Map<ColKind, string>([
    ['date', shownDate],
    ['post', shownDate],
    ['debit', big],
    ['credit', big],
    ['amount', big],
    ['balance', big],
  ]);

  const font = rng.pick(FONTS);
  const portrait = await Canvas.create(font, `Adversarial statement ${seed}`, A4);
  const probe = layoutColumns(portrait, kinds, heads, extras, samples);
  const size = probe.width + MAX_DESC - MIN_DESC > A4[0] - LEFT ? LETTER_LANDSCAPE : A4;
  const canvas =
    size === A4 ? portrait : await Canvas.create(font, `Adversarial statement ${seed}`, size);
  const { cols, width } = layoutColumns(canvas, kinds, heads, extras, samples);
  // The description takes what is left of the page, within bounds.
  const spare = Math.min(MAX_DESC - MIN_DESC, Math.max(0, size[0] - LEFT - width));
  let shift = 0;
  for (const c of cols) {
    c.x += shift;
    if (c.kind === 'desc') {
      c.w += spare;
      shift = spare;
    }
  }
  const tableRight = width + spare;

  const footerOnRow = size[0] - tableRight > 60 && rng.chance(0.25);
  const headerless = rng.chance(0.25);
  const newestFirst = rng.chance(0.25);
  const carry = !newestFirst && rng.chance(0.3) ? rng.pick(w.carry) : undefined;
  const subtotal = rng.chance(0.25) ? rng.pick(w.subtotal) : undefined;
  const oncePerDay = kinds[0] === 'date' && rng.chance(0.15);
  const lastLine = rng.chance(0.12);
  const hasDrCr = kinds.includes('debit');
  const unused =
    hasDrCr && rng.chance(0.2) ? rng.pick(['0', '-', digits(0, numbers, decimals)]) : undefined;
  const placement = rng.pick(['left', 'right', 'above', 'box', 'table'] as const);
  const breakWords = new RegExp(
    `^(${[...w.keywords, 'ACCOUNT', 'BALANCE', 'TOTAL', 'PAGE', 'DATE'].join('|')})$`,
  );
  for (const [flag, name] of [
    [footerOnRow, 'footer-on-row'],
    [headerless, 'headerless-continuation'],
    [newestFirst, 'newest-first'],
    [carry !== undefined, 'carried-forward'],
    [subtotal !== undefined, 'subtotal'],
    [oncePerDay, 'date-once-per-day'],
    [lastLine, 'amounts-on-last-line'],
    [unused !== undefined, 'unused-column-filled'],
  ] as const)
    if (flag) features.push(name);
  features.push(`labels:${placement}`);

  const opening0 = rng.pick(w.opening);
  const closing0 = rng.pick(w.closing);
  const pageOf = (p: number, n: number): string =>
    w.page.replace('{p}', String(p)).replace('{n}', String(n));
  const accountLabel = rng.pick(w.account);
  const showPeriod = (iso: string): string =>
    typeof date === 'function' ? date(iso) : printDate(iso, date);
  const [pw, ph] = size;
  const bank = rng.pick(BANKS);
  const flow = new Flow(canvas, {
    top: ph - 120,
    bottom: 64,
    size: TEXT_SIZE,
    header: (f, p) => {
      f.text(bank, LEFT, { y: ph - 48, size: 14, bold: true, tag: 'furniture' });
      const lines = [
        `${accountLabel} ${p === 1 ? acct.first : acct.later(p)}`,
        `${w.period} ${showPeriod(addDays(start, 1))} - ${showPeriod(end)}`,
        ...(printCurrency ? [`${w.currency}: ${currency}`] : []),
      ];
      lines.forEach((l, i) =>
        f.text(l, pw - LEFT, { y: ph - 48 - i * 11, align: 'right', tag: 'furniture' }),
      );
    },
    footer: (f, p, n) => {
      if (footerOnRow) {
        const y = f.lowest(['date', 'desc']);
        if (y !== undefined) {
          f.text(pageOf(p, n), pw - 12, { y, align: 'right', size: 7, tag: 'furniture' });
          return;
        }
      }
      f.text(pageOf(p, n), pw / 2 - 30, { y: 36, size: 7, tag: 'furniture' });
    },
  });
  const summary: [string, string][] = [
    [opening0, money(account.opening, style)],
    [closing0, money(account.closing, style)],
  ];
  if (placement === 'left' || placement === 'right') {
    for (const [label, value] of summary) {
      if (placement === 'left') {
        flow.text(label, LEFT);
        flow.text(value, LEFT + 260, { align: 'right' });
      } else {
        flow.text(value, LEFT + 90, { align: 'right' });
        flow.text(label, LEFT + 100);
      }
      flow.down(LINE);
    }
  } else if (placement === 'above' || placement === 'box') {
    summary.forEach(([label, value], i) => {
      const x = LEFT + i * 200;
      if (placement === 'box') flow.box(x - 4, 170, LINE * 2 + 8, LINE);
      flow.text(label, x, { bold: true });
      flow.text(value, x + (placement === 'box' ? 160 : 0), {
        y: flow.y - LINE,
        align: placement === 'box' ? 'right' : 'left',
      });
    });
    flow.down(LINE * 2);
  }
  flow.down(LINE * 1.5);
  const spec: TableSpec = {
    cols,
    date,
    post: date,
    debit: plain,
    credit: plain,
    amount: style,
    balance: style,
    owedView: card && rng.chance(0.5),
    lineHeight: LINE - 1,
    rowGap: 3,
    repeatHead: !headerless,
    newestFirst,
    dateOncePerDay: oncePerDay,
    amountsOnLastLine: lastLine,
    ...(unused !== undefined ? { unusedCell: unused } : {}),
    ...(features.includes('keywords-in-desc') && rng.chance(0.5)
      ? { breakBefore: breakWords }
      : {}),
    ...(carry ? { carryForward: { bottom: carry[0], top: carry[1] } } : {}),
    ...(subtotal
      ? {
          totals: {
            label: subtotal.includes('{n}')
              ? (n: number) => subtotal.replace('{n}', String(n))
              : subtotal,
            inLabel: subtotal.includes('{n}'),
          },
        }
      : {}),
    // With the labels nowhere else, the opening and closing lines are rows of the table.
    ...(placement === 'table' || !kinds.includes('balance') || rng.chance(0.3)
      ? { opening: { label: opening0 }, closing: { label: closing0 } }
      : {}),
  };
  if (spec.owedView) features.push('card-issuer-signs');
  drawTable(flow, account, account.txns, spec);
  flow.finish();
  const pdf = await write(canvas);
  const truth: TruthAccount = {
    accountNumber: acct.first,
    statementDate: end,
    beginningBalance: account.opening,
    endingBalance: account.closing,
    liability: card,
    verdict: 'verified',
    transactions: account.txns.map((t) => ({
      date: t.date,
      ...(t.postShown && t.postDate !== undefined && t.postDate !== t.date
        ? { altDate: t.postDate }
        : {}),
      description: t.description,
      cents: t.cents,
      ...(t.balanceShown ? { balance: t.balance } : {}),
    })),
  };
  return {
    seed,
    id: `adv-${seed}`,
    pdf,
    pages: canvas.pages.length,
    truth: [truth],
    ...(printCurrency ? { currency } : {}),
    features: [...new Set(features)],
  };
}
