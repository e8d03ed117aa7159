/**
 * Zoo growth for issue 8 (part 16): Eswatini, Lesotho, Burundi, the DR Congo, Suriname and Aruba.
 * Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { FR_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { EU_MINUS, EU_PLAIN, plan, US_MINUS, US_PLAIN } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** Eswatini current account over several pages: details first, the date after the money, carried-forward lines. */
export const szCurrentDateAfterMoney: Layout = simpleLayout({
  id: 'sz-current-szl-date-after-credits-carried-pages',
  title:
    'Eswatini personal current account in English (Standard Bank/FNB Eswatini-like): "Details | Service Fee | Debits | Credits | Date | Balance" with the date between the credits and the balance, a "##" service-fee marker column, "BALANCE CARRIED FORWARD" at the foot and "BALANCE BROUGHT FORWARD" at the head of each page, "Opening Balance" and "Closing Balance" rows, "E" (emalangeni) in the summary, SZL, DD MMM YY, four pages',
  region: 'SZ',
  exercises: [
    'the date column printed after the debit and credit columns, just before the balance',
    'carried-forward and brought-forward balance lines at every page break over four pages',
    'a service-fee marker column ("##") between the details and the money',
    'DD MMM YY dates, "," grouping, SZL named as a code with "E" before the summary figures',
  ],
  mechanisms: [3, 11, 12, 18],
  currency: 'SZL',
  plans: [
    plan(
      11901,
      'sz',
      '9110004567812',
      'Current Account',
      ['2024-03-01', '2024-03-31'],
      150,
      1_284_517,
      { scale: 42_000, longShare: 0.08 },
    ),
  ],
  bank: 'Lubombo Commercial Bank (Eswatini) Limited',
  right: (a, p) =>
    p === 1
      ? [
          'CURRENT ACCOUNT STATEMENT',
          `Account Number: ${a.number}`,
          'Currency: SZL (Emalangeni)',
          'Statement Period: 01 Mar 2024 - 31 Mar 2024',
          'Statement No: 37',
        ]
      : [`Account Number: ${a.number}`, 'Statement No: 37'],
  footer: (p, n) =>
    `Page ${p} of ${n}   Lubombo Commercial Bank is licensed by the Central Bank of Eswatini`,
  intro(flow, a) {
    const e = (v: number): string => `E${money(v, US_MINUS)}`;
    keyValues(
      flow,
      [
        ['MR SIBUSISO M. DLAMINI', ''],
        ['P.O. BOX 1204, MBABANE H100', ''],
      ],
      40,
      330,
      11,
    );
    flow.down(6);
    flow.text('Account Summary', 320, { bold: true, tag: 'head' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['Opening Balance', e(a.opening)],
        ['Total Debits', e(debits(a.txns))],
        ['Total Credits', e(credits(a.txns))],
        ['Closing Balance', e(a.closing)],
      ],
      320,
      548,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'desc', head: ['Details'], x: 40, w: 200 },
      {
        kind: 'extra',
        head: ['Service Fee'],
        x: 246,
        w: 40,
        value: (t: ZooTxn) => (t.kind === 'fee' ? '##' : ''),
      },
      { kind: 'debit', head: ['Debits'], x: 290, w: 70 },
      { kind: 'credit', head: ['Credits'], x: 364, w: 70 },
      { kind: 'date', head: ['Date'], x: 442, w: 38 },
      { kind: 'balance', head: ['Balance'], x: 482, w: 73 },
    ],
    date: 'DD MMM YY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Opening Balance' },
    closing: { label: 'Closing Balance' },
    carryForward: { bottom: 'BALANCE CARRIED FORWARD', top: 'BALANCE BROUGHT FORWARD' },
  }),
});

/** Basotho loti with the minus after a debit, as some Lesotho banks print it. */
const LSL_TRAIL: MoneyStyle = { numbers: US_NUMBERS, negative: 'trailing' };

