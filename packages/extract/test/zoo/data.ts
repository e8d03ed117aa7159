/** Seeded statement data (accounts and transactions) for the zoo, with exact balances in cents. */
import { addDays, daysBetween, printDate, Rng } from './format.ts';

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
] as const;
export type Locale = (typeof LOCALES)[number];

type Vocab = { debit: readonly string[]; credit: readonly string[]; fee: string; interest: string };

// Placeholders: {n4} {n6} {n9} four/six/nine digits, {d} a short printed date, {w} a town.
const VOCAB: Record<Locale, Vocab> = {
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
};

const TOWNS = ['SPRINGFIELD', 'RIVERTON', 'LAKEWOOD', 'FAIRVIEW', 'MILLBROOK', 'OAKDALE'] as const;

/** A long tail added to some descriptions so that they wrap over 2-3 lines. */
const TAILS = [
  'REFERENCE {n9} ORIGINATOR ACME HOLDINGS INTERNATIONAL LIMITED',
  'PAYMENT FOR INVOICE {n6} DATED {d} THANK YOU',
  'ADDITIONAL INFORMATION CUSTOMER ID {n9} SETTLEMENT BATCH {n6}',
] as const;

function fill(template: string, rng: Rng, shortDate: string): string {
  return template
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
  /** More debit descriptions for this account only (e.g. ones that contain amount-like numbers). */
  extraDebits?: readonly string[];
  /** Typical size of a debit in cents. */
  scale?: number;
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
      if (plan.checks && roll < 0.12) {
        kind = 'check';
        checkNumber = String(1000 + i);
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
