/**
 * Zoo growth for issue 8 (part 21, continued): Montserrat, Réunion, the Falkland Islands and the Cook
 * Islands. Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { FR_NUMBERS, money, printLocalDate, US_NUMBERS } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan, US_MINUS, US_PLAIN } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

/** Montserratian business account held in US dollars: cheque number after the text, c/f and b/f lines. */
export const msBusinessUsdRotated: Layout = simpleLayout({
  id: 'ms-business-usd-cheque-after-particulars-cf-bf-rotated',
  title:
    'Montserratian business current account held in US dollars at a Brades bank (Bank of Montserrat-like), in English: "Account Currency: USD" with the EC$ rate of the day in the footer ("US$1.00 = EC$2.6882"), "Date | Particulars | Chq No. | Debit | Credit | Balance" with the cheque number after the text, "Opening Balance"/"Closing Balance" rows, "Balance c/f" closing each page and "Balance b/f" opening the next, DD/MM/YYYY, three pages or more, every page stored with /Rotate 90',
  region: 'MS',
  exercises: [
    'carried- and brought-forward balance lines at every page break',
    'a cheque-number column after the description',
    'a USD account at a bank whose own currency (EC$) is named in the footer',
    'pages stored with /Rotate 90',
  ],
  mechanisms: [3, 4, 18],
  currency: 'USD',
  quirks: { rotatedPages: 'all' },
  plans: [
    plan(
      12405,
      'ms',
      '010-200-345-6',
      'Business Current Account USD',
      ['2024-02-29', '2024-03-31'],
      120,
      8_126_440,
      { scale: 380_000, checks: true, checkShare: 0.14, longShare: 0.06 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/-/g, ''),
  bank: 'Emerald Isle Bank Limited',
  right: (a, p) => [
    'STATEMENT OF ACCOUNT',
    `Account No: ${a.number}`,
    'Account Currency: USD',
    p === 1 ? 'Period: 01/03/2024 to 31/03/2024' : 'Period: 01/03/2024 to 31/03/2024 (cont.)',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Brades, Montserrat   Rate US$1.00 = EC$2.6882`,
  intro(flow) {
    paragraph(
      flow,
      ['SILVER HILLS CONSTRUCTION LTD', 'P.O. BOX 215', 'BRADES, MONTSERRAT'],
      40,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 46 },
      { kind: 'desc', head: ['Particulars'], x: 92, w: 214 },
      { kind: 'check', head: ['Chq No.'], x: 310, w: 34 },
      { kind: 'debit', head: ['Debit'], x: 346, w: 66 },
      { kind: 'credit', head: ['Credit'], x: 416, w: 66 },
      { kind: 'balance', head: ['Balance'], x: 486, w: 69 },
    ],
    date: 'DD/MM/YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Opening Balance' },
    closing: { label: 'Closing Balance' },
    carryForward: { bottom: 'Balance c/f', top: 'Balance b/f' },
  }),
});

/** Euros as French banks print them: space grouping, comma decimals, no sign (the column says it). */
const EUR_FR: MoneyStyle = { numbers: FR_NUMBERS, negative: 'none' };

/** Réunion relevé: no balance column; old and new balances as rows in the credit column, totals between. */
export const reReleveSansSolde: Layout = simpleLayout({
  id: 're-releve-eur-solde-crediteur-au-totaux-avant-nouveau-solde',
  title:
    'Réunion personal current account in French (a French network bank\'s Réunion branch, Crédit Agricole/BRED/Caisse d\'Épargne-like): "RELEVÉ DE COMPTE" numbered, "Date opé. | Date valeur | Libellé des opérations | Débit | Crédit" with no balance column, "SOLDE CREDITEUR AU 29/02/2024" as the first row and "NOUVEAU SOLDE CREDITEUR AU 31/03/2024" after the "TOTAL DES OPERATIONS" line, both in the credit column, "Montants exprimés en euros (EUR)", the RIB (banque, guichet, compte, clé) beside the IBAN and BIC, DD/MM dates, "1 234,56"',
  region: 'RE',
  exercises: [
    'opening and closing balances as rows whose labels carry their dates, printed in the credit column',
    'a totals line between the last row and the new balance',
    'the account number inside a RIB, beside the IBAN and BIC',
    'day/month dates for both the operation and value dates, euros with space grouping',
  ],
  mechanisms: [4, 5, 10, 18],
  currency: 'EUR',
  plans: [
    plan(12406, 're', '12345678901', 'Compte de dépôt', ['2024-02-29', '2024-03-31'], 30, 341_285, {
      scale: 22_000,
      postDates: true,
      longShare: 0.08,
    }),
  ],
  bank: 'Caisse Régionale de Bourbon',
  right: (a) => [
    'RELEVÉ DE COMPTE n° 3',
    `Compte de dépôt n° ${a.number}`,
    'du 01/03/2024 au 31/03/2024',
    'Montants exprimés en euros (EUR)',
  ],
  footer: (p, n) => `Page ${p}/${n}  -  Agence de Saint-Denis  -  Médiateur : voir au verso`,
  intro(flow, a) {
    paragraph(
      flow,
      ['M. OU MME PAYET JEAN-MARC', '14 CHEMIN DES LATANIERS', '97417 SAINT-DENIS'],
      300,
      11,
    );
    flow.down(8);
    paragraph(
      flow,
      [
        `RIB : Banque 19906   Guichet 00974   N° de compte ${a.number}   Clé 23`,
        'IBAN : FR76 1990 6009 7412 3456 7890 123      BIC : AGRIRERXXXX',
      ],
      40,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date opé.'], x: 40, w: 36 },
      { kind: 'post', head: ['Date valeur'], x: 80, w: 40 },
      { kind: 'desc', head: ['Libellé des opérations'], x: 134, w: 244 },
      { kind: 'debit', head: ['Débit'], x: 384, w: 80 },
      { kind: 'credit', head: ['Crédit'], x: 470, w: 85 },
    ],
    date: 'DD/MM',
    post: 'DD/MM',
    debit: EUR_FR,
    credit: EUR_FR,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SOLDE CREDITEUR AU 29/02/2024' },
    totals: { label: 'TOTAL DES OPERATIONS' },
  }),
  outro(flow, a) {
    flow.ensure(10);
    flow.text('NOUVEAU SOLDE CREDITEUR AU 31/03/2024', 134, { bold: true, tag: 'desc' });
    flow.text(money(a.closing, EUR_FR), 555, { align: 'right', bold: true, tag: 'balance' });
    flow.down(20);
    paragraph(
      flow,
      [
        'Sauf erreur ou omission. Vos réclamations sont à adresser à votre agence dans un délai de 2 mois.',
      ],
      40,
      10,
    );
  },
});

/** Falkland Islands pounds; an overdrawn balance carries "DR". */
const FKP: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr' };
const fkDate = (iso: string): string => printLocalDate(iso, 'en', { year: 'YY' });

/** Falklands current account: sort code beside the number, payments and receipts, items grouped by kind. */
export const fkCurrentGrouped: Layout = simpleLayout({
  id: 'fk-current-fkp-sort-code-dated-balances-dr-items-grouped',
  title:
    'Falkland Islands personal current account in English (the islands\' one bank, a Stanley branch of a British bank): "Sort Code 60-91-04  Account Number 01234567" with the "Account name" line, a summary at the left with "Balance on 01 Mar 24", "Payments out", "Receipts in" and "Balance on 31 Mar 24" in "£", "Date | Description | Payments | Receipts | Balance" with an overdrawn balance marked "DR", "Currency: FKP (Falkland Islands pounds)", DD Mmm YY; the producer emits each page\'s items grouped by kind (money first, then descriptions, then dates)',
  region: 'FK',
  exercises: [
    'the account number beside a sort code, and an account name',
    'opening and closing balances labelled with their dates in a summary above the table',
    'payments and receipts columns with a running balance that goes overdrawn ("DR")',
    'items emitted grouped by kind, not in reading order',
  ],
  mechanisms: [4, 5, 18],
  currency: 'FKP',
  namePrinted: true,
  quirks: { tagOrder: ['balance', 'debit', 'credit', 'desc', 'date'] },
  plans: [
    plan(
      12407,
      'fk',
      '01234567',
      'Personal Current Account',
      ['2024-02-29', '2024-03-31'],
      30,
      -21_485,
      { scale: 16_000, overdraft: true },
    ),
  ],
  bank: 'South Atlantic Chartered Bank',
  right: (a) => [
    'CURRENT ACCOUNT STATEMENT',
    `Sort Code 60-91-04  Account Number ${a.number}`,
    `Account name: ${a.name}`,
    'Currency: FKP (Falkland Islands pounds)',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Ross Road, Stanley, Falkland Islands FIQQ 1ZZ`,
  intro(flow, a) {
    const gbp = (v: number): string => `£${money(v, FKP)}`;
    paragraph(flow, ['MRS. HELEN BIGGS', '7 JERSEY ESTATE', 'STANLEY FIQQ 1ZZ'], 40, 11);
    flow.down(8);
    keyValues(
      flow,
      [
        ['Balance on 01 Mar 24', gbp(a.opening)],
        ['Payments out', gbp(debits(a.txns))],
        ['Receipts in', gbp(credits(a.txns))],
        ['Balance on 31 Mar 24', gbp(a.closing)],
      ],
      40,
      260,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Date'], x: 40, w: 40 },
      { kind: 'desc', head: ['Description'], x: 86, w: 226 },
      { kind: 'debit', head: ['Payments'], x: 316, w: 72 },
      { kind: 'credit', head: ['Receipts'], x: 392, w: 72 },
      { kind: 'balance', head: ['Balance'], x: 468, w: 87 },
    ],
    date: fkDate,
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: FKP,
    lineHeight: 10,
    rowGap: 3,
  }),
});

/** NZ dollars on a card from the issuer's side, payments and refunds marked "CR". */
const NZD_CR: MoneyStyle = { numbers: US_NUMBERS, negative: 'dr', drWord: 'CR' };

/** Cook Islands credit card: processed date first, payments "CR", a Māori greeting, items last to first. */
export const ckCardReversed: Layout = simpleLayout({
  id: 'ck-card-nzd-processed-date-first-cr-payments-reversed',
  title:
    'Cook Islands Visa card statement in English with Cook Islands Maori greetings (a Rarotonga bank, NZ-style): "Kia orana" above the cardholder, a summary at the right with "Opening balance", "Payments & credits", "Purchases & debits", "Closing balance", "Minimum payment" and "Due date" in "NZ$", "Date processed | Date of transaction | Transaction details | Amount (NZ$)" with payments and refunds marked "CR" and the rows in processed-date order, DD/MM/YY, "Meitaki ma\'ata" at the foot; the producer emits the page items last to first',
  region: 'CK',
  exercises: [
    "a card statement from the issuer's side with payments marked CR",
    'the processed date printed before the transaction date',
    'opening and closing balances among other summary figures at the right',
    'items emitted last to first (bottom of the page first)',
  ],
  mechanisms: [4, 10, 18],
  currency: 'NZD',
  quirks: { reverse: true },
  plans: [
    plan(12408, 'ck', '2207', 'Visa Classic', ['2024-02-20', '2024-03-19'], 24, 312_560, {
      liability: true,
      postDates: true,
      scale: 21_000,
    }),
  ],
  bank: 'Avarua Pacific Bank',
  right: (a) => [
    'VISA CLASSIC STATEMENT',
    `Card number 4563 22XX XXXX ${a.number}`,
    'Statement period 20/02/24 to 19/03/24',
    'Currency: New Zealand dollars (NZ$)',
  ],
  footer: (p, n) => `Page ${p} of ${n}   Avarua, Rarotonga   Meitaki ma'ata for banking with us`,
  intro(flow, a) {
    const nz = (v: number): string => `NZ$${money(v, US_MINUS)}`;
    const top = flow.y;
    paragraph(flow, ['Kia orana', 'MR. TEARIKI MATAPO', 'PO BOX 88', 'AVARUA, RAROTONGA'], 40, 11);
    flow.y = top;
    keyValues(
      flow,
      [
        ['Opening balance', nz(a.opening)],
        ['Payments & credits', nz(credits(a.txns))],
        ['Purchases & debits', nz(debits(a.txns))],
        ['Closing balance', nz(a.closing)],
        ['Minimum payment', nz(Math.max(2_000, Math.round(a.closing / 3_000) * 100))],
        ['Due date', '09/04/24'],
      ],
      340,
      555,
      11,
    );
    flow.down(14);
  },
  // Rows are listed in the order the bank processed them, as the first column says.
  rows: (a) =>
    [...a.txns].sort((p, q) => (p.postDate ?? p.date).localeCompare(q.postDate ?? q.date)),
  table: () => ({
    cols: [
      { kind: 'post', head: ['Date', 'processed'], x: 40, w: 40 },
      { kind: 'date', head: ['Date of', 'transaction'], x: 88, w: 44 },
      { kind: 'desc', head: ['', 'Transaction details'], x: 142, w: 300 },
      { kind: 'amount', head: ['', 'Amount (NZ$)'], x: 455, w: 100 },
    ],
    date: 'DD/MM/YY',
    post: 'DD/MM/YY',
    amount: NZD_CR,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
});

export const WORLD24B: readonly Layout[] = [
  msBusinessUsdRotated,
  reReleveSansSolde,
  fkCurrentGrouped,
  ckCardReversed,
];
