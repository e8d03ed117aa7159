/** Layouts added for issue 8: Europe (DE, FR, PT, PL, SE, NO, DK, BE, AT, IE, UK, NL, IT). */
import type { MoneyStyle } from '../format.ts';
import { money, printDate, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { EU_MINUS, EU_PLAIN, FR_MINUS, FR_PLAIN, plan, US_MINUS, US_PLAIN } from './styles.ts';

/** Sparkasse-like: "Übertrag" at every page break, dated "Kontostand am" lines, DD.MM.YYYY. */
export const deUebertrag: Layout = simpleLayout({
  id: 'de-uebertrag-kontostand-am',
  title:
    'German Girokonto (Sparkasse-like): "Kontostand am 29.02.2024", "\u00dcbertrag" at page breaks',
  region: 'DE',
  exercises: [
    'German carried-forward lines',
    'dated balance labels',
    'DD.MM.YYYY dates',
    'IBAN only',
  ],
  mechanisms: [4, 11, 15, 18],
  currency: 'EUR',
  plans: [
    plan(
      8201,
      'de',
      'DE12 5005 0201 0123 4567 89',
      'Girokonto',
      ['2024-02-29', '2024-03-31'],
      80,
      312_450,
      {
        postDates: true,
      },
    ),
  ],
  bank: 'Stadtsparkasse Lindenau',
  right: (a) => [`IBAN ${a.number}`, 'Kontoauszug 3/2024'],
  footer: (p, n) => `Blatt ${p} von ${n}`,
  table: (a) => ({
    cols: [
      { kind: 'date', head: ['Buchungstag'], x: 40, w: 55 },
      { kind: 'post', head: ['Wert'], x: 100, w: 55 },
      { kind: 'desc', head: ['Erl\u00e4uterung'], x: 160, w: 280 },
      { kind: 'amount', head: ['Betrag'], x: 470, w: 85 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    amount: EU_MINUS,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: `Kontostand am ${printDate(a.start, 'DD.MM.YYYY')}` },
    closing: { label: `Kontostand am ${printDate(a.end, 'DD.MM.YYYY')}` },
    carryForward: { bottom: '\u00dcbertrag', top: '\u00dcbertrag' },
  }),
});

/** French relevé: Débit/Crédit, no balance column, "A REPORTER"/"REPORT" at page breaks. */
export const frAReporter: Layout = simpleLayout({
  id: 'fr-a-reporter-report',
  title:
    'French relev\u00e9 (Cr\u00e9dit Agricole-like): "A REPORTER" at a page foot, "REPORT" at the next head',
  region: 'FR',
  exercises: [
    'French carried-forward lines',
    'balance only in the credit column',
    'value date column',
  ],
  mechanisms: [15],
  // No currency: the page prints no code, symbol, word or IBAN (only a French RIB), so the truth expects none.
  plans: [
    plan(
      8202,
      'fr',
      '12345 67890 00012345678 90',
      'Compte de d\u00e9p\u00f4t',
      ['2024-02-29', '2024-03-31'],
      75,
      528_140,
      {
        postDates: true,
      },
    ),
  ],
  bank: 'Banque du Val de Loire',
  right: (a) => [`Compte n\u00b0 ${a.number}`, 'Relev\u00e9 du 29.02.2024 au 31.03.2024'],
  footer: (p, n) => `Page ${p} / ${n}`,
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 40 },
      { kind: 'desc', head: ['Libell\u00e9'], x: 85, w: 250 },
      { kind: 'post', head: ['Valeur'], x: 340, w: 40 },
      { kind: 'debit', head: ['D\u00e9bit'], x: 385, w: 80 },
      { kind: 'credit', head: ['Cr\u00e9dit'], x: 470, w: 85 },
    ],
    date: 'DD.MM.',
    post: 'DD.MM.',
    debit: FR_PLAIN,
    credit: FR_PLAIN,
    lineHeight: 11,
    rowGap: 2,
    opening: { label: 'SOLDE CREDITEUR AU 29.02.2024' },
    closing: { label: 'NOUVEAU SOLDE CREDITEUR AU 31.03.2024' },
    carryForward: { bottom: 'A REPORTER', top: 'REPORT' },
  }),
});

