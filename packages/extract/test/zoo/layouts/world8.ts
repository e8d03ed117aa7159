/** Layouts added for issue 8: Asia-Pacific, Africa and the Middle East. */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { LETTER_LANDSCAPE } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

const KEYWORDS = /^(ACCOUNT|BALANCE|TOTAL|PAGE|DATE)$/;

/** A short code per kind of row, as Asian banks print in a narrow column. */
function typeCode(t: ZooTxn): string {
  if (t.kind === 'atm') return 'ATM';
  if (t.kind === 'transfer') return 'ICT';
  if (t.kind === 'fee') return 'SC';
  if (t.kind === 'interest') return 'INT';
  return t.cents > 0 ? 'GIRO' : 'POS';
}

/** A time of day derived from the row's position, for the time columns some banks print. */
const timeOf = (i: number): string =>
  `${String(7 + ((i * 5) % 14)).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}`;

/** New Zealand: page number on the last row's baseline, the account number shortened on later pages. */
export const nzFooterAccountPerPage: Layout = simpleLayout({
  id: 'nz-footer-on-row-account-per-page',
  title:
    'NZ everyday account (ASB/Kiwibank-like): page text on a row baseline, "12-3456-0123456-00" then "0123456-00"',
  region: 'NZ',
  exercises: [
    'text right of the balance on the last row of a page',
    'account number shortened on later pages',
    'no repeated heading',
    'NZ$ summary',
  ],
  mechanisms: [1, 3, 18],
  currency: 'NZD',
  plans: [
    plan(
      8301,
      'nz',
      '12-3456-0123456-00',
      'Streamline',
      ['2024-03-01', '2024-03-31'],
      95,
      342_000,
      { scale: 7_000 },
    ),
  ],
  bank: 'Harbour Bank NZ',
  right: (a, p) =>
    p === 1
      ? [`Account ${a.number}`, 'Statement 1 Mar 2024 to 31 Mar 2024']
      : [`Acct no. ${a.number.slice(8)}`],
  footer: () => 'Harbour Bank New Zealand Limited',
  pageFooter(flow, p, n) {
    const y = flow.lowest(['date']);
    if (y !== undefined)
      flow.text(`Page ${p} of ${n}`, 585, { y, align: 'right', size: 7, tag: 'furniture' });
  },
  intro(flow, a) {
    const nzd: MoneyStyle = { ...US_MINUS, prefix: 'NZ$' };
    keyValues(
      flow,
      [
        ['Opening balance', money(a.opening, nzd)],
        ['Closing balance', money(a.closing, nzd)],
      ],
      40,
      260,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 40 },
      { kind: 'desc', head: ['Transaction'], x: 85, w: 230 },
      { kind: 'debit', head: ['Withdrawals'], x: 320, w: 60 },
      { kind: 'credit', head: ['Deposits'], x: 385, w: 60 },
      { kind: 'balance', head: ['Balance'], x: 450, w: 70 },
    ],
    date: 'DD MMM',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    repeatHead: false,
  }),
});

