/** More layouts: Dutch Af/Bij, Mexican cargos/abonos, UK card with CR, currency-in-header, amount-first, amounts on the last line. */
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, money, US_NUMBERS } from '../format.ts';
import { drawTable } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { A4, LETTER } from '../layout.ts';
import { DISCLAIMER, furnishedFlow, keyValues, paragraph, sum } from './common.ts';

const PLAIN: MoneyStyle = { numbers: US_NUMBERS, negative: 'none' };

/** ING-like: Datum | Omschrijving | Af | Bij, Beginsaldo / Eindsaldo, "DD-MM-YYYY". */
export const nlAfBij: Layout = {
  id: 'nl-af-bij-columns',
  title: 'Dutch account (ING/Rabobank-like): Af/Bij columns, Beginsaldo/Eindsaldo, "DD-MM-YYYY"',
  region: 'NL',
  exercises: [
    '"Af"/"Bij" two-letter column headers',
    'comma decimals',
    '"DD-MM-YYYY" dates',
    'Beginsaldo/Eindsaldo in a summary block',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 2626,
      locale: 'nl',
      number: 'NL91 INGB 0001 2345 67',
      name: 'Betaalrekening',
      start: '2024-02-01',
      end: '2024-02-29',
      count: 34,
      opening: 187_654,
      longShare: 0.2,
    },
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  draw(canvas, [a]) {
    if (!a) return;
    const eur: MoneyStyle = { numbers: EU_NUMBERS, negative: 'none' };
    const flow = furnishedFlow(canvas, {
      bank: 'Polderbank',
      right: () => ['Afschrift 2', `IBAN ${a.number}`, 'Periode 01-02-2024 t/m 29-02-2024'],
      footer: (p, n) => `Pagina ${p} van ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    keyValues(
      flow,
      [
        ['Beginsaldo', `${money(a.opening, eur)}`],
        ['Totaal af', money(-sum(a.txns.filter((t) => t.cents < 0)), eur)],
        ['Totaal bij', money(sum(a.txns.filter((t) => t.cents > 0)), eur)],
        ['Eindsaldo', money(a.closing, eur)],
      ],
      40,
      250,
      12,
    );
    flow.down(12);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Datum'], x: 40, w: 55 },
        { kind: 'desc', head: ['Naam / Omschrijving'], x: 100, w: 290 },
        { kind: 'debit', head: ['Af'], x: 400, w: 70 },
        { kind: 'credit', head: ['Bij'], x: 485, w: 70 },
      ],
      date: 'DD-MM-YYYY',
      debit: eur,
      credit: eur,
      lineHeight: 11,
      rowGap: 3,
    });
    flow.finish();
  },
};

/** BBVA México-like: FECHA OPER | FECHA LIQ | DESCRIPCION | CARGOS | ABONOS | SALDO, "05/ENE" across New Year. */
export const mxCargosAbonos: Layout = {
  id: 'mx-cargos-abonos-spanish-months',
  title: 'Mexican account (BBVA-like): CARGOS/ABONOS, "05/ENE" Spanish month dates across New Year',
  region: 'MX',
  exercises: [
    'Spanish month abbreviations (ENE, ABR, AGO, DIC)',
    'year-less dates across New Year',
    'operation and settlement date columns',
    'CARGOS/ABONOS headers, SALDO ANTERIOR in the summary',
  ],
  font: 'Helvetica',
  size: LETTER,
  plans: [
    {
      seed: 2727,
      locale: 'mx',
      number: '0123456789',
      name: 'Libreton Basico',
      start: '2023-12-16',
      end: '2024-01-15',
      count: 40,
      opening: 1_523_400,
      postDates: true,
      scale: 90_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const mxn: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };
    const flow = furnishedFlow(canvas, {
      bank: 'Banco del Bajío Norte',
      right: () => [
        'Estado de Cuenta',
        `No. de Cuenta ${a.number}`,
        'Periodo DEL 16/12/2023 AL 15/01/2024',
      ],
      footer: (p, n) => `PAGINA ${p} / ${n}`,
      size: 8,
      pageSize: LETTER,
    });
    keyValues(
      flow,
      [
        ['Saldo Anterior', money(a.opening, mxn)],
        ['Depósitos / Abonos (+)', money(sum(a.txns.filter((t) => t.cents > 0)), mxn)],
        ['Retiros / Cargos (-)', money(-sum(a.txns.filter((t) => t.cents < 0)), mxn)],
        ['Saldo Final', money(a.closing, mxn)],
      ],
      40,
      280,
      11,
    );
    flow.down(12);
    flow.text('Detalle de Movimientos Realizados', 40, { bold: true, size: 10 });
    flow.down(16);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['FECHA', 'OPER'], x: 40, w: 35 },
        { kind: 'post', head: ['', 'LIQ'], x: 80, w: 35 },
        { kind: 'desc', head: ['', 'DESCRIPCION'], x: 120, w: 230 },
        { kind: 'debit', head: ['', 'CARGOS'], x: 355, w: 65 },
        { kind: 'credit', head: ['', 'ABONOS'], x: 425, w: 65 },
        { kind: 'balance', head: ['SALDO', 'OPERACION'], x: 495, w: 75 },
      ],
      date: 'DD/MMM-es',
      post: 'DD/MMM-es',
      debit: PLAIN,
      credit: PLAIN,
      balance: mxn,
      lineHeight: 10,
      rowGap: 2,
    });
    flow.finish();
  },
};

/** A UK credit card: payments "500.00CR", purchases unmarked, masked card number, balances owed. */
export const ukCardCr: Layout = {
  id: 'uk-credit-card-cr-suffix',
  title: 'UK credit card (Barclaycard/Amex-like): payments "500.00CR", previous/new balance owed',
  region: 'UK',
  exercises: [
    'credit card: balances are amounts owed',
    'payments and refunds marked with a CR suffix, purchases unmarked',
    'masked card number "4929 **** **** 1234"',
    '"DD MMM YY" dates',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 2828,
      locale: 'uk',
      number: '1234',
      name: 'Platinum Card',
      start: '2024-04-04',
      end: '2024-05-03',
      count: 32,
      opening: 98_765,
      liability: true,
      scale: 8_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const gbp: MoneyStyle = { numbers: US_NUMBERS, negative: 'none', prefix: '\u00a3' };
    const cr: MoneyStyle = { numbers: US_NUMBERS, negative: 'none', crSuffix: true, tight: true };
    const flow = furnishedFlow(canvas, {
      bank: 'Crown Card Services',
      right: () => [`Card number 4929 **** **** ${a.number}`, 'Statement date 03 May 2024'],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    keyValues(
      flow,
      [
        ['Previous balance', money(a.opening, gbp)],
        ['Payments and credits', `-${money(sum(a.txns.filter((t) => t.cents > 0)), gbp)}`],
        ['New spending', money(-sum(a.txns.filter((t) => t.cents < 0)), gbp)],
        ['New balance', money(a.closing, gbp)],
        ['Credit limit', '\u00a35,000.00'],
        ['Minimum payment', '\u00a325.00'],
      ],
      40,
      260,
      12,
    );
    flow.down(12);
    drawTable(flow, a, a.txns, {
      title: 'Your transactions 04 Apr 24 - 03 May 24',
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 50 },
        { kind: 'desc', head: ['Description'], x: 100, w: 330 },
        { kind: 'amount', head: ['Amount'], x: 465, w: 90 },
      ],
      date: 'DD MMM YY',
      // Purchases print plain, payments and refunds with "CR".
      amount: cr,
      lineHeight: 11,
      rowGap: 3,
    });
    flow.finish();
  },
};

/** Nationwide-like: "£Out | £In | £Balance" headers, overdrawn balances "12.34D", amounts inside descriptions. */
export const ukCurrencyHeaders: Layout = {
  id: 'uk-currency-in-headers-d-suffix',
  title:
    'UK current account (Nationwide/Santander-like): "£Out | £In | £Balance", "123.45D" overdrawn, amounts inside descriptions',
  region: 'UK',
  exercises: [
    'currency symbol glued to the header words',
    'overdrawn balances with a D suffix',
    'descriptions containing amount-like numbers ("EUR 45.00 @ 1.1650")',
    'Balance from statement / Balance to statement rows',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 2929,
      locale: 'uk',
      number: '0123 456789',
      name: 'FlexAccount',
      start: '2024-06-12',
      end: '2024-07-11',
      count: 40,
      opening: 8_050,
      overdraft: true,
      scale: 9_000,
      extraDebits: [
        'CARD PURCHASE EUR 45.00 @ 1.1650 CAFE {w}',
        'NON-STERLING TRANSACTION FEE 2.75%',
        'TRANSFER 250.00 TO SAVINGS {n4}',
      ],
    },
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Shire Building Society',
      right: () => [
        `FlexAccount | Account no ${a.number}`,
        'Statement no: 84',
        '12 June 2024 to 11 July 2024',
      ],
      footer: (p, n) => `${p} of ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    flow.down(6);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 50 },
        { kind: 'desc', head: ['Description'], x: 95, w: 255 },
        { kind: 'debit', head: ['\u00a3Out'], x: 355, w: 60 },
        { kind: 'credit', head: ['\u00a3In'], x: 420, w: 60 },
        { kind: 'balance', head: ['\u00a3Balance'], x: 485, w: 70 },
      ],
      date: 'DD MMM',
      debit: PLAIN,
      credit: PLAIN,
      balance: { numbers: US_NUMBERS, negative: 'd' },
      dateOncePerDay: true,
      lineHeight: 11,
      rowGap: 3,
      opening: { label: 'Balance from statement 83', dated: true },
      closing: { label: 'Balance to statement 85', dated: true },
    });
    flow.down(10);
    paragraph(flow, ['D = Debit balance (overdrawn).', ...DISCLAIMER], 40, 10);
    flow.finish();
  },
};

