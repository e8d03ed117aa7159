/** Continental European layouts: German, French, Spanish and Dutch statements. */
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, FR_NUMBERS, money, printDate } from '../format.ts';
import { drawTable } from '../flow.ts';
import type { Layout } from '../layout.ts';
import { A4 } from '../layout.ts';
import { furnishedFlow, paragraph, sum } from './common.ts';

const compactIban = (s: string): string => s.replace(/\s+/g, '');

/** Sparkasse-like: one signed amount column with trailing minus, Buchung and Wert dates. */
export const deTrailingMinus: Layout = {
  id: 'de-trailing-minus-buchung-wert',
  title: 'German giro account (Sparkasse-like): "1.234,56-" trailing minus, Buchung/Wert "DD.MM."',
  region: 'DE',
  exercises: [
    'trailing-minus amounts in one Betrag column',
    'two year-less date columns "DD.MM." (posting and value)',
    'Alter Kontostand / Neuer Kontostand lines',
    'IBAN as account number',
    'Fortsetzung marker at page end',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 808,
      locale: 'de',
      number: 'DE89 3705 0198 0012 3456 78',
      name: 'Girokonto',
      start: '2024-01-31',
      end: '2024-02-29',
      count: 60,
      opening: 245_067,
      postDates: true,
      longShare: 0.25,
    },
  ],
  truthNumber: (a) => compactIban(a.number),
  draw(canvas, [a]) {
    if (!a) return;
    const eur: MoneyStyle = { numbers: EU_NUMBERS, negative: 'trailing' };
    const balanceStyle: MoneyStyle = { numbers: EU_NUMBERS, negative: 'trailing', plus: false };
    const flow = furnishedFlow(canvas, {
      bank: 'Stadtsparkasse Musterstadt',
      right: (p) => ['Kontoauszug 2/2024', `IBAN ${a.number}`, `Blatt ${p}`],
      footer: () => 'Bitte Rechnungsabschluss prüfen. Einwendungen innerhalb von sechs Wochen.',
      size: 8.5,
      pageSize: A4,
    });
    flow.text(
      `Girokonto  Kontoauszug vom ${printDate(a.start, 'DD.MM.YYYY')} bis ${printDate(a.end, 'DD.MM.YYYY')}`,
      40,
      { bold: true },
    );
    flow.down(18);
    flow.text(`Alter Kontostand vom ${printDate(a.start, 'DD.MM.YYYY')}`, 40, { bold: true });
    flow.text(`${money(a.opening, balanceStyle)} EUR`, 555, { bold: true, align: 'right' });
    flow.down(18);
    drawTable(flow, { ...a }, a.txns, {
      cols: [
        { kind: 'post', head: ['Buchung'], x: 40, w: 35 },
        { kind: 'date', head: ['Wert'], x: 80, w: 35 },
        { kind: 'desc', head: ['Vorgang / Verwendungszweck'], x: 125, w: 300 },
        { kind: 'amount', head: ['Betrag EUR'], x: 465, w: 90 },
      ],
      date: 'DD.MM.',
      post: 'DD.MM.',
      amount: eur,
      headBold: false,
      lineHeight: 11,
      rowGap: 3,
      continuedBottom: 'Fortsetzung auf nächster Seite',
      continuedTop: 'Fortsetzung',
    });
    flow.down(8);
    flow.text(`Neuer Kontostand vom ${printDate(a.end, 'DD.MM.YYYY')}`, 40, { bold: true });
    flow.text(`${money(a.closing, balanceStyle)} EUR`, 555, { bold: true, align: 'right' });
    flow.down(20);
    paragraph(flow, ['Dispositionskredit 2.000,00 EUR, Sollzins 11,75 % p.a.'], 40, 10);
    flow.finish();
  },
};