/** Australian: two-letter "Dr"/"Cr" headings, CR-suffixed balances, A$ summary. */
export const auDrCrHeaders: Layout = simpleLayout({
  id: 'au-dr-cr-headings',
  title:
    'Australian transaction account (Westpac/NAB-like): "Date | Transaction details | Dr | Cr | Balance"',
  region: 'AU',
  exercises: ['two-letter Dr/Cr column headings', '"1,234.56 CR" balances', 'A$ summary'],
  mechanisms: [8, 18],
  currency: 'AUD',
  plans: [
    plan(
      8302,
      'au',
      '032-001 123456',
      'Everyday Access',
      ['2024-04-01', '2024-04-30'],
      40,
      188_000,
    ),
  ],
  bank: 'Coral Coast Bank',
  right: (a) => [`BSB/Account ${a.number}`, 'Statement period 1 Apr 2024 - 30 Apr 2024'],
  intro(flow, a) {
    const aud: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', crSuffix: true, prefix: 'A$' };
    keyValues(
      flow,
      [
        ['Opening balance', money(a.opening, aud)],
        ['Closing balance', money(a.closing, aud)],
      ],
      40,
      280,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 45 },
      { kind: 'desc', head: ['Transaction details'], x: 90, w: 240 },
      { kind: 'debit', head: ['Dr'], x: 335, w: 65 },
      { kind: 'credit', head: ['Cr'], x: 405, w: 65 },
      { kind: 'balance', head: ['Balance'], x: 475, w: 80 },
    ],
    date: 'DD MMM YY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: { numbers: US_NUMBERS, negative: 'dr', crSuffix: true },
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Australian card over New Year: the period end among several labelled dates, year-less rows. */
export const auCardPeriodAmongDates: Layout = simpleLayout({
  id: 'au-card-period-among-dates',
  title:
    'Australian credit card: statement period, issue date and due date all labelled, "16 Dec" rows over New Year',
  region: 'AU',
  exercises: [
    'period end among several labelled dates',
    'year-less dates over New Year',
    'card amounts owed',
  ],
  mechanisms: [10],
  plans: [
    plan(8303, 'au', '5522', 'Low Rate Mastercard', ['2023-12-16', '2024-01-15'], 42, 96_430, {
      liability: true,
    }),
  ],
  bank: 'Coral Coast Bank Cards',
  right: (a) => [`Card number ending ${a.number}`, 'Statement issued 17 Jan 2024'],
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Statement period', '16 Dec 2023 to 15 Jan 2024'],
        ['Payment due date', '9 Feb 2024'],
        ['Opening balance', money(a.opening, US_MINUS)],
        ['Closing balance', money(a.closing, US_MINUS)],
      ],
      40,
      300,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 40 },
      { kind: 'desc', head: ['Transaction details'], x: 90, w: 330 },
      { kind: 'amount', head: ['Amount ($)'], x: 470, w: 85 },
    ],
    date: 'DD MMM',
    amount: US_MINUS,
    owedView: true,
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Singapore: a narrow type-code column, amounts on the last line of a wrapped row. */
export const sgTypeCodeLastLine: Layout = simpleLayout({
  id: 'sg-type-code-amount-last-line',
  title:
    'Singapore account (DBS/OCBC-like): "POS"/"ICT"/"GIRO" code column, amounts on the last line of wrapped rows',
  region: 'SG',
  exercises: [
    'a short type code in its own column starts each row',
    'amounts on the last line',
    'S$ summary',
  ],
  mechanisms: [12, 18],
  currency: 'SGD',
  plans: [
    plan(
      8304,
      'sg',
      '012-345678-9',
      'Multiplier Account',
      ['2024-03-01', '2024-03-31'],
      45,
      1_023_400,
      { longShare: 0.45 },
    ),
  ],
  bank: 'Lion City Bank',
  right: (a) => [`Account No. ${a.number}`, '01 Mar 2024 to 31 Mar 2024'],
  intro(flow, a) {
    flow.text(`Balance Brought Forward S$${money(a.opening, US_MINUS)}`, 40);
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 45 },
      { kind: 'extra', head: ['Code'], x: 88, w: 28, value: typeCode },
      { kind: 'desc', head: ['Description'], x: 122, w: 198 },
      { kind: 'debit', head: ['Withdrawal'], x: 325, w: 70 },
      { kind: 'credit', head: ['Deposit'], x: 400, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 475, w: 80 },
    ],
    date: 'DD MMM',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    amountsOnLastLine: true,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Balance Brought Forward' },
    closing: { label: 'Balance Carried Forward' },
  }),
});

