/**
 * Zoo growth for issue 8 (part 1): Turkey, Israel, Saudi Arabia, Vietnam and South Korea. Written
 * from what those banks print, without reading the engine.
 */
import type { MoneyStyle } from '../format.ts';
import { money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, simpleLayout, sum } from './common.ts';
import { EU_MINUS, plan, US_MINUS, US_PLAIN } from './styles.ts';

/** A time of day from the row's position, for banks that print one beside the date. */
export const clock = (i: number, seconds = false): string => {
  const hm = `${String(8 + ((i * 7) % 13)).padStart(2, '0')}:${String((i * 23) % 60).padStart(2, '0')}`;
  return seconds ? `${hm}:${String((i * 41) % 60).padStart(2, '0')}` : hm;
};

const HIJRI = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The Umm al-Qura (Hijri) date Saudi banks print beside the Gregorian one, "24/08/1445". */
export function hijri(iso: string): string {
  const parts = HIJRI.formatToParts(new Date(`${iso}T00:00:00Z`));
  const part = (t: string): string => parts.find((p) => p.type === t)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** Turkish: dotted day-first dates, "-1.234,56" amounts, a receipt number right of the balance, TL. */
export const trDekontRight: Layout = simpleLayout({
  id: 'tr-hesap-hareketleri-dekont-no',
  title:
    'Turkish account activity (Garanti/Is Bankasi-like): "TARIH | AÇIKLAMA | TUTAR | BAKIYE | DEKONT NO", "-1.234,56", TL',
  region: 'TR',
  exercises: [
    'a receipt-number column right of the balance',
    'DD.MM.YYYY dates with no slashed date anywhere',
    'signed amounts in EU grouping',
    'currency printed as TL',
  ],
  mechanisms: [1, 11, 18],
  currency: 'TRY',
  plans: [
    plan(9101, 'tr', '6295 1234567', 'Vadesiz TL', ['2024-03-01', '2024-03-31'], 44, 2_345_670, {
      scale: 120_000,
    }),
  ],
  bank: 'Bogazici Bankasi A.S.',
  right: (a) => [`Hesap No: ${a.number}`, 'Dönem: 01.03.2024 - 31.03.2024', 'Para Birimi: TL'],
  footer: (p, n) => `Sayfa ${p} / ${n}`,
  intro(flow, a) {
    flow.text('HESAP HAREKETLERI', 40, { bold: true, size: 10 });
    flow.down(16);
    keyValues(
      flow,
      [
        ['Önceki Bakiye', `${money(a.opening, EU_MINUS)} TL`],
        ['Dönem Sonu Bakiye', `${money(a.closing, EU_MINUS)} TL`],
      ],
      40,
      260,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['TARIH'], x: 40, w: 50 },
      { kind: 'desc', head: ['AÇIKLAMA'], x: 95, w: 230 },
      { kind: 'amount', head: ['TUTAR (TL)'], x: 330, w: 70 },
      { kind: 'balance', head: ['BAKIYE (TL)'], x: 405, w: 75 },
      {
        kind: 'extra',
        head: ['DEKONT NO'],
        x: 495,
        w: 60,
        value: (_t, i) => String(7_734_100_118 + i * 9_173),
      },
    ],
    date: 'DD.MM.YYYY',
    amount: EU_MINUS,
    balance: EU_MINUS,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'DEVREDEN BAKIYE' },
  }),
});

