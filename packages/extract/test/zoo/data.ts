/** Seeded statement data (accounts and transactions) for the zoo, with exact balances in cents. */
import { addDays, daysBetween, printDate, Rng } from './format.ts';
import { VOCAB9 } from './vocab9.ts';
import { VOCAB10 } from './vocab10.ts';
import { VOCAB11 } from './vocab11.ts';
import { VOCAB12 } from './vocab12.ts';
import { VOCAB13 } from './vocab13.ts';
import { VOCAB14 } from './vocab14.ts';
import { VOCAB15 } from './vocab15.ts';
import { VOCAB16 } from './vocab16.ts';
import { VOCAB17 } from './vocab17.ts';
import { VOCAB18 } from './vocab18.ts';
import { VOCAB19 } from './vocab19.ts';
import { VOCAB20 } from './vocab20.ts';
import { VOCAB21 } from './vocab21.ts';
import { VOCAB22 } from './vocab22.ts';
import { VOCAB23 } from './vocab23.ts';
import { VOCAB24 } from './vocab24.ts';
import { VOCAB25 } from './vocab25.ts';
import { VOCAB27 } from './vocab27.ts';
import { VOCAB26 } from './vocab26.ts';

export const TXN_KINDS = [
  'deposit',
  'card',
  'atm',
  'check',
  'transfer',
  'fee',
  'interest',
  'payment',
  'refund',
] as const;
export type TxnKind = (typeof TXN_KINDS)[number];

/** One transaction; `cents` is signed from the holder's view (money in positive). */
export type ZooTxn = {
  date: string;
  postDate?: string;
  description: string;
  cents: number;
  kind: TxnKind;
  /** The balance after this row as the bank prints it (for cards: the amount owed). */
  balance: number;
  checkNumber?: string;
  reference?: string;
  /** Set by the table drawer when this row's balance is printed. */
  balanceShown?: boolean;
  /** Set by the table drawer when the second (posting/value) date is printed. */
  postShown?: boolean;
};

export type ZooAccount = {
  number: string;
  name: string;
  start: string;
  end: string;
  /** Balance before the first row, as printed (for cards: the amount owed). */
  opening: number;
  closing: number;
  /** Credit card: printed balances are amounts owed, so opening - Σ cents = closing. */
  liability: boolean;
  txns: ZooTxn[];
};

export const LOCALES = [
  'us',
  'uk',
  'de',
  'fr',
  'nl',
  'es',
  'ca',
  'au',
  'in',
  'sg',
  'za',
  'mx',
  'br',
  'fintech',
  'nz',
  'ie',
  'ph',
  'my',
  'id',
  'ke',
  'ng',
  'gh',
  'pl',
  'se',
  'no',
  'dk',
  'be',
  'at',
  'hk',
  'ae',
  'ar',
  'co',
  'pt',
  'jp',
] as const;
/** The locales of the issue-8 zoo growth (`vocab9.ts`, `vocab10.ts`, `vocab11.ts`). */
export type Locale =
  | (typeof LOCALES)[number]
  | keyof typeof VOCAB9
  | keyof typeof VOCAB10
  | keyof typeof VOCAB11
  | keyof typeof VOCAB12
  | keyof typeof VOCAB13
  | keyof typeof VOCAB14
  | keyof typeof VOCAB15
  | keyof typeof VOCAB16
  | keyof typeof VOCAB17
  | keyof typeof VOCAB18
  | keyof typeof VOCAB19
  | keyof typeof VOCAB20
  | keyof typeof VOCAB21
  | keyof typeof VOCAB22
  | keyof typeof VOCAB23
  | keyof typeof VOCAB24
  | keyof typeof VOCAB25
  | keyof typeof VOCAB26
  | keyof typeof VOCAB27;

type Vocab = { debit: readonly string[]; credit: readonly string[]; fee: string; interest: string };

