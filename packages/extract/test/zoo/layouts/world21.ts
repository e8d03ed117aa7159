/**
 * Zoo growth for issue 8 (part 18): Chad, Niger, Mali, Burkina Faso, the Republic of the Congo and Djibouti.
 * Written from what those banks print, without reading the engine.
 */
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, FR_NUMBERS, money } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout } from './common.ts';
import { plan } from './styles.ts';

/** CFA francs have no minor unit in practice: "1 234 567" with space grouping, no decimals. */
const CFA: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0 };
const CFA_PLAIN: MoneyStyle = { ...CFA, negative: 'none' };

/** Chad business account over four pages: a reference after the text, "à reporter"/"reporté" balances. */
export const tdReleveEntrepriseReporter: Layout = simpleLayout({
  id: 'td-releve-xaf-solde-a-reporter-ref-after-libelle',
  title:
    'Chadian business current account in French with an Arabic title in transliteration (Commercial Bank Tchad/Ecobank Tchad-like): "RELEVÉ DE COMPTE / KASHF HISAB", "Date | Libellé | Référence | Débit | Crédit | Solde" with the reference after the description, "Solde à reporter" at the foot and "Solde reporté" at the head of each page, "SOLDE DÉBUT DE PÉRIODE"/"SOLDE FIN DE PÉRIODE" rows, the account number without its key on later pages, whole francs "12 345 678" (FCFA, XAF), DD-MM-YYYY, four pages',
  region: 'TD',
  exercises: [
    'carried-forward and brought-forward balance lines in French at every page break over four pages',
    'the account number printed with its RIB key on the first page and without it on later pages',
    'a reference column between the description and the money',
    'whole-franc amounts with space grouping, DD-MM-YYYY dates, XAF named as a code and "FCFA"',
  ],
  mechanisms: [3, 6, 11, 15, 18],
  currency: 'XAF',
  plans: [
    plan(
      12101,
      'td',
      '37001 01234567801',
      'Compte courant entreprise',
      ['2024-03-01', '2024-03-31'],
      140,
      8_514_250_000,
      { scale: 95_000_000, unit: 100, longShare: 0.06 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Banque Sahélienne du Chari S.A.',
  right: (a, p) =>
    p === 1
      ? [
          'RELEVÉ DE COMPTE / KASHF HISAB',
          `Compte n° ${a.number} clé 42`,
          'Devise : XAF (Franc CFA BEAC)',
          'Période du 01-03-2024 au 31-03-2024',
        ]
      : [`Compte ${a.number.replace(/\s/g, '')}`, 'Relevé du 31-03-2024 (suite)'],
  footer: (p, n) => `Page ${p}/${n}  -  Avenue Charles de Gaulle, N'Djamena  -  Agréée COBAC`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Raison sociale', 'SOCIÉTÉ TCHADIENNE DE NÉGOCE SARL'],
        ['Agence', "N'DJAMENA PRINCIPALE"],
        ['NIF', '9001234 K'],
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
      { kind: 'desc', head: ['Libellé'], x: 92, w: 176 },
      {
        kind: 'extra',
        head: ['Référence'],
        x: 272,
        w: 48,
        value: (_t, i) => `TD${String(400_310 + i * 13)}`,
      },
      { kind: 'debit', head: ['Débit'], x: 322, w: 74 },
      { kind: 'credit', head: ['Crédit'], x: 400, w: 74 },
      { kind: 'balance', head: ['Solde'], x: 478, w: 77 },
    ],
    date: 'DD-MM-YYYY',
    debit: CFA_PLAIN,
    credit: CFA_PLAIN,
    balance: CFA,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SOLDE DÉBUT DE PÉRIODE' },
    closing: { label: 'SOLDE FIN DE PÉRIODE' },
    carryForward: { bottom: 'Solde à reporter', top: 'Solde reporté' },
  }),
});

