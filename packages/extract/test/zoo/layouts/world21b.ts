/**
 * Zoo growth for issue 8 (part 18, second half): Somalia, Yemen, Syria, Iran, Cabo Verde and the Comoros.
 * Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { daysBetween, FR_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** Somali USD current account: bilingual two-line headings, the balance once per day. */
export const soCurrentUsdDailyBalance: Layout = simpleLayout({
  id: 'so-current-usd-somali-headings-balance-per-day',
  title:
    'Somali personal current account in US dollars, in English with Somali headings (Premier Bank/Salaam Somali Bank-like): two-line headings "Taariikh / Date | Faahfaahin / Description | Lacag bixid / Debit | Lacag dhigid / Credit | Haraaga / Balance", the running balance printed only on the last row of each day, "Opening Balance" and "Closing Balance" rows, "$" in the summary, USD, DD-MMM-YYYY',
  region: 'SO',
  exercises: [
    'two-line headings in Somali above English',
    'the running balance printed only on the last row of each day',
    'opening and closing balance rows in the table',
    'DD-MMM-YYYY dates, USD named as a code with "$" in the summary',
  ],
  mechanisms: [4, 8, 11, 18],
  currency: 'USD',
  plans: [
    plan(
      12107,
      'so',
      '0101234567',
      'Current Account',
      ['2024-03-01', '2024-03-31'],
      42,
      1_264_530,
      { scale: 45_000 },
    ),
  ],
  bank: 'Gacan Bank Somalia',
  right: (a) => [
    'BAYAANKA XISAABTA / ACCOUNT STATEMENT',
    `Account No: ${a.number}`,
    'Currency: USD',
    'Period: 01-Mar-2024 to 31-Mar-2024',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}   Maka Al Mukarama Road, Mogadishu   Licensed by the Central Bank of Somalia`,
  intro(flow, a) {
    const d = (v: number): string => `$${money(v, US_MINUS)}`;
    const top = flow.y;
    paragraph(flow, ['MR. ABDIRAHMAN MOHAMED WARSAME', 'HODAN DISTRICT, MOGADISHU'], 40, 11);
    flow.y = top;
    keyValues(
      flow,
      [
        ['Total Debits', d(debits(a.txns))],
        ['Total Credits', d(credits(a.txns))],
      ],
      340,
      550,
      11,
    );
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Taariikh', 'Date'], x: 40, w: 56 },
      { kind: 'desc', head: ['Faahfaahin', 'Description'], x: 102, w: 216 },
      { kind: 'debit', head: ['Lacag bixid', 'Debit'], x: 322, w: 74 },
      { kind: 'credit', head: ['Lacag dhigid', 'Credit'], x: 400, w: 74 },
      { kind: 'balance', head: ['Haraaga', 'Balance'], x: 478, w: 77 },
    ],
    date: 'DD-MMM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    balanceLastOfDay: true,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Opening Balance' },
    closing: { label: 'Closing Balance' },
  }),
});

/** Yemeni current account: one unsigned amount with a DR/CR column, Arabic titles in transliteration. */
export const yeCurrentDrCrColumn: Layout = simpleLayout({
  id: 'ye-current-yer-amount-dr-cr-column-kashf',
  title:
    'Yemeni business current account in English with Arabic titles in transliteration (Yemen Kuwait Bank/Tadhamon Bank-like): "KASHF HISAB / STATEMENT OF ACCOUNT", "Date | Value Date | Particulars | Amount | Dr/Cr | Balance" with unsigned amounts and a DR/CR column, "Balance B/F" and "Balance C/F" rows, "Total Dr" and "Total Cr" under the table, Yemeni rials "1,234,567.00" (YER), DD/MM/YYYY',
  region: 'YE',
  exercises: [
    'one unsigned amount column whose sign is a DR/CR column after it',
    'brought- and carried-forward balance rows opening and closing the table',
    'value date beside the posting date',
    'Arabic titles in transliteration, YER named as a code, large rial amounts',
  ],
  mechanisms: [4, 8, 15, 18],
  currency: 'YER',
  plans: [
    plan(
      12108,
      'ye',
      '0012-004567-001',
      'Current Account - Business',
      ['2024-03-01', '2024-03-31'],
      38,
      1_845_612_000,
      { scale: 52_000_000, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Arabia Felix Commercial Bank',
  right: (a) => [
    'KASHF HISAB / STATEMENT OF ACCOUNT',
    `Account: ${a.number}`,
    'Currency: YER (Yemeni Rial)',
    'From 01/03/2024 To 31/03/2024',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}  -  Al-Zubairi Street, Sana'a  -  Shukran li-ta'amulikum ma'ana`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Customer', 'AL-HADRAMI TRADING CO.'],
        ['Branch', "SANA'A MAIN"],
        ['Account Type', 'Current Account - Business'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Value Date'], x: 90, w: 46 },
      { kind: 'desc', head: ['Particulars'], x: 142, w: 190 },
      { kind: 'amount', head: ['Amount'], x: 340, w: 80 },
      { kind: 'drcr', head: ['Dr/Cr'], x: 430, w: 24 },
      { kind: 'balance', head: ['Balance'], x: 470, w: 85 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    amount: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Balance B/F' },
    closing: { label: 'Balance C/F' },
  }),
  outro(flow, a) {
    flow.down(8);
    keyValues(
      flow,
      [
        ['Total Dr', money(debits(a.txns), US_PLAIN)],
        ['Total Cr', money(credits(a.txns), US_PLAIN)],
      ],
      340,
      420,
      11,
    );
  },
});