// Placeholders: {n4} {n6} {n9} four/six/nine digits, {d} a short printed date, {w} a town.
const BASE_VOCAB = {
  us: {
    debit: [
      'CARD PURCHASE {d} WHOLE FOODS MKT #{n4} AUSTIN TX',
      'POS DEBIT SHELL OIL {n9} HOUSTON TX',
      'ONLINE TRANSFER TO SAV XXXXXX{n4} REF #IB0{n6}',
      'ACH DEBIT COMCAST CABLE COMM PPD ID: {n9}',
      'RECURRING CARD PURCHASE {d} NETFLIX.COM LOS GATOS CA CARD {n4}',
      'ATM WITHDRAWAL #{n6} 1200 MAIN ST {w}',
      'ZELLE PAYMENT TO JOHN SMITH CONF# {n9}',
      'VENMO PAYMENT {n9} WEB ID: {n9}',
      'AMAZON MKTPLACE PMTS AMZN.COM/BILL WA',
      'TARGET T-{n4} {w}',
      'STARBUCKS STORE {n6} SEATTLE WA',
      'PG&E WEB ONLINE {n6} PPD ID: {n9}',
    ],
    credit: [
      'DIRECT DEPOSIT ACME CORP PAYROLL PPD ID: {n9}',
      'MOBILE DEPOSIT REF NUMBER :{n9}',
      'ZELLE PAYMENT FROM MARY JONES CONF# {n9}',
      'IRS TREAS 310 TAX REF {n6}',
      'ONLINE TRANSFER FROM CHK ...{n4} TRANSACTION#: {n9}',
    ],
    fee: 'MONTHLY SERVICE FEE',
    interest: 'INTEREST PAYMENT',
  },
  uk: {
    debit: [
      'TESCO STORES {n4} {w}',
      'SAINSBURYS S/MKTS CD {n4} {d}',
      'DIRECT DEBIT THAMES WATER REF {n9}',
      'CARD PAYMENT TO PRET A MANGER ON {d}',
      'TFL TRAVEL CH TFL.GOV.UK/CP',
      'STANDING ORDER TO J SMITH RENT {n6}',
      'CASH WITHDRAWAL LLOYDS BANK {w} {d}',
      'FASTER PAYMENT TO A PATEL REF FLAT {n4}',
      'COUNCIL TAX {w} DD {n9}',
      'AMAZON.CO.UK*{n6} AMAZON.CO.UK',
    ],
    credit: [
      'SALARY ACME LTD BGC {n6}',
      'FASTER PAYMENT FROM M JONES REF DINNER',
      'HMRC TAX REFUND {n9}',
      'TRANSFER FROM SAVINGS {n4}',
    ],
    fee: 'ARRANGED OVERDRAFT FEE',
    interest: 'INTEREST (GROSS)',
  },
  de: {
    debit: [
      'Kartenzahlung REWE Markt GmbH {w} {d}',
      'Lastschrift Stadtwerke {w} Abschlag Strom Kd-Nr {n9}',
      'Dauerauftrag Miete Wohnung {n4} Hausverwaltung Schmidt',
      'Bargeldauszahlung Geldautomat {w} {d}',
      'SEPA-Lastschrift Telekom Deutschland GmbH Rechnung {n9}',
      'Kartenzahlung DM-Drogerie Markt {n4}',
      'Überweisung an Max Mustermann Verwendungszweck Rechnung {n6}',
    ],
    credit: [
      'Gehalt/Rente Muster AG Lohn {d}',
      'Gutschrift Überweisung Erika Musterfrau Rückzahlung',
      'Zinsgutschrift',
    ],
    fee: 'Kontoführungsentgelt',
    interest: 'Abschluss Zinsen',
  },
  fr: {
    debit: [
      'CB CARREFOUR {w} {d}',
      'PRLV SEPA EDF CLIENTS PARTICULIERS REF {n9}',
      'RETRAIT DAB {d} {w}',
      'VIR SEPA LOYER APPARTEMENT {n6}',
      'CB SNCF INTERNET {d}',
      'PRLV SEPA ORANGE SA {n9}',
    ],
    credit: [
      'VIR SEPA SALAIRE SOCIETE DUPONT',
      'VIR REMBOURSEMENT CPAM {n9}',
      'REMISE CHEQUE {n6}',
    ],
    fee: 'COTISATION CARTE BANCAIRE',
    interest: 'INTERETS CREDITEURS',
  },
  nl: {
    debit: [
      'Albert Heijn {n4} {w} Pasnr. {n4}',
      'Betaalautomaat {d} NS Groep IZ NS Reizigers',
      'Incasso Vattenfall Klantenservice Kenmerk {n9}',
      'Geldautomaat {w} {d}',
    ],
    credit: ['Salaris Voorbeeld BV Periode {n4}', 'Overboeking van J. de Vries Terugbetaling'],
    fee: 'Kosten Betaalpakket',
    interest: 'Rente',
  },
  es: {
    debit: [
      'COMPRA TARJ. {n4} MERCADONA {w}',
      'RECIBO IBERDROLA CLIENTES {n9}',
      'TRANSFERENCIA A FAVOR DE JUAN GARCIA {n6}',
      'RETIRADA CAJERO {w} {d}',
    ],
    credit: ['NOMINA EMPRESA EJEMPLO SL', 'TRANSFERENCIA RECIBIDA DE ANA LOPEZ', 'BIZUM DE PEDRO'],
    fee: 'COMISION MANTENIMIENTO',
    interest: 'LIQUIDACION INTERESES',
  },
  ca: {
    debit: [
      'Interac purchase - {n4} LOBLAWS {n4}',
      'Online Banking payment - {n4} HYDRO ONE',
      'e-Transfer sent J SMITH {n6}',
      'ATM withdrawal - {w} {n6}',
      'Pre-authorized debit BELL CANADA',
    ],
    credit: ['Payroll Deposit ACME INC', 'e-Transfer received M JONES', 'GST CANADA'],
    fee: 'Monthly fee',
    interest: 'Interest',
  },
  au: {
    debit: [
      'WOOLWORTHS {n4} {w} AU Card xx{n4} Value Date: {d}',
      'Transfer to xx{n4} CommBank app Rent',
      'Direct Debit {n6} TELSTRA',
      'OPAL TRANSPORT SYDNEY AUS',
      'WDL ATM CBA ATM {w}',
    ],
    credit: ['Salary ACME PTY LTD', 'Transfer from J Citizen Dinner', 'ATO {n9}'],
    fee: 'Account Fee',
    interest: 'Credit Interest',
  },
  in: {
    debit: [
      'UPI/{n9}/SWIGGY/PAYMENT',
      'POS {n6}XXXXXX{n4} BIG BAZAAR',
      'ATW-{n6}XXXXXX{n4}-S1ANMU12-MUMBAI',
      'NEFT DR-HDFC0000001-RENT PAYMENT-{n9}',
      'ACH D- TP ACH BAJAJFIN-{n9}',
    ],
    credit: [
      'NEFT CR-CITI0000002-ACME INDIA PVT LTD-SALARY',
      'IMPS-{n9}-RAHUL SHARMA-SBIN-XXXXXXX{n4}',
      'INTEREST PAID TILL {d}',
    ],
    fee: 'SMS CHARGES',
    interest: 'CREDIT INTEREST CAPITALISED',
  },
  sg: {
    debit: [
      'NETS {n6} FAIRPRICE {w}',
      'GIRO - SP SERVICES {n9}',
      'FAST PAYMENT to TAN AH KOW OTHR {n6}',
      'POINT-OF-SALE TRANSACTION GRAB*{n9}',
    ],
    credit: ['SALARY GIRO ACME PTE LTD', 'PAYNOW TRANSFER FROM LIM {n6}'],
    fee: 'SERVICE CHARGE',
    interest: 'INTEREST CREDIT',
  },
  za: {
    debit: [
      'POS PURCHASE PICK N PAY {w} {n4}',
      'DEBIT ORDER DSTV {n9}',
      'ATM CASH {w} {n6}',
      'PREPAID ELECTRICITY {n9}',
    ],
    credit: ['SALARY ACME (PTY) LTD', 'IB TRANSFER FROM {n9}'],
    fee: '#MONTHLY MANAGEMENT FEE',
    interest: 'CREDIT INTEREST',
  },
  mx: {
    debit: [
      'PAGO TARJETA OXXO {w} {n4}',
      'SPEI ENVIADO BBVA {n9} RENTA',
      'RETIRO CAJERO {w} {n6}',
      'DOMICILIACION TELMEX {n9}',
    ],
    credit: ['DEPOSITO NOMINA EMPRESA SA DE CV', 'SPEI RECIBIDO SANTANDER {n9}'],
    fee: 'COMISION MANEJO DE CUENTA',
    interest: 'INTERESES',
  },
  br: {
    debit: [
      'COMPRA CARTAO PAO DE ACUCAR {w}',
      'PIX ENVIADO JOAO SILVA {n6}',
      'PAGAMENTO BOLETO ENEL {n9}',
      'SAQUE 24H {w} {n6}',
    ],
    credit: ['PIX RECEBIDO MARIA SOUZA', 'CREDITO SALARIO EMPRESA LTDA', 'TED RECEBIDA {n9}'],
    fee: 'TARIFA PACOTE SERVICOS',
    interest: 'RENDIMENTO POUPANCA',
  },
  fintech: {
    debit: [
      'Card payment to Pret A Manger',
      'Transfer to Anna Schmidt',
      'Apple Pay top-up by *{n4}',
      'Exchanged to EUR',
      'Card payment to Uber *Trip Help.Uber.Com',
      'Card payment to Lidl {w}',
    ],
    credit: ['Payment from Acme Ltd Salary', 'Transfer from Joe Bloggs', 'Refund from Amazon'],
    fee: 'Plan fee Premium',
    interest: 'Savings interest',
  },
} as const satisfies Record<string, Vocab>;