/** Hong Kong virtual bank: a time column right of the balance, trailing zeros dropped from amounts. */
export const hkTimeTrimmed: Layout = simpleLayout({
  id: 'hk-time-column-trimmed-decimals',
  title:
    'Hong Kong virtual bank export: "12.5" and "1500" amounts, a time column right of the balance, HK$',
  region: 'HK',
  exercises: ['time of day right of the balance', 'amounts with 0 or 1 decimals', 'HK$ summary'],
  mechanisms: [1, 6, 18],
  currency: 'HKD',
  plans: [
    plan(8305, 'hk', '585-123456-883', 'Savings', ['2024-05-01', '2024-05-31'], 40, 2_500_000, {
      roundShare: 0.6,
      scale: 40_000,
    }),
  ],
  bank: 'Victoria Harbour Virtual Bank',
  right: (a) => [`Account number ${a.number}`, '2024-05-01 to 2024-05-31'],
  intro(flow, a) {
    const hkd: MoneyStyle = { ...US_MINUS, prefix: 'HK$' };
    keyValues(
      flow,
      [
        ['Opening balance', money(a.opening, hkd)],
        ['Closing balance', money(a.closing, hkd)],
      ],
      40,
      280,
      12,
    );
    flow.down(12);
  },
  table: () => {
    const trim: MoneyStyle = { ...US_MINUS, decimals: 'trim' };
    return {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 55 },
        { kind: 'desc', head: ['Details'], x: 100, w: 250 },
        { kind: 'amount', head: ['Amount'], x: 355, w: 75 },
        { kind: 'balance', head: ['Balance'], x: 435, w: 75 },
        { kind: 'extra', head: ['Time'], x: 525, w: 30, value: (_t, i) => timeOf(i) },
      ],
      date: 'YYYY-MM-DD',
      amount: trim,
      balance: trim,
      lineHeight: 11,
      rowGap: 3,
    };
  },
});

/** Indian savings: "0.00" in the unused withdrawal/deposit column, reference and value date columns. */
export const inZeroUnused: Layout = simpleLayout({
  id: 'in-zero-in-unused-column',
  title:
    'Indian savings (HDFC/Kotak-like): "0.00" in the unused column, "Chq./Ref.No." and "Value Dt" columns, INR',
  region: 'IN',
  exercises: [
    '"0.00" printed in the unused money column',
    'reference and value date columns',
    'DD/MM/YY dates',
  ],
  mechanisms: [6, 18],
  currency: 'INR',
  plans: [
    plan(
      8306,
      'in',
      '50100123456789',
      'Savings Account',
      ['2024-03-01', '2024-03-31'],
      45,
      8_452_000,
      { postDates: true, scale: 300_000 },
    ),
  ],
  bank: 'Deccan Bank Ltd',
  textSize: 7,
  right: (a) => [`Account No : ${a.number}`, 'Currency : INR', 'From : 01/03/2024 To : 31/03/2024'],
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Opening Balance', money(a.opening, US_MINUS)],
        ['Closing Bal', money(a.closing, US_MINUS)],
      ],
      40,
      260,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 40 },
      { kind: 'desc', head: ['Narration'], x: 85, w: 185 },
      {
        kind: 'extra',
        head: ['Chq./Ref.No.'],
        x: 275,
        w: 55,
        value: (_t, i) => `0000${412300 + i * 37}`,
      },
      { kind: 'post', head: ['Value Dt'], x: 335, w: 38 },
      { kind: 'debit', head: ['Withdrawal Amt.'], x: 378, w: 55 },
      { kind: 'credit', head: ['Deposit Amt.'], x: 438, w: 52 },
      { kind: 'balance', head: ['Closing Balance'], x: 495, w: 60 },
    ],
    date: 'DD/MM/YY',
    post: 'DD/MM/YY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    unusedCell: '0.00',
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Indonesian: whole rupiah with "." grouping, DD-MM-YYYY dates, IDR. */
export const idWholeRupiah: Layout = simpleLayout({
  id: 'id-whole-rupiah-dash-dates',
  title:
    'Indonesian rekening koran (Mandiri/BNI-like): whole rupiah "1.250.000", "05-03-2024", "Saldo Awal"',
  region: 'ID',
  exercises: ['whole-number amounts', 'day-first dates with "-"', 'IDR code'],
  mechanisms: [6, 11, 18],
  currency: 'IDR',
  plans: [
    plan(
      8307,
      'id',
      '137-00-1234567-8',
      'Tabungan',
      ['2024-03-01', '2024-03-31'],
      42,
      12_450_000_00,
      { unit: 100, scale: 350_000_00 },
    ),
  ],
  bank: 'Bank Nusantara',
  right: (a) => [`No. Rekening ${a.number}`, 'Mata Uang IDR', 'Periode 01-03-2024 s/d 31-03-2024'],
  table: () => {
    const idr: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus', decimals: 0 };
    return {
      cols: [
        { kind: 'date', head: ['Tanggal'], x: 40, w: 50 },
        { kind: 'desc', head: ['Keterangan'], x: 95, w: 220 },
        { kind: 'debit', head: ['Debet'], x: 320, w: 75 },
        { kind: 'credit', head: ['Kredit'], x: 400, w: 75 },
        { kind: 'balance', head: ['Saldo'], x: 480, w: 75 },
      ],
      date: 'DD-MM-YYYY',
      debit: { ...idr, negative: 'none' },
      credit: { ...idr, negative: 'none' },
      balance: idr,
      lineHeight: 11,
      rowGap: 3,
      opening: { label: 'Saldo Awal' },
      closing: { label: 'Saldo Akhir' },
    };
  },
});

