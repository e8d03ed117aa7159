/**
 * Zoo growth for issue 8 (part 22, second file): further layouts for Germany, the United Kingdom,
 * France and Brazil, each a kind of statement the zoo did not have for that country. Written from what
 * those banks print, without reading the engine.
 */
import type { ZooAccount, ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { addDays, digits, EU_NUMBERS, FR_NUMBERS, money, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** Euros with a sign on both sides of zero, as German card statements print them. */
const EUR_SIGNED: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus', plus: true };
/** Rows charged in another currency: the original amount and the rate beside the euro amount. */
const deForeign = (t: ZooTxn): boolean =>
  t.kind === 'card' && /NEW YORK|SAN FRANCISCO|ATLANTA|LOS GATOS/.test(t.description);

/** German credit card statement: receipt and booking dates, foreign amount and rate columns, signed euros. */
export const deKreditkarteFremdwaehrung: Layout = simpleLayout({
  id: 'de-kreditkarte-eur-belegdatum-fremdwaehrung-kurs',
  title:
    'German credit card statement (DKB/Commerzbank Visa-like "Kreditkartenabrechnung"): "Belegdatum | Buchungsdatum | Umsatzbeschreibung | Fremdwährung | Kurs | Betrag in EUR" with signed euros from the holder\'s side ("-45,90", "+500,00"), the original US-dollar amount and the rate on some rows, "Saldo letzte Abrechnung", "Summe Belastungen", "Summe Gutschriften" and "Neuer Saldo" in a box at the right, the settlement account\'s IBAN in a sentence under it, DD.MM.YYYY',
  region: 'DE',
  exercises: [
    "a card statement from the holder's side: purchases negative, the payment positive, both signed",
    'a foreign amount and an exchange-rate column before the euro amount on some rows',
    'receipt and booking dates DD.MM.YYYY',
    "the settlement account's IBAN printed in a sentence beside the card number",
  ],
  mechanisms: [1, 6, 10, 16, 18],
  currency: 'EUR',
  plans: [
    plan(12505, 'de25', '5521', 'Visa Card', ['2024-02-15', '2024-03-15'], 26, 184_260, {
      liability: true,
      postDates: true,
      scale: 16_000,
      longShare: 0,
    }),
  ],
  bank: 'Hanseatische Kartenbank AG',
  right: (a) => [
    'KREDITKARTENABRECHNUNG',
    `Kartennummer 4930 12XX XXXX ${a.number}`,
    'Abrechnungsdatum 15.03.2024',
    'Abrechnungszeitraum 16.02.2024 - 15.03.2024',
  ],
  footer: (p, n) => `Seite ${p} von ${n}   Hanseatische Kartenbank AG, Hamburg, HRB 45678`,
  intro(flow, a) {
    const e = (v: number): string => `${money(v, EUR_SIGNED)} EUR`;
    const top = flow.y;
    paragraph(flow, ['Frau', 'Katharina Oelschläger', 'Lindenstraße 7', '20099 Hamburg'], 40, 11);
    flow.y = top;
    flow.box(316, 239, 52, 9);
    keyValues(
      flow,
      [
        ['Saldo letzte Abrechnung vom 15.02.2024', e(-a.opening)],
        ['Summe Belastungen', e(-debits(a.txns))],
        ['Summe Gutschriften', e(credits(a.txns))],
        ['Neuer Saldo', e(-a.closing)],
      ],
      322,
      550,
      11,
    );
    flow.down(10);
    flow.text(
      'Der neue Saldo wird am 25.03.2024 Ihrem Konto DE44 2003 0000 0012 3456 78 belastet.',
      40,
      { tag: 'text' },
    );
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Belegdatum'], x: 40, w: 50 },
      { kind: 'post', head: ['Buchungsdatum'], x: 96, w: 62 },
      { kind: 'desc', head: ['Umsatzbeschreibung'], x: 166, w: 164 },
      {
        kind: 'extra',
        head: ['Fremdwährung'],
        x: 336,
        w: 66,
        value: (t) =>
          deForeign(t) ? `USD ${digits(Math.round(-t.cents * 1.0862), EU_NUMBERS)}` : '',
      },
      {
        kind: 'extra',
        head: ['Kurs'],
        x: 408,
        w: 40,
        value: (t) => (deForeign(t) ? '1,0862' : ''),
      },
      { kind: 'amount', head: ['Betrag in EUR'], x: 455, w: 100 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    amount: EUR_SIGNED,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** Pounds without a sign: the columns say the direction. */
const GBP_PLAIN: MoneyStyle = { numbers: US_NUMBERS, negative: 'none' };
const GBP: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };

/** The payment type a UK business statement prints after the description. */
const ukType = (t: ZooTxn, i: number): string => {
  const d = t.description;
  if (t.cents > 0)
    return /CASH/.test(d) ? 'CC' : t.kind === 'interest' ? 'INT' : i % 2 ? 'FPI' : 'BGC';
  if (/BACS/.test(d)) return 'BP';
  if (/ DD |HMRC|BRITISH GAS/.test(d)) return 'DD';
  if (/CASH/.test(d)) return 'CPT';
  if (t.kind === 'fee') return 'PAY';
  return 'DEB';
};

/** UK business current account: money in before money out, a type code after the description. */
export const ukBusinessTypeAfter: Layout = simpleLayout({
  id: 'uk-business-gbp-in-before-out-type-after-desc-grouped-items',
  title:
    'UK business current account (Lloyds/Bank of Scotland business-like): "Date | Description | Type | Money In (£) | Money Out (£) | Balance (£)" with money in before money out and the payment type (BGC, FPI, DD, BP, DEB, CPT) after the description, "STATEMENT OPENING BALANCE" and "STATEMENT CLOSING BALANCE" as rows, BACS batch lines, money in and out totals at the right above the table, sort code beside the account number, DD MMM YY; the producer emits the page items grouped by kind',
  region: 'UK',
  exercises: [
    'the money-in column before the money-out column',
    'a payment-type code column after the description',
    'opening and closing as rows of the table, totals (not balances) in the heading',
    'text items stored out of reading order, grouped by kind',
  ],
  mechanisms: [1, 4, 11, 12, 18],
  currency: 'GBP',
  quirks: {
    tagOrder: ['balance', 'credit', 'debit', 'extra', 'desc', 'date', 'head', 'summary', 'text'],
  },
  plans: [
    plan(
      12506,
      'uk25',
      '01234567',
      'Business Current Account',
      ['2024-02-29', '2024-03-31'],
      38,
      2_845_618,
      { scale: 140_000, longShare: 0.05 },
    ),
  ],
  bank: 'Pennine Business Bank',
  right: (a) => [
    'Business Current Account',
    `Sort Code 30-94-57   Account Number ${a.number}`,
    '01 March 2024 to 31 March 2024',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Pennine Business Bank plc. Authorised by the PRA.`,
  intro(flow, a) {
    const top = flow.y;
    paragraph(
      flow,
      ['HOLLINS & DAUGHTER JOINERY LTD', '14 KIRKSTALL ROAD', 'LEEDS LS3 1HR'],
      40,
      11,
    );
    flow.y = top;
    keyValues(
      flow,
      [
        ['Money In', `£${money(credits(a.txns), GBP_PLAIN)}`],
        ['Money Out', `£${money(debits(a.txns), GBP_PLAIN)}`],
      ],
      380,
      555,
      11,
    );
    flow.down(26);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 42 },
      { kind: 'desc', head: ['Description'], x: 86, w: 200 },
      { kind: 'extra', head: ['Type'], x: 292, w: 26, value: ukType },
      { kind: 'credit', head: ['Money In (£)'], x: 322, w: 74 },
      { kind: 'debit', head: ['Money Out (£)'], x: 400, w: 74 },
      { kind: 'balance', head: ['Balance (£)'], x: 478, w: 77 },
    ],
    date: 'DD MMM YY',
    debit: GBP_PLAIN,
    credit: GBP_PLAIN,
    balance: GBP,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'STATEMENT OPENING BALANCE' },
    closing: { label: 'STATEMENT CLOSING BALANCE' },
  }),
});

const EUR_FR: MoneyStyle = { numbers: FR_NUMBERS, negative: 'none' };

/**
 * Livret A value dates by fortnight: a deposit earns from the 1st or 16th after it, a withdrawal stops
 * earning from the start of its fortnight (the value date is the last day of the fortnight before).
 */
function quinzaine(t: ZooTxn): string {
  const day = Number(t.date.slice(8, 10));
  const month = t.date.slice(0, 8);
  if (t.kind === 'interest') return '2023-12-31';
  if (t.cents > 0) return day <= 15 ? `${month}16` : addDays(`${month}01`, 32).slice(0, 8) + '01';
  return day <= 15 ? addDays(`${month}01`, -1) : `${month}15`;
}
const withQuinzaine = (a: ZooAccount): ZooTxn[] =>
  a.txns.map((t) => {
    t.postDate = quinzaine(t);
    return t;
  });

/** French Livret A over a quarter: fortnight value dates, balances as rows in the credit column, rotated. */
export const frLivretAQuinzaine: Layout = simpleLayout({
  id: 'fr-livret-a-eur-valeur-quinzaine-solde-crediteur-rotated',
  title:
    'French Livret A statement (Caisse d\'Epargne/La Banque Postale-like "Relevé de votre Livret A"), a quarter: "Date | Valeur | Nature des opérations | Débit | Crédit" with no running balance, value dates on the fortnight (the 1st or 16th for deposits, the 15th or the month\'s end for withdrawals), "SOLDE CREDITEUR AU 31/12/2023" and "SOLDE CREDITEUR AU 31/03/2024" in the credit column, "TOTAL DES OPERATIONS" before the closing, the rate and the deposit ceiling in the heading, "1 234,56", DD/MM/YYYY; every page is stored with /Rotate 90',
  region: 'FR',
  exercises: [
    'no running balance: opening and closing as dated-label rows in the credit column',
    'value dates on the fortnight, some in the next month',
    'a totals line between the rows and the closing, a rate and a ceiling figure in the heading',
    'pages stored with /Rotate 90',
  ],
  mechanisms: [4, 6, 10, 13, 18],
  currency: 'EUR',
  quirks: { rotatedPages: 'all' },
  plans: [
    plan(12507, 'fr25', '12345678901', 'Livret A', ['2023-12-31', '2024-03-31'], 18, 1_845_630, {
      scale: 40_000,
      longShare: 0,
    }),
  ],
  bank: "Caisse Ligérienne d'Epargne",
  right: (a) => [
    'RELEVÉ DE VOTRE LIVRET A',
    `Livret A n° ${a.number}`,
    'Du 01/01/2024 au 31/03/2024',
    'Devise : EUR',
  ],
  footer: (p, n) => `Page ${p}/${n}   Caisse Ligérienne d'Epargne, 44000 Nantes`,
  intro(flow) {
    paragraph(flow, ['MME NATHALIE LE GOFF', '18 RUE DES OLIVETTES', '44000 NANTES'], 40, 11);
    flow.down(8);
    flow.text('Taux de rémunération en vigueur : 3,00 % brut annuel', 40, { tag: 'text' });
    flow.down(11);
    flow.text('Plafond des dépôts : 22 950,00 €', 40, { tag: 'text' });
    flow.down(18);
  },
  rows: withQuinzaine,
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'post', head: ['Valeur'], x: 92, w: 46 },
      { kind: 'desc', head: ['Nature des opérations'], x: 146, w: 226 },
      { kind: 'debit', head: ['Débit'], x: 380, w: 80 },
      { kind: 'credit', head: ['Crédit'], x: 470, w: 85 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: EUR_FR,
    credit: EUR_FR,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SOLDE CREDITEUR AU 31/12/2023' },
    totals: { label: 'TOTAL DES OPERATIONS' },
  }),
  outro(flow, a) {
    flow.text('SOLDE CREDITEUR AU 31/03/2024', 146, { bold: true, tag: 'summary' });
    flow.text(money(a.closing, EUR_FR), 555, { bold: true, align: 'right', tag: 'summary' });
    flow.down(14);
  },
});

/** Reais in a card invoice: purchases plain, the payment and refunds with a minus. */
const BRL: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus' };
/** The instalment a shop purchase is in ("03/10"); other rows are paid in one go. */
const brPart = (t: ZooTxn, i: number): number =>
  t.kind === 'card' && /MAGAZINE|MERCADOLIVRE|CASAS BAHIA|FAST SHOP/.test(t.description)
    ? 1 + ((i * 7) % 9)
    : 0;
const brInstalment = (t: ZooTxn, i: number): string =>
  brPart(t, i) > 0 ? `${String(brPart(t, i)).padStart(2, '0')}/10` : '';

/** Brazilian credit card invoice: year-less dates, an instalment column, future instalments below. */
export const brFaturaParcelas: Layout = simpleLayout({
  id: 'br-fatura-cartao-brl-parcela-resumo-proximas-faturas',
  title:
    'Brazilian credit card invoice (Itaú/Nubank-like "Fatura do cartão"): a "Resumo da fatura" with "Total da fatura anterior", "Pagamentos e créditos", "Compras e débitos" and "Total desta fatura" at the left, due date, minimum payment and the credit limits at the right, "Data | Lançamento | Parcela | Valor em R$" with year-less "05/MAR" dates, instalments "03/10" in their own column, the payment with a minus, and "Compras parceladas - próximas faturas" with the coming months\' totals under the table',
  region: 'BR',
  exercises: [
    "a card statement from the issuer's side: purchases plain, the payment with a minus",
    'an instalment column ("03/10") between the description and the amount',
    'year-less "DD/MMM" dates in Portuguese across two months',
    'future instalment totals and credit limits printed as amounts that are not rows',
  ],
  mechanisms: [1, 2, 4, 10, 16, 18],
  currency: 'BRL',
  plans: [
    plan(
      12508,
      'br25',
      '4587',
      'Cartão Mastercard Gold',
      ['2024-02-11', '2024-03-10'],
      30,
      231_488,
      {
        liability: true,
        scale: 28_000,
        longShare: 0,
      },
    ),
  ],
  bank: 'Banco Paulista de Crédito S.A.',
  right: (a) => [
    'FATURA DO CARTÃO',
    `Mastercard Gold final ${a.number}`,
    'Vencimento: 20/03/2024',
    'Limite total: R$ 12.000,00',
  ],
  footer: (p, n) => `Página ${p} de ${n}   CNPJ 12.345.678/0001-90   SAC 0800 000 1234`,
  intro(flow, a) {
    const r = (v: number): string => `R$ ${money(v, BRL)}`;
    const top = flow.y;
    paragraph(
      flow,
      ['MARIANA DE SOUZA RIBEIRO', 'RUA DOS PINHEIROS, 870 AP 52', 'SAO PAULO - SP'],
      40,
      11,
    );
    flow.down(8);
    flow.text('Resumo da fatura', 40, { bold: true, tag: 'summary' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['Total da fatura anterior', r(a.opening)],
        ['Pagamentos e créditos', r(-credits(a.txns))],
        ['Compras e débitos', r(debits(a.txns))],
        ['Total desta fatura', r(a.closing)],
      ],
      40,
      280,
      11,
    );
    const below = flow.y;
    flow.y = top;
    keyValues(
      flow,
      [
        ['Pagamento mínimo', r(Math.max(5_000, Math.round(a.closing * 0.15)))],
        ['Limite disponível', r(1_200_000 - a.closing)],
        ['Fechamento', '10/03/2024'],
      ],
      360,
      555,
      11,
    );
    flow.y = Math.min(below, flow.y);
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data'], x: 40, w: 40 },
      { kind: 'desc', head: ['Lançamento'], x: 90, w: 260 },
      { kind: 'extra', head: ['Parcela'], x: 360, w: 40, value: brInstalment },
      { kind: 'amount', head: ['Valor em R$'], x: 455, w: 100 },
    ],
    date: 'DD/MMM-pt',
    amount: BRL,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow, a) {
    // What the instalment purchases still owe in the coming invoices (the same amount each month).
    const left = (k: number): number =>
      a.txns.reduce((acc, t, i) => {
        const n = brPart(t, i);
        return n > 0 ? acc - t.cents * Math.max(0, Math.min(k, 10 - n)) : acc;
      }, 0);
    const april = left(1);
    const may = left(2) - april;
    const rest = left(10) - april - may;
    flow.down(12);
    flow.text('Compras parceladas - próximas faturas', 40, { bold: true, tag: 'summary' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['Abril/2024', `R$ ${money(april, BRL)}`],
        ['Maio/2024', `R$ ${money(may, BRL)}`],
        ['Demais faturas', `R$ ${money(rest, BRL)}`],
      ],
      40,
      280,
      11,
    );
  },
});

export const WORLD25B: readonly Layout[] = [
  deKreditkarteFremdwaehrung,
  ukBusinessTypeAfter,
  frLivretAQuinzaine,
  brFaturaParcelas,
];
