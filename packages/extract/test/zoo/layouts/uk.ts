/** United Kingdom layouts: money out/in with year-less dates, paid in/out with OD balances, fintech. */
import type { MoneyStyle } from '../format.ts';
import { money, US_NUMBERS } from '../format.ts';
import { drawTable } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { A4 } from '../layout.ts';
import { DISCLAIMER, furnishedFlow, keyValues, paragraph, sum } from './common.ts';

const PLAIN: MoneyStyle = { numbers: US_NUMBERS, negative: 'none' };

/** Money out / Money in / Balance, date printed once per day, no year, period across New Year. */
export const ukMoneyOutIn: Layout = {
  id: 'uk-money-out-in-year-boundary',
  title:
    'UK current account (Barclays-like): "Money out | Money in | Balance", "05 Dec" once per day',
  region: 'UK',
  exercises: [
    '"Money out"/"Money in" headers',
    'year-less "DD MMM" dates across New Year',
    'date printed only on the first row of a day',
    'Start balance / End balance rows',
    'sort code beside account number',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 505,
      locale: 'uk',
      number: '43871265',
      name: 'Bank Account',
      start: '2023-12-08',
      end: '2024-01-07',
      count: 55,
      opening: 154_210,
      longShare: 0.15,
      scale: 6_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Thameside Bank',
      right: () => [
        'Mr J Smith',
        `Sort Code 20-45-77 | Account No ${a.number}`,
        '8 Dec - 7 Jan 2024',
      ],
      footer: (p, n) =>
        `Page ${p} of ${n}   Thameside Bank UK PLC. Authorised by the Prudential Regulation Authority.`,
      size: 8.5,
      pageSize: A4,
    });
    const gbp: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', prefix: '\u00a3' };
    flow.text('Your balances', 40, { bold: true, size: 10 });
    flow.down(14);
    keyValues(
      flow,
      [
        ['Start balance', money(a.opening, gbp)],
        ['Money in', money(sum(a.txns.filter((t) => t.cents > 0)), gbp)],
        ['Money out', money(-sum(a.txns.filter((t) => t.cents < 0)), gbp)],
        ['End balance', money(a.closing, gbp)],
      ],
      40,
      240,
      12,
    );
    flow.down(12);
    drawTable(flow, a, a.txns, {
      title: 'Your transactions',
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 40 },
        { kind: 'desc', head: ['Description'], x: 90, w: 250 },
        { kind: 'debit', head: ['Money out'], x: 345, w: 65 },
        { kind: 'credit', head: ['Money in'], x: 415, w: 65 },
        { kind: 'balance', head: ['Balance'], x: 485, w: 70 },
      ],
      date: 'DD MMM',
      debit: PLAIN,
      credit: PLAIN,
      balance: { numbers: US_NUMBERS, negative: 'minus' },
      dateOncePerDay: true,
      lineHeight: 11,
      rowGap: 3,
      opening: { label: 'Start balance', dated: true },
      closing: { label: 'End balance', dated: true },
      continuedTop: 'Your transactions continued',
      continuedBottom: 'Continued on next page',
    });
    flow.down(12);
    paragraph(flow, DISCLAIMER, 40, 10);
    flow.finish();
  },
};

