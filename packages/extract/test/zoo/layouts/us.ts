/** United States layouts: sectioned checking, transaction-history ledger, credit card, activity list. */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { money, US_NUMBERS } from '../format.ts';
import type { TableSpec } from '../flow.ts';
import { drawTable } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { LETTER } from '../layout.ts';
import { dailyBalances, DISCLAIMER, furnishedFlow, keyValues, paragraph, sum } from './common.ts';

const PLAIN: MoneyStyle = { numbers: US_NUMBERS, negative: 'none' };
const DOLLAR: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', prefix: '$' };
const SIGNED: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };

/** Checking statement in sections (deposits, card, electronic, checks), period across New Year. */
export const usSectioned: Layout = {
  id: 'us-sectioned-year-boundary',
  title: 'US sectioned checking (Chase-like), MM/DD dates across a year boundary',
  region: 'US',
  exercises: [
    'sections decide the sign (amounts unsigned)',
    'MM/DD dates, period Dec-Jan',
    'checks paid table with description before date',
    'section totals and summary are not rows',
    'daily ending balance table',
  ],
  font: 'Helvetica',
  size: LETTER,
  plans: [
    {
      seed: 101,
      locale: 'us',
      number: '000000829104736',
      name: 'Total Checking',
      start: '2023-12-14',
      end: '2024-01-12',
      count: 46,
      opening: 512_345,
      checks: true,
      longShare: 0.15,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'LAKESHORE BANK, N.A.',
      right: () => ['December 14, 2023 through January 12, 2024', `Account Number: ${a.number}`],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: LETTER,
    });
    const deposits = a.txns.filter((t) => t.cents > 0);
    const card = a.txns.filter((t) => t.kind === 'atm' || t.kind === 'card');
    const checks = a.txns.filter((t) => t.kind === 'check');
    const electronic = a.txns.filter(
      (t) => t.cents < 0 && !card.includes(t) && !checks.includes(t),
    );
    flow.text('CHECKING SUMMARY', 40, { bold: true, size: 10 });
    flow.down(16);
    flow.text('INSTANCES', 400, { bold: true, align: 'right' });
    flow.text('AMOUNT', 560, { bold: true, align: 'right' });
    flow.down(13);
    const line = (label: string, n: number | '', cents: number, style: MoneyStyle): void => {
      flow.text(label, 40);
      flow.text(String(n), 400, { align: 'right' });
      flow.text(money(cents, style), 560, { align: 'right' });
      flow.down(12);
    };
    line('Beginning Balance', '', a.opening, DOLLAR);
    line('Deposits and Additions', deposits.length, sum(deposits), SIGNED);
    line('Checks Paid', checks.length, sum(checks), SIGNED);
    line('ATM & Debit Card Withdrawals', card.length, sum(card), SIGNED);
    line('Electronic Withdrawals', electronic.length, sum(electronic), SIGNED);
    line('Ending Balance', a.txns.length, a.closing, DOLLAR);
    flow.down(14);
    paragraph(
      flow,
      ['Your account now earns more with Lakeshore Rewards. Ask us about our 4.50% APY offer.'],
      40,
      11,
    );
    flow.down(10);
    const section = (title: string, rows: ZooTxn[], total: string): void => {
      if (rows.length === 0) return;
      flow.ensure(60);
      flow.text(title, 40, { bold: true, size: 10, tag: 'head' });
      flow.down(16);
      const spec: TableSpec = {
        cols: [
          { kind: 'date', head: ['DATE'], x: 40, w: 40 },
          { kind: 'desc', head: ['DESCRIPTION'], x: 90, w: 360 },
          { kind: 'amount', head: ['AMOUNT'], x: 480, w: 80 },
        ],
        date: 'MM/DD',
        amount: PLAIN,
        lineHeight: 11,
        rowGap: 2,
        continuedTop: `${title} (continued)`,
        totals: { label: total },
      };
      drawTable(flow, a, rows, spec);
      flow.down(14);
    };
    section('DEPOSITS AND ADDITIONS', deposits, 'Total Deposits and Additions');
    if (checks.length > 0) {
      flow.ensure(60);
      flow.text('CHECKS PAID', 40, { bold: true, size: 10, tag: 'head' });
      flow.down(16);
      drawTable(flow, a, checks, {
        cols: [
          { kind: 'check', head: ['CHECK NO.'], x: 40, w: 50 },
          { kind: 'desc', head: ['DESCRIPTION'], x: 100, w: 250 },
          { kind: 'date', head: ['DATE', 'PAID'], x: 400, w: 40 },
          { kind: 'amount', head: ['AMOUNT'], x: 480, w: 80 },
        ],
        date: 'MM/DD',
        amount: PLAIN,
        lineHeight: 11,
        rowGap: 2,
        totals: { label: 'Total Checks Paid' },
      });
      flow.down(14);
    }
    section('ATM & DEBIT CARD WITHDRAWALS', card, 'Total ATM & Debit Card Withdrawals');
    section('ELECTRONIC WITHDRAWALS', electronic, 'Total Electronic Withdrawals');
    dailyBalances(flow, a, 'DAILY ENDING BALANCE', ['DATE', 'AMOUNT'], 'MM/DD', DOLLAR, 3, 11);
    flow.down(14);
    paragraph(flow, DISCLAIMER, 40, 10);
    flow.finish();
  },
};

