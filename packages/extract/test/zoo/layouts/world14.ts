/**
 * Zoo growth for issue 8 (part 12): North Macedonia, Bosnia and Herzegovina, Albania, Moldova, Azerbaijan and
 * Uzbekistan. Written from what those banks print, without reading the engine.
 */
import type { ZooTxn } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { FR_NUMBERS, money } from '../format.ts';
import type { Layout } from '../layout.ts';
import { keyValues, paragraph, simpleLayout, sum } from './common.ts';
import { EU_MINUS, EU_PLAIN, plan, US_MINUS, US_PLAIN } from './styles.ts';

/** Macedonian personal account: a ruled summary box above the table, Dolzi/Pobaruva columns, denars. */
export const mkIzvodDolziPobaruva: Layout = simpleLayout({
  id: 'mk-izvod-dolzi-pobaruva-sostojba',
  title:
    'Macedonian personal account statement (Komercijalna/Stopanska-like, Macedonian transliterated from Cyrillic): "Prethodna sostojba", "Vkupno dolzi", "Vkupno pobaruva" and "Nova sostojba" in a ruled box above "Datum | Datum valuta | Opis | Dolzi | Pobaruva | Sostojba", MKD denars "1.234,56", "05.03.2024", the account "210-0712345678-91" beside an IBAN MK07',
  region: 'MK',
  exercises: [
    'opening, turnover and closing in a ruled box above the table, under local words',
    'debit and credit columns named "owes" and "claims" with a running balance',
    'DD.MM.YYYY booking and value dates, "." grouping and "," decimals',
    'a dashed 15-digit account number beside a 19-character IBAN, MKD',
  ],
  mechanisms: [4, 11, 18],
  currency: 'MKD',
  plans: [
    plan(
      11501,
      'mk',
      '210-0712345678-91',
      'Tekovna smetka',
      ['2024-03-01', '2024-03-31'],
      46,
      8_645_230,
      { scale: 300_000, postDates: true },
    ),
  ],
  bank: 'Vardarska Banka AD Skopje',
  right: (a) => [
    'IZVOD NA TRANSAKCISKA SMETKA br. 3',
    `Smetka: ${a.number}`,
    'IBAN: MK07 2100 7123 4567 891',
    'Valuta: MKD',
    'Period: 01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) => `Strana ${p} od ${n}`,
  intro(flow, a) {
    flow.text('Imatel na smetka: ELENA PETROVSKA, ul. Partizanska 14, Bitola', 40);
    flow.down(20);
    flow.box(36, 300, 4 * 11 + 8, 10);
    keyValues(
      flow,
      [
        ['Prethodna sostojba', money(a.opening, EU_MINUS)],
        ['Vkupno dolzi', money(-sum(a.txns.filter((t) => t.cents < 0)), EU_PLAIN)],
        ['Vkupno pobaruva', money(sum(a.txns.filter((t) => t.cents > 0)), EU_PLAIN)],
        ['Nova sostojba', money(a.closing, EU_MINUS)],
      ],
      42,
      330,
      11,
    );
    flow.down(16);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Datum'], x: 40, w: 46 },
      { kind: 'post', head: ['Datum valuta'], x: 92, w: 50 },
      { kind: 'desc', head: ['Opis'], x: 148, w: 170 },
      { kind: 'debit', head: ['Dolzi'], x: 322, w: 74 },
      { kind: 'credit', head: ['Pobaruva'], x: 400, w: 74 },
      { kind: 'balance', head: ['Sostojba'], x: 478, w: 77 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    debit: EU_PLAIN,
    credit: EU_PLAIN,
    balance: EU_MINUS,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    paragraph(flow, ['Izvodot e izraboten elektronski i vazi bez potpis i pecat.'], 40, 10);
  },
});

/** Bosnian amounts in convertible marks: "1.234,56". */
const KM_PLAIN: MoneyStyle = EU_PLAIN;
const KM: MoneyStyle = EU_MINUS;

/** Bosnian business izvod over several pages: serial numbers, the counterparty's account, no running balance. */
export const baIzvodNastavak: Layout = simpleLayout({
  id: 'ba-izvod-duguje-potrazuje-nastavak',
  title:
    'Bosnian business account statement (UniCredit/Raiffeisen BiH-like, Latin script without diacritics): "Prethodno stanje | Ukupno duguje | Ukupno potrazuje | Novo stanje" above the table, "R.br. | Datum | Opis / Svrha | Racun partnera | Duguje | Potrazuje" with no running balance, an "Ukupan promet" line, "Nastavak izvoda" above the repeated heading on later pages, BAM "1.234,56", "05.03.2024"',
  region: 'BA',
  exercises: [
    'many pages opened by a "continued" line above the repeated heading, shorter page headers after page 1',
    'a serial-number column first and a 16-digit counterparty account column between the description and the money',
    'no running balance: opening and closing only in the summary, a turnover line under the table',
    'DD.MM.YYYY dates, "." grouping and "," decimals, BAM',
  ],
  mechanisms: [3, 12, 13, 18],
  currency: 'BAM',
  plans: [
    plan(
      11502,
      'ba',
      '161-045-00123456-78',
      'Transakcijski racun',
      ['2024-03-01', '2024-03-31'],
      116,
      8_452_310,
      { scale: 280_000 },
    ),
  ],
  bank: 'Bosanska Privredna Banka d.d. Sarajevo',
  right: (a, p) =>
    p === 1
      ? [
          'IZVOD BR. 45 O PROMJENAMA NA RACUNU',
          `Transakcijski racun: ${a.number}`,
          'Valuta: BAM (KM)',
          'Za period: 01.03.2024 - 31.03.2024',
        ]
      : ['Izvod br. 45 - nastavak', `Racun: ${a.number}`],
  footer: (p, n) => `Strana ${p}/${n}`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Vlasnik racuna', 'NERETVA TRGOVINA d.o.o. MOSTAR'],
        ['ID broj', '4227123450006'],
        ['Prethodno stanje', money(a.opening, KM)],
        ['Ukupno duguje', money(-sum(a.txns.filter((t) => t.cents < 0)), KM_PLAIN)],
        ['Ukupno potrazuje', money(sum(a.txns.filter((t) => t.cents > 0)), KM_PLAIN)],
        ['Novo stanje', money(a.closing, KM)],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'extra', head: ['R.br.'], x: 40, w: 18, value: (_t, i) => `${i + 1}.` },
      { kind: 'date', head: ['Datum'], x: 62, w: 46 },
      { kind: 'desc', head: ['Opis / Svrha'], x: 112, w: 168 },
      {
        kind: 'extra',
        head: ['Racun partnera'],
        x: 284,
        w: 76,
        value: (t: ZooTxn, i) =>
          t.kind === 'fee' || t.kind === 'interest'
            ? ''
            : `${1_540_012_000_000_000 + ((i * 7_919_357) % 999_999_999)}`,
      },
      { kind: 'debit', head: ['Duguje'], x: 364, w: 90 },
      { kind: 'credit', head: ['Potrazuje'], x: 460, w: 95 },
    ],
    date: 'DD.MM.YYYY',
    debit: KM_PLAIN,
    credit: KM_PLAIN,
    lineHeight: 10,
    rowGap: 3,
    totals: { label: 'Ukupan promet' },
    continuedTop: 'Nastavak izvoda br. 45',
    continuedBottom: 'Nastavak na sljedecoj strani',
  }),
});