/** Israeli (English print of a right-to-left statement): balance first, dates last, trailing minus. */
export const ilMirroredColumns: Layout = simpleLayout({
  id: 'il-mirrored-columns-trailing-minus',
  title:
    'Israeli current account in English (Hapoalim/Leumi-like): columns in right-to-left order, "Balance | Credit | Debit | Description | Value date | Date", "1,234.56-"',
  region: 'IL',
  exercises: [
    'money columns left of the description, dates right of everything',
    'trailing-minus overdrawn balances',
    'DD/MM/YY dates',
    'NIS as the currency word',
  ],
  mechanisms: [1, 18],
  currency: 'ILS',
  plans: [
    plan(9102, 'il', '12-612-345678', 'Current Account', ['2024-03-01', '2024-03-31'], 40, 64_500, {
      overdraft: true,
      postDates: true,
      scale: 60_000,
    }),
  ],
  bank: 'Bank Carmel Ltd',
  right: (a) => [`Account ${a.number}`, 'Period 01/03/2024 - 31/03/2024', 'Currency NIS'],
  intro(flow, a) {
    const trailing: MoneyStyle = { numbers: US_NUMBERS, negative: 'trailing' };
    keyValues(
      flow,
      [
        ['Opening balance', money(a.opening, trailing)],
        ['Closing balance', money(a.closing, trailing)],
      ],
      40,
      250,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'balance', head: ['Balance in NIS'], x: 40, w: 70 },
      { kind: 'credit', head: ['Credit'], x: 115, w: 60 },
      { kind: 'debit', head: ['Debit'], x: 180, w: 60 },
      { kind: 'desc', head: ['Description'], x: 255, w: 190 },
      { kind: 'post', head: ['Value date'], x: 455, w: 45 },
      { kind: 'date', head: ['Date'], x: 510, w: 45 },
    ],
    date: 'DD/MM/YY',
    post: 'DD/MM/YY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: { numbers: US_NUMBERS, negative: 'trailing' },
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Saudi: a Hijri date column beside the Gregorian one, an IBAN beside the account number, SAR. */
export const saHijriColumn: Layout = simpleLayout({
  id: 'sa-hijri-date-column',
  title:
    'Saudi current account (Al Rajhi/SNB-like, English): Gregorian and Hijri date columns, Hijri period, account number and IBAN, SAR',
  region: 'SA',
  exercises: [
    'a second date column in another calendar (year 1445)',
    'a Hijri period beside the Gregorian one',
    'labelled account number beside an IBAN',
  ],
  mechanisms: [5, 10, 18],
  currency: 'SAR',
  plans: [
    plan(
      9103,
      'sa',
      '608010167519',
      'Current Account',
      ['2024-03-01', '2024-03-31'],
      40,
      1_845_025,
      { scale: 90_000 },
    ),
  ],
  bank: 'Najd National Bank',
  right: (a) => [
    `Account Number ${a.number}`,
    'IBAN SA03 8000 0000 6080 1016 7519',
    'Period 01/03/2024 - 31/03/2024',
    'Hijri 20/08/1445 - 21/09/1445',
  ],
  intro(flow, a) {
    const sar: MoneyStyle = { ...US_MINUS, suffix: ' SAR' };
    keyValues(
      flow,
      [
        ['Opening Balance', money(a.opening, sar)],
        ['Total Debits', money(-sum(a.txns.filter((t) => t.cents < 0)), sar)],
        ['Total Credits', money(sum(a.txns.filter((t) => t.cents > 0)), sar)],
        ['Closing Balance', money(a.closing, sar)],
      ],
      40,
      280,
      12,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'extra', head: ['Hijri Date'], x: 95, w: 50, value: (t) => hijri(t.date) },
      { kind: 'desc', head: ['Transaction Details'], x: 150, w: 190 },
      { kind: 'debit', head: ['Debit'], x: 345, w: 65 },
      { kind: 'credit', head: ['Credit'], x: 415, w: 65 },
      { kind: 'balance', head: ['Balance'], x: 485, w: 70 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Vietnamese: bilingual two-line headings, whole dong with "," grouping, a document number column. */
export const vnBilingualDong: Layout = simpleLayout({
  id: 'vn-bilingual-whole-dong',
  title:
    'Vietnamese account statement (Vietcombank/BIDV-like): "SAO KE TAI KHOAN / ACCOUNT STATEMENT", bilingual headings, whole VND "1,250,000"',
  region: 'VN',
  exercises: [
    'headings in two languages on two lines',
    'whole-number amounts with "," grouping',
    'a document-number column between the date and the description',
  ],
  mechanisms: [6, 18],
  currency: 'VND',
  plans: [
    plan(
      9104,
      'vn',
      '0071000123456',
      'Tai khoan thanh toan',
      ['2024-04-01', '2024-04-30'],
      42,
      4_560_000_000,
      { unit: 100_000, scale: 150_000_000 },
    ),
  ],
  bank: 'Ngan hang TMCP Song Hong',
  right: (a) => [
    `So TK / Account No: ${a.number}`,
    'Loai tien / Currency: VND',
    'Tu ngay / From 01/04/2024 Den ngay / To 30/04/2024',
  ],
  intro(flow, a) {
    const vnd: MoneyStyle = { ...US_MINUS, decimals: 0 };
    flow.text('SAO KE TAI KHOAN / ACCOUNT STATEMENT', 40, { bold: true, size: 10 });
    flow.down(16);
    keyValues(
      flow,
      [
        ['So du dau ky / Opening balance', money(a.opening, vnd)],
        ['So du cuoi ky / Closing balance', money(a.closing, vnd)],
      ],
      40,
      300,
      12,
    );
    flow.down(12);
  },
  table: () => {
    const vnd: MoneyStyle = { numbers: US_NUMBERS, negative: 'none', decimals: 0 };
    return {
      cols: [
        { kind: 'date', head: ['Ngay GD', 'Txn Date'], x: 40, w: 48 },
        {
          kind: 'extra',
          head: ['So CT', 'Doc No'],
          x: 90,
          w: 44,
          value: (_t, i) => `FT${24_091_300 + i * 71}`,
        },
        { kind: 'desc', head: ['Mo ta', 'Description'], x: 142, w: 183 },
        { kind: 'debit', head: ['Ghi no', 'Debit'], x: 330, w: 70 },
        { kind: 'credit', head: ['Ghi co', 'Credit'], x: 405, w: 70 },
        { kind: 'balance', head: ['So du', 'Balance'], x: 480, w: 75 },
      ],
      date: 'DD/MM/YYYY',
      debit: vnd,
      credit: vnd,
      balance: { ...vnd, negative: 'minus' },
      lineHeight: 10,
      rowGap: 3,
    };
  },
  textSize: 7.5,
});

/** Korean internet banking: row numbers, date and time, newest first, whole won, a channel column. */
export const krNewestFirstWon: Layout = simpleLayout({
  id: 'kr-newest-first-datetime-won',
  title:
    'Korean transaction history (KB/Shinhan-like, English): "No | Date/Time | Description | Withdrawal | Deposit | Balance | Branch", newest first, whole won',
  region: 'KR',
  exercises: [
    'newest-first rows with a row number column',
    'YYYY.MM.DD dates with a time in the same cell',
    'whole-number amounts',
    'dated balance lines at both ends of the table',
    'a channel column right of the balance',
  ],
  mechanisms: [1, 4, 6, 7],
  currency: 'KRW',
  plans: [
    plan(
      9105,
      'kr',
      '123-456789-01-012',
      'Savings',
      ['2024-03-01', '2024-03-31'],
      45,
      345_600_000,
      {
        unit: 100,
        scale: 9_000_000,
      },
    ),
  ],
  bank: 'Hangang Bank',
  textSize: 7.5,
  right: (a) => [
    `Account No. ${a.number}`,
    'Inquiry period 2024.03.01 ~ 2024.03.31',
    'Currency KRW',
  ],
  table: (a) => {
    const won: MoneyStyle = { numbers: US_NUMBERS, negative: 'none', decimals: 0 };
    return {
      cols: [
        { kind: 'extra', head: ['No'], x: 40, w: 18, value: (_t, i) => String(a.txns.length - i) },
        { kind: 'date', head: ['Date/Time'], x: 62, w: 38 },
        { kind: 'extra', head: [''], x: 102, w: 32, value: (_t, i) => clock(i, true) },
        { kind: 'desc', head: ['Description'], x: 140, w: 170 },
        { kind: 'debit', head: ['Withdrawal'], x: 315, w: 60 },
        { kind: 'credit', head: ['Deposit'], x: 380, w: 60 },
        { kind: 'balance', head: ['Balance'], x: 445, w: 65 },
        {
          kind: 'extra',
          head: ['Branch'],
          x: 520,
          w: 40,
          value: (t) => (t.kind === 'atm' ? 'ATM' : t.cents > 0 ? 'Internet' : 'Mobile'),
        },
      ],
      date: 'YYYY.MM.DD',
      debit: won,
      credit: won,
      balance: { ...won, negative: 'minus' },
      newestFirst: true,
      lineHeight: 10,
      rowGap: 3,
      opening: { label: 'Balance as of 2024.02.29' },
      closing: { label: 'Balance as of 2024.03.31' },
    };
  },
});

export const WORLD9: readonly Layout[] = [
  trDekontRight,
  ilMirroredColumns,
  saHijriColumn,
  vnBilingualDong,
  krNewestFirstWon,
];
