/** Parts every family shares: document style, running page headers and footers, address and period blocks, truth. */
import { formatLongDate, formatMoney } from './format.ts';
import type { Lang, MoneyFormat } from './format.ts';
import type { Flow, PageGeometry, TextOp } from './layout.ts';
import { PAGE_SIZES } from './layout.ts';
import type { AccountModel } from './model.ts';
import { categoryOf } from './model.ts';
import type { Rng } from './prng.ts';
import type { TruthAccount, TruthTransaction } from './types.ts';
import { CITIES, DISCLAIMERS, HOLDERS, MARKETING, STREETS } from './vocab.ts';

export const FONT_FAMILIES = ['Helvetica', 'Times', 'Courier'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

/** Ranges the document style is drawn from (points). */
const BODY_SIZE_MIN = 7.5;
const BODY_SIZE_MAX = 10;
const LINE_SPACING_MIN = 1.2;
const LINE_SPACING_MAX = 1.55;
const MARGIN_MIN = 28;
const MARGIN_MAX = 60;
const FOOTER_SIZE_RATIO = 0.8;
const SPLIT_WORDS_SHARE = 0.3;

export type DocStyle = {
  font: FontFamily;
  geo: PageGeometry;
  size: number;
  lineHeight: number;
  lang: Lang;
  bank: string;
  holder: string;
  street: string;
  city: string;
  pageLabel: (page: number, total: number) => string;
  /** Page numbers print in the header (true) or the footer. */
  pageNumberTop: boolean;
  title: string;
  disclaimer: string;
  marketing: string;
  /** Each word is drawn as its own text item, as many PDF producers do, instead of one item per line. */
  splitWords: boolean;
};

/** Draws the look of a document: paper, font, sizes, margins and boilerplate wording. */
export function drawDocStyle(rng: Rng, lang: Lang, bank: string): DocStyle {
  const [width, height] = rng.chance(lang === 'en' ? 0.5 : 0.9) ? PAGE_SIZES.a4 : PAGE_SIZES.letter;
  const size = Math.round(rng.range(BODY_SIZE_MIN, BODY_SIZE_MAX) * 2) / 2;
  const lineHeight = Math.round(size * rng.range(LINE_SPACING_MIN, LINE_SPACING_MAX) * 10) / 10;
  const font = rng.weighted<FontFamily>([
    ['Helvetica', 5],
    ['Times', 3],
    ['Courier', 2],
  ]);
  const labels: Record<Lang, readonly ((p: number, n: number) => string)[]> = {
    en: [
      (p, n) => `Page ${p} of ${n}`,
      (p) => `Page ${p}`,
      (p, n) => `${p} / ${n}`,
      (p, n) => `Page ${p} of ${n} pages`,
    ],
    de: [(p, n) => `Seite ${p} von ${n}`, (p, n) => `Blatt ${p}/${n}`],
    fr: [(p, n) => `Page ${p} sur ${n}`, (p, n) => `Page ${p}/${n}`],
  };
  const titles: Record<Lang, readonly string[]> = {
    en: [
      'Statement of Account',
      'Account Statement',
      'Your statement',
      'Checking Account Statement',
    ],
    de: ['Kontoauszug', 'Kontoauszug / Rechnungsabschluss'],
    fr: ['Relevé de compte', 'Extrait de compte'],
  };
  const disclaimers = DISCLAIMERS.filter((_, i) =>
    lang === 'en' ? i < 4 : lang === 'de' ? i === 4 : i === 5,
  );
  return {
    font,
    geo: {
      width,
      height,
      marginLeft: rng.int(MARGIN_MIN, MARGIN_MAX),
      marginRight: rng.int(MARGIN_MIN, MARGIN_MAX),
      top: rng.int(MARGIN_MIN, MARGIN_MAX) + size * 3.5,
      bottom: rng.int(MARGIN_MIN, MARGIN_MAX) + size * 3,
    },
    size,
    lineHeight,
    lang,
    bank,
    holder: rng.pick(HOLDERS),
    street: rng.pick(STREETS),
    city: rng.pick(CITIES),
    pageLabel: rng.pick(labels[lang]),
    pageNumberTop: rng.chance(0.5),
    title: rng.pick(titles[lang]),
    disclaimer: rng.pick(disclaimers),
    marketing: rng.pick(MARKETING),
    splitWords: rng.chance(SPLIT_WORDS_SHARE),
  };
}

/** Adds the running header (bank, title, page number) and footer (disclaimer, page number) to every page. */
export function decoratePages(pages: TextOp[][], style: DocStyle, subtitle: string): void {
  const { geo, size } = style;
  const total = pages.length;
  const left = geo.marginLeft;
  const footSize = size * FOOTER_SIZE_RATIO;
  pages.forEach((ops, i) => {
    const label = style.pageLabel(i + 1, total);
    const topY = geo.height - geo.top + size * 2.6;
    ops.push({ x: left, y: topY, text: style.bank, bold: true, size: size + 1 });
    ops.push({
      x: left,
      y: topY - size * 1.3,
      text: `${style.title}  ${subtitle}`,
      bold: false,
      size: footSize,
    });
    const rightX = geo.width - geo.marginRight - label.length * footSize * 0.6;
    const footY = geo.bottom - size * 2;
    ops.push({
      x: rightX,
      y: style.pageNumberTop ? topY : footY,
      text: label,
      bold: false,
      size: footSize,
    });
    ops.push({ x: left, y: footY, text: style.disclaimer, bold: false, size: footSize * 0.9 });
  });
}

/** Writes the holder's address block. */
export function addressBlock(flow: Flow, style: DocStyle): void {
  flow.text(flow.left, style.holder, { bold: true });
  flow.down();
  flow.text(flow.left, style.street);
  flow.down();
  flow.text(flow.left, style.city);
  flow.down(flow.lineHeight * 1.6);
}

/** The statement period as a heading line in the statement's language. */
export function periodLine(rng: Rng, style: DocStyle, start: string, end: string): string {
  const dayFirst = rng.chance(0.5);
  const a = formatLongDate(start, style.lang, dayFirst);
  const b = formatLongDate(end, style.lang, dayFirst);
  if (style.lang === 'de')
    return rng.pick([`Zeitraum: ${a} bis ${b}`, `Kontoauszug vom ${a} bis ${b}`]);
  if (style.lang === 'fr') return rng.pick([`Période du ${a} au ${b}`, `Relevé du ${a} au ${b}`]);
  return rng.pick([
    `Statement period: ${a} to ${b}`,
    `${a} through ${b}`,
    `For the period ${a} to ${b}`,
  ]);
}

/** An account number in one of the printed forms, and the label printed before it. */
export function drawAccountNumber(rng: Rng, lang: Lang): { label: string; number: string } {
  const d = (n: number): string => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
  if (lang === 'de') {
    return rng.chance(0.5)
      ? { label: 'IBAN', number: `DE${d(2)} ${d(4)} ${d(4)} ${d(4)} ${d(4)} ${d(2)}` }
      : { label: 'Kontonummer', number: d(10) };
  }
  if (lang === 'fr') {
    return rng.chance(0.5)
      ? { label: 'IBAN', number: `FR76 ${d(4)} ${d(4)} ${d(4)} ${d(4)} ${d(4)} ${d(3)}` }
      : { label: 'N° de compte', number: d(11) };
  }
  return rng.pick([
    { label: 'Account number:', number: d(12) },
    { label: 'Account No.', number: `${d(4)}-${d(4)}-${d(2)}` },
    { label: 'Account Number', number: `${d(3)}-${d(6)}` },
    { label: 'Account', number: d(8) },
  ]);
}

/** Writes a marketing or disclaimer paragraph across the text width. */
export function boilerplate(flow: Flow, text: string): void {
  flow.down(flow.lineHeight * 0.6);
  flow.paragraph(text, flow.left, flow.right - flow.left, { size: flow.size * 0.9 });
  flow.down(flow.lineHeight * 0.6);
}

const cents = (c: number): number => c / 100;

export type TruthOptions = {
  withBalance: boolean;
  withPosted: boolean;
  /** Whether a reference number is printed (checks paid in sectioned layouts). */
  withReference?: boolean;
  /** Rows in printed order (sectioned layouts print by section, not by date). */
  order?: readonly number[];
};

/** Builds an account's truth from its model, in printed order. */
export function truthAccount(model: AccountModel, o: TruthOptions): TruthAccount {
  const order = o.order ?? model.txns.map((_, i) => i);
  const transactions = order.map((i): TruthTransaction => {
    const t = model.txns[i];
    if (t === undefined) throw new Error('bad order');
    const row: TruthTransaction = {
      date: t.date,
      description: t.description,
      amount: cents(t.cents),
      category: categoryOf(t.kind),
    };
    if (o.withPosted) row.postedDate = t.postedDate;
    if (o.withBalance) row.balance = cents(t.balanceCents);
    if (t.checkNumber !== undefined) row.checkNumber = t.checkNumber;
    if (t.reference !== undefined && o.withReference === true) row.reference = t.reference;
    return row;
  });
  return {
    accountName: model.name,
    balanceType: 'asset',
    periodStart: model.periodStart,
    periodEnd: model.periodEnd,
    accountInfo: {
      accountNumber: model.number,
      statementDate: model.periodEnd,
      beginningBalance: cents(model.beginningCents),
      endingBalance: cents(model.endingCents),
    },
    transactions,
  };
}

/** Formats money for a summary line. */
export function money(c: number, f: MoneyFormat): string {
  return formatMoney(c, f);
}
