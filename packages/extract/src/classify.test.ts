import { describe, expect, it } from 'vitest';
import { checkNumberFromDescription, classify } from './classify.ts';
import type { ClassifyInput } from './classify.ts';

/** A money-out row on a current account, unless told otherwise. */
function row(description: string, extra: Partial<ClassifyInput> = {}) {
  return classify({
    description,
    cents: -100,
    section: null,
    checkNumber: null,
    liability: false,
    ...extra,
  });
}

describe('classify: sections', () => {
  it('takes card, fee and ATM headings', () => {
    expect(row('STARBUCKS', { section: 'card' })).toEqual({
      category: 'card',
      subcategory: 'card-purchase',
      merchant: 'STARBUCKS',
    });
    expect(row('ANYTHING', { section: 'fees' })).toEqual({
      category: 'fee',
      subcategory: 'fee',
      merchant: null,
    });
    expect(row('OVERDRAFT INTEREST', { section: 'fees' })).toEqual({
      category: 'fee',
      subcategory: 'interest',
      merchant: null,
    });
    expect(row('POS PURCHASE GROCER', { section: 'atm' })).toEqual({
      category: 'card',
      subcategory: 'card-purchase',
      merchant: 'GROCER',
    });
    expect(row('ATM WITHDRAWAL', { section: 'atm' })).toEqual({
      category: 'atm',
      subcategory: 'cash',
      merchant: null,
    });
    expect(row('ANYTHING', { cents: 100, section: 'deposits' })).toEqual({
      category: 'deposit',
      subcategory: null,
      merchant: null,
    });
  });

  it('needs a check number or check wording for a check, even under a Checks heading', () => {
    expect(row('ELECTRIC COMPANY', { section: 'checks' }).category).toBe('other');
    expect(row('DIRECT DEBIT WATER', { section: 'checks' }).category).toBe('other');
    expect(row('', { section: 'checks', checkNumber: '1042' }).category).toBe('check');
    expect(row('CHECK 1234', { checkNumber: '1234' })).toEqual({
      category: 'check',
      subcategory: null,
      merchant: null,
    });
    expect(row('Scheck Nr. 5044').category).toBe('check');
    expect(row('CHEQUE PAID').category).toBe('check');
    expect(row('Verrechnungsscheck').category).toBe('check');
  });

  it('does not read a check card or a check order as a check', () => {
    expect(row('VISA CHECK CARD 03/04 STARBUCKS SEATTLE WA')).toEqual({
      category: 'card',
      subcategory: 'card-purchase',
      merchant: 'STARBUCKS',
    });
    expect(row('CHECK ORDER CHARGE')).toEqual({
      category: 'fee',
      subcategory: 'fee',
      merchant: null,
    });
  });
});

describe('classify: money out, by wording in several languages', () => {
  it.each([
    ['MONTHLY SERVICE FEE', 'fee', 'fee'],
    ['Kontoführungsgebühr', 'fee', 'fee'],
    ['Entgelt Überweisung', 'fee', 'fee'],
    ['COTISATION CARTE', 'fee', 'fee'],
    ['COMISION MANTENIMIENTO', 'fee', 'fee'],
    ['WIRE TRANSFER FEE', 'fee', 'fee'],
    ['INTEREST CHARGE ON PURCHASES', 'fee', 'interest'],
    ['Sollzinsen', 'fee', 'interest'],
    ['AGIOS', 'fee', 'interest'],
    ['Bargeldauszahlung GA 4341', 'atm', 'cash'],
    ['GAA Auszahlung', 'atm', 'cash'],
    ['RETRAIT DAB PARIS', 'atm', 'cash'],
    ['REINTEGRO CAJERO', 'atm', 'cash'],
    ['GELDOPNAME', 'atm', 'cash'],
    ['ATM W/D #123456', 'atm', 'cash'],
    ['ONLINE TRANSFER TO SAVINGS XXXX1234', 'transfer', 'transfer'],
    ['Dauerauftrag Miete', 'transfer', 'transfer'],
    ['Überweisung an Vermieter', 'transfer', 'transfer'],
    ['VIR SEPA EMIS LOYER', 'transfer', 'transfer'],
    ['TRANSFERENCIA A JUAN', 'transfer', 'transfer'],
    ['OVERBOEKING NAAR J JANSEN', 'transfer', 'transfer'],
    ['ADP PAYROLL', 'other', 'payroll'],
    ['Federal Interest Withheld', 'other', null],
    ['Kapitalertragsteuer', 'other', null],
    ['VISA DEBIT', 'card', 'card-purchase'],
  ] as const)('%s -> %s / %s', (description, category, subcategory) => {
    expect(row(description)).toEqual({ category, subcategory, merchant: null });
  });

  it('reads card purchases and their merchants', () => {
    const card = (merchant: string) => ({
      category: 'card',
      subcategory: 'card-purchase',
      merchant,
    });
    expect(row('CARD PURCHASE 03/04 SQ *BLUE BOTTLE COFFEE OAKLAND CA')).toEqual(
      card('BLUE BOTTLE COFFEE'),
    );
    expect(row('POS TESCO STORES 3321 LONDON GB')).toEqual(card('TESCO STORES'));
    expect(row('Kartenzahlung Bäckerei Schmidt Berlin DE')).toEqual(card('Bäckerei Schmidt'));
    expect(row('PAIEMENT CARTE MONOPRIX REF 99812')).toEqual(card('MONOPRIX'));
    expect(row('CB CARREFOUR 12/03')).toEqual(card('CARREFOUR'));
    expect(row('COMPRA TARJETA MERCADONA MADRID ES')).toEqual(card('MERCADONA'));
    expect(row('BEA ALBERT HEIJN 1234 AMSTERDAM NLD')).toEqual(card('ALBERT HEIJN'));
    // UK payment-type codes: VIS (Visa debit) and ))) (contactless).
    expect(row('VIS AMAZON.CO.UK J0173431')).toEqual(card('AMAZON.CO.UK'));
    expect(row('))) TESCO STORES 3321')).toEqual(card('TESCO STORES'));
  });

  it('reads bill payments (direct debits) and their payees', () => {
    const bill = (merchant: string | null) => ({
      category: 'other',
      subcategory: 'bill-payment',
      merchant,
    });
    expect(row('DIRECT DEBIT BRITISH GAS REF 1234567')).toEqual(bill('BRITISH GAS'));
    expect(row('SEPA-Lastschrift Stadtwerke München')).toEqual(bill('Stadtwerke München'));
    expect(row('PRLV SEPA EDF 12345678')).toEqual(bill('EDF'));
    expect(row('ACH DEBIT COMCAST PPD ID 123456')).toEqual(bill('COMCAST'));
    expect(row('BILL PAY VERIZON ON-LINE 12345')).toEqual(bill('VERIZON'));
    expect(row('RECIBO ENDESA')).toEqual(bill('ENDESA'));
    expect(row('INCASSO 88123456')).toEqual(bill(null));
  });

  it('leaves a debit without wording as other (transfer under an electronic heading)', () => {
    expect(row('GROCERIES')).toEqual({ category: 'other', subcategory: null, merchant: null });
    expect(row('GROCERIES', { section: 'electronic' })).toEqual({
      category: 'transfer',
      subcategory: null,
      merchant: null,
    });
  });
});

