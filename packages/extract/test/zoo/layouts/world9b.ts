/**
 * Zoo growth for issue 8 (part 2): Hungary, Romania, Finland and a Bangladeshi business account over
 * many pages. Written from what those banks print, without reading the engine.
 */
import type { ZooAccount } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { FR_NUMBERS, money, printDate } from '../format.ts';
import type { Flow, TableSpec } from '../flow.ts';
import { drawHead } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { A4 } from '../layout.ts';
import { furnishedFlow, keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { EU_PLAIN, plan } from './styles.ts';

/** Hungarian: "2024.03.05." dates, whole forints in space groups, no running balance, a turnover line. */
export const huWholeForint: Layout = simpleLayout({
  id: 'hu-szamlakivonat-whole-forint',
  title:
    'Hungarian számlakivonat (OTP/K&H-like): "Könyvelés dátuma | Értéknap | Közlemény | Terhelés | Jóváírás", "2024.03.05.", whole forints "12 345"',
  region: 'HU',
  exercises: [
    'year-first dates with a trailing dot',
    'whole-number amounts grouped with spaces',
    'no running balance: only opening, closing and a turnover line',
    'two-line headings',
  ],
  mechanisms: [6, 11, 18],
  currency: 'HUF',
  plans: [
    plan(
      9201,
      'hu',
      '11773016-01234567-00000000',
      'Lakossági bankszámla',
      ['2024-03-01', '2024-03-31'],
      38,
      48_512_300,
      { unit: 100, scale: 1_800_000, postDates: true },
    ),
  ],
  bank: 'Duna Takarék Bank Zrt.',
  right: (a) => [`Számlaszám: ${a.number}`, 'Devizanem: HUF', 'Kivonat: 2024.03.01. - 2024.03.31.'],
  footer: (p, n) => `${p}. oldal / ${n}`,
  intro(flow, a) {
    const huf: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0, suffix: ' HUF' };
    keyValues(
      flow,
      [
        ['Nyitó egyenleg', money(a.opening, huf)],
        ['Záró egyenleg', money(a.closing, huf)],
      ],
      40,
      280,
      12,
    );
    flow.down(12);
  },
  table: () => {
    const huf: MoneyStyle = { numbers: FR_NUMBERS, negative: 'none', decimals: 0 };
    const dotted = (iso: string): string => `${iso.replace(/-/g, '.')}.`;
    return {
      cols: [
        { kind: 'date', head: ['Könyvelés', 'dátuma'], x: 40, w: 52 },
        { kind: 'post', head: ['Érték-', 'nap'], x: 97, w: 52 },
        { kind: 'desc', head: ['', 'Közlemény'], x: 155, w: 230 },
        { kind: 'debit', head: ['', 'Terhelés'], x: 390, w: 75 },
        { kind: 'credit', head: ['', 'Jóváírás'], x: 470, w: 80 },
      ],
      date: dotted,
      post: dotted,
      debit: huf,
      credit: huf,
      lineHeight: 11,
      rowGap: 3,
      totals: { label: 'Forgalom összesen' },
    };
  },
});

/** The Romanian table's columns: Data | Descriere | Debit | Credit (no running balance column). */
const RO_TABLE: TableSpec = {
  cols: [
    { kind: 'date', head: ['Data'], x: 40, w: 50 },
    { kind: 'desc', head: ['Descriere'], x: 95, w: 235 },
    { kind: 'debit', head: ['Debit'], x: 335, w: 90 },
    { kind: 'credit', head: ['Credit'], x: 430, w: 90 },
  ],
  date: 'DD.MM.YYYY',
  lineHeight: 11,
  rowGap: 3,
};