/** Malaysian: trailing-minus amounts, wrapped descriptions with header-like words at line starts, RM. */
export const myKeywordsTrailing: Layout = simpleLayout({
  id: 'my-keywords-trailing-minus',
  title:
    'Malaysian savings (Maybank-like): "1,234.56-" amounts, wrapped lines starting ACCOUNT/BALANCE/TOTAL/DATE',
  region: 'MY',
  exercises: [
    'header-like words starting wrapped description lines',
    'trailing minus',
    'RM summary',
  ],
  mechanisms: [2, 18],
  currency: 'MYR',
  plans: [
    plan(
      8308,
      'my',
      '1141 2233 4455',
      'Savings Account-i',
      ['2024-04-01', '2024-04-30'],
      45,
      520_000,
      {
        extraDebits: [
          'IBG TRANSFER TO ACCOUNT {n9} RENT',
          'FPX PAYMENT BALANCE {n6} INSURANS',
          'SALE DEBIT TOTAL PETRONAS {w}',
          'DUITNOW PAGE {n4} TUITION',
          'TRANSFER DATE {d} SAVINGS',
        ],
      },
    ),
  ],
  bank: 'Bank Semenanjung',
  right: (a) => [`ACCOUNT NUMBER ${a.number}`, 'STATEMENT DATE 30/04/24'],
  intro(flow, a) {
    const rm: MoneyStyle = { ...US_MINUS, prefix: 'RM ' };
    keyValues(flow, [['BEGINNING BALANCE', money(a.opening, rm)]], 40, 280, 12);
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['ENTRY', 'DATE'], x: 40, w: 50 },
      { kind: 'desc', head: ['', 'TRANSACTION DESCRIPTION'], x: 95, w: 240 },
      { kind: 'amount', head: ['TRANSACTION', 'AMOUNT'], x: 340, w: 95 },
      { kind: 'balance', head: ['STATEMENT', 'BALANCE'], x: 445, w: 100 },
    ],
    date: 'DD/MM/YY',
    amount: { ...US_MINUS, negative: 'trailing' },
    balance: { ...US_MINUS, negative: 'trailing' },
    breakBefore: KEYWORDS,
    lineHeight: 10,
    rowGap: 3,
    closing: { label: 'ENDING BALANCE' },
  }),
});

