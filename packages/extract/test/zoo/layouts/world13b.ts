/**
 * Zoo growth for issue 8 (part 11): Bahrain, Oman, Lebanon, Ecuador, Costa Rica and Botswana. Written from
 * what those banks print, without reading the engine.
 */
import type { ZooAccount, ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { FR_NUMBERS, money, US_NUMBERS } from '../format.ts';
import { drawTable } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { A4 } from '../layout.ts';
import { furnishedFlow, keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

/** Bahraini dinars print three decimals ("1,234.560"); the truth keeps whole tens of fils, so the third is 0. */
const BHD: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', suffix: '0' };
const BHD_PLAIN: MoneyStyle = { ...BHD, negative: 'none' };

/** Bahraini business account: one unsigned amount column and a Dr/Cr column beside it. */
export const bhAmountDrCr: Layout = simpleLayout({
  id: 'bh-business-three-decimal-dr-cr-column',
  title:
    'Bahraini business current account in English (NBB/BBK-like): three-decimal BHD "1,234.560", "Txn Date | Value Date | Description | Amount | Dr/Cr | Balance" with one unsigned amount column and a DR/CR column after it, opening and closing in a summary with the CR number and IBAN BH, "05-Mar-2024"',
  region: 'BH',
  exercises: [
    'one unsigned amount column whose sign is a DR/CR word in the next column',
    'three-decimal dinar amounts',
    'the account number beside an IBAN and a commercial registration number',
    'DD-MMM-YYYY booking and value dates',
  ],
  mechanisms: [5, 8, 18],
  currency: 'BHD',
  plans: [
    plan(
      11407,
      'bh',
      '0012345678901',
      'Business Current Account',
      ['2024-03-01', '2024-03-31'],
      60,
      1_845_230,
      { scale: 60_000, postDates: true },
    ),
  ],
  bank: 'Dilmun National Bank B.S.C.',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `Account No. ${a.number}`,
    'IBAN BH67 DNBK 0000 1299 1234 56',
    'Currency BHD',
    'From 01-Mar-2024 To 31-Mar-2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Customer', 'AL MANAMA TRADING W.L.L.'],
        ['C.R. No.', '12345-1'],
        ['Opening Balance', money(a.opening, BHD)],
        ['Total Debits', money(-sum(a.txns.filter((t) => t.cents < 0)), BHD_PLAIN)],
        ['Total Credits', money(sum(a.txns.filter((t) => t.cents > 0)), BHD_PLAIN)],
        ['Closing Balance', money(a.closing, BHD)],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Txn Date'], x: 40, w: 50 },
      { kind: 'post', head: ['Value Date'], x: 96, w: 50 },
      { kind: 'desc', head: ['Description'], x: 152, w: 200 },
      { kind: 'amount', head: ['Amount'], x: 360, w: 80 },
      { kind: 'drcr', head: ['Dr/Cr'], x: 452, w: 20 },
      { kind: 'balance', head: ['Balance'], x: 480, w: 75 },
    ],
    date: 'DD-MMM-YYYY',
    post: 'DD-MMM-YYYY',
    amount: BHD_PLAIN,
    balance: BHD,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Omani card amounts owed, three decimals; credits (the payment, refunds) carry "CR". */
const OMR_OWED: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', drWord: 'CR', suffix: '0' };

/** Omani credit card: payments marked CR, the statement date among a due date, three-decimal rials. */
export const omCardCrPayments: Layout = simpleLayout({
  id: 'om-card-three-decimal-cr-payments',
  title:
    'Omani credit card statement in English (Bank Muscat/NBO-like): three-decimal OMR "45.250", the payment and refunds marked "CR", "Statement Date", "Payment Due Date" and the period in the heading, "Previous Balance | Payments & Credits | Purchases & Charges | Current Balance | Minimum Amount Due" in the summary, "Trans Date | Post Date | Description | Amount (OMR)"',
  region: 'OM',
  exercises: [
    'a card statement whose credits carry a CR suffix and purchases no mark',
    'the statement date among a payment-due date and a period',
    'three-decimal rial amounts',
    'DD/MM/YYYY transaction and posting dates, a masked card number',
  ],
  mechanisms: [4, 10, 18],
  currency: 'OMR',
  plans: [
    plan(11408, 'om', '7721', 'Platinum Card', ['2024-02-21', '2024-03-20'], 30, 28_540, {
      liability: true,
      postDates: true,
      scale: 4_000,
    }),
  ],
  bank: 'Sohar Gulf Bank S.A.O.G.',
  right: (a) => [
    'CREDIT CARD STATEMENT',
    `Card Number 4587 XXXX XXXX ${a.number}`,
    'Statement Date 20/03/2024',
    'Payment Due Date 14/04/2024',
    'Period 21/02/2024 - 20/03/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}`,
  intro(flow, a) {
    const payments = sum(a.txns.filter((t) => t.cents > 0));
    const charges = -sum(a.txns.filter((t) => t.cents < 0));
    keyValues(
      flow,
      [
        ['Card Holder', 'MR SALIM AL BALUSHI'],
        ['Credit Limit', '1,500.000'],
        ['Previous Balance', money(a.opening, OMR_OWED)],
        ['Payments & Credits', money(-payments, OMR_OWED)],
        ['Purchases & Charges', money(charges, OMR_OWED)],
        ['Current Balance', money(a.closing, OMR_OWED)],
        ['Minimum Amount Due', money(Math.max(1_000, Math.round(a.closing / 20)), OMR_OWED)],
      ],
      40,
      320,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Trans Date'], x: 40, w: 50 },
      { kind: 'post', head: ['Post Date'], x: 96, w: 50 },
      { kind: 'desc', head: ['Description'], x: 152, w: 260 },
      { kind: 'amount', head: ['Amount (OMR)'], x: 440, w: 90 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    amount: OMR_OWED,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    paragraph(
      flow,
      ['Please pay at least the Minimum Amount Due by the Payment Due Date to avoid a late fee.'],
      40,
      10,
    );
  },
});

/** Lebanese pounds: whole units, "1,500,000". */
const LBP: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', decimals: 0 };
const LBP_PLAIN: MoneyStyle = { ...LBP, negative: 'none' };

/** Lebanese statement in French: a USD and an LBP account, each between two dated "Solde au" lines. */
export const lbDollarsLivres: Layout = {
  id: 'lb-usd-lbp-solde-au-two-accounts',
  title:
    'Lebanese account statement in French (BLOM/Bank Audi-like): a USD current account and an LBP current account in one PDF, each block "Compte ... - USD" with "Solde au 29/02/2024" above and "Solde au 31/03/2024" below "Date | Date valeur | Libelle | Debit | Credit | Solde", whole Lebanese pounds "1,500,000", dollars with cents',
  region: 'LB',
  exercises: [
    'two accounts in two currencies in one PDF, one block each',
    'opening and closing under the same label, told apart only by their dates',
    'whole-pound amounts beside dollar amounts with cents',
    'DD/MM/YYYY booking and value dates',
  ],
  mechanisms: [4, 6, 18],
  font: 'Helvetica',
  size: A4,
  plans: [
    plan(11409, 'lb', '012-345678-001', 'USD', ['2024-03-01', '2024-03-31'], 34, 845_020, {
      scale: 40_000,
      postDates: true,
    }),
    plan(11410, 'lb', '012-345678-002', 'LBP', ['2024-03-01', '2024-03-31'], 22, 4_850_000_000, {
      scale: 450_000_000,
      unit: 100_000,
      postDates: true,
    }),
  ],
  draw(canvas, accounts) {
    const flow = furnishedFlow(canvas, {
      bank: 'Banque du Cedre S.A.L.',
      right: (p) => ['RELEVE DE COMPTE', 'Periode: 01/03/2024 - 31/03/2024', `Page ${p}`],
      footer: () => 'Banque du Cedre S.A.L. - Beyrouth - Liste des banques No 12',
      size: 8.5,
      pageSize: A4,
    });
    flow.text('Client: M. GEORGES KHOURY, ACHRAFIEH, BEYROUTH', 40);
    flow.down(20);
    accounts.forEach((a: ZooAccount) => {
      const style = a.name === 'LBP' ? LBP : US_MINUS;
      const plain = a.name === 'LBP' ? LBP_PLAIN : US_PLAIN;
      flow.ensure(110);
      flow.text(`Compte courant ${a.number} - ${a.name}`, 40, { bold: true, size: 10 });
      flow.down(14);
      flow.text('Solde au 29/02/2024', 40, { tag: 'summary' });
      flow.text(money(a.opening, style), 555, { align: 'right', tag: 'summary' });
      flow.down(14);
      drawTable(flow, a, a.txns, {
        cols: [
          { kind: 'date', head: ['Date'], x: 40, w: 48 },
          { kind: 'post', head: ['Date valeur'], x: 94, w: 48 },
          { kind: 'desc', head: ['Libelle'], x: 150, w: 170 },
          { kind: 'debit', head: ['Debit'], x: 325, w: 72 },
          { kind: 'credit', head: ['Credit'], x: 402, w: 72 },
          { kind: 'balance', head: ['Solde'], x: 479, w: 76 },
        ],
        date: 'DD/MM/YYYY',
        post: 'DD/MM/YYYY',
        debit: plain,
        credit: plain,
        balance: style,
        lineHeight: 10,
        rowGap: 3,
      });
      flow.text('Solde au 31/03/2024', 40, { tag: 'summary' });
      flow.text(money(a.closing, style), 555, { align: 'right', tag: 'summary' });
      flow.down(24);
    });
    flow.finish();
  },
};

/** The transaction type an Ecuadorian core prints: nota de debito/credito, deposit, withdrawal. */
const ecType = (t: ZooTxn): string =>
  t.kind === 'atm'
    ? 'RET'
    : t.kind === 'deposit' && /DEPOSITO/.test(t.description)
      ? 'DEP'
      : t.cents > 0
        ? 'NC'
        : 'ND';

/** Ecuadorian savings account: newest first, a type code and a document number, one signed amount. */
export const ecAhorrosNewestFirst: Layout = simpleLayout({
  id: 'ec-ahorros-newest-first-tipo-nd-nc',
  title:
    'Ecuadorian savings account in Spanish (Pichincha/Guayaquil-like): newest first, "Fecha | Tipo | Documento | Concepto | Valor | Saldo" with ND/NC/DEP/RET type codes, signed "Valor" "-25.00", "SALDO ACTUAL" on top and "SALDO ANTERIOR" at the bottom, wrapped concepts, USD',
  region: 'EC',
  exercises: [
    'rows newest first, the closing line on top and the opening line at the bottom',
    'a short type-code column and a document number before wrapped descriptions',
    'one signed amount column beside the running balance',
    'DD/MM/YYYY dates, USD',
  ],
  mechanisms: [7, 12, 18],
  currency: 'USD',
  plans: [
    plan(
      11411,
      'ec',
      '2204567891',
      'Cuenta de Ahorros',
      ['2024-03-01', '2024-03-31'],
      42,
      182_560,
      {
        scale: 9_000,
        longShare: 0.3,
      },
    ),
  ],
  bank: 'Banco del Pacifico Andino S.A.',
  right: (a) => [
    'ESTADO DE CUENTA DE AHORROS',
    `Cuenta No. ${a.number}`,
    'Moneda: USD',
    'Desde 01/03/2024 Hasta 31/03/2024',
  ],
  footer: (p, n) => `Pagina ${p} de ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Titular', 'MARIA FERNANDA ZAMBRANO'],
        ['Oficina', 'QUITO NORTE'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha'], x: 40, w: 48 },
      { kind: 'extra', head: ['Tipo'], x: 94, w: 22, value: (t: ZooTxn) => ecType(t) },
      {
        kind: 'extra',
        head: ['Documento'],
        x: 120,
        w: 44,
        value: (_t, i) => String(70_120_045 + i * 13),
      },
      { kind: 'desc', head: ['Concepto'], x: 170, w: 200 },
      { kind: 'amount', head: ['Valor'], x: 380, w: 80 },
      { kind: 'balance', head: ['Saldo'], x: 470, w: 85 },
    ],
    date: 'DD/MM/YYYY',
    amount: US_MINUS,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 4,
    newestFirst: true,
    opening: { label: 'SALDO ANTERIOR' },
    closing: { label: 'SALDO ACTUAL' },
  }),
});

/** Costa Rican colones: space thousands and a decimal comma, "1 234 567,89". */
const CRC: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus' };
const CRC_PLAIN: MoneyStyle = { numbers: FR_NUMBERS, negative: 'none' };

/** Costa Rican business account over many pages: the IBAN on page 1 only, continuation marks. */
export const crEmpresarialContinuacion: Layout = simpleLayout({
  id: 'cr-empresarial-iban-continuacion',
  title:
    'Costa Rican business current account in Spanish (BNCR/BAC-like): IBAN CR on page 1 only, "Fecha | Referencia | Descripcion | Debitos | Creditos | Saldo", colones "1 234 567,89", "Saldo inicial"/"Saldo final" rows dated, "Pasa a la pagina siguiente" at the foot and "Continuacion" above the repeated heading, DD-MM-YYYY',
  region: 'CR',
  exercises: [
    'many pages whose later headings name no account, with continuation marks at foot and head',
    'the IBAN as the only account number, printed with spaces',
    'dated opening and closing rows, a reference column',
    'DD-MM-YYYY dates, space-grouped amounts with a decimal comma, CRC',
  ],
  mechanisms: [3, 5, 11, 18],
  currency: 'CRC',
  plans: [
    plan(
      11412,
      'cr',
      'CR05 0152 0200 1026 2840 66',
      'Cuenta Corriente Empresarial',
      ['2024-03-01', '2024-03-31'],
      128,
      1_845_230_000,
      { scale: 85_000_000, unit: 100 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Banco Central Pacifico de Costa Rica',
  right: (a, p) =>
    p === 1
      ? [
          'ESTADO DE CUENTA',
          `Cuenta IBAN: ${a.number}`,
          'Moneda: Colones (CRC)',
          'Periodo: 01-03-2024 al 31-03-2024',
        ]
      : ['ESTADO DE CUENTA', `Pagina ${p}`],
  footer: (p, n) => `Pagina ${p} de ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Cliente', 'DISTRIBUIDORA LA SABANA S.A.'],
        ['Cedula juridica', '3-101-456789'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha'], x: 40, w: 46 },
      {
        kind: 'extra',
        head: ['Referencia'],
        x: 92,
        w: 48,
        value: (_t, i) => String(25_031_200 + i * 17),
      },
      { kind: 'desc', head: ['Descripcion'], x: 146, w: 170 },
      { kind: 'debit', head: ['Debitos'], x: 320, w: 75 },
      { kind: 'credit', head: ['Creditos'], x: 400, w: 75 },
      { kind: 'balance', head: ['Saldo'], x: 480, w: 75 },
    ],
    date: 'DD-MM-YYYY',
    debit: CRC_PLAIN,
    credit: CRC_PLAIN,
    balance: CRC,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Saldo inicial', dated: true },
    closing: { label: 'Saldo final', dated: true },
    continuedTop: 'Continuacion',
    continuedBottom: 'Pasa a la pagina siguiente',
  }),
});

/** Botswana amounts: credits "1,234.56Cr", debits unmarked; balances "Cr"/"Dr". */
const BW_AMOUNT: MoneyStyle = {
  numbers: US_NUMBERS,
  negative: 'none',
  crSuffix: true,
  crWord: 'Cr',
  tight: true,
};
const BW_BALANCE: MoneyStyle = {
  numbers: US_NUMBERS,
  negative: 'drTight',
  crSuffix: true,
  crWord: 'Cr',
  drWord: 'Dr',
};

/** Botswana cheque account: yearless dates, Cr-marked credits, accrued bank charges right of the balance. */
export const bwAccruedCharges: Layout = simpleLayout({
  id: 'bw-cr-suffix-accrued-charges-right',
  title:
    'Botswana cheque account in English (FNB/Absa Botswana-like): "Date | Description | Amount | Balance | Accrued Bank Charges" with the charges column right of the balance, credits "1,234.56Cr", debits unmarked, yearless "05 Mar" dates, "Statement Period" and a later "Statement Date" in the heading, opening and closing in a summary, BWP',
  region: 'BW',
  exercises: [
    'a column of accrued bank charges right of the running balance, filled on some rows',
    'credits marked "Cr" and debits unmarked in one amount column',
    'yearless dates with the year only in the period, and a statement date after the period end',
    'opening and closing in a summary above the table, BWP',
  ],
  mechanisms: [1, 10, 18],
  currency: 'BWP',
  plans: [
    plan(
      11413,
      'bw',
      '62012345678',
      'Cheque Account',
      ['2024-03-01', '2024-03-31'],
      48,
      1_254_075,
      {
        scale: 60_000,
      },
    ),
  ],
  bank: 'Kalahari National Bank Botswana Ltd',
  right: (a) => [
    'CHEQUE ACCOUNT STATEMENT',
    `Account Number : ${a.number}`,
    'Statement Period : 01 March 2024 to 31 March 2024',
    'Statement Date : 02 April 2024',
    'Currency : BWP',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}  -  Kalahari National Bank Botswana is licensed by the Bank of Botswana.`,
  intro(flow, a) {
    flow.text('MR KABELO MOGAE, PRIVATE BAG 12, GABORONE', 40);
    flow.down(18);
    keyValues(
      flow,
      [
        ['Opening Balance', money(a.opening, BW_BALANCE)],
        ['Credit Transactions', money(sum(a.txns.filter((t) => t.cents > 0)), BW_AMOUNT)],
        ['Debit Transactions', money(-sum(a.txns.filter((t) => t.cents < 0)), US_PLAIN)],
        ['Closing Balance', money(a.closing, BW_BALANCE)],
      ],
      300,
      555,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 30 },
      { kind: 'desc', head: ['Description'], x: 76, w: 240 },
      { kind: 'amount', head: ['Amount'], x: 320, w: 80 },
      { kind: 'balance', head: ['Balance'], x: 405, w: 80 },
      {
        kind: 'extra',
        head: ['Accrued', 'Bank Charges'],
        x: 495,
        w: 60,
        right: true,
        value: (t: ZooTxn, i) =>
          t.cents < 0 && i % 4 === 1 ? money(350 + (i % 3) * 100, US_PLAIN) : '',
      },
    ],
    date: 'DD MMM',
    amount: BW_AMOUNT,
    balance: BW_BALANCE,
    lineHeight: 10,
    rowGap: 3,
  }),
});

export const WORLD13B: readonly Layout[] = [
  bhAmountDrCr,
  omCardCrPayments,
  lbDollarsLivres,
  ecAhorrosNewestFirst,
  crEmpresarialContinuacion,
  bwAccruedCharges,
];
