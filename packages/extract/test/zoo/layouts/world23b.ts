/**
 * Zoo growth for issue 8 (part 20, second half): Palestine, Jersey, Guernsey, the British Virgin Islands,
 * the Turks and Caicos Islands and Sint Maarten. Written from what those banks print, without reading the
 * engine.
 */
import type { ZooAccount, ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { money, printLocalDate, US_NUMBERS } from '../format.ts';
import { drawTable } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { A4 } from '../layout.ts';
import { furnishedFlow, keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** Jordanian dinars print three decimals; the third is always 0 here. */
const JOD: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', suffix: '0' };
const JOD_PLAIN: MoneyStyle = { ...JOD, negative: 'none' };

/** Palestinian consolidated statement: ILS, JOD and USD accounts of one customer, one block each. */
export const psThreeCurrencyAccounts: Layout = {
  id: 'ps-current-ils-jod-usd-three-accounts-kashf',
  title:
    'Palestinian consolidated statement in English with Arabic titles in transliteration (Bank of Palestine/Quds Bank-like): one customer\'s shekel, Jordanian dinar and US dollar current accounts in one PDF, each block headed "Account 2101-123456-001 ILS", "Opening Balance" above and "Closing Balance" below "Date | Value Date | Description | Debit | Credit | Balance", dinars with three decimals "1,234.560", "KASHF HISAB MUWAHHAD" title, DD/MM/YYYY',
  region: 'PS',
  exercises: [
    'three accounts in three currencies (ILS, JOD, USD) in one PDF, one block each',
    'opening and closing balance lines above and below each block',
    'three-decimal dinars beside shekel and dollar amounts with cents',
    'booking and value dates DD/MM/YYYY',
  ],
  mechanisms: [4, 5, 18],
  font: 'Helvetica',
  size: A4,
  plans: [
    plan(12307, 'ps', '2101-123456-001', 'ILS', ['2024-03-01', '2024-03-31'], 26, 1_874_250, {
      scale: 60_000,
      postDates: true,
    }),
    plan(12308, 'ps', '2101-123456-002', 'JOD', ['2024-03-01', '2024-03-31'], 12, 462_330, {
      scale: 25_000,
      postDates: true,
    }),
    plan(12309, 'ps', '2101-123456-003', 'USD', ['2024-03-01', '2024-03-31'], 14, 935_610, {
      scale: 30_000,
      postDates: true,
    }),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  draw(canvas, accounts) {
    const flow = furnishedFlow(canvas, {
      bank: 'Bank of the Jordan Valley - Palestine',
      right: (p) => [
        'KASHF HISAB MUWAHHAD / CONSOLIDATED STATEMENT',
        'Period: 01/03/2024 - 31/03/2024',
        `Page ${p}`,
      ],
      footer: () => 'Al-Irsal Street, Ramallah - Licensed by the Palestine Monetary Authority',
      size: 8.5,
      pageSize: A4,
    });
    paragraph(flow, ['Customer: MR. KHALIL YOUSEF NASSAR', 'Branch: RAMALLAH AL-TIRA'], 40, 11);
    flow.down(12);
    accounts.forEach((a: ZooAccount) => {
      const style = a.name === 'JOD' ? JOD : US_MINUS;
      const plain = a.name === 'JOD' ? JOD_PLAIN : US_PLAIN;
      flow.ensure(110);
      flow.text(`Account ${a.number} ${a.name} - Current Account`, 40, { bold: true, size: 10 });
      flow.down(14);
      flow.text('Opening Balance', 40, { tag: 'summary' });
      flow.text(`${money(a.opening, style)} ${a.name}`, 555, { align: 'right', tag: 'summary' });
      flow.down(14);
      drawTable(flow, a, a.txns, {
        cols: [
          { kind: 'date', head: ['Date'], x: 40, w: 48 },
          { kind: 'post', head: ['Value Date'], x: 94, w: 48 },
          { kind: 'desc', head: ['Description'], x: 150, w: 170 },
          { kind: 'debit', head: ['Debit'], x: 325, w: 72 },
          { kind: 'credit', head: ['Credit'], x: 402, w: 72 },
          { kind: 'balance', head: ['Balance'], x: 479, w: 76 },
        ],
        date: 'DD/MM/YYYY',
        post: 'DD/MM/YYYY',
        debit: plain,
        credit: plain,
        balance: style,
        lineHeight: 10,
        rowGap: 3,
      });
      flow.text('Closing Balance', 40, { tag: 'summary' });
      flow.text(`${money(a.closing, style)} ${a.name}`, 555, { align: 'right', tag: 'summary' });
      flow.down(24);
    });
    flow.finish();
  },
};

/** The UK-style payment-type code a Jersey bank prints before the details. */
const jeType = (t: ZooTxn): string =>
  t.kind === 'atm'
    ? 'CPT'
    : t.kind === 'deposit'
      ? /CASH/.test(t.description)
        ? 'CR'
        : 'BGC'
      : t.kind === 'fee' || t.kind === 'interest'
        ? ''
        : /DIRECT DEBIT/.test(t.description)
          ? 'DD'
          : /STANDING ORDER/.test(t.description)
            ? 'SO'
            : /FASTER/.test(t.description)
              ? 'FPO'
              : 'DEB';

const GBP: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };
const GBP_PLAIN: MoneyStyle = { ...GBP, negative: 'none' };
const jeDate = (iso: string): string => printLocalDate(iso, 'en', { year: 'YY' });

/** Jersey personal current account: payment-type codes, sort code beside the account, items grouped by tag. */
export const jeCurrentTypeCodesTagOrder: Layout = simpleLayout({
  id: 'je-current-gbp-payment-type-sort-code-items-grouped',
  title:
    'Jersey personal current account in English (a Channel Islands high-street bank): "Your account summary" with "Balance on 1 March 2024", "Money in", "Money out" and "Balance on 31 March 2024" in £, sort code and account number side by side, "Date | Payment type | Details | Paid out | Paid in | Balance" with DD/SO/DEB/CPT/FPO/BGC codes, "BALANCE BROUGHT FORWARD"/"BALANCE CARRIED FORWARD" rows, the Jersey depositor compensation footer, DD Mmm YY; the producer emits the page items grouped by kind (money first, then dates, then text)',
  region: 'JE',
  exercises: [
    'a summary with dated opening and closing balances in words ("1 March 2024")',
    'a UK sort code beside the account number',
    'a short payment-type column before the details',
    'items emitted grouped by kind, not in reading order',
  ],
  mechanisms: [4, 5, 12, 18],
  currency: 'GBP',
  quirks: { tagOrder: ['debit', 'credit', 'balance', 'date', 'extra', 'desc'] },
  plans: [
    plan(
      12310,
      'je',
      '71234567',
      'Classic Current Account',
      ['2024-03-01', '2024-03-31'],
      38,
      284_615,
      { scale: 9_000, longShare: 0.05 },
    ),
  ],
  bank: 'St Helier Channel Bank',
  right: (a) => [
    'Classic Current Account statement',
    `Sort code 30-12-51   Account number ${a.number}`,
    '1 March to 31 March 2024',
    'Statement number 87',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}   Deposits are covered by the Jersey Bank Depositors Compensation Scheme   Regulated by the JFSC`,
  intro(flow, a) {
    const g = (v: number): string => `£${money(v, GBP)}`;
    const top = flow.y;
    paragraph(
      flow,
      ['MRS SARAH LE BRETON', '14 LA RUE DES PRES', 'ST SAVIOUR, JERSEY JE2 7QN'],
      40,
      11,
    );
    flow.y = top;
    flow.text('Your account summary', 330, { bold: true, tag: 'summary' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['Balance on 1 March 2024', g(a.opening)],
        ['Money in', g(credits(a.txns))],
        ['Money out', g(debits(a.txns))],
        ['Balance on 31 March 2024', g(a.closing)],
      ],
      330,
      555,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 40 },
      { kind: 'extra', head: ['Payment', 'type'], x: 84, w: 32, value: (t) => jeType(t) },
      { kind: 'desc', head: ['Details'], x: 120, w: 200 },
      { kind: 'debit', head: ['Paid out'], x: 326, w: 72 },
      { kind: 'credit', head: ['Paid in'], x: 402, w: 72 },
      { kind: 'balance', head: ['Balance'], x: 478, w: 77 },
    ],
    date: jeDate,
    debit: GBP_PLAIN,
    credit: GBP_PLAIN,
    balance: GBP,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'BALANCE BROUGHT FORWARD' },
    closing: { label: 'BALANCE CARRIED FORWARD' },
  }),
});

/** Euros on a Guernsey offshore account: balances with a CR suffix. */
const EUR_CR: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', crSuffix: true };
const EUR_PLAIN: MoneyStyle = { numbers: US_NUMBERS, negative: 'none' };

/** Guernsey offshore euro call account over several pages, later pages without a heading. */
export const ggCallEurContinued: Layout = simpleLayout({
  id: 'gg-call-eur-offshore-cr-balance-continued-overleaf',
  title:
    'Guernsey offshore euro call account in English (a St Peter Port international bank): "EURO CALL ACCOUNT - STATEMENT", "Transaction Date | Value Date | Details | Debit | Credit | Balance" with balances "12,345.67 CR", "Opening balance" as the first row and "Closing balance" as the last, "Continued overleaf" at the foot of each full page and later pages with the rows only (no heading, no account line), the account number followed by its currency "EUR", DD MMM YYYY, three pages',
  region: 'GG',
  exercises: [
    'continuation pages without a column heading or account line',
    'balances with a CR suffix on an offshore euro account',
    'opening and closing balance rows in the table',
    'transaction and value dates DD MMM YYYY',
  ],
  mechanisms: [3, 4, 10, 18],
  currency: 'EUR',
  plans: [
    plan(
      12311,
      'gg',
      '40-123456-01',
      'Euro Call Account',
      ['2024-01-01', '2024-03-31'],
      112,
      24_830_515,
      { scale: 900_000, postDates: true, longShare: 0.12 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Sarnia International Bank Limited',
  right: (a, p) =>
    p === 1
      ? [
          'EURO CALL ACCOUNT - STATEMENT',
          `Account ${a.number}  EUR`,
          'Currency: EUR',
          'Quarter ended 31 Mar 2024',
        ]
      : [],
  footer: (p, n) =>
    `Page ${p} of ${n}   Le Marchant Street, St Peter Port, Guernsey GY1 4HP   Licensed by the GFSC`,
  intro(flow) {
    paragraph(
      flow,
      ['MR AND MRS P. DE GARIS', 'LES VARDES, ST PETER PORT', 'GUERNSEY GY1 1AB'],
      40,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Transaction', 'Date'], x: 40, w: 50 },
      { kind: 'post', head: ['Value', 'Date'], x: 94, w: 50 },
      { kind: 'desc', head: ['Details'], x: 150, w: 168 },
      { kind: 'debit', head: ['Debit'], x: 322, w: 72 },
      { kind: 'credit', head: ['Credit'], x: 398, w: 72 },
      { kind: 'balance', head: ['Balance'], x: 474, w: 81 },
    ],
    date: 'DD MMM YYYY',
    post: 'DD MMM YYYY',
    debit: EUR_PLAIN,
    credit: EUR_PLAIN,
    balance: EUR_CR,
    lineHeight: 10,
    rowGap: 3,
    repeatHead: false,
    continuedBottom: 'Continued overleaf',
    opening: { label: 'Opening balance' },
    closing: { label: 'Closing balance' },
  }),
});

/** US dollars on a card from the issuer's side: payments with a trailing minus. */
const USD_TRAIL: MoneyStyle = { numbers: US_NUMBERS, negative: 'trailing' };

/** BVI credit card: the issuer's view, payments with a trailing minus, summary and due date at the right. */
export const vgCardTrailingMinus: Layout = simpleLayout({
  id: 'vg-card-usd-trailing-minus-payments-summary-right',
  title:
    'British Virgin Islands Visa card statement in English (a Road Town bank): "Previous Balance", "Payments/Credits", "Purchases/Debits", "Finance Charges", "New Balance", "Minimum Payment Due" and "Payment Due Date" at the right beside the cardholder, "Trans. Date | Posting Date | Description | Amount (US$)" with purchases positive and payments and refunds with a trailing minus "250.00-", US$, DD/MM/YY',
  region: 'VG',
  exercises: [
    "a card statement from the issuer's side with payments marked by a trailing minus",
    'the previous and new balance among other summary figures at the right, with the due date',
    'transaction and posting dates DD/MM/YY',
    'US$ as the currency of a territory without its own',
  ],
  mechanisms: [4, 10, 18],
  currency: 'USD',
  plans: [
    plan(12312, 'vg', '6617', 'Visa Gold', ['2024-02-16', '2024-03-15'], 28, 184_260, {
      liability: true,
      postDates: true,
      scale: 32_000,
    }),
  ],
  bank: 'Road Town Caribbean Bank Ltd.',
  right: (a) => [
    'VISA GOLD CARD STATEMENT',
    `Card Number 4532 71** **** ${a.number}`,
    'Statement Date 15/03/24',
    'Currency: US$',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}   Wickham's Cay I, Road Town, Tortola, VG1110   Licensed by the FSC`,
  intro(flow, a) {
    const d = (v: number): string => `US$${money(v, US_MINUS)}`;
    const fin = -sum(a.txns.filter((t) => t.kind === 'fee' || t.kind === 'interest'));
    const top = flow.y;
    paragraph(flow, ['MS. JOANNE PENN', 'P.O. BOX 3105', 'ROAD TOWN, TORTOLA'], 40, 11);
    flow.y = top;
    keyValues(
      flow,
      [
        ['Previous Balance', d(a.opening)],
        ['Payments/Credits', d(credits(a.txns))],
        ['Purchases/Debits', d(debits(a.txns) - fin)],
        ['Finance Charges', d(fin)],
        ['New Balance', d(a.closing)],
        ['Minimum Payment Due', d(Math.max(2_500, Math.round(a.closing / 2_000) * 100))],
        ['Payment Due Date', '09/04/24'],
      ],
      330,
      555,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Trans. Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Posting Date'], x: 92, w: 50 },
      { kind: 'desc', head: ['Description'], x: 150, w: 290 },
      { kind: 'amount', head: ['Amount (US$)'], x: 455, w: 100 },
    ],
    date: 'DD/MM/YY',
    post: 'DD/MM/YY',
    amount: USD_TRAIL,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Turks and Caicos credit card: charges and credits in two columns, the summary across under the table. */
export const tcCardChargesCreditsSummaryBelow: Layout = simpleLayout({
  id: 'tc-card-usd-charges-credits-columns-summary-across-below',
  title:
    'Turks and Caicos Islands Mastercard statement in English (a Providenciales bank): "Date | Reference | Transaction Description | Charges | Payments & Credits" with both columns unsigned, the summary across the page under the table ("Previous Balance | Payments & Credits | Charges | New Balance" headings over one line of figures), "Statement Closing Date" among the payment due and next statement dates at the right, US$, DD MMM (no year)',
  region: 'TC',
  exercises: [
    "a card's charges and credits in two unsigned columns, from the issuer's side",
    'the previous and new balance under headings across the page, below the table',
    'the statement closing date among several labelled dates',
    'DD MMM dates without a year',
  ],
  mechanisms: [4, 8, 10, 18],
  currency: 'USD',
  plans: [
    plan(12313, 'tc', '0934', 'Mastercard Platinum', ['2024-02-21', '2024-03-20'], 24, 362_145, {
      liability: true,
      scale: 45_000,
    }),
  ],
  bank: 'Grace Bay Island Bank Limited',
  right: (a) => [
    'MASTERCARD PLATINUM STATEMENT',
    `Account No. 5412 **** **** ${a.number}`,
    'Payment Due Date 12 Apr 2024',
    'Statement Closing Date 20 Mar 2024',
    'Next Statement Date 20 Apr 2024',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}   Leeward Highway, Providenciales, Turks and Caicos Islands   All amounts in US$`,
  intro(flow) {
    paragraph(flow, ['MR. DESMOND GARLAND', 'LONG BAY HILLS', 'PROVIDENCIALES TKCA 1ZZ'], 40, 11);
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 36 },
      {
        kind: 'extra',
        head: ['Reference'],
        x: 80,
        w: 60,
        value: (_t, i) => `74${String(5_120_330 + i * 271)}`,
      },
      { kind: 'desc', head: ['Transaction Description'], x: 146, w: 230 },
      { kind: 'credit', head: ['Charges'], x: 390, w: 76 },
      { kind: 'debit', head: ['Payments & Credits'], x: 474, w: 81 },
    ],
    date: 'DD MMM',
    debit: US_PLAIN,
    credit: US_PLAIN,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    flow.down(14);
    const heads = ['Previous Balance', 'Payments & Credits', 'Charges', 'New Balance'];
    const values = [a.opening, credits(a.txns), debits(a.txns), a.closing];
    heads.forEach((h, i) =>
      flow.text(h, 170 + i * 128, { bold: true, align: 'right', tag: 'summary' }),
    );
    flow.down(11);
    values.forEach((v, i) =>
      flow.text(`$${money(v, US_MINUS)}`, 170 + i * 128, { align: 'right', tag: 'summary' }),
    );
  },
});

/** Caribbean guilders with a trailing minus on debits. */
const XCG_TRAIL: MoneyStyle = { numbers: US_NUMBERS, negative: 'trailing' };
const XCG: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };

/** Sint Maarten current account in Dutch and English: newest first, signed amounts with a trailing minus. */
export const sxRekeningNewestFirst: Layout = simpleLayout({
  id: 'sx-rekening-xcg-tweetalig-newest-first-trailing-minus',
  title:
    'Sint Maarten personal current account in Dutch and English (Windward Islands Bank/RBC Sint Maarten-like), in Caribbean guilders since 2025: two-line headings "Datum / Date | Omschrijving / Description | Bedrag / Amount | Saldo / Balance", rows newest first with "Eindsaldo / Closing balance" on top and "Beginsaldo / Opening balance" at the bottom, one signed amount with a trailing minus "125.00-", "Valuta / Currency: XCG (Caribische gulden)", "Cg" in the summary, DD-MM-YYYY',
  region: 'SX',
  exercises: [
    'a newest-first listing with the closing balance on top and the opening at the bottom',
    'one signed amount column with a trailing minus beside the running balance',
    'two-line Dutch/English headings',
    'XCG named as a code, DD-MM-YYYY dates',
  ],
  mechanisms: [4, 7, 8, 11, 18],
  currency: 'XCG',
  plans: [
    plan(
      12314,
      'sx',
      '10.234.567',
      'Betaalrekening / Current Account',
      ['2025-06-01', '2025-06-30'],
      34,
      742_815,
      { scale: 30_000 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\./g, ''),
  bank: 'Great Bay Bank N.V.',
  right: (a) => [
    'REKENINGAFSCHRIFT / ACCOUNT STATEMENT',
    `Rekeningnummer / Account no. ${a.number}`,
    'Valuta / Currency: XCG (Caribische gulden)',
    'Periode / Period: 01-06-2025 t/m 30-06-2025',
  ],
  footer: (p, n) =>
    `Pagina / Page ${p} / ${n}   Back Street, Philipsburg, Sint Maarten   Toezicht CBCS`,
  intro(flow, a) {
    const c = (v: number): string => `Cg ${money(v, XCG)}`;
    const top = flow.y;
    paragraph(
      flow,
      ['DHR. / MR. R. A. RICHARDSON', 'COLEBAY ROAD 41', 'COLE BAY, SINT MAARTEN'],
      40,
      11,
    );
    flow.y = top;
    keyValues(
      flow,
      [
        ['Totaal af / Total debits', c(debits(a.txns))],
        ['Totaal bij / Total credits', c(credits(a.txns))],
      ],
      330,
      555,
      11,
    );
    flow.down(22);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Datum', 'Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Omschrijving', 'Description'], x: 98, w: 250 },
      { kind: 'amount', head: ['Bedrag', 'Amount'], x: 360, w: 95 },
      { kind: 'balance', head: ['Saldo', 'Balance'], x: 465, w: 90 },
    ],
    date: 'DD-MM-YYYY',
    amount: XCG_TRAIL,
    balance: XCG,
    newestFirst: true,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Beginsaldo / Opening balance' },
    closing: { label: 'Eindsaldo / Closing balance' },
  }),
});

export const WORLD23B: readonly Layout[] = [
  psThreeCurrencyAccounts,
  jeCurrentTypeCodesTagOrder,
  ggCallEurContinued,
  vgCardTrailingMinus,
  tcCardChargesCreditsSummaryBelow,
  sxRekeningNewestFirst,
];