/** Paid out / Paid in / Balance with an overdraft: overdrawn balances carry 'OD'. */
export const ukPaidOutOverdrawn: Layout = {
  id: 'uk-paid-out-in-od-balance',
  title:
    'UK current account (NatWest/Lloyds-like): "Paid out | Paid in", overdrawn balances "123.45 OD"',
  region: 'UK',
  exercises: [
    '"Paid out"/"Paid in" headers',
    'overdrawn balances printed with an OD suffix',
    '"DD MMM YYYY" dates',
    'BROUGHT FORWARD / CARRIED FORWARD rows',
  ],
  font: 'Times',
  size: A4,
  plans: [
    {
      seed: 606,
      locale: 'uk',
      number: '10203040',
      name: 'Select Account',
      start: '2024-03-01',
      end: '2024-03-31',
      count: 40,
      opening: 21_500,
      overdraft: true,
      scale: 9_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Albion Bank',
      right: () => [
        'Statement date 31 March 2024',
        `Account number ${a.number}`,
        'Sort code 60-11-22',
      ],
      footer: (p) => `Sheet ${p}`,
      size: 9,
      pageSize: A4,
    });
    flow.text('Period 01 March 2024 to 31 March 2024', 40, { bold: true });
    flow.down(20);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 60 },
        { kind: 'desc', head: ['Description'], x: 105, w: 230 },
        { kind: 'debit', head: ['Paid out'], x: 340, w: 60 },
        { kind: 'credit', head: ['Paid in'], x: 405, w: 60 },
        { kind: 'balance', head: ['Balance'], x: 470, w: 85 },
      ],
      date: 'DD MMM YYYY',
      debit: PLAIN,
      credit: PLAIN,
      balance: { numbers: US_NUMBERS, negative: 'od' },
      lineHeight: 12,
      rowGap: 2,
      opening: { label: 'BROUGHT FORWARD', dated: true },
      closing: { label: 'CARRIED FORWARD', dated: true },
      continuedTop: 'Statement continued',
    });
    flow.down(10);
    paragraph(flow, ['OD = overdrawn. Your arranged overdraft limit is \u00a31,500.00.'], 40, 10);
    flow.finish();
  },
};

/** A fintech export: ISO dates, signed amounts with a currency code suffix, balance column. */
export const fintechIsoCurrencyCode: Layout = {
  id: 'fintech-iso-dates-currency-code',
  title: 'Fintech (Revolut/N26/Wise-like): ISO dates, "Money out | Money in" with "12.00 EUR"',
  region: 'EU fintech',
  exercises: [
    'ISO YYYY-MM-DD dates',
    'currency code after every amount',
    'opening/closing balance only in the summary',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 707,
      locale: 'fintech',
      number: 'LT12 3250 0123 4567 8901',
      name: 'EUR Account',
      start: '2024-05-01',
      end: '2024-05-31',
      count: 35,
      opening: 80_000,
      scale: 4_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const eur: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', suffix: ' EUR' };
    const flow = furnishedFlow(canvas, {
      bank: 'Nimbus',
      right: () => ['EUR Statement', 'Generated on 2024-06-01', `IBAN ${a.number}`],
      footer: (p, n) => `Nimbus Payments UAB | Page ${p}/${n}`,
      size: 8.5,
      pageSize: A4,
    });
    flow.text('Balance summary', 40, { bold: true, size: 10 });
    flow.down(14);
    flow.text('Product', 40, { bold: true });
    flow.text('Opening balance', 250, { bold: true, align: 'right' });
    flow.text('Money out', 340, { bold: true, align: 'right' });
    flow.text('Money in', 430, { bold: true, align: 'right' });
    flow.text('Closing balance', 555, { bold: true, align: 'right' });
    flow.down(12);
    flow.text('Account (Current)', 40);
    flow.text(money(a.opening, eur), 250, { align: 'right' });
    flow.text(money(-sum(a.txns.filter((t) => t.cents < 0)), eur), 340, { align: 'right' });
    flow.text(money(sum(a.txns.filter((t) => t.cents > 0)), eur), 430, { align: 'right' });
    flow.text(money(a.closing, eur), 555, { align: 'right' });
    flow.down(24);
    flow.text('Account transactions from 2024-05-01 to 2024-05-31', 40, { bold: true, size: 10 });
    flow.down(16);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 55 },
        { kind: 'desc', head: ['Description'], x: 100, w: 210 },
        { kind: 'debit', head: ['Money out'], x: 315, w: 75 },
        { kind: 'credit', head: ['Money in'], x: 395, w: 75 },
        { kind: 'balance', head: ['Balance'], x: 475, w: 80 },
      ],
      date: 'YYYY-MM-DD',
      debit: eur,
      credit: eur,
      balance: eur,
      lineHeight: 11,
      rowGap: 5,
    });
    flow.finish();
  },
};
