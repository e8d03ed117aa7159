/**
 * Zoo growth for issue 8 (part 23, second file): further layouts for Italy, Spain, Indonesia and
 * Turkey, each a kind of statement the zoo did not have for that country. Written from what those banks
 * print, without reading the engine.
 */
import type { ZooAccount, ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, money } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { plan } from './styles.ts';

const debits = (rows: readonly ZooTxn[]): number => -sum(rows.filter((t) => t.cents < 0));
const credits = (rows: readonly ZooTxn[]): number => sum(rows.filter((t) => t.cents > 0));

const EUR_PLAIN: MoneyStyle = { numbers: EU_NUMBERS, negative: 'none' };
const EUR: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus' };

/** Italian business account over a quarter: the money before the description, carried balances, three pages. */
export const itBusinessAddebitiPrima: Layout = simpleLayout({
  id: 'it-conto-impresa-eur-addebiti-accrediti-prima-descrizione-riporto-pages',
  title:
    'Italian business current account (Intesa Sanpaolo/UniCredit imprese-like "Estratto conto"), a quarter: "Data contabile | Data valuta | Addebiti | Accrediti | Descrizione delle operazioni" with the money columns BEFORE the description, DD.MM.YYYY dates, "SALDO INIZIALE" and "SALDO FINALE" in the Accrediti column, "SALDO A RIPORTARE" at the foot of each page and "RIPORTO SALDO" at the top of the next, no running balance, the IBAN and the account number in the heading, a "RIEPILOGO" of totals after the table, three pages',
  region: 'IT',
  exercises: [
    'debit and credit columns before the description, no running balance',
    'opening, closing and carried balances printed in the credit column',
    'a statement of three pages with "SALDO A RIPORTARE" / "RIPORTO SALDO" lines',
    'the IBAN beside the account number, value dates',
  ],
  mechanisms: [3, 4, 5, 11, 15, 18],
  currency: 'EUR',
  plans: [
    plan(
      12605,
      'it26',
      '000000123456',
      'Conto Corrente Impresa',
      ['2023-12-31', '2024-03-31'],
      124,
      4_856_210,
      { scale: 320_000, postDates: true, longShare: 0 },
    ),
  ],
  bank: 'Banca Padana di Credito S.p.A.',
  right: (a, p) =>
    p === 1
      ? [
          'ESTRATTO CONTO CORRENTE',
          `Conto corrente n. ${a.number}   Divisa EUR`,
          'IBAN IT60 X054 2811 1010 0000 0123 456',
          'Periodo dal 01.01.2024 al 31.03.2024',
        ]
      : [`Conto corrente n. ${a.number} - segue`],
  footer: (p, n) => `Pagina ${p} di ${n} - Aderente al Fondo Interbancario di Tutela dei Depositi`,
  intro(flow) {
    paragraph(
      flow,
      ['Spett.le', 'OFFICINE MECCANICHE LAMBRO S.R.L.', 'VIA PER CARATE 21', '20851 LISSONE (MB)'],
      40,
      11,
    );
    flow.down(14);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data', 'contabile'], x: 40, w: 46 },
      { kind: 'post', head: ['Data', 'valuta'], x: 92, w: 46 },
      { kind: 'debit', head: ['', 'Addebiti'], x: 142, w: 64 },
      { kind: 'credit', head: ['', 'Accrediti'], x: 212, w: 64 },
      { kind: 'desc', head: ['', 'Descrizione delle operazioni'], x: 288, w: 267 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    debit: EUR_PLAIN,
    credit: EUR_PLAIN,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SALDO INIZIALE' },
    closing: { label: 'SALDO FINALE' },
    carryForward: { bottom: 'SALDO A RIPORTARE', top: 'RIPORTO SALDO' },
  }),
  outro(flow, a) {
    flow.down(10);
    flow.ensure(60);
    flow.text('RIEPILOGO', 40, { bold: true, tag: 'summary' });
    flow.down(12);
    keyValues(
      flow,
      [
        ['Saldo iniziale al 31.12.2023', money(a.opening, EUR)],
        ['Totale addebiti', money(debits(a.txns), EUR_PLAIN)],
        ['Totale accrediti', money(credits(a.txns), EUR_PLAIN)],
        ['Saldo finale al 31.03.2024', money(a.closing, EUR)],
      ],
      40,
      280,
      11,
    );
  },
});