/** Portuguese extrato: "A TRANSPORTAR"/"TRANSPORTE", DD-MM-YYYY dates, only an IBAN says the currency. */
export const ptTransporte: Layout = simpleLayout({
  id: 'pt-transporte-dash-dates',
  title:
    'Portuguese extrato (CGD/Millennium-like): "A TRANSPORTAR", "TRANSPORTE", 05-03-2024 dates, IBAN PT',
  region: 'PT',
  exercises: [
    'Portuguese carried-forward lines',
    'day-first dates with "-"',
    'currency only from the IBAN country',
  ],
  mechanisms: [11, 15, 18],
  currency: 'EUR',
  plans: [
    plan(8203, 'pt', '0123456789012', 'Conta a Ordem', ['2024-03-01', '2024-03-31'], 80, 187_230, {
      postDates: true,
    }),
  ],
  bank: 'Banco Lusitano',
  right: (a) => [
    `Conta n. ${a.number}`,
    'IBAN PT50 0035 0123 4567 8901 2345 6',
    'Periodo 01-03-2024 a 31-03-2024',
  ],
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data Mov.'], x: 40, w: 50 },
      { kind: 'post', head: ['Data Valor'], x: 95, w: 50 },
      { kind: 'desc', head: ['Descritivo'], x: 150, w: 200 },
      { kind: 'debit', head: ['Debito'], x: 355, w: 65 },
      { kind: 'credit', head: ['Credito'], x: 425, w: 65 },
      { kind: 'balance', head: ['Saldo'], x: 495, w: 60 },
    ],
    date: 'DD-MM-YYYY',
    post: 'DD-MM-YYYY',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    balance: EU_MINUS,
    lineHeight: 11,
    rowGap: 2,
    opening: { label: 'SALDO INICIAL' },
    closing: { label: 'SALDO FINAL' },
    carryForward: { bottom: 'A TRANSPORTAR', top: 'TRANSPORTE' },
  }),
});

/** Polish wyciąg: DD.MM.YYYY, amounts "-1 234,56", "Suma obciazen"/"Suma uznan" subtotals, IBAN as number. */
export const plSumaSubtotals: Layout = simpleLayout({
  id: 'pl-suma-subtotals-iban',
  title:
    'Polish wyciag (PKO/mBank-like): "Suma obciazen"/"Suma uznan" after the table, IBAN PL as the account',
  region: 'PL',
  exercises: [
    'subtotal lines that do not start with Total',
    'space-grouped amounts',
    'whole IBAN as the account number',
  ],
  mechanisms: [5, 11, 13, 18],
  currency: 'PLN',
  plans: [
    plan(
      8204,
      'pl',
      'PL61 1090 1014 0000 0712 1981 2874',
      'Konto osobiste',
      ['2024-03-01', '2024-03-31'],
      45,
      845_000,
      { postDates: true },
    ),
  ],
  bank: 'Bank Wislany S.A.',
  right: (a) => [`Rachunek: ${a.number}`, 'Wyciag nr 3/2024 za okres 01.03.2024 - 31.03.2024'],
  footer: (p, n) => `Strona ${p} z ${n}`,
  intro(flow, a) {
    keyValues(flow, [['Saldo poczatkowe', money(a.opening, FR_MINUS)]], 40, 300, 12);
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data operacji'], x: 40, w: 60 },
      { kind: 'post', head: ['Data ksiegowania'], x: 105, w: 70 },
      { kind: 'desc', head: ['Opis operacji'], x: 180, w: 200 },
      { kind: 'amount', head: ['Kwota'], x: 385, w: 75 },
      { kind: 'balance', head: ['Saldo po operacji'], x: 465, w: 90 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    amount: FR_MINUS,
    balance: FR_MINUS,
    lineHeight: 11,
    rowGap: 3,
  }),
  outro(flow, a) {
    flow.down(8);
    keyValues(
      flow,
      [
        ['Suma obciazen', money(sum(a.txns.filter((t) => t.cents < 0)), FR_MINUS)],
        ['Suma uznan', money(sum(a.txns.filter((t) => t.cents > 0)), FR_MINUS)],
        ['Saldo koncowe', money(a.closing, FR_MINUS)],
      ],
      40,
      300,
      12,
    );
  },
});