/** Lesotho savings over a quarter: one signed amount with a trailing minus, one item per glyph. */
export const lsSavingsTrailingGlyph: Layout = simpleLayout({
  id: 'ls-savings-loti-trailing-minus-glyph-items',
  title:
    'Lesotho savings account in English with Sesotho greetings (Standard Lesotho Bank/Nedbank Lesotho-like): a quarter, "Opening balance" and "Closing balance" with "M" (maloti) on the left under the address, "Date | Transaction description | Amount | Balance" with a trailing minus on withdrawals ("1,234.56-"), "Lumela" greeting line, LSL, DD/MM/YYYY; the producer draws one text item per glyph',
  region: 'LS',
  exercises: [
    'one signed amount column with a trailing minus on debits, beside the running balance',
    'opening and closing balances with "M" before them, on the left under the address',
    'a savings account over three months with interest capitalised',
    'one text item per glyph',
  ],
  mechanisms: [4, 16, 18],
  currency: 'LSL',
  quirks: { split: { unit: 'glyph', tags: 'all' } },
  plans: [
    plan(
      11902,
      'ls',
      '0140512345601',
      'Savings Account',
      ['2024-01-01', '2024-03-31'],
      30,
      2_350_075,
      { scale: 95_000 },
    ),
  ],
  bank: 'Maloti Savings Bank Lesotho',
  right: (a) => [
    'SAVINGS ACCOUNT STATEMENT',
    `Account no. ${a.number}`,
    'Currency: LSL',
    '01/01/2024 to 31/03/2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}  Kingsway, Maseru 100, Lesotho`,
  intro(flow, a) {
    const m = (v: number): string => `M ${money(v, US_MINUS)}`;
    paragraph(flow, ['Lumela, MME PALESA MOKHOTHU', 'PRIVATE BAG A12, MASERU 100'], 40, 11);
    flow.down(6);
    keyValues(
      flow,
      [
        ['Opening balance', m(a.opening)],
        ['Closing balance', m(a.closing)],
      ],
      40,
      240,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Transaction description'], x: 100, w: 260 },
      { kind: 'amount', head: ['Amount'], x: 380, w: 80 },
      { kind: 'balance', head: ['Balance'], x: 470, w: 85 },
    ],
    date: 'DD/MM/YYYY',
    amount: LSL_TRAIL,
    balance: LSL_TRAIL,
    lineHeight: 10,
    rowGap: 4,
  }),
});

/** Burundian francs have no minor unit: "1 234 567" with space grouping, no decimals. */
const BIF: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', decimals: 0 };
const BIF_PLAIN: MoneyStyle = { ...BIF, negative: 'none' };