/** Spanish business account: Debe/Haber, batch collections, the opening in a line above, reversed items. */
export const esEmpresaRemesas: Layout = simpleLayout({
  id: 'es-empresa-eur-debe-haber-remesas-saldo-anterior-reversed',
  title:
    'Spanish business current account (Sabadell/CaixaBank empresas-like "Extracto de cuenta"): "F. Operación | F. Valor | Concepto | Debe | Haber | Saldo" with DD/MM/YYYY dates, batch lines (SEPA direct-debit collections "ABONO REMESA RECIBOS ... 45 RECIBOS", payroll "CARGO REMESA NOMINAS"), "Saldo anterior al 29/02/2024" on a line above the table, "Suma de movimientos" with the Debe and Haber sums and then "Saldo a 31/03/2024" under it, the IBAN and the company\'s CIF in the heading; the producer emits each page\'s items last to first',
  region: 'ES',
  exercises: [
    'Debe/Haber columns with a running balance',
    'the opening on a dated line above the table, the closing on a dated line under the sums',
    'a sums line that does not start with "Total"',
    'text items emitted last to first',
  ],
  mechanisms: [4, 5, 13, 18],
  currency: 'EUR',
  quirks: { reverse: true },
  plans: [
    plan(
      12606,
      'es26',
      'ES91 2100 0418 4502 0005 1332',
      'Cuenta Corriente Empresa',
      ['2024-02-29', '2024-03-31'],
      44,
      3_218_445,
      { scale: 280_000, postDates: true, longShare: 0 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s/g, ''),
  bank: 'Banco Mediterráneo de Empresas',
  right: (a) => [
    'EXTRACTO DE CUENTA',
    `IBAN ${a.number}`,
    'Cuenta Corriente Empresa   Divisa: EUR',
    'Del 01/03/2024 al 31/03/2024',
  ],
  footer: (p, n) => `Página ${p} de ${n}   Inscrito en el Registro del Banco de España`,
  intro(flow, a) {
    paragraph(
      flow,
      [
        'TALLERES HERMANOS NAVARRO, S.L.',
        'CIF B46123456',
        'POL. IND. FUENTE DEL JARRO, C/ CIUDAD DE SEVILLA 12',
        '46988 PATERNA (VALENCIA)',
      ],
      40,
      11,
    );
    flow.down(10);
    flow.text('Saldo anterior al 29/02/2024', 40, { bold: true, tag: 'summary' });
    flow.text(`${money(a.opening, EUR)} EUR`, 555, { bold: true, align: 'right', tag: 'summary' });
    flow.down(18);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['F. Operación'], x: 40, w: 50 },
      { kind: 'post', head: ['F. Valor'], x: 96, w: 46 },
      { kind: 'desc', head: ['Concepto'], x: 148, w: 196 },
      { kind: 'debit', head: ['Debe'], x: 350, w: 64 },
      { kind: 'credit', head: ['Haber'], x: 420, w: 64 },
      { kind: 'balance', head: ['Saldo'], x: 490, w: 65 },
    ],
    date: 'DD/MM/YYYY',
    post: 'DD/MM/YYYY',
    debit: EUR_PLAIN,
    credit: EUR_PLAIN,
    balance: EUR,
    lineHeight: 10,
    rowGap: 3,
    totals: { label: 'Suma de movimientos' },
  }),
  outro(flow, a) {
    flow.text('Saldo a 31/03/2024', 148, { bold: true, tag: 'summary' });
    flow.text(`${money(a.closing, EUR)} EUR`, 555, { bold: true, align: 'right', tag: 'summary' });
    flow.down(14);
  },
});

/** Rupiah "1.250.000,00" with "DB" after each debit; credits unmarked. */
const IDR_MUTASI: MoneyStyle = { numbers: EU_NUMBERS, negative: 'dr', drWord: 'DB' };
const IDR: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus' };
/** Year-less "05/03" dates. */
const idDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
/** The branch (CBG) that handled a row; e-banking and card rows print "0000". */
const idBranch = (t: ZooTxn, i: number): string =>
  /SETORAN|TARIKAN/.test(t.description) ? String(388 + (i % 3) * 111).padStart(4, '0') : '0000';