/** Locales added for issue 8's layouts: what banks in these countries print, in their own words. */
const MORE_VOCAB = {
  nz: {
    debit: [
      'EFTPOS COUNTDOWN {w} {n4}',
      'AP#{n6} TO RENT PAYMENT',
      'DEBIT TRANSFER KIWISAVER {n6}',
      'VISA PURCHASE Z ENERGY {w}',
    ],
    credit: ['SALARY ACME NZ LTD', 'BILL PAYMENT FROM J SMITH {n4}', 'IRD REFUND {n6}'],
    fee: 'ACCOUNT FEE',
    interest: 'CREDIT INTEREST PAID',
  },
  ie: {
    debit: [
      'POS DUNNES STORES {w} {d}',
      'D/D ELECTRIC IRELAND {n9}',
      'ATM {w} {d}',
      'SEPA DD VIRGIN MEDIA {n6}',
      'POS LUAS {d}',
    ],
    credit: [
      'SALARY ACME IRELAND DAC',
      'SEPA CT FROM S MURPHY {n6}',
      'REVENUE COMMISSIONERS REFUND',
    ],
    fee: 'MAINTENANCE FEE',
    interest: 'INTEREST',
  },
  ph: {
    debit: [
      'POS PURCHASE SM SUPERMARKET {w}',
      'BILLS PAYMENT MERALCO {n9}',
      'ATM WITHDRAWAL BDO {w}',
      'INSTAPAY TRANSFER TO {n9}',
      'GCASH CASH IN {n9}',
    ],
    credit: ['PAYROLL CREDIT ACME PHILS INC', 'INTERBANK DEPOSIT {n9}', 'PESONET CREDIT {n6}'],
    fee: 'SERVICE CHARGE BELOW MADB',
    interest: 'INTEREST EARNED',
  },
  my: {
    debit: [
      'SALE DEBIT TESCO {w} {n4}',
      'FPX PAYMENT TNB {n9}',
      'IBG TRANSFER TO {n9}',
      'ATM WITHDRAWAL MBB {w}',
      'DUITNOW TO AHMAD {n6}',
    ],
    credit: ['GAJI ACME SDN BHD', 'DUITNOW FROM LIM {n6}', 'FUND TRANSFER FROM {n9}'],
    fee: 'SERVICE CHARGE',
    interest: 'PROFIT PAID',
  },
  id: {
    debit: [
      'TRSF E-BANKING DB {n4} KE {n9}',
      'TARIKAN ATM {d} {w}',
      'DEBIT DOMESTIK INDOMARET {n6}',
      'BYR VIA E-BANKING PLN {n9}',
      'KARTU DEBIT ALFAMART {w}',
    ],
    credit: ['TRSF E-BANKING CR {n4} GAJI ACME', 'SETORAN TUNAI {n6}', 'BUNGA TABUNGAN'],
    fee: 'BIAYA ADM',
    interest: 'BUNGA',
  },
  ke: {
    debit: [
      'MPESA TRANSFER TO 07{n4}{n4}',
      'POS NAIVAS {w} {n4}',
      'ATM CASH WITHDRAWAL {w}',
      'KPLC PREPAID TOKEN {n9}',
      'RTGS TO {n9}',
    ],
    credit: ['SALARY ACME KENYA LTD', 'MPESA DEPOSIT FROM 07{n4}{n4}', 'PESALINK CREDIT {n6}'],
    fee: 'LEDGER FEE',
    interest: 'INTEREST CREDIT',
  },
  ng: {
    debit: [
      'POS PURCHASE SHOPRITE {w}',
      'NIP TRANSFER TO ADEBAYO {n9}',
      'ATM WDL {w} {n6}',
      'AIRTIME MTN 080{n4}{n4}',
      'DSTV SUBSCRIPTION {n9}',
    ],
    credit: ['NIP TRANSFER FROM CHUKWU {n9}', 'SALARY ACME NIGERIA LTD', 'REVERSAL POS {n6}'],
    fee: 'SMS ALERT CHARGES',
    interest: 'INTEREST PAID',
  },
  gh: {
    debit: [
      'MOMO TRANSFER TO 024{n4}{n3}',
      'POS MELCOM {w}',
      'ATM WDL {w} {n6}',
      'ECG PREPAID {n9}',
    ],
    credit: ['SALARY ACME GHANA LTD', 'INWARD TRANSFER {n9}', 'CASH DEPOSIT {w}'],
    fee: 'COT CHARGES',
    interest: 'INTEREST',
  },
  pl: {
    debit: [
      'PLATNOSC KARTA BIEDRONKA {w}',
      'PRZELEW NA RACHUNEK {n9} CZYNSZ',
      'WYPLATA BANKOMAT {w} {d}',
      'BLIK ALLEGRO {n9}',
      'ZLECENIE STALE ORANGE POLSKA',
    ],
    credit: ['WYNAGRODZENIE ACME SP. Z O.O.', 'PRZELEW OD JAN KOWALSKI', 'ZWROT PODATKU US {n6}'],
    fee: 'OPLATA ZA PROWADZENIE RACHUNKU',
    interest: 'KAPITALIZACJA ODSETEK',
  },
  se: {
    debit: [
      'Kortk\u00f6p ICA N\u00e4ra {w}',
      'Autogiro Vattenfall {n9}',
      'Swish till Anna {n6}',
      'Bankomat {w} {d}',
      'Betalning BG {n4}-{n4} Telia',
    ],
    credit: [
      'L\u00f6n Acme AB',
      'Swish fr\u00e5n Erik {n6}',
      '\u00d6verf\u00f6ring fr\u00e5n sparkonto',
    ],
    fee: 'Kontoavgift',
    interest: 'R\u00e4nta',
  },
  no: {
    debit: [
      'Varekj\u00f8p REMA 1000 {w}',
      'Vipps *Ruter {n6}',
      'AvtaleGiro Hafslund {n9}',
      'Minibank {w} {d}',
      'Nettgiro til {n9}',
    ],
    credit: ['L\u00f8nn Acme AS', 'Overf\u00f8ring fra Kari {n6}', 'Vipps fra Ola'],
    fee: 'Gebyr',
    interest: 'Kreditrenter',
  },
  dk: {
    debit: [
      'Dankort-k\u00f8b Netto {w}',
      'Betalingsservice DONG {n9}',
      'MobilePay Jens {n6}',
      'H\u00e6vning automat {w}',
      'Overf\u00f8rsel til {n9}',
    ],
    credit: ['L\u00f8n Acme A/S', 'MobilePay fra Mette {n6}', 'Overf\u00f8rsel fra opsparing'],
    fee: 'Gebyr',
    interest: 'Renter',
  },
  be: {
    debit: [
      'PAIEMENT MAESTRO DELHAIZE {w}',
      'DOMICILIATION PROXIMUS {n9}',
      'RETRAIT BANCONTACT {w} {d}',
      'VIREMENT EUROPEEN VERS BE{n4}{n4}',
      'BETALING COLRUYT {w}',
    ],
    credit: [
      'VIREMENT DE ACME SA SALAIRE',
      'OVERSCHRIJVING VAN J PEETERS',
      'REMBOURSEMENT MUTUALITE {n6}',
    ],
    fee: 'FRAIS DE GESTION',
    interest: 'INTERETS',
  },
  at: {
    debit: [
      'Bezahlung Karte BILLA {w}',
      'Abbuchung Wien Energie {n9}',
      'Behebung Bankomat {w} {d}',
      '\u00dcberweisung an Hausverwaltung {n6}',
      'Einzug A1 Telekom {n9}',
    ],
    credit: ['Gehalt Acme GmbH', 'Gutschrift von Maria Huber', 'Finanzamt Gutschrift {n6}'],
    fee: 'Kontof\u00fchrung',
    interest: 'Habenzinsen',
  },
  hk: {
    debit: [
      'EPS PARKNSHOP {w}',
      'FPS TO CHAN TAI MAN {n6}',
      'OCTOPUS AAVS {n9}',
      'ATM WITHDRAWAL {w}',
      'CLP POWER AUTOPAY {n9}',
    ],
    credit: ['PAYROLL ACME HK LTD', 'FPS FROM WONG {n6}', 'CASH DEPOSIT {w}'],
    fee: 'SERVICE FEE',
    interest: 'INTEREST',
  },
  ae: {
    debit: [
      'POS CARREFOUR {w} AE',
      'DEWA BILL PAYMENT {n9}',
      'ATM WDL {w} DUBAI',
      'SALIK TOPUP {n6}',
      'LOCAL TRANSFER TO {n9}',
    ],
    credit: ['SALARY TRANSFER ACME FZE', 'INWARD REMITTANCE {n9}', 'CASH DEPOSIT CDM {n6}'],
    fee: 'MONTHLY ACCOUNT FEE',
    interest: 'PROFIT DISTRIBUTION',
  },
  ar: {
    debit: [
      'COMPRA DEBITO COTO {w}',
      'DEBITO AUTOMATICO EDENOR {n9}',
      'EXTRACCION CAJERO {w}',
      'TRANSFERENCIA A CBU {n9}',
      'PAGO AFIP {n6}',
    ],
    credit: ['ACREDITACION HABERES ACME SA', 'TRANSFERENCIA RECIBIDA {n9}', 'DEPOSITO EN EFECTIVO'],
    fee: 'COMISION MANTENIMIENTO CUENTA',
    interest: 'INTERESES',
  },
  co: {
    debit: [
      'COMPRA EN EXITO {w}',
      'PAGO PSE CODENSA {n9}',
      'RETIRO CAJERO {w}',
      'TRANSFERENCIA A {n9}',
      'CUOTA MANEJO',
    ],
    credit: ['ABONO NOMINA ACME SAS', 'TRANSFERENCIA DE {n9}', 'CONSIGNACION {n6}'],
    fee: 'GRAVAMEN MOVIMIENTO FINANCIERO',
    interest: 'ABONO INTERESES',
  },
  pt: {
    debit: [
      'COMPRA CONTINENTE {w}',
      'DD EDP COMERCIAL {n9}',
      'LEVANTAMENTO MB {w}',
      'TRF MB WAY PARA {n9}',
      'PAG SERVICOS {n6}',
    ],
    credit: ['TRF ACME LDA VENCIMENTO', 'TRF MB WAY DE ANA {n6}', 'DEPOSITO NUMERARIO'],
    fee: 'COMISSAO MANUTENCAO',
    interest: 'JUROS CREDORES',
  },
  jp: {
    debit: [
      'CARD 7-ELEVEN {w}',
      'FURIKOMI TANAKA {n6}',
      'ATM {w} {n4}',
      'DENKI TEPCO {n9}',
      'KOZA FURIKAE {n6}',
    ],
    credit: ['KYUYO ACME KK', 'FURIKOMI SATO {n6}', 'RISOKU'],
    fee: 'TESURYO',
    interest: 'RISOKU',
  },
} as const satisfies Record<string, Vocab>;