/** Philippine: both balances on one line, a branch column right of the balance, PHP. */
export const phTwoFiguresBranchRight: Layout = simpleLayout({
  id: 'ph-two-balances-one-line-branch-right',
  title:
    'Philippine savings (BPI/BDO-like): "BEGINNING BALANCE ... ENDING BALANCE ..." on one line, BRANCH right of the balance',
  region: 'PH',
  exercises: ['two labelled figures on one line', 'a text column right of the balance', 'PHP code'],
  mechanisms: [1, 4, 18],
  currency: 'PHP',
  plans: [
    plan(8309, 'ph', '3149-0123-45', 'Savings', ['2024-03-01', '2024-03-31'], 40, 8_545_000, {
      scale: 300_000,
    }),
  ],
  bank: 'Bank of the Islands',
  right: (a) => [`ACCOUNT NO. ${a.number}`, 'PERIOD COVERED MARCH 1, 2024 TO MARCH 31, 2024'],
  intro(flow, a) {
    const php: MoneyStyle = { ...US_MINUS, prefix: 'PHP ' };
    flow.text(`BEGINNING BALANCE ${money(a.opening, php)}`, 40);
    flow.text(`ENDING BALANCE ${money(a.closing, php)}`, 320);
    flow.down(20);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['DATE'], x: 40, w: 40 },
      { kind: 'desc', head: ['DESCRIPTION'], x: 85, w: 200 },
      { kind: 'debit', head: ['DEBIT'], x: 290, w: 65 },
      { kind: 'credit', head: ['CREDIT'], x: 360, w: 65 },
      { kind: 'balance', head: ['BALANCE'], x: 430, w: 70 },
      {
        kind: 'extra',
        head: ['BRANCH'],
        x: 510,
        w: 45,
        value: (t) => (t.kind === 'atm' ? 'MAKATI' : t.kind === 'deposit' ? 'ORTIGAS' : 'ONLINE'),
      },
    ],
    date: 'MMM DD',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Japanese internet banking: newest first, whole yen, YYYY/MM/DD. */
export const jpNewestFirstYen: Layout = simpleLayout({
  id: 'jp-newest-first-whole-yen',
  title: 'Japanese internet banking statement (romanised): newest first, whole yen, "2024/03/05"',
  region: 'JP',
  exercises: ['newest-first rows', 'whole-number amounts', 'YYYY/MM/DD dates', 'JPY code'],
  mechanisms: [6, 7, 18],
  currency: 'JPY',
  plans: [
    plan(8310, 'jp', '123-4567890', 'Futsu Yokin', ['2024-03-01', '2024-03-31'], 40, 845_600_00, {
      unit: 100,
      scale: 25_000_00,
    }),
  ],
  bank: 'Sakura Kaido Bank',
  right: (a) => [`Branch 123 Ordinary ${a.number}`, 'Currency JPY', '2024/03/01 - 2024/03/31'],
  table: () => {
    const yen: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', decimals: 0 };
    return {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 55 },
        { kind: 'desc', head: ['Description'], x: 100, w: 220 },
        { kind: 'debit', head: ['Withdrawals'], x: 325, w: 70 },
        { kind: 'credit', head: ['Deposits'], x: 400, w: 70 },
        { kind: 'balance', head: ['Balance'], x: 475, w: 80 },
      ],
      date: 'YYYY/MM/DD',
      debit: { ...yen, negative: 'none' },
      credit: { ...yen, negative: 'none' },
      balance: yen,
      newestFirst: true,
      lineHeight: 11,
      rowGap: 3,
      opening: { label: 'Balance brought forward' },
      closing: { label: 'Current balance' },
    };
  },
});

