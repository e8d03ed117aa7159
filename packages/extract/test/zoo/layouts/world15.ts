/**
 * Zoo growth for issue 8 (part 12): Kyrgyzstan, Mozambique, Angola, Cameroon, Madagascar and Zambia.
 * Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, FR_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { EU_MINUS, EU_PLAIN, FR_MINUS, FR_PLAIN, plan, US_PLAIN } from './styles.ts';

/** Kyrgyz business vypiska (Russian, transliterated): opening above, turnover and closing below, one item per word. */
export const kgVypiskaOstatok: Layout = simpleLayout({
  id: 'kg-vypiska-vkhodyashchiy-ostatok-word-items',
  title:
    'Kyrgyz business account vypiska in Russian, transliterated (Optima/Demir KG-like): "Vkhodyashchiy ostatok" above the table, "Data | N dok. | BIK | Naznachenie platezha | Debet | Kredit" with no running balance, "Oboroty za period" and "Iskhodyashchiy ostatok" under it, KGS "1 234 567,89", DD.MM.YYYY, the account beside the bank BIK; the producer draws one text item per word',
  region: 'KG',
  exercises: [
    'no running balance: the opening above the table, the closing under the turnover line',
    'a turnover line that does not start with "Total" and a BIK column of six digits before the purpose',
    'a 16-digit account beside a six-digit bank code (BIK) and a tax number (INN)',
    'DD.MM.YYYY dates, space-grouped amounts with a decimal comma, one text item per word',
  ],
  mechanisms: [4, 5, 11, 13, 18],
  currency: 'KGS',
  quirks: { split: { unit: 'word', tags: 'all' } },
  plans: [
    plan(
      11521,
      'kg',
      '1280016012345678',
      'Raschetnyy schet',
      ['2024-03-01', '2024-03-31'],
      46,
      384_512_050,
      { scale: 18_000_000, longShare: 0.15 },
    ),
  ],
  bank: 'Ala-Too Kommertsiyalyk Banky OAO',
  right: (a) => [
    'VYPISKA PO SCHETU',
    `Schet: ${a.number}`,
    'BIK: 128001',
    'Valyuta: KGS (som)',
    'Period: 01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) => `List ${p} iz ${n}`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Klient', 'OsOO "BISHKEK STROY SERVIS"'],
        ['INN', '02104201610123'],
        ['Vkhodyashchiy ostatok', money(a.opening, FR_MINUS)],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data'], x: 40, w: 46 },
      {
        kind: 'extra',
        head: ['N dok.'],
        x: 90,
        w: 26,
        value: (_t, i) => String(312 + i * 2),
      },
      {
        kind: 'extra',
        head: ['BIK'],
        x: 120,
        w: 32,
        value: (t: ZooTxn, i) =>
          t.cents > 0 ? (['109018', '118002', '103001'][i % 3] ?? '') : '128001',
      },
      { kind: 'desc', head: ['Naznachenie platezha'], x: 156, w: 210 },
      { kind: 'debit', head: ['Debet'], x: 372, w: 88 },
      { kind: 'credit', head: ['Kredit'], x: 467, w: 88 },
    ],
    date: 'DD.MM.YYYY',
    debit: FR_PLAIN,
    credit: FR_PLAIN,
    lineHeight: 10,
    rowGap: 3,
    totals: { label: 'Oboroty za period' },
  }),
  outro(flow, a) {
    flow.down(4);
    keyValues(flow, [['Iskhodyashchiy ostatok', money(a.closing, FR_MINUS)]], 156, 555, 11);
    flow.down(10);
    paragraph(flow, ['Vypiska sformirovana avtomaticheski i ne trebuet podpisi.'], 40, 10);
  },
});