/** Swedish internet bank listing: newest first, ISO dates, "Belopp i SEK". */
export const seNewestFirst: Layout = simpleLayout({
  id: 'se-newest-first-iso-dates',
  title:
    'Swedish kontoutdrag (Swedbank/SEB-like): newest row first, "Utg\u00e5ende saldo" on top, amounts in SEK',
  region: 'SE',
  exercises: ['newest-first rows', 'closing line above the rows, opening below', 'ISO dates'],
  mechanisms: [7, 18],
  currency: 'SEK',
  plans: [
    plan(
      8205,
      'se',
      '8327-9 912 345 678-0',
      'Privatkonto',
      ['2024-04-01', '2024-04-30'],
      42,
      1_245_000,
    ),
  ],
  bank: 'Norrland Sparbank',
  right: (a) => [`Konto ${a.number}`, 'Period 2024-04-01 - 2024-04-30', 'Belopp i SEK'],
  footer: (p, n) => `Sida ${p} av ${n}`,
  table: () => ({
    cols: [
      { kind: 'date', head: ['Bokf\u00f6ringsdag'], x: 40, w: 65 },
      { kind: 'desc', head: ['Text'], x: 110, w: 250 },
      { kind: 'amount', head: ['Belopp'], x: 370, w: 85 },
      { kind: 'balance', head: ['Saldo'], x: 465, w: 90 },
    ],
    date: 'YYYY-MM-DD',
    amount: FR_MINUS,
    balance: FR_MINUS,
    newestFirst: true,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'Ing\u00e5ende saldo' },
    closing: { label: 'Utg\u00e5ende saldo' },
  }),
});

/** Norwegian: out/in columns and no balance column, the interest date printed right of the money. */
export const noRentedatoRight: Layout = simpleLayout({
  id: 'no-ut-inn-rentedato-right',
  title:
    'Norwegian kontoutskrift (DNB-like): "Ut av konto | Inn p\u00e5 konto", "Rentedato" right of the amounts',
  region: 'NO',
  exercises: [
    'a second date column right of the last money column',
    'no balance column',
    'IBAN NO',
  ],
  mechanisms: [1, 18],
  currency: 'NOK',
  plans: [
    plan(8206, 'no', '8601.11.17947', 'Brukskonto', ['2024-03-01', '2024-03-31'], 40, 2_145_500, {
      postDates: true,
      scale: 60_000,
    }),
  ],
  bank: 'Fjordbanken',
  right: (a) => [
    `Kontonummer ${a.number}`,
    'IBAN NO93 8601 1117 947',
    'Kontoutskrift 01.03.2024 - 31.03.2024',
  ],
  table: () => ({
    cols: [
      { kind: 'date', head: ['Dato'], x: 40, w: 40 },
      { kind: 'desc', head: ['Forklaring'], x: 85, w: 250 },
      { kind: 'debit', head: ['Ut av konto'], x: 340, w: 80 },
      { kind: 'credit', head: ['Inn p\u00e5 konto'], x: 425, w: 80 },
      {
        kind: 'extra',
        head: ['Rentedato'],
        x: 515,
        w: 40,
        value: (t) => printDate(t.postDate ?? t.date, 'DD.MM.'),
      },
    ],
    date: 'DD.MM.',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'Saldo fra kontoutskrift 29.02.2024' },
    closing: { label: 'Saldo i Fjordbanken 31.03.2024' },
  }),
});

