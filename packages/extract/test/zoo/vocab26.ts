/**
 * Descriptions for the layouts of `layouts/world26.ts` and `layouts/world26b.ts`: what these kinds of
 * statements print in Canada (Quebec), Australia, Mexico, South Korea, Italy, Spain, Indonesia and
 * Turkey. Korean is printed in the English wording Korean banks' English statements use (the zoo's
 * fonts have no Hangul); Turkish letters the standard fonts lack (ı, ş, ğ, İ) are printed as the
 * ASCII letters banks' plain-text channels use.
 */
import type { Vocab } from './vocab9.ts';

export const VOCAB26 = {
  ca26: {
    debit: [
      'Retrait au comptoir',
      'Virement interne vers EOP {n6}',
      'Virement Interac envoye {n6}',
      'Retrait GA {n4} Caisse Desgroseilliers',
      'Transfert CELI vers compte {n6}',
    ],
    credit: [
      'Depot AccesD Internet',
      'Virement interne de EOP {n6}',
      'Cotisation CELI prelevement {n6}',
      'Depot au comptoir',
    ],
    fee: 'Frais de virement Interac',
    interest: 'Interet',
  },
  au26: {
    debit: [
      'PAYROLL BATCH {n3} EMPLOYEES',
      'BPAY ATO {n9}',
      'DIRECT DEBIT {n6} ORIGIN ENERGY',
      'TRANSFER TO BSB 033-{n3} ACC {n6} SUPPLIER',
      'VISA BUSINESS DEBIT BUNNINGS {n4}',
      'BPAY WORKCOVER QLD {n6}',
      'CHEQUE {n6}',
      'DIRECT DEBIT {n6} TELSTRA BUSINESS',
    ],
    credit: [
      'MERCHANT SETTLEMENT {n6} EFTPOS',
      'DIRECT CREDIT {n6} CUSTOMER INV {n4}',
      'DEPOSIT CASH BRANCH {n4}',
      'OSKO PAYMENT FROM {n6} INV {n4}',
    ],
    fee: 'ACCOUNT SERVICE FEE',
    interest: 'CREDIT INTEREST',
  },
  mx26: {
    debit: [
      'LIVERPOOL POLANCO',
      'OXXO {n4} GUADALAJARA',
      'WALMART SUPERCENTER {n4}',
      'PEMEX ES {n4} ZAPOPAN',
      'AMAZON MX MARKETPLACE',
      'UBER EATS MX',
      'SANBORNS {n4}',
      'MERCADO PAGO *TIENDA {n4}',
      'CINEPOLIS {n4}',
      'TELCEL RECARGA {n6}',
      'SORIANA HIPER {n4}',
    ],
    credit: ['BONIFICACION {n6}'],
    fee: 'COMISION ANUALIDAD',
    interest: 'INTERESES ORDINARIOS',
  },
  kr26: {
    debit: [
      'OUTWARD REMITTANCE SWIFT {n6} TUITION',
      'CONVERSION TO KRW ACCT {n6}',
      'VISA OVERSEAS CARD SETTLEMENT {n6}',
      'USD CASH WITHDRAWAL BRANCH {n3}',
      'TRANSFER TO USD ACCT {n6}',
    ],
    credit: [
      'INWARD REMITTANCE SWIFT {n6}',
      'CONVERSION FROM KRW ACCT {n6}',
      'USD CASH DEPOSIT BRANCH {n3}',
    ],
    fee: 'REMITTANCE CHARGE',
    interest: 'INTEREST PAYMENT',
  },
  it26: {
    debit: [
      'PAGAMENTO FORNITORE BONIFICO SEPA A FAVORE DI METALLURGICA BRIANZA SRL FATT. {n4}',
      'ADDEBITO SDD ENEL ENERGIA {n9}',
      'PAGAMENTO F24 DELEGA {n6}',
      'EMOLUMENTI STIPENDI BONIFICI {n3} DISPOSIZIONI',
      'ADDEBITO RIBA N. {n6} SCAD.',
      'PAGAMENTO POS AUTOGRILL {n4}',
      'COMMISSIONI SU BONIFICI {n3}',
      'PRELIEVO BANCOMAT {n4}',
    ],
    credit: [
      'BONIFICO A VOSTRO FAVORE DA CLIENTE SRL FATT. {n4}',
      'PRESENTAZIONE RIBA DOPO INCASSO DISTINTA {n6}',
      'ACCREDITO POS ESERCENTE {n6}',
      'VERSAMENTO CONTANTI',
    ],
    fee: 'SPESE TENUTA CONTO',
    interest: 'INTERESSI CREDITORI',
  },
  es26: {
    debit: [
      'CARGO REMESA NOMINAS {n3} EMPLEADOS',
      'SEGUROS SOCIALES TGSS {n9}',
      'IMPUESTOS AEAT MODELO 303',
      'TRANSF. A PROVEEDOR {n6}',
      'RECIBO ENDESA {n9}',
      'CARGO DEVOLUCION RECIBO {n6}',
      'PAGO TARJETA EMPRESA {n4}',
    ],
    credit: [
      'ABONO REMESA RECIBOS SEPA N. {n6} {n3} RECIBOS',
      'ABONO REMESA TPV {n6}',
      'TRANSFERENCIA DE CLIENTE FRA. {n4}',
      'INGRESO EFECTIVO OFICINA {n4}',
    ],
    fee: 'COMISION MANTENIMIENTO',
    interest: 'LIQUIDACION INTERESES',
  },
  id26: {
    debit: [
      'TRSF E-BANKING DB {n4} KE {n9} SEWA',
      'TARIKAN ATM {n6}',
      'KARTU DEBIT INDOMARET {n4}',
      'BYR VIA E-BANKING PLN PRABAYAR {n9}',
      'SWITCHING DB TRANSFER KE {n9}',
      'TOP UP E-MONEY {n6}',
      'QRIS {n6} WARUNG MAKAN',
    ],
    credit: ['TRSF E-BANKING CR {n4} DARI {n9}', 'SETORAN TUNAI {n6}', 'SWITCHING CR DARI {n9}'],
    fee: 'BIAYA ADM',
    interest: 'BUNGA',
  },
  tr26: {
    debit: [
      'MIGROS {n4} KADIKÖY ISTANBUL',
      'TRENDYOL.COM',
      'SHELL PETROL {n4} ANKARA',
      'HEPSIBURADA.COM',
      'TURKCELL FATURA {n9}',
      'A101 {n4} ÜSKÜDAR',
      'MEDIAMARKT {n4} TAKSITLI',
      'BIM {n4} BESIKTAS',
      'YEMEKSEPETI ISTANBUL',
      'PEGASUS HAVA YOLLARI',
    ],
    credit: ['KAMPANYA IADESI {n6}'],
    fee: 'KART AIDATI',
    interest: 'AKDI FAIZ',
  },
} as const satisfies Record<string, Vocab>;