/** Albanian lek savings over a quarter: whole leks printed with decimals, "125,000.00". */
export const alKursimTremujor: Layout = simpleLayout({
  id: 'al-kursim-gjendja-tremujore',
  title:
    'Albanian savings account statement (Raiffeisen/BKT Albania-like, in Albanian with ë and ç): a quarter, "Data | Data e valutës | Përshkrimi | Debi | Kredi | Gjendja", "Gjendja fillestare" and "Gjendja përfundimtare" rows, interest credited and the 15% tax on it, whole leks "125,000.00", "05.03.2024", IBAN AL',
  region: 'AL',
  exercises: [
    'a savings account over three months with interest and the tax withheld on it',
    'opening and closing as rows of the table under Albanian words with accented letters',
    'whole-lek amounts printed with two zero decimals',
    'DD.MM.YYYY booking and value dates, ALL',
  ],
  mechanisms: [4, 9, 18],
  currency: 'ALL',
  plans: [
    plan(
      11503,
      'al',
      '2356987401',
      'Llogari Kursimi',
      ['2024-01-01', '2024-03-31'],
      30,
      185_000_000,
      { scale: 2_500_000, unit: 100, postDates: true },
    ),
  ],
  bank: 'Banka e Adriatikut sh.a.',
  right: (a) => [
    'PASQYRË E LLOGARISË',
    `Nr. llogarie: ${a.number}`,
    'IBAN: AL47 2121 1009 0000 0023 5698 7401',
    'Monedha: ALL',
    'Periudha: 01.01.2024 - 31.03.2024',
  ],
  footer: (p, n) => `Faqe ${p} nga ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Mbajtësi i llogarisë', 'ARBEN HOXHA, TIRANË'],
        ['Lloji i llogarisë', 'Llogari Kursimi'],
        ['Norma e interesit', '1,20% në vit'],
      ],
      40,
      320,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data'], x: 40, w: 46 },
      { kind: 'post', head: ['Data e', 'valutës'], x: 92, w: 46 },
      { kind: 'desc', head: ['', 'Përshkrimi'], x: 146, w: 170 },
      { kind: 'debit', head: ['', 'Debi'], x: 320, w: 74 },
      { kind: 'credit', head: ['', 'Kredi'], x: 398, w: 76 },
      { kind: 'balance', head: ['', 'Gjendja'], x: 478, w: 77 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Gjendja fillestare' },
    closing: { label: 'Gjendja përfundimtare' },
  }),
  outro(flow) {
    flow.down(12);
    paragraph(
      flow,
      ['Interesi i kredituar është neto pas mbajtjes së tatimit 15% sipas ligjit.'],
      40,
      10,
    );
  },
});

/** Moldovan card amounts: space thousands and a decimal comma, purchases "-245,00", payments "+2 500,00". */
const MDL_SIGNED: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus', plus: true };
const MDL: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus' };
const MDL_PLAIN: MoneyStyle = { numbers: FR_NUMBERS, negative: 'none' };

/** Foreign merchants: the row is charged in euros, converted to lei at about 19.3. */
const foreign = (t: ZooTxn): boolean => /BOOKING|AMAZON|BOLT/.test(t.description);

/** Moldovan credit card from the holder's side, with the amount in the transaction's own currency beside it. */
export const mdCardHolderSide: Layout = simpleLayout({
  id: 'md-card-holder-side-original-currency',
  title:
    'Moldovan credit card statement (maib/Moldindconbank-like, Romanian in ASCII): "Datoria la inceputul perioadei", "Tranzactii", "Rambursari", "Datoria la sfirsitul perioadei", "Suma minima spre plata" and "Data limita de plata" above "Data tranz. | Data decont. | Descriere | Suma operatiei | Valuta | Suma MDL", purchases "-245,00" and the payment "+2 500,00" (holder side), foreign rows with their euro amount, "05.03.2024"',
  region: 'MD',
  exercises: [
    'a card statement printed from the holder side: purchases negative, the payment with a plus',
    'the amount in the original currency and its code in two columns before the amount in lei',
    'the statement date among a pay-by date and a period',
    'DD.MM.YYYY transaction and settlement dates, space-grouped amounts, a masked card number',
  ],
  mechanisms: [1, 10, 16, 18],
  currency: 'MDL',
  plans: [
    plan(11504, 'md', '7815', 'Card de credit', ['2024-03-01', '2024-03-31'], 34, 425_000, {
      liability: true,
      postDates: true,
      scale: 60_000,
    }),
  ],
  bank: 'Banca Nistrului S.A.',
  right: (a) => [
    'EXTRAS DE CONT CARD DE CREDIT',
    `Card: 5213 67** **** ${a.number}`,
    'Data extrasului: 31.03.2024',
    'Perioada: 01.03.2024 - 31.03.2024',
    'Valuta contului: MDL',
  ],
  footer: (p, n) => `Pagina ${p} din ${n}`,
  intro(flow, a) {
    const payments = sum(a.txns.filter((t) => t.cents > 0));
    const charges = -sum(a.txns.filter((t) => t.cents < 0));
    keyValues(
      flow,
      [
        ['Detinatorul cardului', 'ION CEBAN, CHISINAU'],
        ['Datoria la inceputul perioadei', money(a.opening, MDL)],
        ['Tranzactii', money(charges, MDL_PLAIN)],
        ['Rambursari', money(payments, MDL_PLAIN)],
        ['Datoria la sfirsitul perioadei', money(a.closing, MDL)],
        ['Suma minima spre plata', money(Math.max(20_000, Math.round(a.closing / 20)), MDL_PLAIN)],
        ['Data limita de plata', '25.04.2024'],
        ['Limita de credit', '30 000,00'],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Data', 'tranz.'], x: 40, w: 44 },
      { kind: 'post', head: ['Data', 'decont.'], x: 90, w: 44 },
      { kind: 'desc', head: ['', 'Descriere'], x: 140, w: 170 },
      {
        kind: 'extra',
        head: ['Suma', 'operatiei'],
        x: 316,
        w: 66,
        right: true,
        value: (t: ZooTxn) => money(foreign(t) ? Math.round(t.cents / 19.3) : t.cents, MDL_SIGNED),
      },
      {
        kind: 'extra',
        head: ['', 'Valuta'],
        x: 392,
        w: 26,
        value: (t: ZooTxn) => (foreign(t) ? 'EUR' : 'MDL'),
      },
      { kind: 'amount', head: ['Suma', 'MDL'], x: 440, w: 115 },
    ],
    date: 'DD.MM.YYYY',
    post: 'DD.MM.YYYY',
    amount: MDL_SIGNED,
    lineHeight: 10,
    rowGap: 3,
  }),
  outro(flow) {
    flow.down(12);
    paragraph(
      flow,
      [
        'Achitati suma minima pina la data limita pentru a evita penalitatile.',
        'Rata dobinzii: 24% anual.',
      ],
      40,
      10,
    );
  },
});

/** The ten-digit tax number (VOEN) of the counterparty, blank on the bank's own fees and interest. */
const voen = (t: ZooTxn, i: number): string =>
  t.kind === 'fee' || t.kind === 'interest'
    ? ''
    : String(1_300_000_000 + ((i * 48_271) % 99_999_999));

/** Azerbaijani business account: document number, purpose, the counterparty's tax number, turnover. */
export const azCixarisVoen: Layout = simpleLayout({
  id: 'az-cixaris-voen-column-dovriyye',
  title:
    'Azerbaijani business account statement (Kapital/PASHA-like, Azerbaijani in ASCII): "Tarix | Sened No | Teyinat | VOEN | Debet | Kredit | Qaliq" with the counterparty tax number between the purpose and the money, "Dovrun evveline qaliq" and "Dovrun sonuna qaliq" rows, a "Dovriyye" turnover line, AZN "1,234.56", "05.03.2024", IBAN AZ',
  region: 'AZ',
  exercises: [
    'a ten-digit tax-number column between the description and the debit column, blank on some rows',
    'a document-number column before the description',
    'opening and closing rows and a turnover line under local words',
    'DD.MM.YYYY dates, the IBAN as the account number, AZN',
  ],
  mechanisms: [12, 13, 18],
  currency: 'AZN',
  plans: [
    plan(
      11505,
      'az',
      'AZ21 NABZ 0000 0000 1370 1000 1944',
      'Cari hesab',
      ['2024-03-01', '2024-03-31'],
      56,
      4_275_040,
      { scale: 180_000 },
    ),
  ],
  truthNumber: (a) => a.number.replace(/\s+/g, ''),
  bank: 'Xezer Beynelxalq Bank ASC',
  right: (a) => [
    'HESABDAN CIXARIS',
    `Hesab: ${a.number}`,
    'Valyuta: AZN',
    'Dovr: 01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) => `Sehife ${p} / ${n}`,
  intro(flow) {
    keyValues(
      flow,
      [
        ['Musteri', 'ABSERON LOGISTIKA MMC'],
        ['VOEN', '1401234561'],
        ['Filial', 'Nerimanov filiali, Baki'],
      ],
      40,
      320,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Tarix'], x: 40, w: 46 },
      {
        kind: 'extra',
        head: ['Sened No'],
        x: 90,
        w: 34,
        value: (_t, i) => String(10_250 + i * 4),
      },
      { kind: 'desc', head: ['Teyinat'], x: 130, w: 156 },
      { kind: 'extra', head: ['VOEN'], x: 290, w: 46, value: voen },
      { kind: 'debit', head: ['Debet'], x: 340, w: 68 },
      { kind: 'credit', head: ['Kredit'], x: 412, w: 68 },
      { kind: 'balance', head: ['Qaliq'], x: 484, w: 71 },
    ],
    date: 'DD.MM.YYYY',
    debit: US_PLAIN,
    credit: US_PLAIN,
    balance: US_MINUS,
    lineHeight: 10,
    rowGap: 3,
    opening: { label: 'Dovrun evveline qaliq' },
    closing: { label: 'Dovrun sonuna qaliq' },
    totals: { label: 'Dovriyye' },
  }),
});

/** Uzbek sums: large whole figures, space thousands and a decimal point, "12 450 000.00". */
const UZ_NUMBERS = { thousands: ' ', decimal: '.' } as const;
const UZS: MoneyStyle = { numbers: UZ_NUMBERS, negative: 'minus' };
const UZS_PLAIN: MoneyStyle = { numbers: UZ_NUMBERS, negative: 'none' };

/** The time of day the card system stamps on each operation. */
const clock = (_t: ZooTxn, i: number): string =>
  `${String(8 + ((i * 7) % 14)).padStart(2, '0')}:${String((i * 23) % 60).padStart(2, '0')}`;

/** Uzbek card account: income before outgo, a time column, balances of millions of sums. */
export const uzKirimChiqim: Layout = simpleLayout({
  id: 'uz-humo-kirim-chiqim-time-column',
  title:
    'Uzbek card account statement (Kapitalbank/Hamkorbank-like, Uzbek Latin): "Davr boshidagi qoldiq", "Jami kirim", "Jami chiqim" and "Davr oxiridagi qoldiq" above "Sana | Vaqt | Tavsif | Kirim | Chiqim | Qoldiq" with the income column before the outgo column and a time of day, UZS in millions "12 450 000.00", a 20-digit account and a masked Humo card, "05.03.2024"',
  region: 'UZ',
  exercises: [
    'the money-in column before the money-out column',
    'a time-of-day column between the date and the description',
    'large whole-sum figures with space thousands and a decimal point',
    'a 20-digit account number beside a masked card number, UZS',
  ],
  mechanisms: [6, 18],
  currency: 'UZS',
  plans: [
    plan(
      11506,
      'uz',
      '22618000900123456001',
      'Karta hisobi',
      ['2024-03-01', '2024-03-31'],
      50,
      845_000_000,
      { scale: 15_000_000, unit: 100 },
    ),
  ],
  bank: 'Turon Savdo Bank ATB',
  right: (a) => [
    "HISOB VARAQASIDAN KO'CHIRMA",
    `Hisob raqami: ${a.number}`,
    'Karta: 9860 12** **** 4417 (HUMO)',
    "Valyuta: UZS (so'm)",
    'Davr: 01.03.2024 - 31.03.2024',
  ],
  footer: (p, n) => `Sahifa ${p} / ${n}`,
  intro(flow, a) {
    keyValues(
      flow,
      [
        ['Mijoz', 'KARIMOV JAHONGIR ALISHER OGLI'],
        ['Davr boshidagi qoldiq', money(a.opening, UZS)],
        ['Jami kirim', money(sum(a.txns.filter((t) => t.cents > 0)), UZS_PLAIN)],
        ['Jami chiqim', money(-sum(a.txns.filter((t) => t.cents < 0)), UZS_PLAIN)],
        ['Davr oxiridagi qoldiq', money(a.closing, UZS)],
      ],
      40,
      330,
      11,
    );
    flow.down(12);
  },
  table: () => ({
    cols: [
      { kind: 'date', head: ['Sana'], x: 40, w: 46 },
      { kind: 'extra', head: ['Vaqt'], x: 90, w: 24, value: clock },
      { kind: 'desc', head: ['Tavsif'], x: 120, w: 170 },
      { kind: 'credit', head: ['Kirim'], x: 294, w: 84 },
      { kind: 'debit', head: ['Chiqim'], x: 382, w: 84 },
      { kind: 'balance', head: ['Qoldiq'], x: 470, w: 85 },
    ],
    date: 'DD.MM.YYYY',
    debit: UZS_PLAIN,
    credit: UZS_PLAIN,
    balance: UZS,
    lineHeight: 10,
    rowGap: 3,
  }),
});

export const WORLD14: readonly Layout[] = [
  mkIzvodDolziPobaruva,
  baIzvodNastavak,
  alKursimTremujor,
  mdCardHolderSide,
  azCixarisVoen,
  uzKirimChiqim,
];