/** Mozambican personal current account over several pages: "A transportar" and "Transporte" at every break. */
export const mzExtractoTransporte: Layout = simpleLayout({
  id: 'mz-extracto-a-transportar-transporte-nib',
  title:
    'Mozambican personal current account in Portuguese (Millennium bim/BCI-like): "Data Mov. | Data Valor | Descritivo | Débito | Crédito | Saldo", "Saldo inicial"/"Saldo final" rows, "A transportar" at the foot of each page and "Transporte" at the head of the next, the account number beside a 21-digit NIB, MZN "1.234,56", DD-MM-YYYY, four pages',
  region: 'MZ',
  exercises: [
    'carried-forward and brought-forward lines in Portuguese at every page break, over four pages',
    'the account number beside a 21-digit NIB printed in groups',
    'DD-MM-YYYY booking and value dates, "." grouping and "," decimals',
    'accented Portuguese headings and descriptions, MZN',
  ],
  mechanisms: [5, 11, 15, 18],
  currency: 'MZN',
  plans: [
    plan(11522, 'mz', '4587123901', 'Conta à Ordem', ['2024-03-01', '2024-03-31'], 156, 8_745_060, {
      scale: 420_000,
      postDates: true,
    }),
  ],
  bank: 'Banco Comercial do Índico, S.A.',
  right: (a) => [
    'EXTRACTO DE CONTA',
    `Conta n.º ${a.number}`,
    'NIB 0001 0000 0458 7123 9015 7',
    'Moeda: MZN',
    'Período: 01-03-2024 a 31-03-2024',
  ],
  footer: (p, n) => `Página ${p} de ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Titular', 'ANA PAULA MACUÁCUA'],
        ['Balcão', 'MAPUTO - BAIXA'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data Mov.'], x: 40, w: 46 },
      { kind: 'post', head: ['Data Valor'], x: 92, w: 46 },
      { kind: 'desc', head: ['Descritivo'], x: 146, w: 175 },
      { kind: 'debit', head: ['Débito'], x: 326, w: 72 },
      { kind: 'credit', head: ['Crédito'], x: 403, w: 72 },
      { kind: 'balance', head: ['Saldo'], x: 480, w: 75 },
    ],
    date: 'DD-MM-YYYY',
    post: 'DD-MM-YYYY',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    balance: EU_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Saldo inicial' },
    closing: { label: 'Saldo final' },
    carryForward: { bottom: 'A transportar', top: 'Transporte' },
  }),
});

/** Angolan card amounts: purchases marked "D", the payment and refunds "C", kwanza "1.234,56". */
const AOA_DC: MoneyStyle = {
  numbers: EU_NUMBERS,
  negative: 'dr',
  drWord: 'D',
  crWord: 'C',
  crSuffix: true,
};
const kz = (cents: number): string => `${money(cents, EU_MINUS)} Kz`;

/** Angolan credit card: D/C marks on every amount, the statement date among the pay-by date and the period. */
export const aoCartaoCreditoDc: Layout = simpleLayout({
  id: 'ao-cartao-credito-kwanza-d-c-marks',
  title:
    'Angolan credit card statement in Portuguese (BFA/BAI-like): "Saldo anterior | Pagamentos e créditos | Compras e débitos | Saldo em dívida | Pagamento mínimo" in the summary with " Kz" after each figure, "Data do extracto" and "Data limite de pagamento" among the period, "Data Trans. | Data Valor | Descrição | Montante (AOA)" with every amount marked D or C, AOA "1.234,56", DD/MM/YYYY',
  region: 'AO',
  exercises: [
    'a card statement: the previous debt, payments, purchases and the debt now, as amounts owed',
    'every amount marked D (purchase) or C (payment, refund) after the figure',
    'the statement date among a pay-by date and a period',
    'DD/MM/YYYY transaction and value dates, a masked card number, kwanza with "." grouping',
  ],
  mechanisms: [4, 10, 18],
  currency: 'AOA',
  plans: [
    plan(
      11523,
      'ao',
      '7741',
      'Cartão de Crédito Visa Gold',
      ['2024-02-06', '2024-03-05'],
      34,
      38_254_000,
      {
        liability: true,
        postDates: true,
        scale: 4_500_000,
      },
    ),
  ],
  bank: 'Banco Kwanza Atlântico, S.A.',
  right: (a) => [
    'EXTRACTO DE CARTÃO DE CRÉDITO',
    `Cartão n.º 4096 33** **** ${a.number}`,
    'Data do extracto: 05/03/2024',
    'Período: 06/02/2024 a 05/03/2024',
  ],
  footer: (p, n) => `Página ${p}/${n}`,
  intro(flow, a) {
    const payments = sum(a.txns.filter((t) => t.cents > 0));
    const charges = -sum(a.txns.filter((t) => t.cents < 0));
    keyValues(
      flow,
      [
        ['Titular do cartão', 'JOAQUIM MANUEL DOS SANTOS'],
        ['Limite de crédito', '1.500.000,00 Kz'],
        ['Saldo anterior', kz(a.opening)],
        ['Pagamentos e créditos', kz(payments)],
        ['Compras e débitos', kz(charges)],
        ['Saldo em dívida', kz(a.closing)],
        ['Pagamento mínimo', kz(Math.max(500_000, Math.round(a.closing / 1_000) * 100))],
        ['Data limite de pagamento', '25/03/2024'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data Trans.'], x: 40, w: 50 },
      { kind: 'post', head: ['Data Valor'], x: 98, w: 50 },
      { kind: 'desc', head: ['Descrição'], x: 156, w: 250 },
      { kind: 'amount', head: ['Montante (AOA)'], x: 440, w: 100 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    amount: AOA_DC,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    paragraph(
      flow,
      [
        'O pagamento do saldo em dívida até à data limite evita a cobrança de juros.',
        'Taxa de juro nominal anual: 24,00%.',
      ],
      40,
      10,
    );
  },
});

/** CFA francs have no minor unit: whole francs, space-grouped, "1 250 000". */
const XAF: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0 };
const XAF_PLAIN: MoneyStyle = { ...XAF, negative: 'none' };

/** Cameroonian business relevé: whole CFA francs, start and end balances as rows, a "Cumul" turnover line. */
export const cmReleveXaf: Layout = simpleLayout({
  id: 'cm-releve-xaf-solde-debut-fin-cumul',
  title:
    'Cameroonian business account statement in French (Afriland/SGC-like): whole CFA francs "1 250 000", "Date opé. | Date valeur | Libellé | Débit | Crédit | Solde", "SOLDE DEBUT DE PERIODE"/"SOLDE FIN DE PERIODE" rows, a "CUMUL DES MOUVEMENTS" line, the account number beside its RIB (banque, guichet, compte, clé), XAF, DD/MM/YYYY',
  region: 'CM',
  exercises: [
    'amounts without decimals (the CFA franc has no minor unit)',
    'a turnover line after the closing row that does not start with "Total"',
    'the account number beside a four-part RIB',
    'DD/MM/YYYY booking and value dates, French headings with accents',
  ],
  mechanisms: [5, 6, 13, 18],
  currency: 'XAF',
  plans: [
    plan(
      11524,
      'cm',
      '01234567890',
      'Compte courant',
      ['2024-03-01', '2024-03-31'],
      58,
      2_845_000_000,
      { scale: 150_000_000, unit: 100, postDates: true },
    ),
  ],
  bank: 'Banque du Wouri S.A.',
  right: (a) => [
    'RELEVE DE COMPTE',
    `Compte n° ${a.number}`,
    `RIB : 10005 00001 ${a.number} 12`,
    'Devise : XAF',
    'Du 01/03/2024 au 31/03/2024',
  ],
  footer: (p, n) => `Page ${p} / ${n} - Banque du Wouri S.A., agréée par la COBAC`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Titulaire', 'ETS NGO BIKOK ET FILS SARL'],
        ['Agence', 'DOUALA AKWA'],
        ['NIU', 'M012345678901X'],
      ],
      40,
      320,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date opé.'], x: 40, w: 46 },
      { kind: 'post', head: ['Date valeur'], x: 92, w: 46 },
      { kind: 'desc', head: ['Libellé'], x: 146, w: 180 },
      { kind: 'debit', head: ['Débit'], x: 330, w: 70 },
      { kind: 'credit', head: ['Crédit'], x: 405, w: 70 },
      { kind: 'balance', head: ['Solde'], x: 480, w: 75 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: XAF_PLAIN,
    credit: XAF_PLAIN,
    balance: XAF,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SOLDE DEBUT DE PERIODE' },
    closing: { label: 'SOLDE FIN DE PERIODE' },
    totals: { label: 'CUMUL DES MOUVEMENTS' },
  }),
});

/** Malagasy ariary, printed whole and space-grouped: "12 500 000". */
const MGA: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0 };
const MGA_PLAIN: MoneyStyle = { ...MGA, negative: 'none' };

/** Malagasy savings account over a quarter: two "Solde au" lines above the table, whole ariary. */
export const mgEpargneAriary: Layout = simpleLayout({
  id: 'mg-epargne-ariary-solde-au-trimestre',
  title:
    'Malagasy savings account in French (BNI/BOA Madagascar-like): a quarter, "Solde au 31/12/2023" and "Solde au 31/03/2024" above the table with the withdrawals and deposits between them, "Date | Libellé de l\'opération | Retraits | Versements | Solde", whole ariary "12 500 000" with "Ar" in the summary, DD/MM/YY, interest and the IRCM withheld on it',
  region: 'MG',
  exercises: [
    'opening and closing under the same label, told apart only by their dates',
    'large whole-ariary amounts without decimals',
    'a savings account over three months with interest and the tax withheld on it',
    'DD/MM/YY dates, space-grouped amounts',
  ],
  mechanisms: [4, 6, 18],
  currency: 'MGA',
  plans: [
    plan(
      11525,
      'mg',
      '00005 01234 21045678901 23',
      "Compte d'épargne",
      ['2024-01-01', '2024-03-31'],
      28,
      1_250_000_000,
      { scale: 45_000_000, unit: 100 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Banky Fampandrosoana Malagasy',
  right: (a) => [
    "RELEVE DE COMPTE D'EPARGNE",
    `RIB : ${a.number}`,
    'Devise : Ariary (MGA)',
    'Période : 01/01/2024 - 31/03/2024',
  ],
  footer: (p, n) => `Page ${p} sur ${n}`,
  intro(flow, a) {
    const ar = (c: number): string => `${money(c, MGA)} Ar`;
    keyValues(
      flow,
      [
        ['Titulaire', 'RAKOTOMALALA Hery Nirina, Antananarivo'],
        ['Taux de rémunération', "3,50 % l'an"],
        ['Solde au 31/12/2023', ar(a.opening)],
        ['Total des retraits', `${money(-sum(a.txns.filter((t) => t.cents < 0)), MGA_PLAIN)} Ar`],
        ['Total des versements', `${money(sum(a.txns.filter((t) => t.cents > 0)), MGA_PLAIN)} Ar`],
        ['Solde au 31/03/2024', ar(a.closing)],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 40 },
      { kind: 'desc', head: ["Libellé de l'opération"], x: 86, w: 220 },
      { kind: 'debit', head: ['Retraits'], x: 312, w: 78 },
      { kind: 'credit', head: ['Versements'], x: 396, w: 78 },
      { kind: 'balance', head: ['Solde'], x: 480, w: 75 },
    ],
    date: 'DD/MM/YY',
    debit: MGA_PLAIN,
    credit: MGA_PLAIN,
    balance: MGA,
    lineHeight: 10,
    rowGap: 4,
  }),
});

/** Zambian balances: "1,234.56 Cr", overdrawn "Dr". */
const ZMW_BAL: MoneyStyle = {
  numbers: US_NUMBERS,
  negative: 'dr',
  crSuffix: true,
  crWord: 'Cr',
  drWord: 'Dr',
};

/** Zambian personal current account: "Dr"/"Cr" column headings, a reference column, Cr-marked balances. */
export const zmDrCrHeadings: Layout = simpleLayout({
  id: 'zm-kwacha-dr-cr-headings-reference',
  title:
    'Zambian personal current account in English (Zanaco/Stanbic ZM-like): "Date | Value Date | Transaction Details | Reference | Dr | Cr | Balance" with the money columns headed only "Dr" and "Cr", balances "12,345.67 Cr", "BALANCE BROUGHT FORWARD" and "CLOSING BALANCE" rows, an FT reference on every row, ZMW, DD/MM/YYYY',
  region: 'ZM',
  exercises: [
    'money columns headed only "Dr" and "Cr"',
    'balances marked Cr, the opening and closing as rows',
    'a reference column between the description and the money',
    'DD/MM/YYYY booking and value dates, ZMW',
  ],
  mechanisms: [8, 18],
  currency: 'ZMW',
  plans: [
    plan(
      11526,
      'zm',
      '0123456789012',
      'Personal Current Account',
      ['2024-03-01', '2024-03-31'],
      52,
      1_284_560,
      { scale: 90_000, postDates: true },
    ),
  ],
  bank: 'Kafue National Commercial Bank Plc',
  right: (a) => [
    'ACCOUNT STATEMENT',
    `Account Number: ${a.number}`,
    'Branch: LUSAKA CAIRO ROAD (001)',
    'Currency: ZMW',
    'Period: 01/03/2024 to 31/03/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}  -  Regulated by the Bank of Zambia`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Account Name', 'MR CHANDA MWILA'],
        ['Address', 'PLOT 1234 KABULONGA, LUSAKA'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Value Date'], x: 90, w: 46 },
      { kind: 'desc', head: ['Transaction Details'], x: 140, w: 142 },
      {
        kind: 'extra',
        head: ['Reference'],
        x: 290,
        w: 56,
        value: (t: ZooTxn, i) =>
          `FT${t.date.slice(2, 4)}${t.date.slice(5, 7)}${t.date.slice(8)}${1_000 + i * 7}`,
      },
      { kind: 'debit', head: ['Dr'], x: 350, w: 62 },
      { kind: 'credit', head: ['Cr'], x: 414, w: 62 },
      { kind: 'balance', head: ['Balance'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: ZMW_BAL,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'BALANCE BROUGHT FORWARD' },
    closing: { label: 'CLOSING BALANCE' },
  }),
});

export const WORLD15: readonly Layout[] = [
  kgVypiskaOstatok,
  mzExtractoTransporte,
  aoCartaoCreditoDc,
  cmReleveXaf,
  mgEpargneAriary,
  zmDrCrHeadings,
];