/** Syrian savings account: both balances on one line above the table, pounds in the millions. */
export const sySavingsTwoBalancesOneLine: Layout = simpleLayout({
  id: 'sy-savings-syp-balances-one-line-millions',
  title:
    'Syrian savings account in English with Arabic titles in transliteration (Commercial Bank of Syria/Bank Audi Syria-like): "Opening Balance" and "Closing Balance" with "SYP" after the figures side by side on one line above the table, "Date | Value Date | Description | Withdrawals | Deposits | Balance", Syrian pounds in the millions "12,345,678.00", "Hisab Tawfir" title, DD-MM-YYYY',
  region: 'SY',
  exercises: [
    'the opening and closing balances side by side on one line above the table',
    'withdrawals and deposits columns with a running balance, amounts in the millions',
    'DD-MM-YYYY dates with a value date',
    'SYP named as a code after the summary figures',
  ],
  mechanisms: [4, 11, 18],
  currency: 'SYP',
  plans: [
    plan(
      12109,
      'sy',
      '101-2345678-01',
      'Savings Account',
      ['2024-03-01', '2024-03-31'],
      30,
      8_452_130_000,
      { scale: 240_000_000, unit: 100, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Bank of the Barada S.A.',
  right: (a) => [
    'HISAB TAWFIR / SAVINGS ACCOUNT STATEMENT',
    `Account No. ${a.number}`,
    'Currency: SYP',
    'Period: 01-03-2024 - 31-03-2024',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n}   Al-Nasr Street, Damascus   Licensed by the Central Bank of Syria`,
  intro(flow, a) {
    paragraph(flow, ['MR. SAMER KHALIL HADDAD', 'AL-MAZZEH, DAMASCUS'], 40, 11);
    flow.down(8);
    flow.text('Opening Balance', 40, { tag: 'summary' });
    flow.text(`${money(a.opening, US_MINUS)} SYP`, 270, { align: 'right', tag: 'summary' });
    flow.text('Closing Balance', 320, { tag: 'summary' });
    flow.text(`${money(a.closing, US_MINUS)} SYP`, 550, { align: 'right', tag: 'summary' });
    flow.down(20);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Value Date'], x: 90, w: 46 },
      { kind: 'desc', head: ['Description'], x: 142, w: 164 },
      { kind: 'debit', head: ['Withdrawals'], x: 310, w: 78 },
      { kind: 'credit', head: ['Deposits'], x: 392, w: 78 },
      { kind: 'balance', head: ['Balance'], x: 474, w: 81 },
    ],
    date: 'DD-MM-YYYY',
    post: 'DD-MM-YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Iranian rials: large whole numbers with "," grouping. */
const IRR: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus', decimals: 0 };
const IRR_PLAIN: MoneyStyle = { ...IRR, negative: 'none' };

/** The Solar Hijri date of a day in Ordibehesht 1403 (20 April - 20 May 2024), as "1403/02/DD". */
const ordibehesht1403 = (iso: string): string =>
  `1403/02/${String(daysBetween('2024-04-20', iso) + 1).padStart(2, '0')}`;

/** Iranian current account: a row number first, the Solar Hijri date beside the Gregorian one. */
export const irHesabJariShamsi: Layout = simpleLayout({
  id: 'ir-hesab-jari-irr-radif-shamsi-bedehkar',
  title:
    'Iranian business current account in English with Persian headings in transliteration (Bank Mellat/Bank Pasargad-like): "SOORAT HESAB / ACCOUNT STATEMENT", "Radif | Tarikh | Tarikh (Shamsi) | Sharh | Bedehkar | Bestankar | Mande" with a row number first and the Solar Hijri date beside the Gregorian one, "Mande-ye ebteda-ye dore" and "Mande-ye enteha-ye dore" in the summary, Iranian rials in the billions "1,234,567,890" (IRR), YYYY/MM/DD',
  region: 'IR',
  exercises: [
    'a row-number column before the date',
    'the Solar Hijri date in its own column beside the Gregorian date',
    'Persian headings in transliteration (Bedehkar/Bestankar/Mande) the engine has not seen',
    'whole rials in the billions, YYYY/MM/DD, IRR named as a code',
  ],
  mechanisms: [4, 8, 12, 18],
  currency: 'IRR',
  plans: [
    plan(
      12110,
      'ir',
      '4512-785-1234567-1',
      'Hesab Jari',
      ['2024-04-20', '2024-05-20'],
      40,
      184_562_300_000,
      { scale: 6_500_000_000, unit: 100 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Bank-e Tejarat-e Alborz',
  right: (a) => [
    'SOORAT HESAB / ACCOUNT STATEMENT',
    `Shomare hesab: ${a.number}`,
    'Arz: IRR (Rial)',
    'Az 1403/02/01 ta 1403/02/31 (2024/04/20 - 2024/05/20)',
  ],
  footer: (p, n) => `Safhe ${p} az ${n}   Vali-e Asr Ave., Tehran`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Sahebe hesab', 'SHERKAT-E BAZARGANI ARIA SAHAMI KHAS'],
        ['Shobe', 'TEHRAN - VANAK (1234)'],
      ],
      40,
      330,
      11,
    );
    flow.down(6);
    keyValues(
      flow,
      [
        ['Mande-ye ebteda-ye dore', money(a.opening, IRR)],
        ['Jam-e bedehkar', money(debits(a.txns), IRR_PLAIN)],
        ['Jam-e bestankar', money(credits(a.txns), IRR_PLAIN)],
        ['Mande-ye enteha-ye dore', money(a.closing, IRR)],
      ],
      40,
      300,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'extra', head: ['Radif'], x: 40, w: 20, value: (_t, i) => String(i + 1) },
      { kind: 'date', head: ['Tarikh'], x: 64, w: 46 },
      {
        kind: 'extra',
        head: ['Tarikh', '(Shamsi)'],
        x: 114,
        w: 46,
        value: (t) => ordibehesht1403(t.date),
      },
      { kind: 'desc', head: ['Sharh'], x: 168, w: 150 },
      { kind: 'debit', head: ['Bedehkar'], x: 320, w: 76 },
      { kind: 'credit', head: ['Bestankar'], x: 400, w: 76 },
      { kind: 'balance', head: ['Mande'], x: 478, w: 77 },
    ],
    date: 'YYYY/MM/DD',
    debit: IRR_PLAIN,
    credit: IRR_PLAIN,
    balance: IRR,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Cabo Verde escudos with the cifrão as the decimal mark: "1.234$56". */
const CVE: MoneyStyle = { numbers: { thousands: '.', decimal: '$' }, negative: 'minus' };

/** Cabo Verde credit card in the issuer's view, escudos with the cifrão. */
export const cvCartaoCifrao: Layout = simpleLayout({
  id: 'cv-cartao-cve-cifrao-emitente-resumo',
  title:
    'Cabo Verde credit card statement in Portuguese (Caixa Económica/BCA-like) in the issuer\'s view: "EXTRATO DE CARTÃO DE CRÉDITO", a summary "Saldo anterior | Pagamentos e créditos | Compras e débitos | Saldo atual | Pagamento mínimo | Data limite de pagamento", "Data mov. | Data valor | Descritivo | Montante (CVE)" with purchases plain and payments "-2.500$00", escudos with the cifrão as the decimal mark "1.234$56", DD-MM-YYYY',
  region: 'CV',
  exercises: [
    "a card statement in the issuer's view: purchases plain, the payment and refunds with a minus",
    'the cifrão as the decimal mark ("1.234$56")',
    'a summary with the statement date among several labelled dates',
    'Portuguese headings, CVE named as a code',
  ],
  mechanisms: [4, 10, 11, 16, 18],
  currency: 'CVE',
  plans: [
    plan(12111, 'cv', '5182', 'Cartão Visa Clássico', ['2024-02-20', '2024-03-19'], 27, 3_845_050, {
      liability: true,
      postDates: true,
      scale: 1_600_000,
    }),
  ],
  bank: 'Banco das Ilhas de Cabo Verde',
  right: (a) => [
    'EXTRATO DE CARTÃO DE CRÉDITO',
    `Cartão n.º 4531 07** **** ${a.number}`,
    'Moeda: CVE (escudo cabo-verdiano)',
    'Data do extrato: 19-03-2024',
  ],
  footer: (p, n) =>
    `Página ${p} de ${n}  -  Avenida Amílcar Cabral, Praia, Santiago  -  Supervisionado pelo BCV`,
  intro(flow, a) {
    const payments = credits(a.txns);
    const purchases = debits(a.txns);
    paragraph(flow, ['EXMA. SRA. MARIA DA LUZ FORTES', 'ACHADA SANTO ANTÓNIO, PRAIA'], 40, 11);
    flow.down(8);
    flow.text('Resumo', 300, { bold: true, tag: 'summary' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['Saldo anterior', money(a.opening, CVE)],
        ['Pagamentos e créditos', money(payments, CVE)],
        ['Compras e débitos', money(purchases, CVE)],
        ['Saldo atual', money(a.closing, CVE)],
        ['Pagamento mínimo', money(Math.max(100_000, Math.round(a.closing / 1_000) * 50), CVE)],
        ['Data limite de pagamento', '08-04-2024'],
      ],
      300,
      550,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data mov.'], x: 40, w: 50 },
      { kind: 'post', head: ['Data valor'], x: 98, w: 50 },
      { kind: 'desc', head: ['Descritivo'], x: 156, w: 280 },
      { kind: 'amount', head: ['Montante (CVE)'], x: 450, w: 105 },
    ],
    date: 'DD-MM-YYYY',
    post: 'DD-MM-YYYY',
    amount: CVE,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Comorian francs: whole, space grouped. */
const KMF: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0 };
const KMF_PLAIN: MoneyStyle = { ...KMF, negative: 'none' };

/** Comorian personal account: no running balance, header-less continuation page, dated balances. */
export const kmCompteContinuation: Layout = simpleLayout({
  id: 'km-compte-kmf-suite-sans-entete-solde-crediteur',
  title:
    'Comorian personal current account in French (BIC Comores/Exim Bank Comores-like): "Solde créditeur au 29/02/2024" above the table and "Solde créditeur au 31/03/2024" under it, "Date | Libellé de l\'opération | Valeur | Débit | Crédit" with no running balance, "Total des opérations" line, "... / ..." at the foot of the first page and the table continuing on the next page without its heading under "Suite du relevé", whole francs "1 234 567" (KMF), DD/MM/YYYY',
  region: 'KM',
  exercises: [
    'a continuation page without the column heading, after a "Suite du relevé" line',
    'dated opening and closing balance labels ("Solde créditeur au ...") above and below the table',
    'the value date after the description, no running balance',
    'whole Comorian francs with space grouping, KMF named as a code',
  ],
  mechanisms: [3, 4, 10, 13, 18],
  currency: 'KMF',
  plans: [
    plan(
      12112,
      'km',
      '00012 01234567 89',
      'Compte chèque',
      ['2024-02-29', '2024-03-31'],
      72,
      96_458_000,
      { scale: 4_200_000, unit: 100, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Banque de la Lune Comores',
  right: (a) => [
    'RELEVÉ DE COMPTE',
    `Compte n° ${a.number}`,
    'Devise : KMF (franc comorien)',
    'Période du 01/03/2024 au 31/03/2024',
  ],
  footer: (p, n) => `${p}/${n}   Place de France, Moroni, Grande Comore   Agréée par la BCC`,
  intro(flow, a) {
    paragraph(flow, ['M. SAID AHMED MZE', 'QUARTIER MAGOUDJOU, MORONI'], 40, 11);
    flow.down(8);
    keyValues(flow, [['Solde créditeur au 29/02/2024', money(a.opening, KMF)]], 40, 555, 11);
    flow.down(6);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'desc', head: ["Libellé de l'opération"], x: 94, w: 230 },
      { kind: 'post', head: ['Valeur'], x: 330, w: 46 },
      { kind: 'debit', head: ['Débit'], x: 384, w: 80 },
      { kind: 'credit', head: ['Crédit'], x: 475, w: 80 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: KMF_PLAIN,
    credit: KMF_PLAIN,
    lineHeight: 10,
    rowGap: 3,
    totals: { label: 'Total des opérations' },
    repeatHead: false,
    continuedBottom: '... / ...',
    continuedTop: 'Suite du relevé',
  }),
  outro(flow, a) {
    flow.down(6);
    keyValues(flow, [['Solde créditeur au 31/03/2024', money(a.closing, KMF)]], 40, 555, 11);
  },
});

export const WORLD21B: readonly Layout[] = [
  soCurrentUsdDailyBalance,
  yeCurrentDrCrColumn,
  sySavingsTwoBalancesOneLine,
  irHesabJariShamsi,
  cvCartaoCifrao,
  kmCompteContinuation,
];