/** Danish: a value date right of the balance, DKK from the IBAN and the "kr." words. */
export const dkValueDateRight: Layout = simpleLayout({
  id: 'dk-rentedato-right-of-balance',
  title:
    'Danish kontoudskrift (Danske/Nordea-like): "Bogf\u00f8rt | Tekst | Bel\u00f8b | Saldo | Rentedato"',
  region: 'DK',
  exercises: ['a date column right of the balance', 'DD.MM.YY dates', 'IBAN DK'],
  mechanisms: [1, 11, 18],
  currency: 'DKK',
  plans: [
    plan(8207, 'dk', '4401162243', 'Budgetkonto', ['2024-05-01', '2024-05-31'], 44, 1_820_000, {
      postDates: true,
      scale: 40_000,
    }),
  ],
  bank: 'Sjaellandsbanken',
  right: (a) => [
    `Reg.nr. 0400 Kontonr. ${a.number}`,
    'IBAN DK50 0040 0440 1162 43',
    'Periode 01.05.24 - 31.05.24',
  ],
  footer: (p, n) => `Side ${p} af ${n}`,
  table: () => ({
    cols: [
      { kind: 'date', head: ['Bogf\u00f8rt'], x: 40, w: 45 },
      { kind: 'desc', head: ['Tekst'], x: 90, w: 240 },
      { kind: 'amount', head: ['Bel\u00f8b'], x: 335, w: 80 },
      { kind: 'balance', head: ['Saldo'], x: 420, w: 85 },
      {
        kind: 'extra',
        head: ['Rentedato'],
        x: 515,
        w: 40,
        value: (t) => printDate(t.postDate ?? t.date, 'DD.MM.YY'),
      },
    ],
    date: 'DD.MM.YY',
    amount: EU_MINUS,
    balance: EU_MINUS,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'Primosaldo' },
    closing: { label: 'Ultimosaldo' },
  }),
});

/** Belgian extract: old and new balance on one line, signed amounts with "+", IBAN as the account. */
export const beTwoFiguresOneLine: Layout = simpleLayout({
  id: 'be-old-new-balance-one-line',
  title:
    'Belgian extrait/uittreksel (KBC/Belfius-like): "Ancien solde ... Nouveau solde ..." on one line, +/- amounts',
  region: 'BE',
  exercises: [
    'two labelled balances on one line',
    'bilingual labels',
    '"+" credits',
    'IBAN as the account number',
  ],
  mechanisms: [4, 5, 18],
  currency: 'EUR',
  plans: [
    plan(
      8208,
      'be',
      'BE68 5390 0754 7034',
      'Compte \u00e0 vue',
      ['2024-03-01', '2024-03-31'],
      36,
      254_380,
    ),
  ],
  bank: 'Banque Brabant',
  right: (a) => [`IBAN ${a.number}  BIC BRABBE22`, 'Extrait n\u00b0 3 / Uittreksel nr 3'],
  intro(flow, a) {
    const eur: MoneyStyle = { ...EU_MINUS, suffix: ' EUR' };
    flow.text(`Ancien solde / Vorig saldo au 29-02-2024  ${money(a.opening, eur)}`, 40);
    flow.text(`Nouveau solde / Nieuw saldo au 31-03-2024  ${money(a.closing, eur)}`, 300);
    flow.down(20);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 50 },
      { kind: 'desc', head: ['Description / Omschrijving'], x: 95, w: 300 },
      { kind: 'amount', head: ['Montant / Bedrag'], x: 455, w: 100 },
    ],
    date: 'DD-MM-YYYY',
    amount: { ...EU_MINUS, plus: true },
    lineHeight: 11,
    rowGap: 3,
  }),
});