/** Draws the Romanian extras: each day's rows, then its turnover ("RULAJ ZI") and closing ("SOLD FINAL ZI"). */
function drawRoDays(flow: Flow, a: ZooAccount): void {
  const ron = EU_PLAIN;
  const [, , debit, credit] = RO_TABLE.cols;
  const lh = RO_TABLE.lineHeight;
  const line = (label: string, out: number | undefined, inn: number | undefined): void => {
    flow.ensure(lh);
    flow.text(label, 95, { bold: true, tag: 'total' });
    if (out !== undefined && debit)
      flow.text(money(out, ron), debit.x + debit.w, { align: 'right', tag: 'total' });
    if (inn !== undefined && credit)
      flow.text(money(inn, ron), credit.x + credit.w, { align: 'right', tag: 'total' });
    flow.down(lh + RO_TABLE.rowGap);
  };
  flow.onBreak = () => drawHead(flow, RO_TABLE);
  drawHead(flow, RO_TABLE);
  line('SOLD ANTERIOR', undefined, a.opening);
  const days = [...new Set(a.txns.map((t) => t.date))];
  for (const day of days) {
    const rows = a.txns.filter((t) => t.date === day);
    rows.forEach((t, k) => {
      const lines = flow.wrap(t.description, 230);
      flow.ensure(lines.length * lh);
      if (k === 0) flow.text(printDate(t.date, 'DD.MM.YYYY'), 40, { tag: 'date' });
      lines.forEach((l, j) => flow.text(l, 95, { y: flow.y - j * lh, tag: 'desc' }));
      const col = t.cents < 0 ? debit : credit;
      if (col)
        flow.text(money(Math.abs(t.cents), ron), col.x + col.w, { align: 'right', tag: 'amount' });
      flow.down(lines.length * lh + RO_TABLE.rowGap);
    });
    const out = -sum(rows.filter((t) => t.cents < 0));
    const inn = sum(rows.filter((t) => t.cents > 0));
    line('RULAJ ZI', out, inn);
    line('SOLD FINAL ZI', undefined, rows[rows.length - 1]?.balance ?? a.opening);
  }
  line(
    'RULAJ TOTAL CONT',
    -sum(a.txns.filter((t) => t.cents < 0)),
    sum(a.txns.filter((t) => t.cents > 0)),
  );
  line('SOLD FINAL CONT', undefined, a.closing);
  flow.onBreak = undefined;
}