/** Niger savings book: the old and new balance at the left, one signed amount, one item per glyph. */
export const neLivretEpargneGlyph: Layout = simpleLayout({
  id: 'ne-livret-epargne-xof-ancien-nouveau-glyph-items',
  title:
    'Niger savings book statement in French (BIA Niger/Sonibank-like): a quarter, "Ancien solde au 31/12/2023" and "Nouveau solde au 31/03/2024" with "F CFA" after the figures at the left under the holder, "Date | Opération | Montant | Solde" with a minus on withdrawals, interest capitalised, whole francs "1 234 567" (XOF), DD/MM/YYYY; the producer draws one text item per glyph',
  region: 'NE',
  exercises: [
    'dated opening and closing labels with "F CFA" after the figures, at the left of the page',
    'one signed amount column with a minus on withdrawals, beside the running balance',
    'whole francs with space grouping over a quarter',
    'one text item per glyph',
  ],
  mechanisms: [4, 6, 10, 18],
  currency: 'XOF',
  quirks: { split: { unit: 'glyph', tags: 'all' } },
  plans: [
    plan(
      12102,
      'ne',
      'NE058 01001 002345678901 33',
      "Livret d'épargne",
      ['2023-12-31', '2024-03-31'],
      28,
      184_350_000,
      { scale: 9_000_000, unit: 100 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Banque du Fleuve Niger',
  right: (a) => [
    "RELEVÉ DE LIVRET D'ÉPARGNE",
    `RIB : ${a.number}`,
    'Devise : XOF',
    'Trimestre : 01/01/2024 - 31/03/2024',
  ],
  footer: (p, n) => `Page ${p} / ${n}   Rue du Gountou Yéna, Niamey   Agréée BCEAO`,
  intro(flow, a) {
    const f = (v: number): string => `${money(v, CFA)} F CFA`;
    paragraph(flow, ['MME HADIZA ABDOU MOUSSA', 'QUARTIER PLATEAU, BP 10 245, NIAMEY'], 40, 11);
    flow.down(6);
    keyValues(
      flow,
      [
        ['Ancien solde au 31/12/2023', f(a.opening)],
        ['Nouveau solde au 31/03/2024', f(a.closing)],
      ],
      40,
      300,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Opération'], x: 100, w: 250 },
      { kind: 'amount', head: ['Montant'], x: 370, w: 90 },
      { kind: 'balance', head: ['Solde'], x: 470, w: 85 },
    ],
    date: 'DD/MM/YYYY',
    amount: CFA,
    balance: CFA,
    lineHeight: 10,
    rowGap: 4,
  }),
});

/** West African francs with "." grouping, as some Malian core systems print them. */
const XOF_DOT: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus', decimals: 0 };
const XOF_DOT_PLAIN: MoneyStyle = { ...XOF_DOT, negative: 'none' };

/** Malian business account: tight columns, "0" in the unused money column, two dates before the text. */
export const mlEntrepriseTightZero: Layout = simpleLayout({
  id: 'ml-entreprise-xof-date-comptable-zero-tight',
  title:
    'Malian business current account in French (BDM-SA/BOA Mali-like): "Date Comptable | Date Valeur | Libellé opération | Débit | Crédit | Solde" set in tight columns, "0" printed in the unused one of debit and credit, "Solde initial" and "Solde final" rows, "Mouvements de la période" totals, whole francs with "." grouping "12.345.678" (XOF), DD/MM/YY',
  region: 'ML',
  exercises: [
    'tight columns with a few points between the money columns',
    'a "0" printed in the unused one of the debit and credit columns',
    'booking and value dates side by side, DD/MM/YY',
    'whole francs with "." grouping, a totals line not starting with "Total"',
  ],
  mechanisms: [6, 13, 18],
  currency: 'XOF',
  plans: [
    plan(
      12103,
      'ml',
      'ML016 01201 020123456789 45',
      'Compte courant commercial',
      ['2024-03-01', '2024-03-31'],
      44,
      2_318_455_000,
      { scale: 60_000_000, unit: 100, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Banque du Djoliba Mali',
  right: (a) => [
    'EXTRAIT DE COMPTE',
    `Compte : ${a.number}`,
    'Monnaie : Franc CFA (XOF)',
    'Du 01/03/24 au 31/03/24',
  ],
  footer: (p, n) => `Page ${p}/${n}  -  Avenue Kassé Keïta, Bamako  -  Agréée BCEAO`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Client', 'ÉTS TRAORÉ ET FILS SARL'],
        ['Adresse', 'HAMDALLAYE ACI 2000, BAMAKO'],
        ['Gestionnaire', 'M. DIARRA'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date', 'Comptable'], x: 40, w: 40 },
      { kind: 'post', head: ['Date', 'Valeur'], x: 88, w: 40 },
      { kind: 'desc', head: ['Libellé opération'], x: 132, w: 200 },
      { kind: 'debit', head: ['Débit'], x: 334, w: 70 },
      { kind: 'credit', head: ['Crédit'], x: 408, w: 70 },
      { kind: 'balance', head: ['Solde'], x: 482, w: 73 },
    ],
    date: 'DD/MM/YY',
    post: 'DD/MM/YY',
    debit: XOF_DOT_PLAIN,
    credit: XOF_DOT_PLAIN,
    balance: XOF_DOT,
    unusedCell: '0',
    lineHeight: 10,
    rowGap: 2,
    opening: { label: 'Solde initial' },
    closing: { label: 'Solde final' },
    totals: { label: 'Mouvements de la période' },
  }),
});

/** Burkinabè personal account: newest first, one text item per word. */
export const bfCompteNewestFirstWords: Layout = simpleLayout({
  id: 'bf-compte-cheque-xof-newest-first-word-items',
  title:
    'Burkinabè personal cheque account in French (Coris Bank/BOA Burkina-like): rows newest first with "Nouveau solde" on top and "Solde précédent" at the bottom of the table, "Date opération | Description | Débit | Crédit | Solde", a customer-service line in Mooré at the foot ("Barka" — thank you), whole francs "1 234 567" (XOF), DD/MM/YYYY; the producer draws one text item per word',
  region: 'BF',
  exercises: [
    'a newest-first listing with the closing balance on top and the opening at the bottom',
    'debit and credit columns with a running balance',
    'whole francs with space grouping, XOF named as a code',
    'one text item per word',
  ],
  mechanisms: [4, 7, 18],
  currency: 'XOF',
  quirks: { split: { unit: 'word', tags: 'all' } },
  plans: [
    plan(
      12104,
      'bf',
      'BF148 01001 251234567890 17',
      'Compte chèque particulier',
      ['2024-03-01', '2024-03-31'],
      34,
      412_780_000,
      { scale: 12_000_000, unit: 100 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Banque du Kadiogo S.A.',
  right: (a) => [
    'RELEVÉ DE COMPTE CHÈQUE',
    `N° compte : ${a.number}`,
    'Devise : XOF',
    'Période : 01/03/2024 - 31/03/2024',
  ],
  footer: (p, n) => `Page ${p} sur ${n}   Avenue Kwame Nkrumah, Ouagadougou   Barka !`,
  intro(flow) {
    paragraph(
      flow,
      ['M. ISSOUFOU OUÉDRAOGO', 'SECTEUR 15, OUAGA 2000', '01 BP 4120 OUAGADOUGOU 01'],
      40,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date opération'], x: 40, w: 58 },
      { kind: 'desc', head: ['Description'], x: 104, w: 214 },
      { kind: 'debit', head: ['Débit'], x: 322, w: 74 },
      { kind: 'credit', head: ['Crédit'], x: 400, w: 74 },
      { kind: 'balance', head: ['Solde'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    debit: CFA_PLAIN,
    credit: CFA_PLAIN,
    balance: CFA,
    lineHeight: 10,
    rowGap: 3,
    newestFirst: true,
    opening: { label: 'Solde précédent' },
    closing: { label: 'Nouveau solde' },
  }),
});

/** Central African francs printed with ",00" as some Brazzaville core systems do. */
const XAF_CTS: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus' };
const XAF_CTS_PLAIN: MoneyStyle = { ...XAF_CTS, negative: 'none' };

/** Congolese (Brazzaville) account: dated balances under the table, items emitted last to first. */
export const cgReleveSoldesSousTableau: Layout = simpleLayout({
  id: 'cg-releve-xaf-soldes-dates-sous-tableau-reversed',
  title:
    'Republic of the Congo personal current account in French (LCB Bank/BGFIBank Congo-like): no running balance, "Date | Date valeur | Nature de l\'opération | Débit | Crédit", "Total des mouvements" under the table, then a boxed "Solde au 29/02/2024" and "Solde au 31/03/2024" under it, francs with ",00" "1 234 567,00" (FCFA, XAF), DD/MM/YYYY; the producer emits the page items last to first',
  region: 'CG',
  exercises: [
    'both balances printed under the table, each labelled with its date',
    'no running balance; a totals line with both column sums',
    'whole francs printed with ",00" and space grouping',
    'items emitted last to first (bottom of the page first)',
  ],
  mechanisms: [4, 10, 13, 18],
  currency: 'XAF',
  quirks: { reverse: true },
  plans: [
    plan(
      12105,
      'cg',
      '30011 00020 12345678901 56',
      'Compte courant',
      ['2024-02-29', '2024-03-31'],
      32,
      156_420_000,
      { scale: 8_500_000, unit: 100, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Banque Congolaise du Djoué',
  right: (a) => ['RELEVÉ DE COMPTE', `RIB : ${a.number}`, 'Devise : XAF', 'Arrêté au 31/03/2024'],
  footer: (p, n) => `Page ${p}/${n}  -  Avenue Amilcar Cabral, Brazzaville  -  Agréée COBAC`,
  intro(flow) {
    paragraph(flow, ['MME GRÂCE NGOMA MASSAMBA', 'RUE MBAKA 18, BACONGO', 'BRAZZAVILLE'], 40, 11);
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Date valeur'], x: 90, w: 46 },
      { kind: 'desc', head: ["Nature de l'opération"], x: 142, w: 230 },
      { kind: 'debit', head: ['Débit'], x: 380, w: 84 },
      { kind: 'credit', head: ['Crédit'], x: 470, w: 85 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: XAF_CTS_PLAIN,
    credit: XAF_CTS_PLAIN,
    lineHeight: 10,
    rowGap: 3,
    totals: { label: 'Total des mouvements' },
  }),
  outro(flow, a) {
    flow.down(10);
    flow.box(300, 255, 30, 10);
    keyValues(
      flow,
      [
        ['Solde au 29/02/2024', money(a.opening, XAF_CTS)],
        ['Solde au 31/03/2024', money(a.closing, XAF_CTS)],
      ],
      306,
      550,
      11,
    );
  },
});

/** Djiboutian francs: whole, space grouped. */
const DJF: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0 };

/** Djibouti card statement from the holder's side on rotated pages. */
export const djCarteRotated: Layout = simpleLayout({
  id: 'dj-carte-djf-titulaire-signee-rotated',
  title:
    'Djiboutian Visa card statement in French (BCIMR/CAC International Bank-like) from the holder\'s side: "RELEVÉ DE CARTE", "Solde précédent", "Total des opérations" and "Nouveau solde à régler" at the right above the table with "FDJ" after the figures, "Date opération | Date traitement | Libellé | Montant FDJ" with purchases "-12 345" and the payment positive, "Date limite de paiement", whole francs (DJF), DD.MM.YYYY; every page is stored with /Rotate 90',
  region: 'DJ',
  exercises: [
    "a card statement printed from the holder's side: purchases negative, the payment positive",
    'the previous and new balance at the right above the table, with the due date beside them',
    'transaction and processing dates DD.MM.YYYY, whole Djiboutian francs',
    'pages stored with /Rotate 90',
  ],
  mechanisms: [4, 10, 11, 16, 18],
  currency: 'DJF',
  quirks: { rotatedPages: 'all' },
  plans: [
    plan(12106, 'dj', '7741', 'Carte Visa Classic', ['2024-02-15', '2024-03-14'], 26, 8_645_000, {
      liability: true,
      postDates: true,
      scale: 2_400_000,
      unit: 100,
    }),
  ],
  bank: 'Banque de la Mer Rouge Djibouti',
  right: (a) => [
    'RELEVÉ DE CARTE',
    `Carte n° 4622 81XX XXXX ${a.number}`,
    'Devise : DJF (franc djiboutien)',
    'Arrêté au 14.03.2024',
  ],
  footer: (p, n) => `Page ${p}/${n}  -  Place Lagarde, Djibouti  -  Agréée par la BCD`,
  intro(flow, a) {
    const f = (v: number): string => `${money(v, DJF)} FDJ`;
    const top = flow.y;
    paragraph(flow, ['M. AHMED HOUMED ALI', 'CITÉ MAKA AL MOUKARAMA', 'DJIBOUTI'], 40, 11);
    flow.y = top;
    keyValues(
      flow,
      [
        ['Solde précédent', f(a.opening)],
        ['Total des opérations', f(a.closing - a.opening)],
        ['Nouveau solde à régler', f(a.closing)],
        ['Date limite de paiement', '05.04.2024'],
      ],
      330,
      550,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date opération'], x: 40, w: 56 },
      { kind: 'post', head: ['Date traitement'], x: 104, w: 60 },
      { kind: 'desc', head: ['Libellé'], x: 172, w: 270 },
      { kind: 'amount', head: ['Montant FDJ'], x: 455, w: 100 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    amount: DJF,
    lineHeight: 10,
    rowGap: 3,
  }),
});

export const WORLD21: readonly Layout[] = [
  tdReleveEntrepriseReporter,
  neLivretEpargneGlyph,
  mlEntrepriseTightZero,
  bfCompteNewestFirstWords,
  cgReleveSoldesSousTableau,
  djCarteRotated,
];