/** Austrian: a "Summe der Buchungen" subtotal, DD.MM.YYYY, IBAN AT. */
export const atSummeSubtotal: Layout = simpleLayout({
  id: 'at-summe-der-buchungen',
  title:
    'Austrian Kontoauszug (Erste/Raiffeisen-like): "Summe der Buchungen" subtotal, "Kontostand alt/neu"',
  region: 'AT',
  exercises: ['subtotal that does not start with Total', 'value date column', 'IBAN AT'],
  mechanisms: [11, 13, 18],
  currency: 'EUR',
  plans: [
    plan(
      8209,
      'at',
      'AT61 1904 3002 3457 3201',
      'Gehaltskonto',
      ['2024-04-01', '2024-04-30'],
      40,
      198_760,
      { postDates: true },
    ),
  ],
  bank: 'Alpenland Bank AG',
  right: (a) => [`IBAN ${a.number}`, 'Auszug 4/2024 vom 30.04.2024'],
  table: () => ({
    cols: [
      { kind: 'date', head: ['Buchungsdatum'], x: 40, w: 60 },
      { kind: 'desc', head: ['Text'], x: 112, w: 263 },
      { kind: 'post', head: ['Valuta'], x: 380, w: 60 },
      { kind: 'amount', head: ['Betrag EUR'], x: 460, w: 95 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    amount: EU_MINUS,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'Kontostand alt' },
    closing: { label: 'Kontostand neu' },
    totals: { label: 'Summe der Buchungen' },
  }),
});

/** Irish current account: one-letter "D" after overdrawn balances, page text on a row's baseline, labelled number beside IBAN. */
export const ieDMarkerFooter: Layout = simpleLayout({
  id: 'ie-d-marker-footer-on-row',
  title:
    'Irish current account (AIB/BOI-like): "123.45 D" overdrawn balances, page number on the last row\'s baseline',
  region: 'IE',
  exercises: [
    'one-letter D after a balance',
    'text right of the balance on a row baseline',
    'account number beside sort code, BIC and IBAN',
  ],
  mechanisms: [1, 5, 18],
  currency: 'EUR',
  plans: [
    plan(8210, 'ie', '12345678', 'Current Account', ['2024-03-01', '2024-03-31'], 70, 21_000, {
      overdraft: true,
      scale: 9_000,
    }),
  ],
  bank: 'Shannon Bank',
  right: (a) => [
    `Account Number ${a.number}   Sort Code 93-11-52`,
    'BIC SHANIE2D   IBAN IE29 SHAN 9311 5212 3456 78',
    'Statement date 31 Mar 2024',
  ],
  footer: () => 'Shannon Bank p.l.c. is regulated by the Central Bank of Ireland',
  pageFooter(flow, p, n) {
    const y = flow.lowest(['date']);
    if (y !== undefined)
      flow.text(`${p}/${n}`, 585, { y, align: 'right', size: 7, tag: 'furniture' });
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 60 },
      { kind: 'desc', head: ['Details'], x: 105, w: 220 },
      { kind: 'debit', head: ['Debit \u20ac'], x: 330, w: 65 },
      { kind: 'credit', head: ['Credit \u20ac'], x: 400, w: 65 },
      { kind: 'balance', head: ['Balance \u20ac'], x: 470, w: 75 },
    ],
    date: 'DD MMM YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: { numbers: US_NUMBERS, negative: 'dr', drWord: 'D' },
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'BALANCE FORWARD', dated: true },
    closing: { label: 'CLOSING BALANCE', dated: true },
  }),
});

/** UK: "Balance on 1 May 2024" lines with numbers in the labels, account number beside sort code, BIC and IBAN. */
export const ukBalanceOnDate: Layout = simpleLayout({
  id: 'uk-balance-on-date-sort-code-iban',
  title:
    'UK current account (HSBC-like): "Balance on 1 May 2024", account number beside sort code, BIC and IBAN',
  region: 'UK',
  exercises: [
    'dated balance labels with numbers in them',
    'account number among sort code, BIC and IBAN',
    'GBP from the sort code',
  ],
  mechanisms: [4, 5, 18],
  currency: 'GBP',
  plans: [
    plan(8211, 'uk', '71234567', 'Advance Account', ['2024-05-01', '2024-05-31'], 46, 123_456),
  ],
  bank: 'Mercia Bank plc',
  right: (a) => [
    `Account number ${a.number}   Sort code 40-12-76`,
    'BIC MERCGB2L   IBAN GB33 MERC 4012 7671 2345 67',
  ],
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Balance on 1 May 2024', money(a.opening, US_MINUS)],
        ['Paid in', money(sum(a.txns.filter((t) => t.cents > 0)), US_MINUS)],
        ['Paid out', money(-sum(a.txns.filter((t) => t.cents < 0)), US_MINUS)],
        ['Balance on 31 May 2024', money(a.closing, US_MINUS)],
      ],
      40,
      300,
      12,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 45 },
      { kind: 'desc', head: ['Payment type and details'], x: 90, w: 240 },
      { kind: 'debit', head: ['Paid out'], x: 335, w: 70 },
      { kind: 'credit', head: ['Paid in'], x: 410, w: 70 },
      { kind: 'balance', head: ['Balance'], x: 485, w: 70 },
    ],
    date: 'DD MMM YY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
    balanceLastOfDay: true,
  }),
});

