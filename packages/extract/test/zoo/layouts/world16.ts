/**
 * Zoo growth for issue 8 (part 13): Belarus, Montenegro, Kosovo, Algeria, Côte d'Ivoire and Namibia.
 * Written from what those banks print, without reading the engine.
 */
import type { MoneyStyle } from '../format.ts';
import { FR_NUMBERS, money } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { EU_MINUS, EU_PLAIN, FR_MINUS, FR_PLAIN, plan, US_MINUS, US_PLAIN } from './styles.ts';

const BY_IBAN = 'BY31ALFA30143058620010270000';

/** Belarusian card-account vypiska: a four-line summary with dated labels, signed amounts, items out of order. */
export const byVypiskaKartochnyy: Layout = simpleLayout({
  id: 'by-vypiska-ostatok-na-date-iban-reversed',
  title:
    'Belarusian personal card-account vypiska in Russian, transliterated (Belarusbank/Priorbank-like): the IBAN "BY31 ALFA 3014 ..." as the account, "Ostatok na 01.03.2024 | Zachisleno | Spisano | Ostatok na 31.03.2024" summary with dated labels, "Data operatsii | Data obrabotki | Opisanie operatsii | Summa, BYN | Ostatok" with one signed amount, BYN "1 234,56", DD.MM.YYYY; the producer emits the items in reverse order',
  region: 'BY',
  exercises: [
    'opening and closing labels that carry the date ("Ostatok na 01.03.2024")',
    'the account printed only as a 28-character IBAN in groups of four',
    'one signed amount and a running balance, operation and processing dates',
    'space-grouped amounts with a decimal comma, items out of reading order',
  ],
  mechanisms: [4, 5, 16, 18],
  currency: 'BYN',
  quirks: { reverse: true },
  plans: [
    plan(11601, 'by', BY_IBAN, 'Kartochnyy schet', ['2024-03-01', '2024-03-31'], 38, 186_420, {
      scale: 9_000,
      postDates: true,
    }),
  ],
  bank: 'OAO Belorusskiy Narodnyy Bank',
  right: () => [
    'VYPISKA PO KARTOCHNOMU SCHETU',
    'Schet: BY31 ALFA 3014 3058 6200 1027 0000',
    'Valyuta scheta: BYN',
    'Period: 01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) => `Stranitsa ${p} iz ${n}`,
  intro(flow, a) {
    const income = sum(a.txns.filter((t) => t.cents > 0));
    const spent = -sum(a.txns.filter((t) => t.cents < 0));
    keyValues(
      flow,
      [
        ['Vladelets', 'IVANOVA OLGA SERGEEVNA'],
        ['Ostatok na 01.03.2024', money(a.opening, FR_MINUS)],
        ['Zachisleno', money(income, FR_PLAIN)],
        ['Spisano', money(spent, FR_PLAIN)],
        ['Ostatok na 31.03.2024', money(a.closing, FR_MINUS)],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data', 'operatsii'], x: 40, w: 46 },
      { kind: 'post', head: ['Data', 'obrabotki'], x: 92, w: 46 },
      { kind: 'desc', head: ['Opisanie operatsii'], x: 146, w: 230 },
      { kind: 'amount', head: ['Summa, BYN'], x: 390, w: 75 },
      { kind: 'balance', head: ['Ostatok'], x: 480, w: 75 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    amount: FR_MINUS,
    balance: FR_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    paragraph(
      flow,
      ['Vypiska sformirovana v sisteme Internet-bank i deystvitelna bez pechati.'],
      40,
      10,
    );
  },
});

/** Montenegrin business izvod: no running balance, a four-figure summary row printed across the page below the table. */
export const meIzvodStanjeRow: Layout = simpleLayout({
  id: 'me-izvod-duguje-potrazuje-summary-row',
  title:
    'Montenegrin business account izvod in Montenegrin (CKB/Hipotekarna-like): "Izvod br. 45", the 18-digit account "510-0000000012345-67", "Datum | Broj naloga | Opis | Duguje | Potražuje" with no running balance, then a summary printed as one row of four headed figures "Prethodno stanje | Ukupno duguje | Ukupno potražuje | Novo stanje" under the table, EUR "1.234,56", DD.MM.YYYY',
  region: 'ME',
  exercises: [
    'no running balance: the opening and closing only in a row of headed figures under the table',
    'a summary printed across the page (labels above, figures below) rather than label-value lines',
    'an account number with dashes (bank code, account, check digits)',
    'an order-number column between the date and the description, euro with "." grouping',
  ],
  mechanisms: [4, 5, 13, 18],
  currency: 'EUR',
  plans: [
    plan(
      11602,
      'me',
      '510-0000000012345-67',
      'Žiro racun',
      ['2024-03-01', '2024-03-31'],
      42,
      4_823_155,
      {
        scale: 180_000,
      },
    ),
  ],
  bank: 'Primorska Banka AD Podgorica',
  right: () => [
    'IZVOD BR. 45',
    'Racun: 510-0000000012345-67',
    'Valuta: EUR',
    'Period: 01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) => `Strana ${p} od ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Vlasnik racuna', 'JADRAN TRADE DOO'],
        ['PIB', '02712345'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Datum'], x: 40, w: 46 },
      {
        kind: 'extra',
        head: ['Broj naloga'],
        x: 92,
        w: 40,
        value: (_t, i) => String(20_418 + i * 3),
      },
      { kind: 'desc', head: ['Opis'], x: 140, w: 240 },
      { kind: 'debit', head: ['Duguje'], x: 390, w: 78 },
      { kind: 'credit', head: ['Potražuje'], x: 477, w: 78 },
    ],
    date: 'DD.MM.YYYY',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    const out = -sum(a.txns.filter((t) => t.cents < 0));
    const inn = sum(a.txns.filter((t) => t.cents > 0));
    const cells: readonly (readonly [string, number])[] = [
      ['Prethodno stanje', a.opening],
      ['Ukupno duguje', out],
      ['Ukupno potražuje', inn],
      ['Novo stanje', a.closing],
    ];
    flow.down(10);
    flow.ensure(30);
    cells.forEach(([k], i) =>
      flow.text(k, 180 + i * 95, { align: 'right', bold: true, tag: 'summary' }),
    );
    flow.down(11);
    cells.forEach(([, v], i) =>
      flow.text(money(v, EU_MINUS), 180 + i * 95, { align: 'right', tag: 'summary' }),
    );
    flow.down(20);
    paragraph(flow, ['Izvod je izradjen elektronski i punovažan je bez pecata i potpisa.'], 40, 10);
  },
});

/** Kosovar savings over several pages, euro "1,234.56 €": carried-forward lines in Albanian at every break. */
export const xkKursimiBartur: Layout = simpleLayout({
  id: 'xk-llogari-kursimi-bilanci-i-bartur-pages',
  title:
    'Kosovar savings account in Albanian (ProCredit/TEB Kosovo-like): "Data e transaksionit | Data e valutës | Përshkrimi | Debi | Kredi | Bilanci", "Bilanci fillestar"/"Bilanci përfundimtar" rows, "Bilanci për t\'u bartur" at the foot of each page and "Bilanci i bartur" at the head of the next, "Vazhdim" on continuation pages, EUR "1,234.56", DD.MM.YYYY, several pages',
  region: 'XK',
  exercises: [
    'carried-forward and brought-forward lines in Albanian at every page break, over several pages',
    'a "continued" word above the repeated heading',
    'transaction and value dates DD.MM.YYYY with "," grouping and "." decimals in euro',
    'Albanian diacritics in headings and descriptions',
  ],
  mechanisms: [11, 15, 18],
  currency: 'EUR',
  plans: [
    plan(
      11603,
      'xk',
      '1110123456780145',
      'Llogari kursimi',
      ['2024-01-01', '2024-03-31'],
      150,
      1_284_500,
      {
        scale: 18_000,
        postDates: true,
      },
    ),
  ],
  bank: 'Banka Dardania SH.A.',
  right: (a) => [
    'PASQYRA E LLOGARISË',
    `Nr. i llogarisë: ${a.number}`,
    'IBAN: XK05 1110 1234 5678 0145',
    'Valuta: EUR',
    'Periudha: 01.01.2024 - 31.03.2024',
  ],
  footer: (p, n) => `Faqja ${p} nga ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Klienti', 'ARBËR KRASNIQI'],
        ['Dega', 'PRISHTINË - QENDËR'],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data e', 'transaksionit'], x: 40, w: 50 },
      { kind: 'post', head: ['Data e', 'valutës'], x: 96, w: 46 },
      { kind: 'desc', head: ['Përshkrimi'], x: 150, w: 190 },
      { kind: 'debit', head: ['Debi'], x: 345, w: 66 },
      { kind: 'credit', head: ['Kredi'], x: 415, w: 66 },
      { kind: 'balance', head: ['Bilanci'], x: 485, w: 70 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    debit: { ...US_PLAIN, suffix: ' €' },
    credit: { ...US_PLAIN, suffix: ' €' },
    balance: { ...US_MINUS, suffix: ' €' },
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Bilanci fillestar' },
    closing: { label: 'Bilanci përfundimtar' },
    carryForward: { bottom: "Bilanci për t'u bartur", top: 'Bilanci i bartur' },
    continuedTop: 'Vazhdim',
  }),
});

/** Algerian dinars, "1 234 567,89 DA" in the summary. */
const DZD_PLAIN: MoneyStyle = { numbers: FR_NUMBERS, negative: 'none' };
const da = (c: number): string => `${money(c, FR_MINUS)} DA`;

/** Algerian business relevé: the value date after the description, dated old/new balance rows, a 20-digit RIB. */
export const dzReleveAncienSolde: Layout = simpleLayout({
  id: 'dz-releve-ancien-nouveau-solde-date-valeur-apres',
  title:
    'Algerian business account statement in French (BNA/CPA/BEA-like): "Date | Libellé | Date valeur | Débit | Crédit | Solde" with the value date after the description, "Ancien solde au 29/02/2024" and "Nouveau solde au 31/03/2024" rows, "Total des mouvements", the account number and a 20-digit RIB in four groups, DZD "1 234 567,89", DD/MM/YYYY, a bilingual French/Arabic bank name transliterated',
  region: 'DZ',
  exercises: [
    'the value date printed after the description instead of beside the booking date',
    'opening and closing rows whose labels carry a date',
    'a turnover line under the table that is not "Total" alone',
    'space-grouped dinars with a decimal comma and a 20-digit RIB beside the account number',
  ],
  mechanisms: [4, 5, 13, 18],
  currency: 'DZD',
  plans: [
    plan(
      11604,
      'dz',
      '0123004567',
      'Compte courant commercial',
      ['2024-03-01', '2024-03-31'],
      48,
      1_584_230_000,
      {
        scale: 45_000_000,
        postDates: true,
      },
    ),
  ],
  bank: "Banque El Watani d'Algérie (Bank El Watani El Djazairi)",
  right: (a) => [
    'RELEVE DE COMPTE',
    `Compte n° ${a.number}`,
    `RIB : 001 00612 ${a.number} 84`,
    'Devise : DZD',
    'Période du 01/03/2024 au 31/03/2024',
  ],
  footer: (p, n) => `Page ${p}/${n} - Agence 612 Alger Hydra`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Raison sociale', 'SARL TASSILI DISTRIBUTION'],
        ['NIF', '000216098765432'],
      ],
      40,
      320,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'desc', head: ['Libellé'], x: 92, w: 180 },
      { kind: 'post', head: ['Date valeur'], x: 278, w: 46 },
      { kind: 'debit', head: ['Débit'], x: 330, w: 72 },
      { kind: 'credit', head: ['Crédit'], x: 406, w: 72 },
      { kind: 'balance', head: ['Solde'], x: 482, w: 75 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: DZD_PLAIN,
    credit: DZD_PLAIN,
    balance: FR_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Ancien solde au 29/02/2024' },
    closing: { label: 'Nouveau solde au 31/03/2024' },
    totals: { label: 'Total des mouvements' },
  }),
  outro(flow, a) {
    flow.down(10);
    keyValues(flow, [['Solde en votre faveur', da(a.closing)]], 92, 557, 11);
  },
});

/** West African CFA francs: whole francs, space-grouped. */
const XOF: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0 };
const XOF_PLAIN: MoneyStyle = { ...XOF, negative: 'none' };

/** Ivorian personal relevé: whole francs, the opening in a summary, a daily value-date column and tight columns. */
export const ciReleveXofTight: Layout = simpleLayout({
  id: 'ci-releve-xof-solde-precedent-tight-columns',
  title:
    'Ivorian personal current account statement in French (SGCI/SIB/Ecobank CI-like): whole CFA francs "1 250 000", "SOLDE PRECEDENT" and "NOUVEAU SOLDE" in a box above the table, "DATE | LIBELLE | VALEUR | DEBIT | CREDIT | SOLDE" with tight columns, the RIB "CI008 01234 012345678901 45", XOF, DD/MM/YY, an RCCM footer',
  region: 'CI',
  exercises: [
    'amounts without decimals (the CFA franc has no minor unit) in narrow columns',
    'the opening and closing in a summary above the table, no balance rows in it',
    'two-digit-year dates DD/MM/YY for the booking and value dates',
    'the account number inside a RIB that starts with the country letters',
  ],
  mechanisms: [4, 6, 18],
  currency: 'XOF',
  plans: [
    plan(
      11605,
      'ci',
      '012345678901',
      'Compte chèque',
      ['2024-03-01', '2024-03-31'],
      40,
      84_575_000,
      {
        scale: 4_500_000,
        unit: 100,
        postDates: true,
      },
    ),
  ],
  bank: "Banque Lagunaire de Côte d'Ivoire",
  right: (a) => [
    'RELEVE DE COMPTE',
    `Compte : ${a.number}`,
    `RIB : CI008 01234 ${a.number} 45`,
    'Devise : XOF',
    'Du 01/03/24 au 31/03/24',
  ],
  footer: (p, n) =>
    `Page ${p}/${n} - SA au capital de 15 555 000 000 FCFA - RCCM CI-ABJ-1962-B-1234`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Titulaire', 'M. KOUASSI KONAN SERGE'],
        ['Agence', 'ABIDJAN PLATEAU'],
        ['SOLDE PRECEDENT', money(a.opening, XOF)],
        ['NOUVEAU SOLDE', money(a.closing, XOF)],
      ],
      40,
      300,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['DATE'], x: 40, w: 34 },
      { kind: 'desc', head: ['LIBELLE'], x: 78, w: 250 },
      { kind: 'post', head: ['VALEUR'], x: 332, w: 34 },
      { kind: 'debit', head: ['DEBIT'], x: 368, w: 58 },
      { kind: 'credit', head: ['CREDIT'], x: 428, w: 58 },
      { kind: 'balance', head: ['SOLDE'], x: 488, w: 62 },
    ],
    date: 'DD/MM/YY',
    post: 'DD/MM/YY',
    debit: XOF_PLAIN,
    credit: XOF_PLAIN,
    balance: XOF,
    lineHeight: 10,
    rowGap: 2,
  }),
});

/** Namibian cheque account: N$ figures, a four-figure summary across the top, a brought-forward row. */
export const naChequeFeesColumn: Layout = simpleLayout({
  id: 'na-cheque-nad-summary-across-brought-forward',
  title:
    'Namibian personal cheque account (Bank Windhoek/FNB Namibia-like): "Opening Balance | Total Debits | Total Credits | Closing Balance" printed as four headed figures across the top with "N$", the branch code and account type beside the account number, "Date | Description | Debits | Credits | Balance" with "D MMM YYYY" dates, a "Balance brought forward" row, NAD "1,234.56", "Please verify" footer',
  region: 'NA',
  exercises: [
    'a summary printed across the page (headed figures) above the table',
    'a brought-forward row opening the table and no closing row in it',
    '"D MMM YYYY" dates, "," grouping and "." decimals, N$ in the summary only',
    'the branch code and account type beside the account number',
  ],
  mechanisms: [4, 5, 18],
  currency: 'NAD',
  plans: [
    plan(11606, 'na', '8003457812', 'Cheque Account', ['2024-03-01', '2024-03-31'], 44, 2_845_320, {
      scale: 95_000,
    }),
  ],
  bank: 'Bank of the Namib Ltd',
  right: (a) => [
    'CHEQUE ACCOUNT STATEMENT',
    `Account number: ${a.number}`,
    'Branch code: 483872',
    'Statement period: 1 Mar 2024 - 31 Mar 2024',
  ],
  footer: (p, n) =>
    `Page ${p} of ${n} - Please verify all entries and notify us of any error within 30 days`,
  intro(flow, a) {
    const nd = (c: number): string => `N$ ${money(c, US_MINUS)}`;
    keyValues(flow, [['Account holder', 'MS N. SHIKONGO']], 40, 300, 11);
    flow.down(10);
    const cells: readonly (readonly [string, number])[] = [
      ['Opening Balance', a.opening],
      ['Total Debits', -sum(a.txns.filter((t) => t.cents < 0))],
      ['Total Credits', sum(a.txns.filter((t) => t.cents > 0))],
      ['Closing Balance', a.closing],
    ];
    cells.forEach(([k], i) =>
      flow.text(k, 150 + i * 130, { align: 'right', bold: true, tag: 'summary' }),
    );
    flow.down(11);
    cells.forEach(([, v], i) =>
      flow.text(nd(v), 150 + i * 130, { align: 'right', tag: 'summary' }),
    );
    flow.down(20);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Description'], x: 98, w: 220 },
      { kind: 'debit', head: ['Debits'], x: 330, w: 70 },
      { kind: 'credit', head: ['Credits'], x: 405, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 480, w: 75 },
    ],
    date: 'D MMM YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Balance brought forward' },
  }),
});

export const WORLD16: readonly Layout[] = [
  byVypiskaKartochnyy,
  meIzvodStanjeRow,
  xkKursimiBartur,
  dzReleveAncienSolde,
  ciReleveXofTight,
  naChequeFeesColumn,
];