/** Kenyan: newest first, "0" in the unused column, balances only in the summary box. */
export const keNewestFirstZero: Layout = simpleLayout({
  id: 'ke-newest-first-zero-unused',
  title:
    'Kenyan account (Equity/KCB-like): newest first, "0" in the unused Debit/Credit column, KES',
  region: 'KE',
  exercises: ['newest-first rows', '"0" in the unused column', 'balances only in the summary'],
  mechanisms: [6, 7, 18],
  currency: 'KES',
  plans: [
    plan(
      8311,
      'ke',
      '0170291234567',
      'Ordinary Account',
      ['2024-04-01', '2024-04-30'],
      42,
      8_452_000,
      { postDates: true, scale: 250_000 },
    ),
  ],
  bank: 'Rift Valley Bank',
  right: (a) => [`Account Number: ${a.number}`, 'Currency: KES', 'Period: 01/04/2024 - 30/04/2024'],
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Opening Balance', money(a.opening, US_MINUS)],
        ['Total Debits', money(-sum(a.txns.filter((t) => t.cents < 0)), US_MINUS)],
        ['Total Credits', money(sum(a.txns.filter((t) => t.cents > 0)), US_MINUS)],
        ['Closing Balance', money(a.closing, US_MINUS)],
      ],
      40,
      280,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Transaction', 'Date'], x: 40, w: 55 },
      { kind: 'post', head: ['Value', 'Date'], x: 100, w: 55 },
      { kind: 'desc', head: ['', 'Narrative'], x: 160, w: 180 },
      { kind: 'debit', head: ['', 'Debit'], x: 345, w: 65 },
      { kind: 'credit', head: ['', 'Credit'], x: 415, w: 65 },
      { kind: 'balance', head: ['Running', 'Balance'], x: 485, w: 70 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    unusedCell: '0',
    newestFirst: true,
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Nigerian (landscape): branch and remarks right of the balance, "-" in the unused column. */
export const ngRemarksRight: Layout = simpleLayout({
  id: 'ng-branch-remarks-right-of-balance',
  title:
    'Nigerian account (GTBank-like, landscape): "Originating Branch | Remarks" right of the balance, "-" when unused',
  region: 'NG',
  exercises: [
    'description and a branch column right of the balance',
    '"-" in the unused column',
    'DD-MMM-YYYY dates',
    'NGN code',
  ],
  mechanisms: [1, 6, 18],
  currency: 'NGN',
  size: LETTER_LANDSCAPE,
  plans: [
    plan(
      8312,
      'ng',
      '0123456789',
      'Savings Account',
      ['2024-03-01', '2024-03-31'],
      45,
      45_250_000,
      { postDates: true, scale: 2_500_000 },
    ),
  ],
  bank: 'Lagoon Trust Bank',
  right: (a) => [`Account No: ${a.number}`, 'Currency: NGN', 'Period: 01-Mar-2024 to 31-Mar-2024'],
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Opening Balance', money(a.opening, US_MINUS)],
        ['Closing Balance', money(a.closing, US_MINUS)],
      ],
      40,
      300,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Trans. Date'], x: 40, w: 55 },
      { kind: 'post', head: ['Value Date'], x: 100, w: 55 },
      {
        kind: 'extra',
        head: ['Reference'],
        x: 160,
        w: 55,
        value: (_t, i) => `S${4410220 + i * 31}`,
      },
      { kind: 'debit', head: ['Debits'], x: 220, w: 75 },
      { kind: 'credit', head: ['Credits'], x: 300, w: 75 },
      { kind: 'balance', head: ['Balance'], x: 380, w: 80 },
      {
        kind: 'extra',
        head: ['Originating Branch'],
        x: 470,
        w: 75,
        value: (t) => (t.kind === 'atm' ? 'IKEJA' : 'E-CHANNELS'),
      },
      { kind: 'desc', head: ['Remarks'], x: 550, w: 200 },
    ],
    date: 'DD-MMM-YYYY',
    post: 'DD-MMM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    unusedCell: '-',
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Ghanaian: Dr/Cr headings and a "TURNOVER" line with both column sums. */
export const ghDrCrTurnover: Layout = simpleLayout({
  id: 'gh-dr-cr-turnover',
  title:
    'Ghanaian current account: "Particulars | Dr | Cr | Balance" and a "TURNOVER" line with both column sums',
  region: 'GH',
  exercises: ['Dr/Cr headings', 'a subtotal line named TURNOVER', 'GHS code'],
  mechanisms: [8, 13, 18],
  currency: 'GHS',
  plans: [
    plan(
      8313,
      'gh',
      '1441000123456',
      'Current Account',
      ['2024-03-01', '2024-03-31'],
      38,
      1_254_000,
      { scale: 60_000 },
    ),
  ],
  bank: 'Gold Coast Commercial Bank',
  right: (a) => [`A/C No. ${a.number}`, 'Currency GHS', '01-MAR-2024 TO 31-MAR-2024'],
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 60 },
      { kind: 'desc', head: ['Particulars'], x: 105, w: 220 },
      { kind: 'debit', head: ['Dr'], x: 330, w: 70 },
      { kind: 'credit', head: ['Cr'], x: 405, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 480, w: 75 },
    ],
    date: 'DD-MMM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'Balance B/F' },
    closing: { label: 'Closing Balance' },
    totals: { label: 'TURNOVER' },
  }),
});