const VOCAB: Record<Locale, Vocab> = {
  ...BASE_VOCAB,
  ...MORE_VOCAB,
  ...VOCAB9,
  ...VOCAB10,
  ...VOCAB11,
  ...VOCAB12,
  ...VOCAB13,
  ...VOCAB14,
  ...VOCAB15,
  ...VOCAB16,
  ...VOCAB17,
  ...VOCAB18,
  ...VOCAB19,
  ...VOCAB20,
  ...VOCAB21,
  ...VOCAB22,
  ...VOCAB23,
  ...VOCAB24,
  ...VOCAB25,
  ...VOCAB27,
  ...VOCAB26,
};

/** Rounds signed cents to the plan's granularity without reaching zero (amounts are never 0). */
function granular(cents: number, plan: AccountPlan, rng: Rng): number {
  let unit = plan.unit ?? 1;
  if (plan.roundShare !== undefined && rng.chance(plan.roundShare))
    unit = rng.chance(0.5) ? 100 : 10;
  if (unit === 1) return cents;
  const r = Math.round(cents / unit) * unit;
  return r === 0 ? Math.sign(cents) * unit : r;
}

const TOWNS = ['SPRINGFIELD', 'RIVERTON', 'LAKEWOOD', 'FAIRVIEW', 'MILLBROOK', 'OAKDALE'] as const;