/** Romanian extras de cont: the date once per day, daily turnover and closing lines, an IBAN, RON. */
export const roRulajZi: Layout = {
  id: 'ro-rulaj-zi-sold-final-zi',
  title:
    'Romanian extras de cont (BT/BCR-like): "SOLD ANTERIOR", each day closed by "RULAJ ZI" and "SOLD FINAL ZI", "RULAJ TOTAL CONT", "SOLD FINAL CONT"',
  region: 'RO',
  exercises: [
    'a turnover line and a balance line after every day, neither a transaction',
    'the date printed once per day',
    'balances in the credit column',
    'an IBAN as the account identifier',
  ],
  mechanisms: [9, 13, 15, 18],
  currency: 'RON',
  font: 'Helvetica',
  size: A4,
  plans: [
    plan(
      9202,
      'ro',
      'RO49 AAAA 1B31 0075 9384 0000',
      'Cont curent',
      ['2024-03-01', '2024-03-31'],
      40,
      785_040,
      { scale: 45_000, longShare: 0.25 },
    ),
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Banca Carpati S.A.',
      right: () => [
        'EXTRAS DE CONT',
        `IBAN: ${a.number}`,
        'Perioada: 01.03.2024 - 31.03.2024',
        'Valuta: RON',
      ],
      footer: (p, n) => `Pagina ${p} din ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    drawRoDays(flow, a);
    flow.down(10);
    paragraph(
      flow,
      ['Fondurile sunt garantate de Fondul de Garantare a Depozitelor Bancare.'],
      40,
      10,
    );
    flow.finish();
  },
};

/** Finnish tiliote: "+"/"-" amounts, reference and message lines, balances only as "Saldo <date>". */
export const fiSaldoLines: Layout = simpleLayout({
  id: 'fi-tiliote-saldo-dated-lines',
  title:
    'Finnish tiliote (OP/Nordea-like): "Kirjauspäivä | Arvopäivä | Tapahtuma | Määrä EUR", "+1 234,56", "Viite"/"Viesti:" lines, "Saldo 29.02.2024" and "Saldo 31.03.2024"',
  region: 'FI',
  exercises: [
    'the opening and closing as two dated "Saldo" lines',
    'year-less DD.MM. dates with a period D.M.YYYY - D.M.YYYY',
    'amounts with an explicit plus sign',
    'wrapped lines starting with "Viite" or "Viesti:"',
    'deposit and withdrawal totals after the table',
  ],
  mechanisms: [4, 10, 11, 18],
  currency: 'EUR',
  plans: [
    plan(
      9203,
      'fi',
      'FI21 1234 5600 0007 85',
      'Käyttötili',
      ['2024-03-01', '2024-03-31'],
      36,
      215_040,
      { postDates: true, scale: 9_000 },
    ),
  ],
  bank: 'Saimaa Pankki Oyj',
  right: (a) => ['Tiliote 3/2024', `Tili ${a.number}`, 'Ajalta 1.3.2024 - 31.3.2024'],
  footer: (p, n) => `Sivu ${p}/${n}`,
  intro(flow, a) {
    flow.text('Saldo 29.02.2024', 40, { bold: true });
    flow.text(money(a.opening, { numbers: FR_NUMBERS, negative: 'minus' }), 555, {
      align: 'right',
    });
    flow.down(20);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Kirjauspäivä'], x: 40, w: 55 },
      { kind: 'post', head: ['Arvopäivä'], x: 100, w: 45 },
      { kind: 'desc', head: ['Tapahtuma'], x: 155, w: 260 },
      { kind: 'amount', head: ['Määrä EUR'], x: 470, w: 85 },
    ],
    date: 'DD.MM.',
    post: 'DD.MM.',
    amount: { numbers: FR_NUMBERS, negative: 'minus', plus: true },
    breakBefore: /^(Viite|Viesti:)$/,
    lineHeight: 10,
    rowGap: 4,
  }),
  outro(flow, a) {
    const eur: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', plus: true };
    flow.down(6);
    flow.text('Saldo 31.03.2024', 40, { bold: true });
    flow.text(money(a.closing, { ...eur, plus: false }), 555, { align: 'right' });
    flow.down(18);
    const panot = a.txns.filter((t) => t.cents > 0);
    const otot = a.txns.filter((t) => t.cents < 0);
    keyValues(
      flow,
      [
        [`Panot ${panot.length} kpl`, money(sum(panot), eur)],
        [`Otot ${otot.length} kpl`, money(sum(otot), eur)],
      ],
      40,
      555,
      11,
    );
  },
});

/** South Asian grouping "12,34,567.89" with Cr/Dr marks on the balance. */
const LAKH = { thousands: ',', decimal: '.', lakh: true } as const;
const LAKH_CRDR: MoneyStyle = {
  numbers: LAKH,
  negative: 'dr',
  crSuffix: true,
  crWord: 'Cr',
  drWord: 'Dr',
};

/** Bangladeshi business current account: lakh grouping, many pages with no repeated heading. */
export const bdBusinessLakh: Layout = simpleLayout({
  id: 'bd-business-lakh-many-pages',
  title:
    'Bangladeshi business current account (DBBL/BRAC-like): lakh grouping "12,34,567.89 Cr", five pages, heading on page 1 only, "A/C No" shortened on later pages',
  region: 'BD',
  exercises: [
    'lakh/crore digit grouping',
    'many continuation pages without a column heading',
    'the account number shortened in later page headers',
    'a cheque-number column for some rows',
    'the account title printed',
  ],
  mechanisms: [3, 18],
  currency: 'BDT',
  namePrinted: true,
  plans: [
    plan(
      9301,
      'bd',
      '1051100012345',
      'ACME TEXTILES LTD',
      ['2024-01-01', '2024-03-31'],
      190,
      124_567_890,
      { scale: 4_500_000, longShare: 0.15 },
    ),
  ],
  bank: 'Padma Commercial Bank PLC',
  textSize: 8,
  right: (a, p) =>
    p === 1
      ? [
          `A/C No: ${a.number}`,
          `A/C Title: ${a.name}`,
          'Currency: BDT',
          'Statement Period: 01-Jan-2024 to 31-Mar-2024',
        ]
      : [`A/C No: ...${a.number.slice(-5)}`, `Page ${p}`],
  footer: () => 'This is a computer generated statement and does not require signature.',
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 45 },
      { kind: 'desc', head: ['Particulars'], x: 90, w: 200 },
      {
        kind: 'extra',
        head: ['Cheque No.'],
        x: 295,
        w: 45,
        value: (t) => /CHQ WDL (\d+)/.exec(t.description)?.[1] ?? '',
      },
      { kind: 'debit', head: ['Withdrawal'], x: 345, w: 65 },
      { kind: 'credit', head: ['Deposit'], x: 415, w: 65 },
      { kind: 'balance', head: ['Balance'], x: 485, w: 75 },
    ],
    date: 'DD MMM YY',
    debit: { numbers: LAKH, negative: 'none' },
    credit: { numbers: LAKH, negative: 'none' },
    balance: LAKH_CRDR,
    repeatHead: false,
    lineHeight: 10,
    rowGap: 2,
    opening: { label: 'Opening Balance' },
  }),
  outro(flow, a) {
    flow.down(8);
    keyValues(
      flow,
      [
        [
          'Total Withdrawal',
          money(-sum(a.txns.filter((t) => t.cents < 0)), LAKH_CRDR).replace(' Cr', ''),
        ],
        [
          'Total Deposit',
          money(sum(a.txns.filter((t) => t.cents > 0)), LAKH_CRDR).replace(' Cr', ''),
        ],
        ['Closing Balance', money(a.closing, LAKH_CRDR)],
      ],
      90,
      560,
      11,
    );
  },
});

export const WORLD9B: readonly Layout[] = [huWholeForint, roRulajZi, fiSaldoLines, bdBusinessLakh];