/** PNC-like: Date | Amount | Description | Reference, amount before the description, sections. */
export const usAmountFirst: Layout = {
  id: 'us-amount-before-description',
  title:
    'US checking (PNC/US Bank-like): "Date posted | Amount | Transaction description | Reference number" sections',
  region: 'US',
  exercises: [
    'amount column left of the description',
    'reference number column right of the description (not part of it)',
    'sections decide the sign',
    '"Beginning balance"/"Ending balance" in a summary table with labels above values',
  ],
  font: 'Helvetica',
  size: LETTER,
  plans: [
    {
      seed: 3030,
      locale: 'us',
      number: '12-3456-7890',
      name: 'Virtual Wallet Spend',
      start: '2024-09-01',
      end: '2024-09-30',
      count: 40,
      opening: 654_321,
    },
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Allegheny National',
      right: () => [
        'For the period 09/01/2024 to 09/30/2024',
        `Primary account number: ${a.number}`,
      ],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8,
      pageSize: LETTER,
    });
    const inn = a.txns.filter((t) => t.cents > 0);
    const out = a.txns.filter((t) => t.cents < 0);
    flow.text('Balance Summary', 40, { bold: true, size: 10 });
    flow.down(14);
    const heads = [
      'Beginning balance',
      'Deposits and other additions',
      'Checks and other deductions',
      'Ending balance',
    ];
    const vals = [
      money(a.opening, PLAIN),
      money(sum(inn), PLAIN),
      money(-sum(out), PLAIN),
      money(a.closing, PLAIN),
    ];
    heads.forEach((h, i) => flow.text(h, 40 + i * 135, { bold: true }));
    flow.down(11);
    vals.forEach((v, i) => flow.text(v, 40 + i * 135));
    flow.down(20);
    const section = (title: string, rows: typeof a.txns): void => {
      drawTable(flow, a, rows, {
        title,
        cols: [
          { kind: 'date', head: ['Date', 'posted'], x: 40, w: 35 },
          { kind: 'amount', head: ['', 'Amount'], x: 80, w: 60 },
          { kind: 'desc', head: ['', 'Transaction description'], x: 160, w: 270 },
          { kind: 'ref', head: ['Reference', 'number'], x: 470, w: 100 },
        ],
        date: 'MM/DD',
        amount: PLAIN,
        ref: (_t, i) => `00000${(52_117 + i * 37).toString()}`,
        lineHeight: 10,
        rowGap: 2,
        continuedTop: `${title} - continued`,
      });
      flow.down(12);
    };
    flow.text('Activity Detail', 40, { bold: true, size: 10 });
    flow.down(16);
    section('Deposits and Other Additions', inn);
    section('Banking/Debit Card Withdrawals and Purchases', out);
    paragraph(flow, DISCLAIMER, 40, 10);
    flow.finish();
  },
};