/** South African savings with no transactions in the period. */
export const zaEmptyPeriod: Layout = simpleLayout({
  id: 'za-empty-period',
  title:
    'South African savings: "Opening Balance", "No transactions for this period", "Closing Balance", ZAR',
  region: 'ZA',
  exercises: ['a period without transactions'],
  mechanisms: [19, 18],
  currency: 'ZAR',
  plans: [
    plan(8314, 'za', '62 1234 5678', 'Money Market', ['2024-03-01', '2024-03-31'], 0, 2_540_075),
  ],
  bank: 'Highveld Bank',
  right: (a) => [
    `Account number ${a.number}`,
    'All amounts in ZAR',
    'Statement period 1 March 2024 to 31 March 2024',
  ],
  intro(flow) {
    paragraph(flow, ['No transactions for this period.'], 40, 12);
    flow.down(8);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Description'], x: 95, w: 250 },
      { kind: 'amount', head: ['Amount'], x: 360, w: 85 },
      { kind: 'balance', head: ['Balance'], x: 455, w: 100 },
    ],
    date: 'DD MMM YYYY',
    amount: US_MINUS,
    balance: { ...US_MINUS, prefix: 'R' },
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'Opening Balance', dated: true },
    closing: { label: 'Closing Balance', dated: true },
  }),
});

/** UAE account with no transactions: only "Balance B/F" and "Balance C/F". */
export const aeEmptyBroughtForward: Layout = simpleLayout({
  id: 'ae-empty-period-bf-cf',
  title: 'UAE current account (Emirates NBD-like): only "Balance B/F" and "Balance C/F" lines, AED',
  region: 'AE',
  exercises: ['a period without transactions', 'B/F and C/F lines'],
  mechanisms: [19, 18],
  currency: 'AED',
  plans: [
    plan(
      8315,
      'ae',
      '1012345678901',
      'Current Account',
      ['2024-02-01', '2024-02-29'],
      0,
      1_845_000,
    ),
  ],
  bank: 'Gulf Crescent Bank',
  right: (a) => [`Account No. ${a.number}`, 'Currency AED', 'From 01/02/2024 To 29/02/2024'],
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 55 },
      { kind: 'desc', head: ['Description'], x: 100, w: 230 },
      { kind: 'debit', head: ['Debit'], x: 335, w: 70 },
      { kind: 'credit', head: ['Credit'], x: 410, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 485, w: 70 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'Balance B/F', dated: true },
    closing: { label: 'Balance C/F', dated: true },
  }),
});