/** Indonesian savings (tabungan) e-statement: year-less dates, one signed-by-word amount column, glyph items. */
export const idTabunganMutasiDb: Layout = simpleLayout({
  id: 'id-tabungan-idr-mutasi-db-cbg-tanpa-tahun-glyph-items',
  title:
    'Indonesian savings account e-statement (BCA Tahapan/BRI Simpedes-like "Rekening Tahapan"): "TANGGAL | KETERANGAN | CBG | MUTASI | SALDO" with year-less "05/03" dates (the year only in "PERIODE : MARET 2024"), one amount column where debits carry "DB" after the figure and credits nothing, dotted thousands "1.250.000,00", the branch code column between the description and the amount, "SALDO AWAL" as the first row, a summary after the table ("SALDO AWAL", "MUTASI CR" and "MUTASI DB" with their counts, "SALDO AKHIR"), IDR; the producer draws one text item per glyph',
  region: 'ID',
  exercises: [
    'one amount column signed only by "DB" after debits',
    'year-less DD/MM dates, the year from a month name in Indonesian',
    'a branch code column between the description and the amount',
    'a summary with row counts beside the sums after the table',
    'one text item per glyph',
  ],
  mechanisms: [1, 4, 10, 12, 18],
  currency: 'IDR',
  quirks: { split: { unit: 'glyph', tags: 'all' } },
  plans: [
    plan(12607, 'id26', '0183456789', 'Tahapan', ['2024-02-29', '2024-03-31'], 38, 1_245_678_900, {
      scale: 85_000_000,
      unit: 100,
      longShare: 0,
    }),
  ],
  bank: 'Bank Nusantara Raya',
  right: (a) => [
    'REKENING TAHAPAN',
    `NO. REKENING : ${a.number}`,
    'PERIODE : MARET 2024',
    'MATA UANG : IDR',
  ],
  footer: (p, n) =>
    `HALAMAN : ${p} / ${n}   Terdaftar dan diawasi oleh OJK, peserta penjaminan LPS`,
  intro(flow) {
    paragraph(
      flow,
      [
        'DEWI ANGGRAINI',
        'JL. KEMANG RAYA NO 17 RT 005 RW 002',
        'BANGKA MAMPANG PRAPATAN',
        'JAKARTA SELATAN 12730',
      ],
      40,
      11,
    );
    flow.down(10);
    flow.text('KCP KEMANG RAYA', 40, { tag: 'text' });
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['TANGGAL'], x: 40, w: 40 },
      { kind: 'desc', head: ['KETERANGAN'], x: 86, w: 230 },
      { kind: 'extra', head: ['CBG'], x: 322, w: 26, value: idBranch },
      { kind: 'amount', head: ['MUTASI'], x: 354, w: 100 },
      { kind: 'balance', head: ['SALDO'], x: 460, w: 95 },
    ],
    date: idDate,
    amount: IDR_MUTASI,
    balance: IDR,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'SALDO AWAL' },
  }),
  outro(flow, a) {
    flow.down(10);
    flow.ensure(50);
    const rows: readonly (readonly [string, string, string])[] = [
      ['SALDO AWAL', money(a.opening, IDR), ''],
      ['MUTASI CR', money(credits(a.txns), IDR), String(a.txns.filter((t) => t.cents > 0).length)],
      ['MUTASI DB', money(debits(a.txns), IDR), String(a.txns.filter((t) => t.cents < 0).length)],
      ['SALDO AKHIR', money(a.closing, IDR), ''],
    ];
    for (const [label, value, count] of rows) {
      flow.text(label, 86, { tag: 'summary' });
      flow.text(':', 170, { tag: 'summary' });
      flow.text(value, 290, { align: 'right', tag: 'summary' });
      flow.text(count, 320, { align: 'right', tag: 'summary' });
      flow.down(11);
    }
  },
});

/** Lira "1.234,56": purchases plain, payments and refunds with a minus. */
const TRY: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus' };
/** The instalment a purchase is in ("2/6"); other rows are paid in one go. */
const trPart = (t: ZooTxn, i: number): string =>
  t.kind === 'card' && /MEDIAMARKT|HEPSIBURADA|TRENDYOL|PEGASUS/.test(t.description)
    ? `${1 + ((i * 5) % 6)}/6`
    : '';
/** Bonus points earned on a purchase: 0,50 per 100 TL. */
const trBonus = (t: ZooTxn): string =>
  t.kind === 'card'
    ? money(Math.round(-t.cents / 200), { numbers: EU_NUMBERS, negative: 'none' })
    : '';