/** HSBC/Monzo-like: a wrapped row prints its amount and balance on its last line. */
export const amountsOnLastLine: Layout = {
  id: 'uk-amount-on-last-line-of-wrapped-row',
  title:
    'UK account: wrapped rows print the amount and balance on the last line, the date on the first',
  region: 'UK',
  exercises: [
    'amount and balance on the last line of a 2-3 line description',
    'date only on the first line',
    'Paid out / Paid in / Balance',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 3131,
      locale: 'uk',
      number: '40-11-22 31415926',
      name: 'Advance',
      start: '2024-10-01',
      end: '2024-10-31',
      count: 40,
      opening: 230_000,
      longShare: 0.45,
      scale: 7_000,
    },
  ],
  truthNumber: () => '31415926',
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Severn Bank',
      right: () => [
        'Your Statement',
        `Sortcode 40-11-22  Account Number 31415926`,
        '1 to 31 October 2024',
      ],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    flow.text(`Opening Balance ${money(a.opening, { ...PLAIN, prefix: '\u00a3' })}`, 40);
    flow.down(12);
    flow.text(`Closing Balance ${money(a.closing, { ...PLAIN, prefix: '\u00a3' })}`, 40);
    flow.down(20);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 50 },
        { kind: 'desc', head: ['Payment type and details'], x: 95, w: 210 },
        { kind: 'debit', head: ['Paid out'], x: 310, w: 70 },
        { kind: 'credit', head: ['Paid in'], x: 385, w: 70 },
        { kind: 'balance', head: ['Balance'], x: 460, w: 95 },
      ],
      date: 'DD MMM YY',
      debit: PLAIN,
      credit: PLAIN,
      balance: { numbers: US_NUMBERS, negative: 'd' },
      amountsOnLastLine: true,
      lineHeight: 11,
      rowGap: 3,
      opening: { label: 'BALANCE BROUGHT FORWARD', dated: true },
      closing: { label: 'BALANCE CARRIED FORWARD', dated: true },
    });
    flow.finish();
  },
};