/** A long tail added to some descriptions so that they wrap over 2-3 lines. */
const TAILS = [
  'REFERENCE {n9} ORIGINATOR ACME HOLDINGS INTERNATIONAL LIMITED',
  'PAYMENT FOR INVOICE {n6} DATED {d} THANK YOU',
  'ADDITIONAL INFORMATION CUSTOMER ID {n9} SETTLEMENT BATCH {n6}',
] as const;

function fill(template: string, rng: Rng, shortDate: string): string {
  return template
    .replace(/\{n3\}/g, () => String(rng.int(100, 999)))
    .replace(/\{n4\}/g, () => String(rng.int(1000, 9999)))
    .replace(/\{n6\}/g, () => String(rng.int(100000, 999999)))
    .replace(/\{n9\}/g, () => String(rng.int(100000000, 999999999)))
    .replace(/\{d\}/g, shortDate)
    .replace(/\{w\}/g, () => rng.pick(TOWNS));
}

export type AccountPlan = {
  seed: number;
  locale: Locale;
  number: string;
  name: string;
  start: string;
  end: string;
  count: number;
  opening: number;
  /** Share of rows with a long description that wraps. */
  longShare?: number;
  /** Credit card: purchases and a payment; balances are amounts owed. */
  liability?: boolean;
  /** Allow the balance to go below zero (UK overdraft, D/OD markers). */
  overdraft?: boolean;
  /** Posting date lags the transaction date by 0-3 days. */
  postDates?: boolean;
  /** Include cheque rows with numbers (US sectioned "Checks paid"). */
  checks?: boolean;
  /** Share of cheque rows, numbered in sequence with the odd gap (default 12%, numbered by row). */
  checkShare?: number;
  /** More debit descriptions for this account only (e.g. ones that contain amount-like numbers). */
  extraDebits?: readonly string[];
  /** Typical size of a debit in cents. */
  scale?: number;
  /** Every amount is a multiple of this many cents (100: whole units, as in currencies without cents). */
  unit?: number;
  /** Share of amounts rounded to whole units or to tens of cents (banks that print "1500" or "12.5"). */
  roundShare?: number;
};