/** Malaysian card: "PREVIOUS BALANCE" as the first row, payments with "CR", the closing only as total due. */
export const myCardPreviousBalance: Layout = simpleLayout({
  id: 'my-card-previous-balance-cr',
  title:
    'Malaysian credit card (CIMB/Public Bank-like): "PREVIOUS BALANCE" row, "CR" payments, "TOTAL AMOUNT DUE"',
  region: 'MY',
  exercises: [
    'previous balance as the first table row',
    'CR-suffixed payments',
    'closing only as total amount due',
  ],
  mechanisms: [4, 18],
  currency: 'MYR',
  plans: [
    plan(8316, 'my', '4364', 'Platinum Visa', ['2024-03-13', '2024-04-12'], 35, 184_320, {
      liability: true,
      postDates: true,
    }),
  ],
  bank: 'Bank Semenanjung Cards',
  right: (a) => [
    `CARD NO. XXXX XXXX XXXX ${a.number}`,
    'STATEMENT DATE 12 APR 2024',
    'ALL AMOUNTS IN RM',
  ],
  table: () => ({
    cols: [
      { kind: 'post', head: ['POSTING', 'DATE'], x: 40, w: 55 },
      { kind: 'date', head: ['TRANSACTION', 'DATE'], x: 100, w: 70 },
      { kind: 'desc', head: ['', 'TRANSACTION DESCRIPTION'], x: 175, w: 270 },
      { kind: 'amount', head: ['', 'AMOUNT (RM)'], x: 460, w: 95 },
    ],
    date: 'DD MMM',
    post: 'DD MMM',
    amount: { numbers: US_NUMBERS, negative: 'dr', drWord: 'CR' },
    owedView: true,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'PREVIOUS BALANCE' },
  }),
  outro(flow, a) {
    flow.down(8);
    keyValues(
      flow,
      [
        ['TOTAL AMOUNT DUE', money(a.closing, US_MINUS)],
        ['MINIMUM PAYMENT', '50.00'],
      ],
      175,
      555,
      12,
    );
  },
});

/** Australian offset account: the account name on its own labelled line, BSB and number. */
export const auAccountNameOffset: Layout = simpleLayout({
  id: 'au-account-name-offset',
  title:
    'Australian offset account (ANZ/CBA-like): "Account name Everyday Offset", BSB, "Money out $ | Money in $"',
  region: 'AU',
  exercises: ['a labelled account name', 'BSB beside the number', '$ column headings'],
  mechanisms: [18],
  namePrinted: true,
  plans: [
    plan(
      8317,
      'au',
      '062-000 12345678',
      'Everyday Offset',
      ['2024-05-01', '2024-05-31'],
      34,
      1_845_500,
    ),
  ],
  bank: 'Wattle Bank',
  right: (a) => [
    `Account name ${a.name}`,
    `BSB and account number ${a.number}`,
    'Period 1 May 2024 to 31 May 2024',
  ],
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 55 },
      { kind: 'desc', head: ['Transaction'], x: 100, w: 230 },
      { kind: 'debit', head: ['Money out $'], x: 335, w: 70 },
      { kind: 'credit', head: ['Money in $'], x: 410, w: 70 },
      { kind: 'balance', head: ['Balance $'], x: 485, w: 70 },
    ],
    date: 'DD MMM YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'Opening balance' },
    closing: { label: 'Closing balance' },
  }),
});

export const WORLD8: readonly Layout[] = [
  nzFooterAccountPerPage,
  auDrCrHeaders,
  auCardPeriodAmongDates,
  sgTypeCodeLastLine,
  hkTimeTrimmed,
  inZeroUnused,
  idWholeRupiah,
  myKeywordsTrailing,
  phTwoFiguresBranchRight,
  jpNewestFirstYen,
  keNewestFirstZero,
  ngRemarksRight,
  ghDrCrTurnover,
  zaEmptyPeriod,
  aeEmptyBroughtForward,
  myCardPreviousBalance,
  auAccountNameOffset,
];