/** A checking account and a credit card in one PDF: one asset, one liability. */
export const checkingAndCard: Layout = {
  id: 'multi-account-checking-and-card',
  title:
    'Consolidated statement with a checking account and a credit card (asset and liability in one PDF)',
  region: 'US',
  exercises: [
    'a liability account beside an asset account in one PDF',
    'per-account sign convention (card balances are amounts owed)',
    'card payments printed with a minus, purchases plain',
  ],
  font: 'Helvetica',
  size: LETTER,
  plans: [
    {
      seed: 3636,
      locale: 'us',
      number: '246813579',
      name: 'Everyday Checking',
      start: '2024-11-01',
      end: '2024-11-30',
      count: 24,
      opening: 412_000,
    },
    {
      seed: 3737,
      locale: 'us',
      number: '5412751234567890',
      name: 'Cash Rewards Card',
      start: '2024-11-01',
      end: '2024-11-30',
      count: 18,
      opening: 65_432,
      liability: true,
      scale: 7_000,
    },
  ],
  draw(canvas, [chk, card]) {
    if (!chk || !card) return;
    const usd: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', prefix: '$' };
    const flow = furnishedFlow(canvas, {
      bank: 'Bayfront Bank',
      right: () => ['Combined Statement', 'November 1, 2024 - November 30, 2024'],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: LETTER,
    });
    flow.text(`EVERYDAY CHECKING  Account number: ${chk.number}`, 40, { bold: true, size: 10 });
    flow.down(16);
    keyValues(
      flow,
      [
        ['Beginning balance', money(chk.opening, usd)],
        ['Ending balance', money(chk.closing, usd)],
      ],
      40,
      260,
      11,
    );
    flow.down(10);
    drawTable(flow, chk, chk.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 35 },
        { kind: 'desc', head: ['Description'], x: 85, w: 300 },
        { kind: 'amount', head: ['Amount'], x: 400, w: 80 },
        { kind: 'balance', head: ['Balance'], x: 490, w: 80 },
      ],
      date: 'MM/DD',
      amount: { numbers: US_NUMBERS, negative: 'minus' },
      balance: { numbers: US_NUMBERS, negative: 'minus' },
      lineHeight: 11,
      rowGap: 2,
    });
    flow.down(20);
    flow.ensure(150);
    flow.text(`CASH REWARDS CARD  Card number: ${card.number}`, 40, { bold: true, size: 10 });
    flow.down(16);
    keyValues(
      flow,
      [
        ['Previous balance', money(card.opening, usd)],
        ['Payments and credits', `-${money(sum(card.txns.filter((t) => t.cents > 0)), usd)}`],
        ['Purchases', `+${money(-sum(card.txns.filter((t) => t.cents < 0)), usd)}`],
        ['New balance', money(card.closing, usd)],
        ['Credit limit', '$8,000.00'],
        ['Minimum payment due', '$40.00'],
      ],
      40,
      260,
      11,
    );
    flow.down(10);
    drawTable(flow, card, card.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 35 },
        { kind: 'desc', head: ['Description'], x: 85, w: 300 },
        { kind: 'amount', head: ['Amount'], x: 490, w: 80 },
      ],
      date: 'MM/DD',
      amount: { numbers: US_NUMBERS, negative: 'minus' },
      owedView: true,
      lineHeight: 11,
      rowGap: 2,
    });
    flow.finish();
  },
};

/** Year-less dates across New Year with only a statement date printed (no period start). */
export const yearlessNoPeriod: Layout = {
  id: 'yearless-dates-statement-date-only',
  title:
    'Year-less "DD MMM" dates from December into January with only "Statement date 10 January 2024" printed',
  region: 'UK',
  exercises: [
    'year inference from the statement date alone',
    'December rows belong to the previous year',
    'signed amounts with running balance',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 3838,
      locale: 'uk',
      number: '77665544',
      name: 'Current',
      start: '2023-12-10',
      end: '2024-01-10',
      count: 45,
      opening: 210_000,
      scale: 6_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Fenland Bank',
      right: () => ['Statement date 10 January 2024', `Account number ${a.number}`],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    flow.down(6);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 40 },
        { kind: 'desc', head: ['Details'], x: 90, w: 280 },
        { kind: 'amount', head: ['Amount'], x: 390, w: 75 },
        { kind: 'balance', head: ['Balance'], x: 480, w: 75 },
      ],
      date: 'DD MMM',
      amount: { numbers: US_NUMBERS, negative: 'minus' },
      balance: { numbers: US_NUMBERS, negative: 'minus' },
      lineHeight: 11,
      rowGap: 3,
      opening: { label: 'Balance brought forward' },
      closing: { label: 'Balance carried forward' },
    });
    flow.finish();
  },
};