/** Burundian business account in francs: operation and value dates, opening/closing rows, a totals line. */
export const biReleveFrancsTotaux: Layout = simpleLayout({
  id: 'bi-releve-fbu-date-valeur-totaux-kirundi',
  title:
    'Burundian business current account in French with Kirundi titles (BANCOBU/Interbank Burundi-like): "EXTRAIT DE COMPTE / ICEGERANYO CA KONTE", "Date opér. | Date valeur | Libellé | Débit | Crédit | Solde", "SOLDE INITIAL" and "SOLDE FINAL" rows, "Totaux des mouvements" before the closing, whole francs "12 345 678" (FBu, BIF), DD/MM/YYYY',
  region: 'BI',
  exercises: [
    'whole-franc amounts in the millions with space grouping and no decimals',
    'operation and value dates side by side before the description',
    'a totals line before the closing row',
    'French headings with a Kirundi title, BIF named as a code and "FBu"',
  ],
  mechanisms: [2, 6, 13, 18],
  currency: 'BIF',
  plans: [
    plan(
      11903,
      'bi',
      '10101-0123456-01',
      'Compte courant entreprise',
      ['2024-03-01', '2024-03-31'],
      46,
      4_518_732_000,
      { scale: 180_000_000, unit: 100, postDates: true },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Banque de la Ruzizi S.A.',
  right: (a) => [
    'EXTRAIT DE COMPTE / ICEGERANYO CA KONTE',
    `Compte n° ${a.number}`,
    'Devise : Franc burundais (BIF)',
    'Période du 01/03/2024 au 31/03/2024',
  ],
  footer: (p, n) => `Page ${p}/${n}  -  Boulevard de l'Uprona, Bujumbura  -  Agréée par la BRB`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Titulaire', 'ETS NDAYISHIMIYE ET FRÈRES SPRL'],
        ['Agence', 'BUJUMBURA CENTRE'],
        ['NIF', '4000123456'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date opér.'], x: 40, w: 44 },
      { kind: 'post', head: ['Date valeur'], x: 88, w: 44 },
      { kind: 'desc', head: ['Libellé'], x: 138, w: 180 },
      { kind: 'debit', head: ['Débit (FBu)'], x: 322, w: 74 },
      { kind: 'credit', head: ['Crédit (FBu)'], x: 400, w: 74 },
      { kind: 'balance', head: ['Solde (FBu)'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: BIF_PLAIN,
    credit: BIF_PLAIN,
    balance: BIF,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SOLDE INITIAL' },
    closing: { label: 'SOLDE FINAL' },
    totals: { label: 'Totaux des mouvements' },
  }),
});

/** Congolese USD account in French: a summary box at the right, items emitted grouped by kind. */
export const cdCompteUsdOutOfOrder: Layout = simpleLayout({
  id: 'cd-compte-usd-francais-synthese-items-grouped',
  title:
    'DR Congo personal current account in US dollars, in French (Rawbank/Equity BCDC-like): a ruled "Synthèse du compte" box at the right "Solde d\'ouverture | Total débits | Total crédits | Solde de clôture", "Date | Réf. | Libellé | Débit USD | Crédit USD | Solde USD", "1,234.56", "Devise : USD (Dollar américain)", DD/MM/YYYY; the producer emits items grouped by kind, not in reading order',
  region: 'CD',
  exercises: [
    'a ruled summary box at the right of the page with the opening and closing',
    'a reference column between the date and the description',
    'currency codes inside the money headings ("Débit USD")',
    'items out of reading order (grouped by kind), DD/MM/YYYY, "," grouping in a French statement',
  ],
  mechanisms: [4, 12, 16, 18],
  currency: 'USD',
  quirks: {
    tagOrder: [
      'furniture',
      'balance',
      'credit',
      'debit',
      'summary',
      'desc',
      'extra',
      'date',
      'head',
    ],
  },
  plans: [
    plan(
      11904,
      'cd',
      '05100-01234567801-87',
      'Compte courant particulier',
      ['2024-03-01', '2024-03-31'],
      40,
      845_210,
      { scale: 26_000 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Banque du Fleuve Congo S.A.',
  right: (a) => [
    'RELEVÉ DE COMPTE',
    `N° de compte : ${a.number}`,
    'Devise : USD (Dollar américain)',
    'Du 01/03/2024 au 31/03/2024',
  ],
  footer: (p, n) =>
    `Page ${p} sur ${n}  -  Boulevard du 30 Juin, Kinshasa/Gombe  -  RCCM CD/KIN/15-B-1234`,
  intro(flow, a) {
    const top = flow.y;
    paragraph(
      flow,
      ['M. JEAN-PIERRE MUKENDI KABONGO', 'AV. DES AVIATEURS 12', 'KINSHASA/GOMBE'],
      40,
      11,
    );
    flow.y = top;
    flow.text('Synthèse du compte', 330, { bold: true, tag: 'summary' });
    flow.down(13);
    flow.box(325, 230, 50, 10);
    keyValues(
      flow,
      [
        ["Solde d'ouverture", money(a.opening, US_MINUS)],
        ['Total débits', money(debits(a.txns), US_PLAIN)],
        ['Total crédits', money(credits(a.txns), US_PLAIN)],
        ['Solde de clôture', money(a.closing, US_MINUS)],
      ],
      332,
      548,
      11,
    );
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      {
        kind: 'extra',
        head: ['Réf.'],
        x: 90,
        w: 50,
        value: (_t, i) => `FT24${String(61_200 + i * 7)}`,
      },
      { kind: 'desc', head: ['Libellé'], x: 150, w: 172 },
      { kind: 'debit', head: ['Débit USD'], x: 326, w: 72 },
      { kind: 'credit', head: ['Crédit USD'], x: 402, w: 72 },
      { kind: 'balance', head: ['Solde USD'], x: 478, w: 77 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Surinamese current account in Dutch: no running balance, dated opening and closing lines, a turnover line. */
export const srRekeningCourantValuta: Layout = simpleLayout({
  id: 'sr-rekening-courant-srd-valutadatum-geen-saldo',
  title:
    'Surinamese personal current account in Dutch (DSB/Hakrinbank-like): "Beginsaldo per 01-03-2024" above the table and "Eindsaldo per 31-03-2024" under it, "Boekdatum | Omschrijving | Valutadatum | Debet | Credit" with the value date after the description and no running balance, "Totaal mutaties" line, Surinaamse dollars "1.234,56" (SRD), DD-MM-YYYY',
  region: 'SR',
  exercises: [
    'no running balance: dated opening and closing labels above and below the table',
    'the value date printed after the description',
    'a turnover line "Totaal mutaties" with both column sums',
    'DD-MM-YYYY dates, "." grouping and "," decimals, SRD named as a code',
  ],
  mechanisms: [4, 12, 13, 18],
  currency: 'SRD',
  plans: [
    plan(
      11905,
      'sr',
      '1234567890',
      'Rekening-courant',
      ['2024-03-01', '2024-03-31'],
      36,
      1_745_560,
      { scale: 120_000, postDates: true },
    ),
  ],
  bank: 'Surinaamse Volksbank N.V.',
  right: (a) => [
    'REKENINGAFSCHRIFT',
    `Rekeningnummer: ${a.number}`,
    'Valuta: SRD',
    'Periode: 01-03-2024 t/m 31-03-2024',
    'Afschrift nr. 3',
  ],
  footer: (p, n) => `Blad ${p} van ${n}  -  Henck Arronstraat, Paramaribo`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Rekeninghouder', 'DHR. R.S. RAMDIN'],
        ['Adres', 'KWATTAWEG 145, PARAMARIBO'],
      ],
      40,
      330,
      11,
    );
    flow.down(10);
    keyValues(flow, [['Beginsaldo per 01-03-2024', money(a.opening, EU_MINUS)]], 40, 555, 11);
    flow.down(8);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Boekdatum'], x: 40, w: 50 },
      { kind: 'desc', head: ['Omschrijving'], x: 98, w: 230 },
      { kind: 'post', head: ['Valutadatum'], x: 334, w: 54 },
      { kind: 'debit', head: ['Debet'], x: 398, w: 74 },
      { kind: 'credit', head: ['Credit'], x: 480, w: 75 },
    ],
    date: 'DD-MM-YYYY',
    post: 'DD-MM-YYYY',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    lineHeight: 10,
    rowGap: 3,
    totals: { label: 'Totaal mutaties' },
  }),
  outro(flow, a) {
    flow.down(6);
    keyValues(flow, [['Eindsaldo per 31-03-2024', money(a.closing, EU_MINUS)]], 40, 555, 11);
  },
});

/** Aruban florin card amounts: purchases plain, payments with a trailing minus (the issuer's view). */
const AWG_OWED: MoneyStyle = { numbers: US_NUMBERS, negative: 'trailing' };

/** Aruban credit card: a headed summary row across the page in Dutch and Papiamento, Afl. */
export const awCardFlorinSummaryAcross: Layout = simpleLayout({
  id: 'aw-card-afl-papiamento-summary-across-trailing',
  title:
    'Aruban credit card statement in Dutch with Papiamento (Aruba Bank/CMB-like): "REKENINGOVERZICHT / ESTADO DI CUENTA", a ruled summary row across the page "Vorig saldo | Betalingen | Aankopen | Nieuw saldo | Minimum betaling" with figures under the headings, "Transactiedatum | Boekdatum | Omschrijving | Bedrag Afl." in the issuer\'s view with payments "1,234.56-", "Vervaldatum" beside the statement date, AWG, DD-MM-YY',
  region: 'AW',
  exercises: [
    'a card statement whose summary is a row of headings over a row of figures',
    "the issuer's view: purchases plain, payments and refunds with a trailing minus",
    'transaction and booking dates DD-MM-YY',
    'Dutch and Papiamento titles, "Afl." in the amount heading, AWG named as a code',
  ],
  mechanisms: [4, 10, 16, 18],
  currency: 'AWG',
  plans: [
    plan(11906, 'aw', '3317', 'Visa Classic Card', ['2024-02-11', '2024-03-10'], 30, 184_562, {
      liability: true,
      postDates: true,
      scale: 14_000,
    }),
  ],
  bank: 'Banco di Caribe Arubano N.V.',
  right: (a) => [
    'REKENINGOVERZICHT / ESTADO DI CUENTA',
    `Kaartnummer: 4216 88XX XXXX ${a.number}`,
    'Valuta: AWG (Arubaanse florin)',
    'Afschriftdatum: 10-03-24',
    'Vervaldatum: 31-03-24',
  ],
  footer: (p, n) => `Pagina ${p} van ${n}   Caya G.F. Betico Croes, Oranjestad, Aruba`,
  intro(flow, a) {
    const purchases = -sum(a.txns.filter((t) => t.cents < 0));
    const payments = sum(a.txns.filter((t) => t.cents > 0));
    paragraph(flow, ['MW. S.M. CROES-WERLEMAN', 'PONTON 45, ORANJESTAD'], 40, 11);
    flow.down(8);
    const heads = ['Vorig saldo', 'Betalingen', 'Aankopen', 'Nieuw saldo', 'Minimum betaling'];
    const values = [
      a.opening,
      payments,
      purchases,
      a.closing,
      Math.max(5_000, Math.round(a.closing / 1_000) * 50),
    ];
    flow.box(40, 515, 30, 10);
    heads.forEach((h, i) =>
      flow.text(h, 140 + i * 100, { align: 'right', bold: true, tag: 'summary' }),
    );
    flow.down(12);
    values.forEach((v, i) =>
      flow.text(money(v, US_MINUS), 140 + i * 100, { align: 'right', tag: 'summary' }),
    );
    flow.down(24);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Transactiedatum'], x: 40, w: 60 },
      { kind: 'post', head: ['Boekdatum'], x: 116, w: 46 },
      { kind: 'desc', head: ['Omschrijving'], x: 166, w: 260 },
      { kind: 'amount', head: ['Bedrag Afl.'], x: 445, w: 100 },
    ],
    date: 'DD-MM-YY',
    post: 'DD-MM-YY',
    amount: AWG_OWED,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    paragraph(
      flow,
      ['Paga bo minimo promé cu e fecha di vencimento. Betaal het minimum vóór de vervaldatum.'],
      40,
      10,
    );
  },
});

export const WORLD19: readonly Layout[] = [
  szCurrentDateAfterMoney,
  lsSavingsTrailingGlyph,
  biReleveFrancsTotaux,
  cdCompteUsdOutOfOrder,
  srRekeningCourantValuta,
  awCardFlorinSummaryAcross,
];