/** Transaction history with deposits and withdrawals columns and a balance on each day's last row. */
export const usLedgerDailyBalance: Layout = {
  id: 'us-ledger-daily-balance',
  title:
    'US transaction history (Wells Fargo-like): check number column, balance on last row of day',
  region: 'US',
  exercises: [
    'M/D dates without year',
    'check number column before description',
    'balance printed only on the last row of each day',
    '2-3 line wrapped descriptions',
    'multi-page with repeated headers',
  ],
  font: 'Helvetica',
  size: LETTER,
  plans: [
    {
      seed: 202,
      locale: 'us',
      number: '1234567890',
      name: 'Everyday Checking',
      start: '2024-07-14',
      end: '2024-08-12',
      count: 90,
      opening: 308_280,
      checks: true,
      longShare: 0.3,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Redwood Federal',
      right: (p) => [
        'Everyday Checking',
        `Account number: ${a.number}`,
        `July 14, 2024 - August 12, 2024 | Page ${p}`,
      ],
      footer: () => 'Sheet Seq = 0012345',
      size: 8,
      pageSize: LETTER,
    });
    flow.text('Activity summary', 40, { bold: true, size: 10 });
    flow.down(14);
    const inn = a.txns.filter((t) => t.cents > 0);
    const out = a.txns.filter((t) => t.cents < 0);
    keyValues(
      flow,
      [
        ['Beginning balance on 7/14', money(a.opening, DOLLAR)],
        ['Deposits/Additions', money(sum(inn), SIGNED)],
        ['Withdrawals/Subtractions', money(sum(out), SIGNED)],
        ['Ending balance on 8/12', money(a.closing, DOLLAR)],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
    flow.text('Transaction history', 40, { bold: true, size: 10 });
    flow.down(16);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['', 'Date'], x: 40, w: 30 },
        { kind: 'check', head: ['Check', 'Number'], x: 75, w: 35 },
        { kind: 'desc', head: ['', 'Description'], x: 115, w: 230 },
        { kind: 'credit', head: ['Deposits/', 'Additions'], x: 350, w: 65 },
        { kind: 'debit', head: ['Withdrawals/', 'Subtractions'], x: 420, w: 70 },
        { kind: 'balance', head: ['Ending daily', 'balance'], x: 495, w: 75 },
      ],
      date: 'M/D',
      credit: PLAIN,
      debit: PLAIN,
      balance: SIGNED,
      balanceLastOfDay: true,
      lineHeight: 10,
      rowGap: 2,
      continuedTop: 'Transaction history (continued)',
      totals: { label: 'Ending balance on 8/12' },
    });
    flow.down(12);
    paragraph(flow, DISCLAIMER, 40, 10);
    flow.finish();
  },
};

