/**
 * The category rule table (issue 10): which wordings name which accounting sub-category, and which of the
 * spec's categories a money-out row with that wording belongs to. Words are general banking vocabulary in
 * several languages (English, French, German, Spanish, Dutch, Italian), never copied from one statement.
 *
 * A word matches a whole word of the description, ignoring case and accents (`Überweisung` = `UBERWEISUNG`);
 * spaces in a phrase match any run of spaces; `*` at either end lets the word sit inside a longer one
 * (German compounds: `*GEBUHR*` reads `Kontoführungsgebühr`). `classify.ts` compiles the table once.
 */
import type { Subcategory, TransactionCategory } from '@statemint/contracts';

export type CategoryRule = {
  /** The sub-category the rule names; null for wordings that only settle the category. */
  subcategory: Subcategory | null;
  /** The category of a money-out row the rule names; absent: the rule does not read money out. */
  out?: TransactionCategory;
  /** Whether the rule reads money-in rows (credits are always `deposit`, the spec's deposits[]). */
  in: boolean;
  /** Whether a clean merchant name is read from rows the rule names (card purchases, bills, refunds). */
  merchant: boolean;
  words: readonly string[];
};

/** The rules in order: the first whose words occur in a description names the row. */
export const CATEGORY_RULES: readonly CategoryRule[] = [
  {
    // Tax withheld (on interest, mostly): money out that is neither interest nor a fee. First, so that
    // "Federal Interest Withheld" is not read as interest.
    subcategory: null,
    out: 'other',
    in: false,
    merchant: false,
    words: [
      'WITHHELD',
      'WITHHOLDING',
      '*QUELLENSTEUER',
      '*KAPITALERTRAGSTEUER',
      '*ABGELTUNGSTEUER',
      'SOLIDARITATSZUSCHLAG',
      'PRELEVEMENTS SOCIAUX',
      'RETENCION',
      'RETENCIONES',
      'BRONBELASTING',
      'DIVIDENDBELASTING',
      'RITENUTA',
    ],
  },
  {
    subcategory: 'interest',
    out: 'fee',
    in: true,
    merchant: false,
    words: [
      'INTEREST',
      'FINANCE CHARGE',
      'INTERETS',
      'INTERET',
      'AGIOS',
      'ZINS*',
      '*ZINSEN',
      'INTERESES',
      'INTERES',
      'INTERESSI',
    ],
  },
  {
    subcategory: 'fee',
    out: 'fee',
    in: false,
    merchant: false,
    words: [
      'FEE',
      'FEES',
      'SERVICE CHARGE',
      'SERVICE CHARGES',
      'MAINTENANCE',
      'OVERDRAFT',
      'NSF',
      'ANNUAL CHARGE',
      'CHECK ORDER',
      'CHECK PRINTING',
      '*GEBUHR*',
      '*GEBUEHR*',
      '*ENTGELT*',
      'FRAIS',
      'COMMISSION',
      'COMMISSIONS',
      'COTISATION',
      'COMISION',
      'COMISIONES',
      'CUOTA',
      'KOSTEN',
      'PROVISIE',
      'COMMISSIONE',
      'CANONE',
    ],
  },
  {
    subcategory: 'cash',
    out: 'atm',
    in: false,
    merchant: false,
    words: [
      'ATM',
      'ATM W/D',
      'CASH WITHDRAWAL',
      'CASH ADVANCE',
      'CASH MACHINE',
      'GELDAUTOMAT*',
      'BARGELD*',
      'GAA',
      'DAB',
      'GAB',
      'RETRAIT',
      'RETRAITS',
      'CAJERO',
      'REINTEGRO',
      'GELDOPNAME',
      'GELDAUTOMAAT',
      'PRELIEVO',
      'BANCOMAT',
    ],
  },
  {
    subcategory: 'refund',
    in: true,
    merchant: true,
    words: [
      'REFUND',
      'RETURN',
      'CREDIT VOUCHER',
      'REMBOURSEMENT',
      '*ERSTATTUNG',
      'DEVOLUCION',
      'REEMBOLSO',
      'TERUGBETALING',
      'RESTITUTIE',
      'TERUGSTORTING',
      'RIMBORSO',
      'STORNO',
    ],
  },
  {
    subcategory: 'payroll',
    out: 'other',
    in: true,
    merchant: false,
    words: [
      'PAYROLL',
      'SALARY',
      'WAGES',
      'LOHN*',
      '*GEHALT',
      'BEZUGE',
      'SALAIRE',
      'PAIE',
      'NOMINA',
      'SALARIO',
      'SALARIS',
      'LOON',
      'STIPENDIO',
    ],
  },
  {
    subcategory: 'card-purchase',
    out: 'card',
    in: false,
    merchant: true,
    words: [
      'POS',
      'VISA',
      // UK payment-type codes: VIS (Visa debit card) and ))) (contactless).
      'VIS',
      ')))',
      'MASTERCARD',
      'MAESTRO',
      'PURCHASE',
      'DEBIT CARD',
      'CHECKCARD',
      'CHECK CARD',
      'CARD PURCHASE',
      'CONTACTLESS',
      'KARTENZAHLUNG',
      'DEBITKARTE',
      'KARTE',
      'CARTE',
      'CB',
      'PAIEMENT CB',
      'COMPRA',
      'TARJETA',
      'BETAALAUTOMAAT',
      'BEA',
      'BETAALPAS',
      'PAGAMENTO POS',
    ],
  },
  {
    subcategory: 'bill-payment',
    out: 'other',
    in: false,
    merchant: true,
    words: [
      'DIRECT DEBIT',
      'DD',
      'ACH DEBIT',
      'ACH PMT',
      'BILL PAY',
      'BILL PAYMENT',
      'BILLPAY',
      'ONLINE PMT',
      'AUTOPAY',
      'BP',
      '*LASTSCHRIFT',
      'PRLV',
      'PRELEVEMENT',
      'DOMICILIACION',
      'RECIBO',
      'ADEUDO',
      'INCASSO',
      'MACHTIGING',
      'ADDEBITO DIRETTO',
    ],
  },
  {
    subcategory: 'transfer',
    out: 'transfer',
    in: true,
    merchant: false,
    words: [
      'TRANSFER',
      'XFER',
      'TFR',
      'ZELLE',
      'WIRE',
      'STANDING ORDER',
      'SO',
      'FASTER PAYMENT',
      'BANK GIRO CREDIT',
      'ACH',
      '*UBERWEISUNG',
      '*UEBERWEISUNG',
      'DAUERAUFTRAG',
      'UMBUCHUNG',
      'VIREMENT',
      'VIR',
      'TRANSFERENCIA',
      'TRASPASO',
      'OVERBOEKING',
      'OVERSCHRIJVING',
      'BONIFICO',
      'GIROCONTO',
    ],
  },
  {
    subcategory: 'income',
    in: true,
    merchant: false,
    words: [
      'DEPOSIT',
      'DIRECT DEP',
      'MOBILE DEPOSIT',
      'CASH DEPOSIT',
      '*GUTSCHRIFT',
      '*EINZAHLUNG',
      'VERSEMENT',
      'REMISE',
      'INGRESO',
      'ABONO',
      'STORTING',
      'BIJSCHRIJVING',
      'ACCREDITO',
      'VERSAMENTO',
    ],
  },
];

/**
 * A payment to a card on a card statement (a liability): money in that settles the balance. It is a
 * transfer from the payer's bank account.
 */
export const CARD_PAYMENT_WORDS: readonly string[] = [
  'PAYMENT',
  'PAYMENT RECEIVED',
  'THANK YOU',
  'AUTOPAY',
  'PAIEMENT',
  'REGLEMENT',
  'ZAHLUNG',
  'ZAHLUNGSEINGANG',
  'PAGO',
  'BETALING',
  'PAGAMENTO',
];

/** Wording that makes a row a check (a number alone comes from the check-number column). */
export const CHECK_WORDS: readonly string[] = [
  'CHECK',
  'CHEQUE',
  'CHQ',
  'CHK',
  '*SCHECK',
  'CHEQUES',
  'ASSEGNO',
];

/** Words after check wording that make it something else (`CHECK CARD` is a card, `CHECK ORDER` a fee). */
export const NOT_A_CHECK_AFTER: readonly string[] = ['CARD', 'CARDS', 'ORDER', 'PRINTING', 'BOOK'];