/** Dutch: the description on its own "Omschrijving:" line below the row, starting left of the date column. */
export const nlDescriptionBelow: Layout = simpleLayout({
  id: 'nl-omschrijving-line-below',
  title:
    'Dutch afschrift (ING/Rabo-like): type code, date and amount on the row, "Omschrijving: ..." on the line below',
  region: 'NL',
  exercises: [
    'description on its own labelled line below the row',
    'Af/Bij amounts',
    'type code first column',
  ],
  mechanisms: [17, 18],
  currency: 'EUR',
  plans: [
    plan(
      8212,
      'nl',
      'NL91 ABNA 0417 1643 00',
      'Betaalrekening',
      ['2024-03-01', '2024-03-31'],
      30,
      176_540,
      { longShare: 0.2 },
    ),
  ],
  bank: 'Polderbank',
  right: (a) => [`IBAN ${a.number}`, 'Periode 01-03-2024 t/m 31-03-2024'],
  table: () => ({
    cols: [
      {
        kind: 'extra',
        head: ['Code'],
        x: 40,
        w: 25,
        value: (t) => (t.cents > 0 ? 'GT' : t.kind === 'atm' ? 'GM' : 'BA'),
      },
      { kind: 'date', head: ['Datum'], x: 70, w: 55 },
      { kind: 'debit', head: ['Af'], x: 300, w: 80 },
      { kind: 'credit', head: ['Bij'], x: 390, w: 80 },
      { kind: 'balance', head: ['Saldo'], x: 475, w: 80 },
    ],
    date: 'DD-MM-YYYY',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    balance: EU_MINUS,
    descBelow: { label: 'Omschrijving:' },
    lineHeight: 11,
    rowGap: 4,
  }),
  outro(flow, a) {
    flow.down(8);
    keyValues(
      flow,
      [
        ['Beginsaldo', money(a.opening, EU_MINUS)],
        ['Eindsaldo', money(a.closing, EU_MINUS)],
      ],
      40,
      300,
      12,
    );
  },
});

/** Italian estratto conto with no movements in the period: only the opening and closing lines. */
export const itEmptyPeriod: Layout = simpleLayout({
  id: 'it-empty-period',
  title: 'Italian estratto conto: "SALDO INIZIALE", "Nessun movimento nel periodo", "SALDO FINALE"',
  region: 'IT',
  exercises: ['a period without transactions', 'Dare/Avere columns'],
  mechanisms: [19],
  currency: 'EUR',
  plans: [
    plan(
      8213,
      'fr',
      'IT60 X054 2811 1010 0000 0123 456',
      'Conto Deposito',
      ['2024-01-01', '2024-03-31'],
      0,
      1_050_000,
    ),
  ],
  bank: 'Banca della Laguna',
  right: (a) => [`IBAN ${a.number}`, 'Estratto conto al 31/03/2024'],
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data'], x: 40, w: 50 },
      { kind: 'post', head: ['Valuta'], x: 95, w: 50 },
      { kind: 'desc', head: ['Descrizione operazioni'], x: 150, w: 230 },
      { kind: 'debit', head: ['Dare'], x: 385, w: 80 },
      { kind: 'credit', head: ['Avere'], x: 470, w: 85 },
    ],
    date: 'DD/MM/YYYY',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'SALDO INIZIALE', dated: true },
    closing: { label: 'SALDO FINALE', dated: true },
  }),
  outro(flow) {
    flow.down(6);
    paragraph(flow, ['Nessun movimento nel periodo.'], 150, 10);
  },
});