describe('classify: card statements (liability)', () => {
  const card = { liability: true } as const;

  it('makes a debit without wording a card purchase, not other', () => {
    expect(row('AMAZON MKTPLACE PMTS AMZN.COM/BILL WA', card)).toEqual({
      category: 'card',
      subcategory: 'card-purchase',
      merchant: 'AMAZON MKTPLACE PMTS',
    });
    expect(row('12345678', card)).toEqual({
      category: 'card',
      subcategory: 'card-purchase',
      merchant: null,
    });
  });

  it('keeps fees, interest and cash advances apart', () => {
    expect(row('LATE FEE', card)).toEqual({ category: 'fee', subcategory: 'fee', merchant: null });
    expect(row('PURCHASE INTEREST CHARGE', card).subcategory).toBe('interest');
    expect(row('CASH ADVANCE', card)).toEqual({
      category: 'atm',
      subcategory: 'cash',
      merchant: null,
    });
  });

  it('reads payments to the card as transfers and refunds as refunds (credits)', () => {
    expect(row('PAYMENT - THANK YOU', { ...card, cents: 5000 })).toEqual({
      category: 'deposit',
      subcategory: 'transfer',
      merchant: null,
    });
    expect(row('AUTOPAY PAYMENT', { ...card, cents: 5000 }).subcategory).toBe('transfer');
    expect(row('REFUND ZALANDO SE 0987654', { ...card, cents: 2599 })).toEqual({
      category: 'deposit',
      subcategory: 'refund',
      merchant: 'ZALANDO SE',
    });
    // On a current account a payment received says nothing by itself.
    expect(row('PAYMENT RECEIVED', { cents: 5000 }).subcategory).toBeNull();
  });
});

describe('classify: money in', () => {
  it.each([
    ['PAYROLL DEPOSIT ACME CORP', 'payroll'],
    ['VIR SEPA RECU ACME SALAIRE', 'payroll'],
    ['GUTSCHRIFT LOHN/GEHALT ACME', 'payroll'],
    ['ABONO NOMINA EMPRESA', 'payroll'],
    ['SALARIS JUNI', 'payroll'],
    ['INTEREST PAYMENT', 'interest'],
    ['Zinsgutschrift', 'interest'],
    ['INTERETS CREDITEURS', 'interest'],
    ['MOBILE DEPOSIT REF 123', 'income'],
    ['Bareinzahlung', 'income'],
    ['ONLINE TRANSFER FROM SAVINGS', 'transfer'],
    ['Zelle payment from ANA', 'transfer'],
    ['VIREMENT DE M. DUPONT', 'transfer'],
  ] as const)('%s is a deposit, %s', (description, subcategory) => {
    expect(row(description, { cents: 100 })).toEqual({
      category: 'deposit',
      subcategory,
      merchant: null,
    });
  });

  it('reads refunds with their merchant', () => {
    expect(row('Rückerstattung Zalando', { cents: 100 })).toEqual({
      category: 'deposit',
      subcategory: 'refund',
      merchant: 'Zalando',
    });
    expect(row('REMBOURSEMENT', { cents: 100 })).toEqual({
      category: 'deposit',
      subcategory: 'refund',
      merchant: null,
    });
  });
});

describe('checkNumberFromDescription', () => {
  it('reads check numbers from descriptions', () => {
    expect(checkNumberFromDescription('CHECK #1234')).toBe('1234');
    expect(checkNumberFromDescription('Scheck Nr. 5044')).toBeNull();
    expect(checkNumberFromDescription('CHEQUE 000123 PAID')).toBe('000123');
    expect(checkNumberFromDescription('CHECK CARD PURCHASE')).toBeNull();
  });
});
