/**
 * Zoo growth for issue 8 (part 24, continued): second or further layouts for the Netherlands,
 * Switzerland, Poland and Argentina, each a kind of statement the zoo did not have for that country.
 * Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, FR_NUMBERS, money } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { EU_MINUS, EU_PLAIN, plan } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** The Dutch transaction code: online transfer, deposit or miscellaneous (interest, charges). */
const nlCode = (t: ZooTxn): string =>
  t.kind === 'interest' || t.kind === 'fee' ? 'DV' : t.cents > 0 ? 'ST' : 'GT';

/** Dutch savings account: "Saldo op" lines, a code and an "Af"/"Bij" word column beside unsigned amounts. */
export const nlSpaarAfBijWord: Layout = simpleLayout({
  id: 'nl-spaarrekening-eur-af-bij-word-column-saldo-op',
  title:
    'Dutch savings account overview (ING/Rabobank/ABN AMRO-like "Spaarrekening"), a quarter: the IBAN in groups and the linked current account at the right, the interest rate, "Saldo op 31-12-2023" above the table and "Saldo op 31-03-2024" below it, "Datum | Omschrijving | Code | Af/Bij | Bedrag (EUR)" with the word "Af" or "Bij" in its own column before an unsigned amount "1.234,56", DD-MM-YYYY, interest credited at the quarter end',
  region: 'NL',
  exercises: [
    'the direction of each amount only as the word "Af" or "Bij" in its own column',
    'opening and closing as dated "Saldo op" lines above and below the table',
    'a two-letter transaction code column',
    'a quarter of DD-MM-YYYY dates on a savings account',
  ],
  mechanisms: [4, 8, 10, 18],
  currency: 'EUR',
  plans: [
    plan(
      12705,
      'nl27',
      'NL59 INGB 0751 2345 67',
      'Spaarrekening',
      ['2023-12-31', '2024-03-31'],
      24,
      1_245_000,
      { scale: 60_000, longShare: 0 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Polder Spaarbank N.V.',
  right: (a) => [
    'Overzicht Spaarrekening',
    `IBAN ${a.number}`,
    'Gekoppelde rekening NL12 INGB 0001 2345 67',
    'Periode 01-01-2024 t/m 31-03-2024',
  ],
  footer: (p, n) => `Pagina ${p} van ${n}   Polder Spaarbank N.V., Amsterdam   KvK 12345678`,
  intro(flow, a) {
    paragraph(flow, ['Dhr. J.P. de Vries', 'Keizersgracht 312-II', '1016 EZ Amsterdam'], 40, 11);
    flow.down(8);
    flow.text('Rente: 1,50% per jaar (variabel)', 40, { tag: 'text' });
    flow.down(16);
    keyValues(flow, [['Saldo op 31-12-2023', money(a.opening, EU_MINUS)]], 40, 495, 11);
    flow.down(8);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Datum'], x: 40, w: 50 },
      { kind: 'desc', head: ['Omschrijving'], x: 96, w: 240 },
      { kind: 'extra', head: ['Code'], x: 342, w: 24, value: nlCode },
      {
        kind: 'extra',
        head: ['Af/Bij'],
        x: 372,
        w: 28,
        value: (t) => (t.cents < 0 ? 'Af' : 'Bij'),
      },
      { kind: 'amount', head: ['Bedrag (EUR)'], x: 415, w: 80 },
    ],
    date: 'DD-MM-YYYY',
    amount: EU_PLAIN,
    lineHeight: 10,
    rowGap: 4,
  }),
  outro(flow, a) {
    flow.down(8);
    keyValues(flow, [['Saldo op 31-03-2024', money(a.closing, EU_MINUS)]], 40, 495, 11);
    flow.down(6);
    paragraph(
      flow,
      [
        `Totaal af ${money(debits(a.txns), EU_PLAIN)}   Totaal bij ${money(credits(a.txns), EU_PLAIN)}`,
      ],
      40,
      11,
    );
  },
});

/** Francs as Swiss banks print them: apostrophe thousands, point decimals. */
const CH_NUMBERS = { thousands: "'", decimal: '.' } as const;
const CHF_PLAIN: MoneyStyle = { numbers: CH_NUMBERS, negative: 'none' };
const CHF_MINUS: MoneyStyle = { numbers: CH_NUMBERS, negative: 'minus' };

/** Swiss business account in German: value date second, "Übertrag" at every page break, rotated pages. */
export const chGeschaeftskontoUebertrag: Layout = simpleLayout({
  id: 'ch-geschaeftskonto-chf-valuta-second-uebertrag-rotated',
  title:
    'Swiss business account statement in German (a cantonal bank or Raiffeisen-like "Kontoauszug Geschäftskonto" of a GmbH): IBAN CH in groups and "Währung CHF" at the right, "Datum | Valuta | Buchungstext | Belastungen | Gutschriften | Saldo CHF" with DD.MM.YY dates, collective e-banking orders, salary runs, LSV and eBill debits and QR-reference credits, "Saldovortrag" as the first row and "Schlusssaldo" as the last, "Übertrag" closing each page and opening the next, apostrophe thousands "184\'502.75", three pages or more, every page stored with /Rotate 90',
  region: 'CH',
  exercises: [
    'the same word "Übertrag" for the carried and the brought-forward line at each page break',
    'a value date column second, before the text',
    'apostrophe thousands on a business account of three or more pages',
    'pages stored with /Rotate 90',
  ],
  mechanisms: [3, 4, 6, 15, 18],
  currency: 'CHF',
  quirks: { rotatedPages: 'all' },
  textSize: 8,
  plans: [
    plan(
      12706,
      'ch27',
      'CH10 0078 5123 4567 8901 2',
      'Geschäftskonto',
      ['2024-02-29', '2024-03-31'],
      95,
      18_450_275,
      { scale: 850_000, postDates: true, longShare: 0.08 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Bank Thurgau-Rhein AG',
  right: (a, p) => [
    p === 1 ? 'Kontoauszug Geschäftskonto' : 'Kontoauszug Geschäftskonto (Fortsetzung)',
    `IBAN ${a.number}`,
    'Währung CHF',
    'Periode 01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) =>
    `Seite ${p}/${n}   Bank Thurgau-Rhein AG, 8500 Frauenfeld   MWST-Nr. CHE-123.456.789 MWST`,
  intro(flow) {
    paragraph(
      flow,
      ['Schreinerei Huber GmbH', 'Herr Markus Huber', 'Industriestrasse 14', '8404 Winterthur'],
      40,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Datum'], x: 40, w: 38 },
      { kind: 'post', head: ['Valuta'], x: 82, w: 38 },
      { kind: 'desc', head: ['Buchungstext'], x: 126, w: 200 },
      { kind: 'debit', head: ['Belastungen'], x: 330, w: 70 },
      { kind: 'credit', head: ['Gutschriften'], x: 404, w: 70 },
      { kind: 'balance', head: ['Saldo CHF'], x: 478, w: 77 },
    ],
    date: 'DD.MM.YY',
    post: 'DD.MM.YY',
    debit: CHF_PLAIN,
    credit: CHF_PLAIN,
    balance: CHF_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Saldovortrag' },
    closing: { label: 'Schlusssaldo' },
    carryForward: { bottom: 'Übertrag', top: 'Übertrag' },
  }),
});

/** Zloty as Polish card issuers print them: space grouping, comma decimals, purchases with a minus. */
const PLN_MINUS: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus' };
const PLN_SUFFIX: MoneyStyle = { ...PLN_MINUS, suffix: ' PLN' };
/** The instalment ("rata 3/10") of purchases bought on an instalment plan, blank for the others. */
const plRata = (t: ZooTxn, i: number): string =>
  t.description.includes('RATY') ? `${1 + (i % 9)}/10` : '';

/** Polish credit card statement: a debt summary, two dates, holder-side signs, an instalment column. */
export const plKartaKredytowaRaty: Layout = simpleLayout({
  id: 'pl-karta-kredytowa-pln-raty-dwie-daty-minus-obciazenia',
  title:
    'Polish credit card statement in Polish without diacritics (PKO BP/Millennium/Santander-like "Zestawienie operacji karty kredytowej"): the masked card number and the billing period at the right, a summary at the right of the address ("Zadluzenie z poprzedniego zestawienia", "Suma obciazen", "Suma uznan", "Zadluzenie na koniec okresu", "Minimalna kwota do zaplaty", "Termin splaty") in "1 234,56 PLN", "Data transakcji | Data ksiegowania | Opis operacji | Rata | Kwota (PLN)" with DD.MM.YYYY, purchases "-123,45" and the repayment unsigned, instalment purchases "3/10"',
  region: 'PL',
  exercises: [
    "a card statement from the holder's side: purchases with a minus, the repayment unsigned",
    'the debt at the start and end of the period in a summary beside the address',
    'transaction and booking dates DD.MM.YYYY, an instalment column before the amount',
    'zloty with space grouping and comma decimals, "PLN" after the summary figures',
  ],
  mechanisms: [4, 10, 16, 18],
  currency: 'PLN',
  plans: [
    plan(
      12707,
      'pl27',
      '7781',
      'Karta kredytowa Mastercard',
      ['2024-02-15', '2024-03-15'],
      30,
      345_678,
      { liability: true, scale: 45_000, postDates: true, longShare: 0 },
    ),
  ],
  bank: 'Bank Wislany S.A.',
  right: (a) => [
    'ZESTAWIENIE OPERACJI KARTY KREDYTOWEJ',
    `Numer karty: 5425 **** **** ${a.number}`,
    'Okres rozliczeniowy: 16.02.2024 - 15.03.2024',
    'Data zestawienia: 15.03.2024',
  ],
  footer: (p, n) =>
    `Strona ${p} z ${n}   Bank Wislany S.A., ul. Prosta 20, 00-850 Warszawa, KRS 0000012345`,
  intro(flow, a) {
    const top = flow.y;
    paragraph(flow, ['ANNA KOWALSKA', 'UL. MARSZALKOWSKA 84/12', '00-514 WARSZAWA'], 40, 11);
    const below = flow.y;
    flow.y = top;
    keyValues(
      flow,
      [
        ['Zadluzenie z poprzedniego zestawienia', money(a.opening, PLN_SUFFIX)],
        ['Suma obciazen', money(debits(a.txns), PLN_SUFFIX)],
        ['Suma uznan', money(credits(a.txns), PLN_SUFFIX)],
        ['Zadluzenie na koniec okresu', money(a.closing, PLN_SUFFIX)],
        [
          'Minimalna kwota do zaplaty',
          money(Math.max(3_000, Math.round(a.closing * 0.04)), PLN_SUFFIX),
        ],
        ['Termin splaty', '05.04.2024'],
      ],
      290,
      555,
      11,
    );
    flow.y = Math.min(below, flow.y);
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data', 'transakcji'], x: 40, w: 46 },
      { kind: 'post', head: ['Data', 'ksiegowania'], x: 92, w: 46 },
      { kind: 'desc', head: ['', 'Opis operacji'], x: 146, w: 210 },
      { kind: 'extra', head: ['', 'Rata'], x: 366, w: 30, value: plRata },
      { kind: 'amount', head: ['', 'Kwota (PLN)'], x: 455, w: 100 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    amount: PLN_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(10);
    paragraph(
      flow,
      [
        'Splata kwoty zadluzenia do dnia 05.04.2024 pozwala uniknac odsetek od transakcji bezgotowkowych.',
      ],
      40,
      10,
    );
  },
});

/** Dollars as Argentine banks print them on a dollar account: dotted thousands, comma decimals, "U$S". */
const USD_AR: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus' };
const USD_AR_SIGN: MoneyStyle = { ...USD_AR, prefix: 'U$S ' };

/** Argentine dollar savings account: "SALDO ANTERIOR" row, a reference column, the closing in a summary. */
export const arCajaAhorroDolares: Layout = simpleLayout({
  id: 'ar-caja-ahorro-usd-u-s-saldo-anterior-resumen-glyph-items',
  title:
    'Argentine dollar savings account statement in Spanish (Banco Nación/Galicia/Macro-like "Caja de Ahorro en Dólares"): the account "CA U$S 402-123456/7" and its 22-digit CBU at the right, "FECHA | CONCEPTO | REFERENCIA | DEBITOS | CREDITOS | SALDO" with DD/MM/YY dates and dotted thousands "12.543,80", "SALDO ANTERIOR" as the first row, no closing row: a "RESUMEN DEL PERIODO" under the table with the debit and credit totals and "SALDO AL 31/03/2024 U$S ...", the deposit-guarantee legend in the footer; the producer draws one text item per glyph',
  region: 'AR',
  exercises: [
    'a dollar account at an Argentine bank, the currency printed "U$S" and in words',
    'the opening as the first row, the closing only in a summary under the table',
    'the account number beside a 22-digit CBU',
    'a tax line naming both column titles ("IMP. DEBITOS Y CREDITOS") among the rows',
    'one text item per glyph',
  ],
  mechanisms: [2, 4, 5, 6, 18],
  currency: 'USD',
  quirks: { split: { unit: 'glyph', tags: 'all' } },
  plans: [
    plan(
      12708,
      'ar27',
      '402-123456/7',
      'Caja de Ahorro en Dolares',
      ['2024-02-29', '2024-03-31'],
      28,
      1_254_380,
      { scale: 80_000, longShare: 0.05 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\D/g, ''),
  bank: 'Banco del Litoral S.A.',
  right: (a) => [
    'RESUMEN DE CUENTA',
    `CAJA DE AHORRO EN DOLARES  CA U$S ${a.number}`,
    'CBU 3300402811000123456789',
    'PERIODO 01/03/2024 AL 31/03/2024',
  ],
  footer: (p, n) => `Hoja ${p} de ${n}   Depositos en moneda extranjera: garantia Ley 24.485`,
  intro(flow) {
    paragraph(
      flow,
      [
        'GONZALEZ MARIA LAURA',
        'AV. SANTA FE 2450 PISO 7 DTO B',
        'C1123AAN CIUDAD AUTONOMA DE BS AS',
        'CUIT 27-28456789-4',
      ],
      40,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['FECHA'], x: 40, w: 38 },
      { kind: 'desc', head: ['CONCEPTO'], x: 84, w: 204 },
      { kind: 'ref', head: ['REFERENCIA'], x: 294, w: 52 },
      { kind: 'debit', head: ['DEBITOS'], x: 350, w: 64 },
      { kind: 'credit', head: ['CREDITOS'], x: 418, w: 64 },
      { kind: 'balance', head: ['SALDO'], x: 486, w: 69 },
    ],
    date: 'DD/MM/YY',
    ref: (_t, i) => String(10000000 + ((i * 7919 * 31) % 89999999)),
    debit: USD_AR,
    credit: USD_AR,
    balance: USD_AR,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SALDO ANTERIOR' },
  }),
  outro(flow, a) {
    flow.down(10);
    flow.text('RESUMEN DEL PERIODO', 84, { bold: true, tag: 'summary' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['TOTAL DEBITOS', money(debits(a.txns), USD_AR_SIGN)],
        ['TOTAL CREDITOS', money(credits(a.txns), USD_AR_SIGN)],
        ['SALDO AL 31/03/2024', money(a.closing, USD_AR_SIGN)],
      ],
      84,
      300,
      11,
    );
  },
});

export const WORLD27B: readonly Layout[] = [
  nlSpaarAfBijWord,
  chGeschaeftskontoUebertrag,
  plKartaKredytowaRaty,
  arCajaAhorroDolares,
];