const SWISS_NUMBERS = { thousands: "'", decimal: '.' } as const;

/** PostFinance/UBS-like: Belastung | Gutschrift | Valuta | Saldo with 1'234.56 amounts. */
export const chApostropheThousands: Layout = {
  id: 'ch-apostrophe-thousands-belastung-gutschrift',
  title:
    'Swiss account (PostFinance/UBS-like): "1\'234.56", Belastung/Gutschrift/Saldo, "DD.MM.YY"',
  region: 'CH',
  exercises: [
    'apostrophe thousands separator',
    'Belastung/Gutschrift headers',
    'value date column right of the amounts',
    '"DD.MM.YY" dates',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 3939,
      locale: 'de',
      number: 'CH93 0076 2011 6238 5295 7',
      name: 'Privatkonto',
      start: '2024-07-01',
      end: '2024-07-31',
      count: 36,
      opening: 1_845_075,
      postDates: true,
      scale: 60_000,
    },
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  draw(canvas, [a]) {
    if (!a) return;
    const chf: MoneyStyle = { numbers: SWISS_NUMBERS, negative: 'minus' };
    const flow = furnishedFlow(canvas, {
      bank: 'Alpenbank',
      right: () => ['Kontoauszug 01.07.2024 - 31.07.2024', `IBAN ${a.number}`, 'Währung CHF'],
      footer: (p, n) => `Seite ${p}/${n}`,
      size: 8.5,
      pageSize: A4,
    });
    flow.down(6);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Datum'], x: 40, w: 40 },
        { kind: 'desc', head: ['Text'], x: 85, w: 240 },
        { kind: 'debit', head: ['Belastung'], x: 330, w: 60 },
        { kind: 'credit', head: ['Gutschrift'], x: 395, w: 60 },
        { kind: 'post', head: ['Valuta'], x: 465, w: 35 },
        { kind: 'balance', head: ['Saldo'], x: 500, w: 55 },
      ],
      date: 'DD.MM.YY',
      post: 'DD.MM.YY',
      debit: { ...chf, negative: 'none' },
      credit: { ...chf, negative: 'none' },
      balance: chf,
      lineHeight: 11,
      rowGap: 3,
      opening: { label: 'Kontostand', dated: true },
      closing: { label: 'Kontostand', dated: true },
    });
    flow.finish();
  },
};