/** A credit card statement: summary of the balance owed, payments section and purchases section. */
export const usCreditCard: Layout = {
  id: 'us-credit-card',
  title: 'US credit card (Citi/Capital One-like): trans and post dates, payments negative',
  region: 'US',
  exercises: [
    'credit card: balances are amounts owed',
    'purchases positive, payments printed -$',
    'trans. date and post date columns',
    'masked card number "ending in"',
    'interest and fee totals that are not rows',
  ],
  font: 'Helvetica',
  size: LETTER,
  plans: [
    {
      seed: 303,
      locale: 'us',
      number: '4821',
      name: 'Rewards Card',
      start: '2024-02-09',
      end: '2024-03-08',
      count: 38,
      opening: 184_233,
      liability: true,
      postDates: true,
      scale: 9_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Summit Card Services',
      right: () => [
        'Rewards Visa Signature',
        `Account number ending in ${a.number}`,
        'Billing Period: 02/09/24-03/08/24',
      ],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: LETTER,
    });
    const payments = a.txns.filter((t) => t.cents > 0);
    const purchases = a.txns.filter((t) => t.cents < 0);
    const refunds = payments.filter((t) => t.kind === 'refund');
    flow.text('Account Summary', 40, { bold: true, size: 10 });
    flow.down(14);
    keyValues(
      flow,
      [
        ['Previous Balance', money(a.opening, DOLLAR)],
        ['Payments', `-${money(sum(payments) - sum(refunds), DOLLAR)}`],
        ['Other Credits', `-${money(sum(refunds), DOLLAR)}`],
        ['Purchases', `+${money(-sum(purchases), DOLLAR)}`],
        ['Fees Charged', '+$0.00'],
        ['Interest Charged', '+$0.00'],
        ['New Balance', money(a.closing, DOLLAR)],
        ['Payment Due Date', '04/05/24'],
        ['Minimum Payment Due', '$35.00'],
      ],
      40,
      280,
      11,
    );
    flow.down(10);
    paragraph(
      flow,
      [
        'Late Payment Warning: If we do not receive your minimum payment by the date listed above, you',
        'may have to pay a late fee of up to $40.00.',
      ],
      40,
      10,
    );
    flow.down(10);
    const spec = (title: string): TableSpec => ({
      title,
      cols: [
        { kind: 'date', head: ['Trans.', 'Date'], x: 40, w: 30 },
        { kind: 'post', head: ['Post', 'Date'], x: 80, w: 30 },
        { kind: 'desc', head: ['', 'Description'], x: 120, w: 330 },
        { kind: 'amount', head: ['', 'Amount'], x: 490, w: 80 },
      ],
      date: 'MM/DD',
      amount: DOLLAR,
      owedView: true,
      lineHeight: 11,
      rowGap: 2,
      continuedTop: `${title} (Continued)`,
    });
    flow.text('Transactions', 40, { bold: true, size: 11 });
    flow.down(16);
    drawTable(flow, a, payments, spec('Payments, Credits and Adjustments'));
    flow.down(10);
    drawTable(flow, a, purchases, spec('Standard Purchases'));
    flow.down(10);
    flow.ensure(60);
    flow.text('Fees Charged', 40, { bold: true });
    flow.down(12);
    keyValues(flow, [['TOTAL FEES FOR THIS PERIOD', '$0.00']], 120, 570, 11);
    flow.text('Interest Charged', 40, { bold: true });
    flow.down(12);
    keyValues(
      flow,
      [
        ['TOTAL INTEREST FOR THIS PERIOD', '$0.00'],
        ['Total fees charged in 2024', '$0.00'],
        ['Total interest charged in 2024', '$0.00'],
      ],
      120,
      570,
      11,
    );
    flow.finish();
  },
};

/** An online bank's activity list: spaced signs '- $45.00' / '+ $2,000.00' and full dates. */
export const usActivitySpacedSign: Layout = {
  id: 'us-activity-spaced-sign',
  title: 'US online savings/checking (Capital One 360-like): "- $45.00" and "+ $2,000.00"',
  region: 'US',
  exercises: [
    'sign separated from the amount by a space',
    'currency symbol on every amount',
    '"MMM D, YYYY" dates',
    'running balance column',
  ],
  font: 'Helvetica',
  size: LETTER,
  plans: [
    {
      seed: 404,
      locale: 'us',
      number: '36012345678',
      name: '360 Checking',
      start: '2024-04-01',
      end: '2024-04-30',
      count: 30,
      opening: 250_075,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const style: MoneyStyle = {
      numbers: US_NUMBERS,
      negative: 'minus',
      prefix: '$',
      plus: true,
      spacedSign: true,
    };
    const flow = furnishedFlow(canvas, {
      bank: 'Harbor 360',
      right: () => ['STATEMENT PERIOD', 'Apr 1 - Apr 30, 2024'],
      footer: (p, n) => `${p} of ${n}`,
      size: 9,
      pageSize: LETTER,
    });
    flow.text(`360 Checking...${a.number.slice(-4)}   Account #${a.number}`, 40, {
      bold: true,
      size: 10,
    });
    flow.down(18);
    flow.text('Opening Balance', 40);
    flow.text(money(a.opening, { ...style, plus: false }), 200);
    flow.text('Closing Balance', 320);
    flow.text(money(a.closing, { ...style, plus: false }), 460);
    flow.down(20);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['DATE'], x: 40, w: 70 },
        { kind: 'desc', head: ['DESCRIPTION'], x: 115, w: 250 },
        { kind: 'amount', head: ['AMOUNT'], x: 380, w: 80 },
        { kind: 'balance', head: ['BALANCE'], x: 490, w: 80 },
      ],
      date: 'MMM D, YYYY',
      amount: style,
      balance: { ...style, plus: false },
      lineHeight: 12,
      rowGap: 4,
      opening: { label: 'Opening Balance', dated: true },
      closing: { label: 'Closing Balance', dated: true },
    });
    flow.down(10);
    flow.text(
      `Interest earned this period ${money(0, { ...style, plus: false })}   Annual Percentage Yield Earned 0.10%`,
      40,
    );
    flow.finish();
  },
};