/** Draws one account's rows: dates ascending inside the period, exact running balance. */
export function planAccount(plan: AccountPlan): ZooAccount {
  const rng = new Rng(plan.seed);
  const vocab = VOCAB[plan.locale];
  const span = daysBetween(plan.start, plan.end);
  const dates = Array.from({ length: plan.count }, () =>
    addDays(plan.start, rng.int(1, span)),
  ).sort();
  const scale = plan.scale ?? 15_000;
  let balance = plan.opening;
  let nextCheck = 2100;
  const txns: ZooTxn[] = [];
  dates.forEach((date, i) => {
    const shortDate = printDate(date, plan.locale === 'us' ? 'MM/DD' : 'DD/MM');
    let kind: TxnKind;
    let cents: number;
    let description: string;
    let checkNumber: string | undefined;
    if (plan.liability) {
      // A card statement: mostly purchases, one payment, the odd refund.
      if (i === Math.floor(plan.count / 3)) {
        kind = 'payment';
        cents = Math.max(2_500, Math.min(plan.opening, 250_000));
        description = 'PAYMENT THANK YOU - WEB';
      } else if (rng.chance(0.08)) {
        kind = 'refund';
        cents = rng.int(500, 9_000);
        description = fill(rng.pick(vocab.debit), rng, shortDate).replace(/^/, 'REFUND ');
      } else {
        kind = 'card';
        cents = -rng.int(150, scale);
        description = fill(rng.pick(vocab.debit), rng, shortDate);
      }
    } else {
      const roll = rng.next();
      const low = !plan.overdraft && balance < scale * 2;
      if (plan.checks && roll < (plan.checkShare ?? 0.12)) {
        kind = 'check';
        // Cheques clear mostly in sequence; a skipped number is the gap banks mark with "*".
        if (plan.checkShare !== undefined) nextCheck += rng.chance(0.25) ? 2 : 1;
        checkNumber = String(plan.checkShare !== undefined ? nextCheck : 1000 + i);
        cents = -rng.int(2_000, scale * 2);
        description = `CHECK ${checkNumber}`;
      } else if (roll < 0.3 || low) {
        kind = 'deposit';
        cents = rng.int(2_000, scale * 8);
        description = fill(rng.pick(vocab.credit), rng, shortDate);
      } else if (roll < 0.34) {
        kind = 'fee';
        cents = -rng.int(100, 2_500);
        description = vocab.fee;
      } else if (roll < 0.36) {
        kind = 'interest';
        cents = rng.int(1, 999);
        description = vocab.interest;
      } else {
        description = fill(rng.pick([...vocab.debit, ...(plan.extraDebits ?? [])]), rng, shortDate);
        kind = /ATM|CASH|WITHDRAWAL|Geldautomat|RETRAIT|CAJERO|SAQUE|ATW|WDL/i.test(description)
          ? 'atm'
          : /TRANSFER|Überweisung|VIR |SPEI|PIX|e-Transfer|FASTER|Transfer/.test(description)
            ? 'transfer'
            : 'card';
        cents = -rng.int(100, scale);
      }
    }
    if (rng.chance(plan.longShare ?? 0.1))
      description += ` ${fill(rng.pick(TAILS), rng, shortDate)}`;
    cents = granular(cents, plan, rng);
    balance = plan.liability ? balance - cents : balance + cents;
    const txn: ZooTxn = { date, description, cents, kind, balance };
    if (plan.postDates) txn.postDate = addDays(date, rng.int(0, 3));
    if (txn.postDate !== undefined && txn.postDate > plan.end) txn.postDate = plan.end;
    if (checkNumber !== undefined) txn.checkNumber = checkNumber;
    txns.push(txn);
  });
  return {
    number: plan.number,
    name: plan.name,
    start: plan.start,
    end: plan.end,
    opening: plan.opening,
    closing: balance,
    liability: plan.liability ?? false,
    txns,
  };
}