/** Italian: Data contabile | Data valuta | Descrizione | Dare | Avere, rows vertically centred. */
export const itDareAvereCentred: Layout = {
  id: 'it-dare-avere-centred-rows',
  title:
    'Italian account (Intesa/UniCredit-like): Dare/Avere, dates and amounts centred on wrapped rows',
  region: 'IT',
  exercises: [
    'Dare/Avere headers, Saldo iniziale/finale',
    'date and amounts on the middle line of a 3-line description',
    'two date columns',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 4040,
      locale: 'fr',
      number: 'IT60 X054 2811 1010 0000 0123 456',
      name: 'Conto corrente',
      start: '2024-09-01',
      end: '2024-09-30',
      count: 36,
      opening: 345_600,
      postDates: true,
      longShare: 0.5,
    },
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  draw(canvas, [a]) {
    if (!a) return;
    const eur: MoneyStyle = { numbers: EU_NUMBERS, negative: 'none' };
    const flow = furnishedFlow(canvas, {
      bank: 'Banca del Lago',
      right: () => ['Estratto conto dal 01/09/2024 al 30/09/2024', `IBAN ${a.number}`],
      footer: (p, n) => `Pagina ${p} di ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    keyValues(
      flow,
      [
        ['Saldo iniziale', money(a.opening, { ...eur, negative: 'minus' })],
        ['Saldo finale', money(a.closing, { ...eur, negative: 'minus' })],
      ],
      40,
      260,
      12,
    );
    flow.down(12);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Data', 'contabile'], x: 40, w: 45 },
        { kind: 'post', head: ['Data', 'valuta'], x: 90, w: 45 },
        { kind: 'desc', head: ['', 'Descrizione'], x: 140, w: 220 },
        { kind: 'debit', head: ['', 'Dare'], x: 370, w: 85 },
        { kind: 'credit', head: ['', 'Avere'], x: 465, w: 90 },
      ],
      date: 'DD/MM/YYYY',
      post: 'DD/MM/YYYY',
      debit: eur,
      credit: eur,
      cellsOnMiddleLine: true,
      lineHeight: 11,
      rowGap: 4,
    });
    flow.finish();
  },
};

/** Debits printed in red without any sign: only the running balance tells debits from credits. */
export const redDebitsOnly: Layout = {
  id: 'unsigned-amounts-red-debits',
  title:
    'One unsigned amount column where debits are only printed in red; a running balance is printed',
  region: 'quirk',
  exercises: [
    'sign not printed (colour only): must be settled from the running balance',
    'single Amount column, Balance column',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 4141,
      locale: 'au',
      number: '063-123 10987654',
      name: 'Everyday',
      start: '2024-10-01',
      end: '2024-10-31',
      count: 35,
      opening: 250_000,
    },
  ],
  truthNumber: () => '10987654',
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Coral Coast Bank',
      right: () => [`BSB 063-123 Account 10987654`, 'Statement period 01/10/2024 - 31/10/2024'],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    flow.down(6);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 50 },
        { kind: 'desc', head: ['Description'], x: 95, w: 280 },
        { kind: 'amount', head: ['Amount'], x: 385, w: 80 },
        { kind: 'balance', head: ['Balance'], x: 475, w: 80 },
      ],
      date: 'DD/MM/YYYY',
      amount: { ...PLAIN, prefix: '$' },
      balance: { ...PLAIN, prefix: '$' },
      redDebits: true,
      lineHeight: 11,
      rowGap: 3,
      opening: { label: 'Opening balance', dated: true },
      closing: { label: 'Closing balance', dated: true },
    });
    flow.finish();
  },
};

/** Barclays/HSBC-like: every page ends "Balance carried forward" and the next starts "Balance brought forward". */
export const pageCarriedForward: Layout = {
  id: 'uk-balance-carried-forward-each-page',
  title:
    'UK account: each page ends with "BALANCE CARRIED FORWARD" and the next begins "BALANCE BROUGHT FORWARD"',
  region: 'UK',
  exercises: [
    'per-page carried/brought forward balance lines that are not transactions',
    'only the first brought-forward line is the opening balance',
    '"DD MMM YY" dates, paid out/paid in columns',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 4242,
      locale: 'uk',
      number: '61728394',
      name: 'Current',
      start: '2024-02-01',
      end: '2024-02-29',
      count: 130,
      opening: 180_000,
      scale: 5_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Mercia Bank',
      right: () => [
        'Your Current Account statement',
        `Account number ${a.number}`,
        '1 February to 29 February 2024',
      ],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 45 },
        { kind: 'desc', head: ['Payment type and details'], x: 90, w: 240 },
        { kind: 'debit', head: ['Paid out'], x: 335, w: 65 },
        { kind: 'credit', head: ['Paid in'], x: 405, w: 65 },
        { kind: 'balance', head: ['Balance'], x: 475, w: 80 },
      ],
      date: 'DD MMM YY',
      debit: PLAIN,
      credit: PLAIN,
      balance: { numbers: US_NUMBERS, negative: 'd' },
      lineHeight: 11,
      rowGap: 2,
      opening: { label: 'BALANCE BROUGHT FORWARD', dated: true },
      closing: { label: 'BALANCE CARRIED FORWARD', dated: true },
      carryForward: { bottom: 'BALANCE CARRIED FORWARD', top: 'BALANCE BROUGHT FORWARD' },
    });
    flow.finish();
  },
};

/** Bank of America card-like: Reference Number and Account Number columns between description and amount. */
export const usCardRefColumns: Layout = {
  id: 'us-credit-card-reference-and-account-columns',
  title:
    'US credit card (Bank of America-like): Reference Number and last-4 Account Number columns before the amount',
  region: 'US',
  exercises: [
    'credit card: balances are amounts owed',
    'digit-only reference and account-number columns between description and amount',
    'transaction and posting dates',
    'sections "Payments and Other Credits" / "Purchases and Adjustments" with TOTAL lines',
  ],
  font: 'Helvetica',
  size: LETTER,
  plans: [
    {
      seed: 4343,
      locale: 'us',
      number: '4400 1234 5678 9012',
      name: 'Customized Cash Rewards',
      start: '2024-05-15',
      end: '2024-06-14',
      count: 30,
      opening: 123_456,
      liability: true,
      postDates: true,
      scale: 9_000,
    },
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  draw(canvas, [a]) {
    if (!a) return;
    const usd: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', prefix: '$' };
    const flow = furnishedFlow(canvas, {
      bank: 'Commonwealth Card',
      right: () => [`Account# ${a.number}`, 'May 15 - June 14, 2024'],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8,
      pageSize: LETTER,
    });
    const payments = a.txns.filter((t) => t.cents > 0);
    const purchases = a.txns.filter((t) => t.cents < 0);
    flow.text('Account Summary', 40, { bold: true, size: 10 });
    flow.down(14);
    keyValues(
      flow,
      [
        ['Previous Balance', money(a.opening, usd)],
        ['Payments and Other Credits', `-${money(sum(payments), usd)}`],
        ['Purchases and Adjustments', money(-sum(purchases), usd)],
        ['New Balance Total', money(a.closing, usd)],
        ['Credit Limit', '$10,000'],
        ['Minimum Payment Due', '$35.00'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
    const tail = a.number.slice(-4);
    const section = (title: string, rows: typeof a.txns, total: string): void => {
      drawTable(flow, a, rows, {
        title,
        cols: [
          { kind: 'date', head: ['Transaction', 'Date'], x: 40, w: 40 },
          { kind: 'post', head: ['Posting', 'Date'], x: 90, w: 40 },
          { kind: 'desc', head: ['', 'Description'], x: 140, w: 230 },
          { kind: 'ref', head: ['Reference', 'Number'], x: 380, w: 40 },
          { kind: 'check', head: ['Account', 'Number'], x: 440, w: 40 },
          { kind: 'amount', head: ['', 'Amount'], x: 500, w: 70 },
        ],
        date: 'MM/DD',
        post: 'MM/DD',
        amount: { numbers: US_NUMBERS, negative: 'minus' },
        owedView: true,
        ref: (_t, i) => String(4_101 + i * 13),
        lineHeight: 10,
        rowGap: 2,
        totals: { label: total },
      });
      flow.down(10);
    };
    section(
      'Payments and Other Credits',
      payments,
      'TOTAL PAYMENTS AND OTHER CREDITS FOR THIS PERIOD',
    );
    // The account-number column prints the card's last four digits on every row.
    for (const t of purchases) t.checkNumber = tail;
    for (const t of payments) t.checkNumber = tail;
    section(
      'Purchases and Adjustments',
      purchases,
      'TOTAL PURCHASES AND ADJUSTMENTS FOR THIS PERIOD',
    );
    flow.finish();
  },
};

/** ICICI/Kotak-like: the sign of the amount and of the balance sits in their own "Dr/Cr" columns. */
export const inDrCrColumns: Layout = {
  id: 'in-separate-dr-cr-indicator-columns',
  title:
    'Indian account (ICICI/Kotak-like): unsigned Amount with a separate "Dr / Cr" column, balance with its own "Dr / Cr"',
  region: 'IN',
  exercises: [
    'sign given by a separate DR/CR indicator column',
    'balance side given by its own indicator column',
    '"DD-MM-YYYY" dates, reference column',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 4444,
      locale: 'in',
      number: '912010012345678',
      name: 'Savings',
      start: '2024-06-01',
      end: '2024-06-30',
      count: 40,
      opening: 2_345_600,
      scale: 300_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Konkan Bank',
      right: () => [`Account Number ${a.number}`, 'Statement Period 01-06-2024 to 30-06-2024'],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8,
      pageSize: A4,
    });
    flow.down(6);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 45 },
        { kind: 'desc', head: ['Narration'], x: 90, w: 200 },
        { kind: 'ref', head: ['Chq/Ref No'], x: 295, w: 60 },
        { kind: 'amount', head: ['Amount'], x: 360, w: 60 },
        { kind: 'drcr', head: ['Dr / Cr'], x: 430, w: 25 },
        { kind: 'balance', head: ['Balance'], x: 455, w: 65 },
        { kind: 'balanceDrcr', head: ['Dr / Cr'], x: 530, w: 25 },
      ],
      date: 'DD-MM-YYYY',
      amount: PLAIN,
      balance: PLAIN,
      ref: (_t, i) => `S${(7_310_000 + i * 97).toString()}`,
      lineHeight: 10,
      rowGap: 3,
      opening: { label: 'Opening Balance', dated: true },
      closing: { label: 'Closing Balance', dated: true },
    });
    flow.finish();
  },
};

