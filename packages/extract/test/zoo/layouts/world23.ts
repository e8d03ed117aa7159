/**
 * Zoo growth for issue 8 (part 20): Equatorial Guinea, São Tomé and Príncipe, Guinea-Bissau, the Central
 * African Republic, South Sudan and Eritrea. Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, FR_NUMBERS, money, printLocalDate, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** CFA francs as Malabo core systems print them: whole, "." grouping. */
const XAF_ES: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus', decimals: 0 };
const XAF_ES_PLAIN: MoneyStyle = { ...XAF_ES, negative: 'none' };

/** Equatorial Guinean business account over four pages with "Suma y sigue" / "Suma anterior" lines. */
export const gqExtractoSumaYSigue: Layout = simpleLayout({
  id: 'gq-extracto-xaf-debe-haber-suma-y-sigue-pages',
  title:
    'Equatorial Guinean business current account in Spanish (CCEI Bank GE/BANGE-like): "EXTRACTO DE CUENTA CORRIENTE", "Fecha | F. Valor | Concepto | Debe | Haber | Saldo", "Suma y sigue" closing each page and "Suma anterior" opening the next, "Saldo anterior"/"Saldo final" rows, the 23-digit CEMAC account number on page 1 and only the 11-digit account on later pages, whole francs "1.234.567" (XAF, "Franco CFA"), DD/MM/YYYY, four pages',
  region: 'GQ',
  exercises: [
    'carried-forward and brought-forward balance lines in Spanish at every page break over four pages',
    'the account number printed whole on the first page and shortened on later pages',
    'Debe/Haber columns with a running balance, booking and value dates',
    'whole francs with "." grouping, XAF named as a code',
  ],
  mechanisms: [3, 6, 15, 18],
  currency: 'XAF',
  plans: [
    plan(
      12301,
      'gq',
      '50002 00101 12345678901 23',
      'Cuenta corriente empresa',
      ['2024-03-01', '2024-03-31'],
      150,
      6_254_180_000,
      { scale: 70_000_000, unit: 100, longShare: 0.07, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Banco del Golfo de Biafra S.A.',
  right: (a, p) =>
    p === 1
      ? [
          'EXTRACTO DE CUENTA CORRIENTE',
          `Cuenta n.º ${a.number}`,
          'Divisa: XAF (Franco CFA BEAC)',
          'Del 01/03/2024 al 31/03/2024',
        ]
      : [`Cuenta ${a.number.split(' ')[2] ?? ''}`, 'Extracto al 31/03/2024 (continuación)'],
  footer: (p, n) => `Página ${p} de ${n}  -  Calle de Argelia, Malabo  -  Autorizado por la COBAC`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Titular', 'CONSTRUCCIONES BIOKO S.L.'],
        ['Oficina', 'MALABO CENTRO'],
        ['NIF', 'GQ-0087654-B'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Fecha'], x: 40, w: 44 },
      { kind: 'post', head: ['F. Valor'], x: 88, w: 44 },
      { kind: 'desc', head: ['Concepto'], x: 138, w: 178 },
      { kind: 'debit', head: ['Debe'], x: 320, w: 74 },
      { kind: 'credit', head: ['Haber'], x: 398, w: 74 },
      { kind: 'balance', head: ['Saldo'], x: 476, w: 79 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: XAF_ES_PLAIN,
    credit: XAF_ES_PLAIN,
    balance: XAF_ES,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Saldo anterior' },
    closing: { label: 'Saldo final' },
    carryForward: { bottom: 'Suma y sigue', top: 'Suma anterior' },
  }),
});

/** Dobras with cents, "." grouping. */
const STN: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus' };
const STN_PLAIN: MoneyStyle = { ...STN, negative: 'none' };

/** São Toméan personal account: a summary across the page (headings over figures), one item per word. */
export const stExtractoResumoAcross: Layout = simpleLayout({
  id: 'st-extracto-stn-resumo-em-linha-word-items',
  title:
    'São Toméan personal current account in Portuguese (BISTP/Afriland First Bank STP-like): "EXTRACTO DE CONTA À ORDEM", a summary across the page with "Saldo anterior | Total a débito | Total a crédito | Saldo actual" headings above one line of figures, "Data Mov. | Data Valor | Descritivo | Débito | Crédito | Saldo", dobras with cents "1.234,56" (STN, "Dbs"), DD-MM-YYYY; the producer draws one text item per word',
  region: 'ST',
  exercises: [
    'opening and closing balances as figures under a row of headings across the page',
    'booking and value dates DD-MM-YYYY',
    'debit and credit columns with a running balance, "." grouping and "," decimals',
    'one text item per word',
  ],
  mechanisms: [4, 11, 18],
  currency: 'STN',
  quirks: { split: { unit: 'word', tags: 'all' } },
  plans: [
    plan(
      12302,
      'st',
      '0001 0123 4567 8910 1',
      'Conta à Ordem Particular',
      ['2024-03-01', '2024-03-31'],
      32,
      4_520_350,
      { scale: 180_000, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Banco do Equador Atlântico',
  right: (a) => [
    'EXTRACTO DE CONTA À ORDEM',
    `Conta n.º ${a.number}`,
    'Moeda: STN (Dobra)',
    'Período: 01-03-2024 a 31-03-2024',
  ],
  footer: (p, n) =>
    `Pág. ${p}/${n}  -  Praça da Independência, São Tomé  -  Supervisionado pelo BCSTP`,
  intro(flow, a) {
    paragraph(
      flow,
      ['SR. AMÉRICO DA GRAÇA TROVOADA', 'BAIRRO DA QUINTA DE SANTO ANTÓNIO', 'SÃO TOMÉ'],
      40,
      11,
    );
    flow.down(10);
    const heads = ['Saldo anterior', 'Total a débito', 'Total a crédito', 'Saldo actual'];
    const values = [a.opening, debits(a.txns), credits(a.txns), a.closing];
    heads.forEach((h, i) =>
      flow.text(h, 160 + i * 130, { bold: true, align: 'right', tag: 'summary' }),
    );
    flow.down(11);
    values.forEach((v, i) =>
      flow.text(`${money(v, STN)} Dbs`, 160 + i * 130, { align: 'right', tag: 'summary' }),
    );
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data Mov.'], x: 40, w: 48 },
      { kind: 'post', head: ['Data Valor'], x: 92, w: 48 },
      { kind: 'desc', head: ['Descritivo'], x: 146, w: 176 },
      { kind: 'debit', head: ['Débito'], x: 326, w: 72 },
      { kind: 'credit', head: ['Crédito'], x: 402, w: 72 },
      { kind: 'balance', head: ['Saldo'], x: 478, w: 77 },
    ],
    date: 'DD-MM-YYYY',
    post: 'DD-MM-YYYY',
    debit: STN_PLAIN,
    credit: STN_PLAIN,
    balance: STN,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** West African francs, whole, space grouped. */
const XOF: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0 };
const XOF_PLAIN: MoneyStyle = { ...XOF, negative: 'none' };

/** Bissau-Guinean savings account: dated balances above and below the table, items last to first. */
export const gwPoupancaReversed: Layout = simpleLayout({
  id: 'gw-poupanca-xof-levantamentos-depositos-reversed',
  title:
    'Bissau-Guinean savings account in Portuguese (BAO/Ecobank Guiné-Bissau-like): a quarter, "Saldo em 31/12/2023" right-aligned above the table and "Saldo em 31/03/2024" under it, "Data | Descrição | Levantamentos | Depósitos | Saldo", the rate line "Taxa de juro anual: 3,50 %", whole francs "1 234 567" (XOF, "F CFA"), DD/MM/YYYY; the producer emits the page items last to first',
  region: 'GW',
  exercises: [
    'opening and closing labelled by their dates, one above and one below the table',
    'withdrawal and deposit columns with a running balance over a quarter',
    'whole francs with space grouping',
    'items emitted last to first (bottom of the page first)',
  ],
  mechanisms: [4, 6, 10, 18],
  currency: 'XOF',
  quirks: { reverse: true },
  plans: [
    plan(
      12303,
      'gw',
      'GW1430 0101 0012345678 91',
      'Conta Poupança',
      ['2023-12-31', '2024-03-31'],
      26,
      96_450_000,
      { scale: 4_500_000, unit: 100 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Banco do Geba S.A.',
  right: (a) => [
    'EXTRACTO DE CONTA POUPANÇA',
    `N.º de conta: ${a.number}`,
    'Moeda: XOF',
    'Trimestre: 01/01/2024 a 31/03/2024',
  ],
  footer: (p, n) => `Página ${p} de ${n}   Avenida Amílcar Cabral, Bissau   Aprovado pelo BCEAO`,
  intro(flow, a) {
    paragraph(flow, ['SRA. FATUMATA DJALÓ', 'BAIRRO DE BANDIM', 'BISSAU'], 40, 11);
    flow.down(6);
    flow.text('Taxa de juro anual: 3,50 %', 40, { tag: 'text' });
    flow.down(14);
    keyValues(flow, [['Saldo em 31/12/2023', `${money(a.opening, XOF)} F CFA`]], 330, 555, 11);
    flow.down(8);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data'], x: 40, w: 50 },
      { kind: 'desc', head: ['Descrição'], x: 98, w: 214 },
      { kind: 'debit', head: ['Levantamentos'], x: 316, w: 78 },
      { kind: 'credit', head: ['Depósitos'], x: 398, w: 76 },
      { kind: 'balance', head: ['Saldo'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    debit: XOF_PLAIN,
    credit: XOF_PLAIN,
    balance: XOF,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    flow.down(8);
    keyValues(flow, [['Saldo em 31/03/2024', `${money(a.closing, XOF)} F CFA`]], 330, 555, 11);
  },
});

/** The operation code a Bangui core prints before the text. */
const cfCode = (t: ZooTxn): string =>
  t.kind === 'deposit'
    ? 'VER'
    : t.kind === 'atm'
      ? 'RET'
      : t.kind === 'fee'
        ? 'FRA'
        : t.kind === 'interest'
          ? 'INT'
          : t.kind === 'transfer'
            ? 'VIR'
            : 'OPE';

/** Central African francs, whole, space grouped, as Bangui statements print them. */
const XAF: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0 };
const XAF_PLAIN: MoneyStyle = { ...XAF, negative: 'none' };

/** Central African personal account: an operation code, the value date after the text, "Cumul". */
export const cfReleveCodeCumul: Layout = simpleLayout({
  id: 'cf-releve-xaf-code-operation-valeur-apres-cumul',
  title:
    'Central African personal current account in French (Ecobank Centrafrique/BPMC-like): "Date | Code | Libellé | Valeur | Débit | Crédit | Solde" with a three-letter operation code before the text and the value date after it, "Solde d\'ouverture" and "Solde de clôture" rows, "Cumul des mouvements" under the table, a thank-you in Sango at the foot, whole francs "1 234 567" (XAF), DD/MM/YY',
  region: 'CF',
  exercises: [
    'a short operation-code column before the description',
    'the value date printed after the description',
    'a totals line starting "Cumul" with both column sums',
    'whole francs with space grouping, DD/MM/YY dates',
  ],
  mechanisms: [6, 12, 13, 18],
  currency: 'XAF',
  plans: [
    plan(
      12304,
      'cf',
      '20001 01010 37123456789 12',
      'Compte courant particulier',
      ['2024-03-01', '2024-03-31'],
      36,
      287_640_000,
      { scale: 9_000_000, unit: 100, postDates: true, longShare: 0.15 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: "Banque de l'Oubangui S.A.",
  right: (a) => [
    'RELEVÉ DE COMPTE',
    `Compte : ${a.number}`,
    'Devise : XAF',
    'Du 01/03/24 au 31/03/24',
  ],
  footer: (p, n) =>
    `Page ${p}/${n}  -  Avenue Barthélemy Boganda, Bangui  -  Singîla mîngi (merci de votre confiance)`,
  intro(flow) {
    paragraph(flow, ['M. JEAN-CLAUDE YANGONGO', 'QUARTIER LAKOUANGA', 'BP 1234 BANGUI'], 40, 11);
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 38 },
      { kind: 'extra', head: ['Code'], x: 82, w: 24, value: (t) => cfCode(t) },
      { kind: 'desc', head: ['Libellé'], x: 110, w: 170 },
      { kind: 'post', head: ['Valeur'], x: 284, w: 38 },
      { kind: 'debit', head: ['Débit'], x: 326, w: 70 },
      { kind: 'credit', head: ['Crédit'], x: 400, w: 74 },
      { kind: 'balance', head: ['Solde'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YY',
    post: 'DD/MM/YY',
    debit: XAF_PLAIN,
    credit: XAF_PLAIN,
    balance: XAF,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: "Solde d'ouverture" },
    closing: { label: 'Solde de clôture' },
    totals: { label: 'Cumul des mouvements' },
  }),
});

/** South Sudanese pounds with withdrawals in brackets. */
const SSP: MoneyStyle = { numbers: US_NUMBERS, negative: 'paren' };
const ssDate = (iso: string): string => printLocalDate(iso, 'en', { sep: '-', year: 'YY' });

/** South Sudanese business account: one bracketed amount column, a balance box, one item per glyph. */
export const ssCurrentBracketsGlyph: Layout = simpleLayout({
  id: 'ss-current-ssp-bracketed-amount-balance-box-glyph-items',
  title:
    'South Sudanese business current account in English (KCB South Sudan/Ivory Bank-like): "Opening Balance", "Closing Balance" and "Available Balance" with "SSP" in a box at the right beside the customer block, "Tran Date | Value Date | Narration | Amount | Balance" with withdrawals in brackets "(1,234,567.00)", large pound amounts, DD-Mmm-YY dates; the producer draws one text item per glyph',
  region: 'SS',
  exercises: [
    'opening, closing and available balances in a box at the right beside the address',
    'one amount column with withdrawals in brackets beside the running balance',
    'DD-Mmm-YY dates with a value date',
    'one text item per glyph',
  ],
  mechanisms: [4, 11, 18],
  currency: 'SSP',
  quirks: { split: { unit: 'glyph', tags: 'all' } },
  plans: [
    plan(
      12305,
      'ss',
      '1234567890',
      'Current Account - Business',
      ['2024-03-01', '2024-03-31'],
      30,
      4_185_230_000,
      { scale: 120_000_000, postDates: true },
    ),
  ],
  bank: 'Nile Equatoria Commercial Bank',
  right: (a) => [
    'STATEMENT OF ACCOUNT',
    `Account Number: ${a.number}`,
    'Currency: SSP',
    'Period: 01-Mar-24 to 31-Mar-24',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}   Ministries Road, Juba   Licensed by the Bank of South Sudan`,
  intro(flow, a) {
    const f = (v: number): string => `SSP ${money(v, SSP)}`;
    const top = flow.y;
    paragraph(
      flow,
      ['KONYO KONYO GENERAL TRADING LTD', 'PLOT 12, BLOCK 3, HAI MALAKAL', 'JUBA'],
      40,
      11,
    );
    flow.y = top;
    flow.box(330, 225, 40, 9);
    keyValues(
      flow,
      [
        ['Opening Balance', f(a.opening)],
        ['Closing Balance', f(a.closing)],
        ['Available Balance', f(a.closing)],
      ],
      336,
      550,
      11,
    );
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Tran Date'], x: 40, w: 44 },
      { kind: 'post', head: ['Value Date'], x: 90, w: 44 },
      { kind: 'desc', head: ['Narration'], x: 140, w: 200 },
      { kind: 'amount', head: ['Amount'], x: 346, w: 100 },
      { kind: 'balance', head: ['Balance'], x: 452, w: 103 },
    ],
    date: ssDate,
    post: ssDate,
    amount: SSP,
    balance: SSP,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Nakfa with cents, "," grouping. */
const ERN: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };
const ERN_PLAIN: MoneyStyle = { ...ERN, negative: 'none' };

/** Eritrean savings passbook statement: date once per day, balances under the table, rotated pages. */
export const erSavingsRotated: Layout = simpleLayout({
  id: 'er-savings-ern-date-once-balances-below-rotated',
  title:
    'Eritrean savings account statement in English (Commercial Bank of Eritrea/Housing and Commerce Bank-like): "Date | Particulars | Withdrawal | Deposit | Balance" with the date printed only on the first row of each day, "Balance as at 29/02/2024" and "Balance as at 31/03/2024" with "Nfa" after the figures under the table, the interest rate and "Nakfa (ERN)" in the heading, DD/MM/YYYY; every page is stored with /Rotate 90',
  region: 'ER',
  exercises: [
    'the date printed only on the first row of each day',
    'both balances under the table, each labelled with its date',
    'withdrawal and deposit columns with a running balance',
    'pages stored with /Rotate 90',
  ],
  mechanisms: [4, 9, 10, 18],
  currency: 'ERN',
  quirks: { rotatedPages: 'all' },
  plans: [
    plan(
      12306,
      'er',
      '0120 1234 5678',
      'Savings Account',
      ['2024-02-29', '2024-03-31'],
      34,
      3_864_500,
      { scale: 120_000, longShare: 0.05 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Bank of the Red Sea Highlands',
  right: (a) => [
    'SAVINGS ACCOUNT STATEMENT',
    `A/C No. ${a.number}`,
    'Currency: Nakfa (ERN)',
    'Interest rate: 4.00 % p.a.',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}   Harnet Avenue, Asmara   Statement period 01/03/2024 - 31/03/2024`,
  intro(flow) {
    paragraph(flow, ['ATO TEKLE GEBREMESKEL', 'GODAIF, ASMARA'], 40, 11);
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Particulars'], x: 98, w: 214 },
      { kind: 'debit', head: ['Withdrawal'], x: 316, w: 78 },
      { kind: 'credit', head: ['Deposit'], x: 398, w: 76 },
      { kind: 'balance', head: ['Balance'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    debit: ERN_PLAIN,
    credit: ERN_PLAIN,
    balance: ERN,
    dateOncePerDay: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    flow.down(8);
    keyValues(
      flow,
      [
        ['Balance as at 29/02/2024', `${money(a.opening, ERN)} Nfa`],
        ['Balance as at 31/03/2024', `${money(a.closing, ERN)} Nfa`],
      ],
      330,
      555,
      11,
    );
  },
});

export const WORLD23: readonly Layout[] = [
  gqExtractoSumaYSigue,
  stExtractoResumoAcross,
  gwPoupancaReversed,
  cfReleveCodeCumul,
  ssCurrentBracketsGlyph,
  erSavingsRotated,
];
