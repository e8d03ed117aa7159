/**
 * Descriptions for the layouts of `layouts/world13.ts` and `layouts/world13b.ts`: what banks in these
 * countries print, in their own words. Letters the standard PDF fonts lack (Slovenian and Lithuanian č,
 * Latvian ā ē ī ū ķ ļ ņ, Lithuanian ą ę ė į ų ū, Bulgarian Cyrillic, Arabic) are printed in ASCII, in the
 * transliteration the banks' own exports use, or in the English their statements print beside it.
 */
import type { Vocab } from './vocab9.ts';

export const VOCAB13 = {
  si: {
    debit: [
      'Nakup s kartico MERCATOR {w} {n4}',
      'Dvig gotovine bankomat {w}',
      'Trajni nalog najemnina SI00 {n6}',
      'SEPA direktna obremenitev ELEKTRO ENERGIJA {n9}',
      'Placilo TELEKOM SLOVENIJE SI12 {n9}',
      'Nakup s kartico PETROL {n4}',
      'Nakup s kartico SPAR {w}',
    ],
    credit: ['Placa ACME d.o.o. SI00 {n6}', 'Priliv od Novak Janez', 'Vracilo dohodnine {n6}'],
    fee: 'Nadomestilo za vodenje racuna',
    interest: 'Obresti na stanje',
  },
  lt: {
    debit: [
      'UAB Ignitis saskaita {n9}',
      'Mokejimas UAB Telia Lietuva {n9}',
      'Tiekejas UAB Statybu Prekyba saskaita {n6}',
      'Darbo uzmokestis Petraitis {n4}',
      'VMI GPM imoka {n9}',
      'Sodra imokos kodas {n6}',
      'Grynuju isemimas bankomate {w}',
      'Nuoma biuras {n6}',
    ],
    credit: [
      'Apmokejimas pagal saskaita {n6} UAB Baltic Logistika',
      'Pervedimas is UAB Vilniaus Prekyba',
      'Apmokejimas SF {n6}',
    ],
    fee: 'Saskaitos aptarnavimo mokestis',
    interest: 'Palukanos',
  },
  lv: {
    debit: [
      'RIMI HIPERMARKETS {w}',
      'MAXIMA LV {n4}',
      'CIRCLE K LATVIJA {n4}',
      'AIRBALTIC.COM {n6}',
      'BOLT.EU/O/{n6}',
      'LIDO ATPUTAS CENTRS {w}',
      'LATVIJAS GAZE {n9}',
    ],
    credit: ['MAKSAJUMS PALDIES'],
    fee: 'Kartes apkalposanas maksa',
    interest: 'Procenti par kreditu',
  },
  bg: {
    debit: [
      'Plashtane EVN Bulgaria {n9}',
      'Prevod kam Dostavki EOOD {n6}',
      'Zaplata za {d} Ivanov {n4}',
      'Danak NAP DDS {n9}',
      'POS plashtane Kaufland {w}',
      'Teglene ot ATM {w}',
      'Naem ofis {n6}',
    ],
    credit: [
      'Postuplenie ot Balkan Trade OOD fakt. {n6}',
      'Prevod ot Sofia Logistics AD',
      'Vnasyane na kasa {w}',
    ],
    fee: 'Taksa obsluzhvane na smetka',
    interest: 'Lihva po smetka',
  },
  cy: {
    debit: [
      'CARD PURCHASE ALPHAMEGA {w} {n4}',
      'JCC PAYMENT EAC ELECTRICITY {n9}',
      'ATM WITHDRAWAL {w} {n6}',
      'STANDING ORDER RENT {n6}',
      'CARD PURCHASE PAPAS HYPERMARKET {n4}',
      'CYTA BILL PAYMENT {n9}',
      'SEPA TRANSFER TO CY{n9}',
    ],
    credit: ['SALARY ACME LTD', 'SEPA TRANSFER FROM CY{n9}', 'SOCIAL INSURANCE REFUND {n6}'],
    fee: 'QUARTERLY ACCOUNT MAINTENANCE FEE',
    interest: 'CREDIT INTEREST',
  },
  mt: {
    debit: [
      'ATM CASH WITHDRAWAL {w} {n6}',
      'TRANSFER TO CURRENT ACCOUNT {n9}',
      'STANDING ORDER SAVINGS PLAN {n6}',
    ],
    credit: [
      'TRANSFER FROM CURRENT ACCOUNT {n9}',
      'CASH DEPOSIT BRANCH {w}',
      'SEPA CREDIT ACME MALTA LTD',
    ],
    fee: 'FINAL WITHHOLDING TAX 15%',
    interest: 'GROSS INTEREST CREDITED',
  },
  bh: {
    debit: [
      'BENEFITPAY TRANSFER {n9}',
      'EWA BILL PAYMENT {n9}',
      'POS LULU HYPERMARKET {w}',
      'BATELCO BILL {n9}',
      'SUPPLIER PAYMENT FAWRI {n6}',
      'ATM WDL {w} {n6}',
      'SALARY PAYMENT WPS {n6}',
    ],
    credit: [
      'INWARD FAWRI+ FROM {n9}',
      'CHEQUE DEPOSIT {n6}',
      'CASH DEPOSIT CDM {n6}',
      'INWARD TT {n9} GULF TRADING',
    ],
    fee: 'MONTHLY SERVICE CHARGES',
    interest: 'PROFIT DISTRIBUTION',
  },
  om: {
    debit: [
      'LULU HYPERMARKET MUSCAT',
      'OMAN OIL MARKETING {n4}',
      'CARREFOUR MALL OF OMAN',
      'TALABAT OM {n6}',
      'OMAN AIR {n6}',
      'NAMA ELECTRICITY {n9}',
      'OMANTEL E-PAYMENT {n9}',
    ],
    credit: ['PAYMENT RECEIVED THANK YOU'],
    fee: 'LATE PAYMENT FEE',
    interest: 'FINANCE CHARGES',
  },
  lb: {
    debit: [
      'Retrait GAB {w} {n6}',
      'Virement vers compte {n9}',
      'Paiement carte SPINNEYS {w}',
      'Facture EDL {n9}',
      'Paiement carte TOTAL LIBAN {n4}',
      'Cheque numero {n6}',
    ],
    credit: ['Virement salaire ACME SAL', 'Depot especes {w}', 'Virement recu {n9}'],
    fee: 'Frais de tenue de compte',
    interest: 'Interets crediteurs',
  },
  ec: {
    debit: [
      'RETIRO CAJERO AUTOMATICO {w}',
      'PAGO SERVICIO CNEL EP {n9}',
      'TRANSFERENCIA INTERBANCARIA {n9}',
      'COMPRA TARJETA DEBITO SUPERMAXI {n4}',
      'PAGO CLARO ECUADOR {n9}',
      'DEBITO IESS APORTE {n6}',
    ],
    credit: [
      'ACREDITACION NOMINA ACME SA',
      'DEPOSITO EN EFECTIVO {w}',
      'TRANSFERENCIA RECIBIDA {n9}',
    ],
    fee: 'COSTO MANTENIMIENTO TARJETA',
    interest: 'INTERES GANADO',
  },
  cr: {
    debit: [
      'SINPE MOVIL {n6}',
      'PAGO PROVEEDOR DISTRIBUIDORA CENTRAL {n6}',
      'PAGO CCSS PLANILLA {n9}',
      'PAGO ICE ELECTRICIDAD {n9}',
      'TRANSFERENCIA SINPE {n9}',
      'PAGO HACIENDA IVA {n9}',
      'RETIRO CAJERO {w}',
    ],
    credit: [
      'DEPOSITO SINPE {n9} COMERCIAL TICA',
      'DEPOSITO VENTANILLA {w}',
      'TRANSFERENCIA RECIBIDA {n9}',
      'PAGO FACTURA CLIENTE {n6}',
    ],
    fee: 'COMISION MANEJO CUENTA',
    interest: 'INTERESES GANADOS',
  },
  bw: {
    debit: [
      'POS Purchase Choppies {w} {n4}',
      'ATM Cash Withdrawal {w}',
      'Orange Money Transfer {n9}',
      'BPC Prepaid Electricity {n9}',
      'Debit Order Botswana Life {n6}',
      'eWallet Transfer {n9}',
      'POS Purchase Sefalana {n4}',
    ],
    credit: ['Salary ACME Botswana Pty', 'Cash Deposit {w}', 'Inward Transfer {n9}'],
    fee: 'Monthly Account Fee',
    interest: 'Credit Interest',
  },
} as const satisfies Record<string, Vocab>;