/** The payment and refunds in the card's own words. */
const trRows = (a: ZooAccount): ZooTxn[] =>
  a.txns.map((t) => {
    if (t.kind === 'payment') t.description = 'ÖDEMENIZ IÇIN TESEKKÜR EDERIZ - INTERNET';
    else if (t.kind === 'refund') t.description = t.description.replace(/^REFUND /, 'IADE ');
    return t;
  });

/** Turkish credit card statement: instalment and bonus columns, the amount between them, tight columns. */
export const trKrediKartiTaksit: Layout = simpleLayout({
  id: 'tr-kredi-karti-ekstre-try-taksit-bonus-donem-borcu-tight',
  title:
    'Turkish credit card statement (Garanti Bonus/Yapi Kredi World-like "Kredi Karti Hesap Özeti"): "Hesap Kesim Tarihi", "Son Ödeme Tarihi", "Dönem Borcu" and "Asgari Ödeme Tutari" in a box at the right, "Önceki Dönem Borcu", harcamalar and ödemeler at the left; "Islem Tarihi | Açiklama | Taksit | Tutar (TL) | Bonus" with DD.MM.YYYY dates, instalments "2/6" in their own column, purchases plain and the payment with a minus, the bonus earned in a narrow column tight against the amount, TL',
  region: 'TR',
  exercises: [
    "a card statement from the issuer's side: purchases plain, the payment with a minus",
    'an instalment column before the amount and a bonus-points column right of it, set tight',
    'DD.MM.YYYY dates, cut-off and due dates among labelled dates',
    'the card limit and the minimum payment as amounts that are not balances',
  ],
  mechanisms: [1, 4, 10, 11, 18],
  currency: 'TRY',
  plans: [
    plan(12608, 'tr26', '3391', 'Bonus Platinum', ['2024-02-15', '2024-03-15'], 30, 1_845_600, {
      liability: true,
      scale: 150_000,
      longShare: 0,
    }),
  ],
  bank: 'Bogaziçi Yatirim Bankasi A.S.',
  right: (a) => [
    'KREDI KARTI HESAP ÖZETI',
    `Kart No: 5400 61** **** ${a.number}`,
    'Hesap Kesim Tarihi: 15.03.2024',
    'Son Ödeme Tarihi: 25.03.2024',
  ],
  footer: (p, n) =>
    `Sayfa ${p}/${n}   Mersis No: 0123456789000017   Müsteri Iletisim 0850 000 00 00`,
  intro(flow, a) {
    const tl = (v: number): string => `${money(v, TRY)} TL`;
    const top = flow.y;
    paragraph(
      flow,
      ['AYSE YILMAZ', 'BAGDAT CAD. NO: 214 D: 7', 'SUADIYE 34740 KADIKÖY / ISTANBUL'],
      40,
      11,
    );
    flow.down(8);
    keyValues(
      flow,
      [
        ['Önceki Dönem Borcu', tl(a.opening)],
        ['Dönem Içi Harcamalar', tl(debits(a.txns))],
        ['Ödemeler ve Iadeler', tl(credits(a.txns))],
      ],
      40,
      280,
      11,
    );
    const below = flow.y;
    flow.y = top;
    flow.box(326, 229, 64, 9);
    keyValues(
      flow,
      [
        ['Dönem Borcu', tl(a.closing)],
        ['Asgari Ödeme Tutari', tl(Math.round(a.closing * 0.4))],
        ['Kart Limiti', '60.000,00 TL'],
        ['Kullanilabilir Limit', tl(6_000_000 - a.closing)],
        ['Bonus Bakiyesi', '412,35'],
      ],
      332,
      549,
      11,
    );
    flow.y = Math.min(below, flow.y);
    flow.down(16);
  },
  rows: trRows,
  table: () => ({
    cols: [
      { kind: 'date', head: ['Islem Tarihi'], x: 40, w: 50 },
      { kind: 'desc', head: ['Açiklama'], x: 94, w: 246 },
      { kind: 'extra', head: ['Taksit'], x: 344, w: 30, value: trPart },
      { kind: 'amount', head: ['Tutar (TL)'], x: 376, w: 80 },
      { kind: 'extra', head: ['Bonus'], x: 460, w: 34, value: trBonus, right: true },
    ],
    date: 'DD.MM.YYYY',
    amount: TRY,
    owedView: true,
    lineHeight: 10,
    rowGap: 3,
  }),
});

export const WORLD26B: readonly Layout[] = [
  itBusinessAddebitiPrima,
  esEmpresaRemesas,
  idTabunganMutasiDb,
  trKrediKartiTaksit,
];