/** Revolut-like: one PDF with a GBP and a EUR statement, each with its own IBAN and identical tables. */
export const multiCurrencyPockets: Layout = {
  id: 'fintech-multi-currency-statements',
  title:
    'Fintech (Revolut-like): GBP and EUR statements in one PDF, "5 Feb 2024" dates, currency symbols in cells',
  region: 'fintech',
  exercises: [
    'two accounts that differ by currency and IBAN',
    '"D MMM YYYY" dates without a leading zero',
    '£ and € symbols in every amount',
    'each account on its own pages',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 4545,
      locale: 'fintech',
      number: 'GB29 REVO 0099 6912 3456 78',
      name: 'GBP',
      start: '2024-02-01',
      end: '2024-02-29',
      count: 28,
      opening: 120_000,
      scale: 5_000,
    },
    {
      seed: 4646,
      locale: 'fintech',
      number: 'LT94 3250 0012 3456 7890',
      name: 'EUR',
      start: '2024-02-01',
      end: '2024-02-29',
      count: 22,
      opening: 45_000,
      scale: 4_000,
    },
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  draw(canvas, accounts) {
    const symbol: Record<string, string> = { GBP: '\u00a3', EUR: '\u20ac' };
    accounts.forEach((a) => {
      const cur: MoneyStyle = {
        numbers: US_NUMBERS,
        negative: 'minus',
        prefix: symbol[a.name] ?? '',
      };
      const flow = furnishedFlow(canvas, {
        bank: 'Orbit',
        right: () => [`${a.name} Statement`, `IBAN ${a.number}`, 'Generated on the 1 March 2024'],
        footer: (p) => `Orbit Ltd | Page ${p}`,
        size: 8.5,
        pageSize: A4,
      });
      flow.text('Balance summary', 40, { bold: true, size: 10 });
      flow.down(14);
      keyValues(
        flow,
        [
          ['Opening balance', money(a.opening, cur)],
          ['Money out', money(-sum(a.txns.filter((t) => t.cents < 0)), cur)],
          ['Money in', money(sum(a.txns.filter((t) => t.cents > 0)), cur)],
          ['Closing balance', money(a.closing, cur)],
        ],
        40,
        260,
        12,
      );
      flow.down(12);
      flow.text('Account transactions from 1 February 2024 to 29 February 2024', 40, {
        bold: true,
      });
      flow.down(16);
      drawTable(flow, a, a.txns, {
        cols: [
          { kind: 'date', head: ['Date'], x: 40, w: 60 },
          { kind: 'desc', head: ['Description'], x: 105, w: 210 },
          { kind: 'debit', head: ['Money out'], x: 320, w: 75 },
          { kind: 'credit', head: ['Money in'], x: 400, w: 75 },
          { kind: 'balance', head: ['Balance'], x: 480, w: 75 },
        ],
        date: 'D MMM YYYY',
        debit: cur,
        credit: cur,
        balance: cur,
        lineHeight: 11,
        rowGap: 5,
      });
      flow.finish();
    });
  },
};