/** UK building society: a labelled account name above the number, a £ summary. */
export const ukAccountNameSaver: Layout = simpleLayout({
  id: 'uk-account-name-easy-saver',
  title:
    'UK building society savings: "Account name: Easy Saver Issue 12", "Balance brought forward"',
  region: 'UK',
  exercises: ['a labelled account name', '£ balances', 'interest and transfer rows'],
  mechanisms: [18],
  currency: 'GBP',
  namePrinted: true,
  plans: [
    plan(
      8214,
      'uk',
      '81234567',
      'Easy Saver Issue 12',
      ['2024-06-01', '2024-06-30'],
      24,
      1_250_000,
    ),
  ],
  bank: 'Pennine Building Society',
  right: (a) => [
    `Account name: ${a.name}`,
    `Account number: ${a.number}`,
    'Roll number: 12/3456789-0',
  ],
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 60 },
      { kind: 'desc', head: ['Transaction'], x: 105, w: 240 },
      { kind: 'debit', head: ['Withdrawn \u00a3'], x: 350, w: 65 },
      { kind: 'credit', head: ['Paid in \u00a3'], x: 420, w: 65 },
      { kind: 'balance', head: ['Balance \u00a3'], x: 490, w: 65 },
    ],
    date: 'DD MMM YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: 'Balance brought forward' },
    closing: { label: 'Balance carried forward' },
  }),
});

/** German: "Kontobezeichnung" names the account, IBAN and BIC beside it. */
export const deKontobezeichnung: Layout = simpleLayout({
  id: 'de-kontobezeichnung-name',
  title:
    'German Kontoauszug (Volksbank-like): "Kontobezeichnung Girokonto Komfort", IBAN and BIC, Soll/Haben',
  region: 'DE',
  exercises: ['a labelled account name', 'IBAN as the account identifier', 'Soll/Haben columns'],
  mechanisms: [5, 18],
  currency: 'EUR',
  namePrinted: true,
  plans: [
    plan(
      8215,
      'de',
      'DE44 3606 0591 0000 1234 56',
      'Girokonto Komfort',
      ['2024-05-31', '2024-06-30'],
      30,
      245_600,
    ),
  ],
  bank: 'Ruhrtal Volksbank eG',
  right: (a) => [
    `Kontobezeichnung ${a.name}`,
    `IBAN ${a.number}   BIC GENODED1RTV`,
    'Kontoauszug 6/2024',
  ],
  table: (a) => ({
    cols: [
      { kind: 'date', head: ['Buchung'], x: 40, w: 50 },
      { kind: 'desc', head: ['Vorgang'], x: 95, w: 270 },
      { kind: 'debit', head: ['Soll EUR'], x: 370, w: 85 },
      { kind: 'credit', head: ['Haben EUR'], x: 460, w: 95 },
    ],
    date: 'DD.MM.YYYY',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    lineHeight: 11,
    rowGap: 3,
    opening: { label: `alter Kontostand vom ${printDate(a.start, 'DD.MM.YYYY')}` },
    closing: { label: `neuer Kontostand vom ${printDate(a.end, 'DD.MM.YYYY')}` },
  }),
});

export const EUROPE8: readonly Layout[] = [
  deUebertrag,
  frAReporter,
  ptTransporte,
  plSumaSubtotals,
  seNewestFirst,
  noRentedatoRight,
  dkValueDateRight,
  beTwoFiguresOneLine,
  atSummeSubtotal,
  ieDMarkerFooter,
  ukBalanceOnDate,
  nlDescriptionBelow,
  itEmptyPeriod,
  ukAccountNameSaver,
  deKontobezeichnung,
];