/** Deutsche Bank-like: separate Soll and Haben columns, Soll printed with a leading minus. */
export const deSollHaben: Layout = {
  id: 'de-soll-haben-columns',
  title:
    'German account (Deutsche Bank-like): Buchung | Valuta | Vorgang | Soll | Haben, "-1.234,56"',
  region: 'DE',
  exercises: [
    'Soll/Haben column headers',
    'debits in their own column but with a leading minus',
    '"DD.MM.YYYY" posting and value dates',
    'Alter Saldo / Neuer Saldo',
  ],
  font: 'Helvetica',
  size: A4,
  plans: [
    {
      seed: 909,
      locale: 'de',
      number: '123 4567 00',
      name: 'Privatkonto',
      start: '2024-06-01',
      end: '2024-06-30',
      count: 36,
      opening: 1_234_567,
      postDates: true,
    },
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  draw(canvas, [a]) {
    if (!a) return;
    const eur: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus' };
    const flow = furnishedFlow(canvas, {
      bank: 'Rheinische Handelsbank',
      right: () => [`Kontonummer ${a.number}`, 'Auszug 6 vom 30.06.2024'],
      footer: (p, n) => `Seite ${p} von ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    flow.text('Kontoauszug vom 01.06.2024 bis 30.06.2024', 40, { bold: true });
    flow.down(18);
    flow.text('Alter Saldo', 40, { bold: true });
    flow.text(`EUR ${money(a.opening, eur)}`, 555, { align: 'right', bold: true });
    flow.down(18);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'post', head: ['Buchung'], x: 40, w: 45 },
        { kind: 'date', head: ['Valuta'], x: 95, w: 45 },
        { kind: 'desc', head: ['Vorgang'], x: 150, w: 245 },
        { kind: 'debit', head: ['Soll EUR'], x: 400, w: 70 },
        { kind: 'credit', head: ['Haben EUR'], x: 480, w: 75 },
      ],
      date: 'DD.MM.YYYY',
      post: 'DD.MM.YYYY',
      debit: eur,
      credit: { numbers: EU_NUMBERS, negative: 'minus', plus: true },
      debitSigned: true,
      lineHeight: 11,
      rowGap: 3,
    });
    flow.down(8);
    flow.text('Neuer Saldo', 40, { bold: true });
    flow.text(`EUR ${money(a.closing, eur)}`, 555, { align: 'right', bold: true });
    flow.down(16);
    paragraph(flow, ['Bitte beachten Sie die Hinweise auf der Rückseite.'], 40, 10);
    flow.finish();
  },
};

/** BNP-like: Date | Libellé | Valeur | Débit | Crédit, space thousands, "DD.MM" across New Year. */
export const frDebitCredit: Layout = {
  id: 'fr-debit-credit-space-thousands',
  title: 'French account (BNP/Société Générale-like): "1 234,56", Solde précédent / Nouveau solde',
  region: 'FR',
  exercises: [
    'Débit/Crédit headers with accents',
    'space as thousands separator',
    'year-less "DD.MM" dates across New Year, value date after description',
    'TOTAL DES OPERATIONS line',
    '"suite" continuation marker',
  ],
  font: 'Times',
  size: A4,
  plans: [
    {
      seed: 1010,
      locale: 'fr',
      number: '00012345678',
      name: 'Compte de chèques',
      start: '2023-12-15',
      end: '2024-01-14',
      count: 58,
      opening: 312_345,
      postDates: true,
      scale: 25_000,
    },
  ],
  draw(canvas, [a]) {
    if (!a) return;
    const fr: MoneyStyle = { numbers: FR_NUMBERS, negative: 'none' };
    const flow = furnishedFlow(canvas, {
      bank: 'Banque du Marais',
      right: () => [
        'RELEVE DE COMPTE CHEQUES',
        `N\u00b0 de compte ${a.number}`,
        'du 15/12/2023 au 14/01/2024',
      ],
      footer: (p, n) => `page ${p} / ${n}`,
      size: 8.5,
      pageSize: A4,
    });
    flow.down(6);
    drawTable(flow, a, a.txns, {
      cols: [
        { kind: 'date', head: ['Date'], x: 40, w: 30 },
        { kind: 'desc', head: ['Nature des opérations'], x: 80, w: 260 },
        { kind: 'post', head: ['Valeur'], x: 345, w: 30 },
        { kind: 'debit', head: ['Débit'], x: 385, w: 80 },
        { kind: 'credit', head: ['Crédit'], x: 475, w: 80 },
      ],
      date: 'DD/MM',
      post: 'DD/MM',
      debit: fr,
      credit: fr,
      lineHeight: 11,
      rowGap: 2,
      opening: { label: `SOLDE CREDITEUR AU ${printDate(a.start, 'DD/MM/YYYY')}` },
      continuedTop: 'RELEVE DE COMPTE (suite)',
      continuedBottom: '.../...',
    });
    // The opening balance of a French statement sits in the Crédit column; drawn by the opening row above.
    flow.ensure(30);
    const out = -sum(a.txns.filter((t) => t.cents < 0));
    const inn = sum(a.txns.filter((t) => t.cents > 0));
    flow.text('TOTAL DES OPERATIONS', 80, { bold: true });
    flow.text(money(out, fr), 465, { align: 'right', bold: true });
    flow.text(money(inn, fr), 555, { align: 'right', bold: true });
    flow.down(13);
    flow.text(`Nouveau solde CREDITEUR au ${printDate(a.end, 'DD/MM/YYYY')}`, 80, { bold: true });
    flow.text(money(a.closing, fr), 555, { align: 'right', bold: true });
    flow.down(18);
    paragraph(
      flow,
      ['Votre conseiller est à votre disposition. Garantie des dépôts: voir conditions.'],
      40,
      10,
    );
    flow.finish();
  },
};