/** Chase-card-like: one ACCOUNT ACTIVITY table across New Year, "$ Amount" header, payments with a minus. */
export const cardYearBoundary: Layout = {
  id: 'us-credit-card-year-boundary',
  title:
    'US credit card (Chase-like): one ACCOUNT ACTIVITY table, MM/DD dates from December into January',
  region: 'US',
  exercises: [
    'credit card across a year boundary with year-less dates',
    '"$ Amount" header with the currency symbol as its own word',
    'Opening/Closing Date line as the period',
  ],
  font: 'Helvetica',
  size: LETTER,
  plans: [
    {
      seed: 4747,
      locale: 'us',
      number: '7788',
      name: 'Freedom',
      start: '2023-12-13',
      end: '2024-01-12',
      count: 34,
      opening: 76_543,
      liability: true,
      scale: 8_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const usd: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', prefix: '$' };
    const flow = furnishedFlow(canvas, {
      bank: 'Liberty Card',
      right: () => [
        `Account Number: XXXX XXXX XXXX ${a.number}`,
        'Opening/Closing Date 12/13/23 - 01/12/24',
      ],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: LETTER,
    });
    flow.text('ACCOUNT SUMMARY', 40, { bold: true, size: 10 });
    flow.down(14);
    keyValues(
      flow,
      [
        ['Previous Balance', money(a.opening, usd)],
        ['Payment, Credits', `-${money(sum(a.txns.filter((t) => t.cents > 0)), usd)}`],
        ['Purchases', `+${money(-sum(a.txns.filter((t) => t.cents < 0)), usd)}`],
        ['New Balance', money(a.closing, usd)],
        ['Payment Due Date', '02/09/24'],
        ['Minimum Payment Due', '$40.00'],
        ['Credit Access Line', '$12,000'],
      ],
      40,
      280,
      11,
    );
    flow.down(12);
    drawTable(flow, a, a.txns, {
      title: 'ACCOUNT ACTIVITY',
      cols: [
        { kind: 'date', head: ['Date of', 'Transaction'], x: 40, w: 50 },
        { kind: 'desc', head: ['', 'Merchant Name or Transaction Description'], x: 100, w: 330 },
        { kind: 'amount', head: ['', '$ Amount'], x: 490, w: 80 },
      ],
      date: 'MM/DD',
      amount: { numbers: US_NUMBERS, negative: 'minus' },
      owedView: true,
      lineHeight: 11,
      rowGap: 2,
      continuedTop: 'ACCOUNT ACTIVITY (CONTINUED)',
    });
    flow.finish();
  },
};
