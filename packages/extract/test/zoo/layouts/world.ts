/** Layouts from Canada, Australia, India, Singapore, South Africa, Brazil, Mexico and Spain. */
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, money, printDate, US_NUMBERS } from '../format.ts';
import { drawTable } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { A4, LETTER } from '../layout.ts';
import { furnishedFlow, keyValues, paragraph, sum } from './common.ts';

const PLAIN: MoneyStyle = { numbers: US_NUMBERS, negative: 'none' };

/** CommBank-like: Debit | Credit | Balance with "CR"/"DR" on balances, year-less dates. */
export const auCrDrBalance: Layout = {
  id: 'au-crdr-balance-suffix',
  title:
    'Australian account (CommBank/ANZ-like): balances "$1,234.56 CR", OPENING/CLOSING BALANCE rows',
  region: 'AU',
  exercises: [
    'CR/DR suffix on every balance, DR when overdrawn',
    'year-less "DD MMM" dates',
    'OPENING BALANCE / CLOSING BALANCE rows inside the table',
    'BSB beside the account number',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 1111,
      locale: 'au',
      number: '1034 5678',
      name: 'Smart Access',
      start: '2024-08-01',
      end: '2024-08-31',
      count: 40,
      opening: 32_050,
      overdraft: true,
      scale: 8_000,
    },
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Southern Cross Bank',
      right: () => [
        'Statement 42',
        `BSB 062-000 Account Number ${a.number}`,
        'Period 1 Aug 2024 - 31 Aug 2024',
      ],
      footer: (p, n) => `Page ${p} of ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    flow.text('Smart Access', 40, { bold: true, size: 11 });
    flow.down(20);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 35 },
        { kind: 'desc', head: ['Transaction'], x: 80, w: 250 },
        { kind: 'debit', head: ['Debit'], x: 335, w: 60 },
        { kind: 'credit', head: ['Credit'], x: 400, w: 60 },
        { kind: 'balance', head: ['Balance'], x: 465, w: 90 },
      ],
      date: 'DD MMM',
      debit: PLAIN,
      credit: PLAIN,
      balance: { numbers: US_NUMBERS, negative: 'dr', prefix: '$', crSuffix: true },
      lineHeight: 11,
      rowGap: 3,
      opening: { label: 'OPENING BALANCE', dated: true },
      closing: { label: 'CLOSING BALANCE', dated: true },
    });
    flow.down(10);
    flow.text('Opening balance - Total debits + Total credits = Closing balance', 40, {
      bold: true,
    });
    flow.down(12);
    const out = -sum(a.txns.filter((t) => t.cents < 0));
    const inn = sum(a.txns.filter((t) => t.cents > 0));
    const crdr: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', prefix: '$', crSuffix: true };
    flow.text(
      `${money(a.opening, crdr)}   ${money(out, { ...PLAIN, prefix: '$' })}   ${money(inn, { ...PLAIN, prefix: '$' })}   ${money(a.closing, crdr)}`,
      40,
    );
    flow.finish();
  },
};

/** HDFC-like: Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | Closing Balance. */
export const inRefValueDate: Layout = {
  id: 'in-ref-value-date-columns',
  title: 'Indian savings account (HDFC/ICICI-like): dd/mm/yy, Chq./Ref.No. and Value Dt columns',
  region: 'IN',
  exercises: [
    '"dd/mm/yy" dates',
    'long digit-only reference column between description and amounts',
    'value date column',
    '"Withdrawal Amt." / "Deposit Amt." / "Closing Balance" headers',
    'statement summary as a label row above a value row',
  ],
  font: 'Courier',
  size: LETTER,
  plans: [
    {
      seed: 1212,
      locale: 'in',
      number: '50100123456789',
      name: 'Savings',
      start: '2024-04-01',
      end: '2024-04-30',
      count: 45,
      opening: 8_345_000,
      postDates: true,
      scale: 400_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Deccan Bank Ltd',
      right: () => [
        `Account No :${a.number}`,
        'From : 01/04/2024  To : 30/04/2024',
        'Currency : INR',
      ],
      footer: (p) => `Page No .: ${p}`,
      size: 7,
      pageSize: LETTER,
    });
    flow.down(6);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 30, w: 40 },
        { kind: 'desc', head: ['Narration'], x: 75, w: 175 },
        { kind: 'ref', head: ['Chq./Ref.No.'], x: 255, w: 70 },
        { kind: 'post', head: ['Value Dt'], x: 330, w: 40 },
        { kind: 'debit', head: ['Withdrawal Amt.'], x: 375, w: 65 },
        { kind: 'credit', head: ['Deposit Amt.'], x: 445, w: 60 },
        { kind: 'balance', head: ['Closing Balance'], x: 510, w: 72 },
      ],
      date: 'DD/MM/YY',
      post: 'DD/MM/YY',
      debit: PLAIN,
      credit: PLAIN,
      balance: PLAIN,
      ref: (t, i) =>
        String(4_000_000_000_000_000 + i * 7_919 + Math.abs(t.cents)).padStart(16, '0'),
      lineHeight: 9,
      rowGap: 2,
    });
    flow.down(10);
    flow.text('STATEMENT SUMMARY :-', 30, { bold: true });
    flow.down(12);
    const heads = ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal'];
    const out = a.txns.filter((t) => t.cents < 0);
    const inn = a.txns.filter((t) => t.cents > 0);
    const values = [
      money(a.opening, PLAIN),
      String(out.length),
      String(inn.length),
      money(-sum(out), PLAIN),
      money(sum(inn), PLAIN),
      money(a.closing, PLAIN),
    ];
    heads.forEach((h, i) => flow.text(h, 30 + i * 92, { bold: true }));
    flow.down(11);
    values.forEach((v, i) => flow.text(v, 30 + i * 92));
    flow.down(14);
    paragraph(
      flow,
      ['Generated On: 01-May-2024 10:15:22  Generated By: 12345678  Requesting Branch Code: NET'],
      30,
      9,
    );
    flow.finish();
  },
};

/** TD Canada-like: DESCRIPTION | WITHDRAWALS | DEPOSITS | DATE | BALANCE with "JAN05" dates. */
export const caDateAfterAmounts: Layout = {
  id: 'ca-date-column-after-amounts',
  title: 'Canadian chequing (TD/RBC-like): date column right of the amounts, "MMMDD" dates',
  region: 'CA',
  exercises: [
    'date column placed after the amount columns',
    '"JAN05" dates with no space or year, period across New Year',
    'BALANCE FORWARD row',
    '"Withdrawals"/"Deposits" headers',
  ],
  font: 'Courier',
  size: LETTER,
  plans: [
    {
      seed: 1313,
      locale: 'ca',
      number: '1234-5678901',
      name: 'Chequing',
      start: '2023-12-20',
      end: '2024-01-19',
      count: 42,
      opening: 187_500,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const flow = furnishedFlow(canvas, {
      bank: 'Maple Trust',
      right: () => ['STATEMENT OF ACCOUNT', `Account No. ${a.number}`, 'DEC 20/23 - JAN 19/24'],
      footer: (p, n) => `${p}/${n}`,
      size: 8,
      pageSize: LETTER,
    });
    flow.down(6);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'desc', head: ['DESCRIPTION'], x: 40, w: 230 },
        { kind: 'debit', head: ['WITHDRAWALS'], x: 275, w: 80 },
        { kind: 'credit', head: ['DEPOSITS'], x: 360, w: 70 },
        { kind: 'date', head: ['DATE'], x: 440, w: 35 },
        { kind: 'balance', head: ['BALANCE'], x: 480, w: 90 },
      ],
      date: 'MMMDD',
      debit: PLAIN,
      credit: PLAIN,
      balance: { numbers: US_NUMBERS, negative: 'od' },
      lineHeight: 11,
      rowGap: 2,
      opening: { label: 'BALANCE FORWARD', dated: true },
    });
    flow.finish();
  },
};

/** FNB-like: a single amount column where credits carry "Cr", debits are plain; balances Cr/Dr. */
export const zaCrSuffixAmounts: Layout = {
  id: 'za-cr-suffix-amounts',
  title: 'South African cheque account (FNB/Absa-like): "1,234.56Cr" credits, plain debits',
  region: 'ZA',
  exercises: [
    'credits marked by a "Cr" suffix, debits unmarked',
    'balances with "Cr"/"Dr" suffixes',
    '"DD MMM" dates',
    'a bank charges column beside the amount',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 1414,
      locale: 'za',
      number: '62012345678',
      name: 'Gold Cheque Account',
      start: '2024-09-01',
      end: '2024-09-30',
      count: 38,
      opening: 1_543_210,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const amount: MoneyStyle = {
      numbers: US_NUMBERS,
      negative: 'none',
      crSuffix: true,
      crWord: 'Cr',
      tight: true,
    };
    const flow = furnishedFlow(canvas, {
      bank: 'Highveld Bank',
      right: () => [
        `Gold Cheque Account : ${a.number}`,
        'Statement Period : 01 September 2024 to 30 September 2024',
        'Statement Date : 30 September 2024',
      ],
      footer: (p, n) => `Page ${p} of ${n}  Delivery Method: E-mail`,
      size: 8.5,
      pageSize: A4,
    });
    flow.text('Opening Balance', 40, { bold: true });
    flow.text(
      money(a.opening, {
        numbers: US_NUMBERS,
        negative: 'drTight',
        crSuffix: true,
        crWord: 'Cr',
        drWord: 'Dr',
      }),
      250,
      { align: 'right' },
    );
    flow.down(12);
    flow.text('Closing Balance', 40, { bold: true });
    flow.text(
      money(a.closing, {
        numbers: US_NUMBERS,
        negative: 'drTight',
        crSuffix: true,
        crWord: 'Cr',
        drWord: 'Dr',
      }),
      250,
      { align: 'right' },
    );
    flow.down(20);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 35 },
        { kind: 'desc', head: ['Description'], x: 80, w: 270 },
        { kind: 'amount', head: ['Amount'], x: 370, w: 80 },
        { kind: 'balance', head: ['Balance'], x: 465, w: 90 },
      ],
      date: 'DD MMM',
      amount,
      balance: {
        numbers: US_NUMBERS,
        negative: 'drTight',
        crSuffix: true,
        crWord: 'Cr',
        drWord: 'Dr',
      },
      lineHeight: 11,
      rowGap: 3,
    });
    flow.down(10);
    paragraph(
      flow,
      ['Bank charges are inclusive of VAT. Fee structures available on our website.'],
      40,
      10,
    );
    flow.finish();
  },
};

/** Itaú/Bradesco-like: Data | Lançamentos | Valor (R$) | Saldo (R$), "R$ 1.234,56" and "-1.234,56". */
export const brRealSymbol: Layout = {
  id: 'br-real-symbol-dd-mm-yyyy',
  title: 'Brazilian extrato (Itaú/Bradesco-like): "dd/mm/yyyy", "-1.234,56", SALDO ANTERIOR',
  region: 'BR',
  exercises: [
    '"R$" currency and comma decimals',
    'SALDO ANTERIOR / SALDO FINAL rows',
    '"dd/mm/yyyy" dates',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 1515,
      locale: 'br',
      number: '1234 / 56789-0',
      name: 'Conta Corrente',
      start: '2024-10-01',
      end: '2024-10-31',
      count: 34,
      opening: 523_456,
      scale: 30_000,
    },
  ],
  truthNumber: (a) => a.number.replace(/[^0-9]/g, ''),
  draw(canvas, [a]) {
    if (!a) return;
    const brl: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus' };
    const flow = furnishedFlow(canvas, {
      bank: 'Banco Ipiranga',
      right: () => [`agência/conta ${a.number}`, 'período: 01/10/2024 a 31/10/2024'],
      footer: (p, n) => `${p}/${n}`,
      size: 8.5,
      pageSize: A4,
    });
    flow.text('extrato conta corrente', 40, { bold: true, size: 11 });
    flow.down(20);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['data'], x: 40, w: 50 },
        { kind: 'desc', head: ['lançamentos'], x: 100, w: 270 },
        { kind: 'amount', head: ['valor (R$)'], x: 380, w: 80 },
        { kind: 'balance', head: ['saldo (R$)'], x: 470, w: 85 },
      ],
      date: 'DD/MM/YYYY',
      amount: brl,
      balance: brl,
      lineHeight: 11,
      rowGap: 3,
      opening: { label: 'SALDO ANTERIOR', dated: true },
      closing: { label: 'SALDO FINAL', dated: true },
    });
    flow.down(10);
    flow.text(`saldo disponível R$ ${money(a.closing, brl)}`, 40);
    flow.finish();
  },
};

/** Santander/BBVA-like: Fecha Operación | Fecha Valor | Concepto | Importe | Saldo, "EUR" suffix. */
export const esImporteSaldo: Layout = {
  id: 'es-importe-saldo-two-dates',
  title: 'Spanish account (Santander/BBVA-like): Fecha Operación/Valor, Concepto, Importe, Saldo',
  region: 'ES',
  exercises: [
    'Spanish headers',
    'two full date columns',
    '"-12,34 EUR" amounts with code suffix',
    'Saldo inicial / Saldo final only in the header block',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 1616,
      locale: 'es',
      number: 'ES91 2100 0418 4502 0005 1332',
      name: 'Cuenta Online',
      start: '2024-03-01',
      end: '2024-03-31',
      count: 32,
      opening: 210_000,
      postDates: true,
    },
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  draw(canvas, [a]) {
    if (!a) return;
    const eur: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus', suffix: ' EUR' };
    const flow = furnishedFlow(canvas, {
      bank: 'Banco Ibérico',
      right: () => [
        'Extracto de movimientos',
        `Cuenta ${a.number}`,
        `Fecha ${printDate(a.end, 'DD/MM/YYYY')}`,
      ],
      footer: (p, n) => `Página ${p} de ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    keyValues(
      flow,
      [
        ['Periodo', '01/03/2024 - 31/03/2024'],
        ['Saldo inicial', money(a.opening, eur)],
        ['Saldo final', money(a.closing, eur)],
      ],
      40,
      260,
      12,
    );
    flow.down(12);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Fecha', 'Operación'], x: 40, w: 50 },
        { kind: 'post', head: ['Fecha', 'Valor'], x: 95, w: 50 },
        { kind: 'desc', head: ['', 'Concepto'], x: 150, w: 230 },
        { kind: 'amount', head: ['', 'Importe'], x: 385, w: 80 },
        { kind: 'balance', head: ['', 'Saldo'], x: 470, w: 85 },
      ],
      date: 'DD/MM/YYYY',
      post: 'DD/MM/YYYY',
      amount: eur,
      balance: eur,
      lineHeight: 11,
      rowGap: 3,
    });
    flow.finish();
  },
};
