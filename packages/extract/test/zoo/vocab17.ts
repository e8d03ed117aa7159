/**
 * Descriptions for the layouts of `layouts/world17.ts` and `layouts/world17b.ts`: what banks in these
 * countries print, in their own words. Arabic is printed in the Latin transliteration or the English the
 * banks' own exports use (the standard PDF fonts lack its letters); Spanish, French, German and
 * Portuguese keep their accents.
 */
import type { Vocab } from './vocab9.ts';

export const VOCAB17 = {
  sv: {
    debit: [
      'Compra POS Super Selectos {w} {n4}',
      'Retiro ATM {w}',
      'Pago CAESS energía NIC {n6}',
      'Pago ANDA agua NIC {n6}',
      'Transferencia a cuenta {n9}',
      'Pago Tigo Móvil {n9}',
      'Cheque pagado No. {n6}',
    ],
    credit: [
      'Abono de planilla ACME El Salvador S.A. de C.V.',
      'Depósito en efectivo {w}',
      'Remesa familiar recibida {n9}',
    ],
    fee: 'Comisión por manejo de cuenta',
    interest: 'Intereses ganados',
  },
  ni: {
    debit: [
      'LA COLONIA {w} {n4}',
      'PALI {w}',
      'ESSO EXPRESS CARRETERA MASAYA',
      'CLARO NICARAGUA PAGO {n9}',
      'FARMACIA KIELSA {n4}',
      'RESTAURANTE LA CASA DEL CAFE',
      'CINEMARK METROCENTRO {n6}',
    ],
    credit: ['SU PAGO GRACIAS', 'DEVOLUCION COMERCIO {n6}'],
    fee: 'CARGO POR MEMBRESIA ANUAL',
    interest: 'INTERESES CORRIENTES',
  },
  ve: {
    debit: [
      'Pago proveedor Distribuidora {w} fact. {n6}',
      'Transferencia a terceros {n9}',
      'Pago móvil interbancario 0414{n6}',
      'Retención IVA SENIAT {n9}',
      'Pago nómina quincenal',
      'Cargo por punto de venta {n4}',
      'Pago CANTV {n9}',
    ],
    credit: [
      'Depósito cheque otro banco {n6}',
      'Transferencia recibida de {w} {n9}',
      'Pago móvil recibido {n6}',
    ],
    fee: 'Comisión por mantenimiento',
    interest: 'Abono de intereses',
  },
  gy: {
    debit: [
      'ATM WITHDRAWAL {w}',
      'GPL ELECTRICITY PAYMENT {n9}',
      'GWI WATER BILL {n6}',
      'MMG TRANSFER {n6}',
      'POINT OF SALE MASSY STORES {n4}',
      'CHEQUE {n6}',
    ],
    credit: ['SALARY CREDIT GOVT OF GUYANA', 'CASH DEPOSIT {w}', 'TRANSFER FROM {n9}'],
    fee: 'SERVICE CHARGE',
    interest: 'INTEREST CREDITED',
  },
  bs: {
    debit: [
      'POS PURCHASE SUPER VALUE {w}',
      'BPL ELECTRICITY {n9}',
      'ABM WITHDRAWAL {w}',
      'BTC MOBILE TOP UP {n6}',
      'WATER AND SEWERAGE {n6}',
      'ONLINE TRANSFER TO {n9}',
      'FIDELITY INSURANCE PREMIUM',
    ],
    credit: ['PAYROLL DEPOSIT ATLANTIS RESORT', 'BRANCH DEPOSIT {w}', 'TRANSFER FROM {n9}'],
    fee: 'MONTHLY ACCOUNT FEE',
    interest: 'INTEREST PAID',
  },
  ht: {
    debit: [
      'Chèque n° {n6}',
      'Paiement EDH facture {n9}',
      'Retrait guichet {w}',
      'Virement fournisseur {n9}',
      'Paiement Digicel {n9}',
      'Achat carte débit {w} {n4}',
      'Paiement DGI taxe {n6}',
    ],
    credit: ['Dépôt espèces {w}', 'Virement reçu de {n9}', 'Transfert MonCash {n6}'],
    fee: 'Frais de tenue de compte',
    interest: 'Intérêts créditeurs',
  },
  iq: {
    debit: [
      'CASH WITHDRAWAL BAGHDAD BRANCH',
      'TRANSFER TO ACC {n9}',
      'SALARY PAYMENT STAFF',
      'PAYMENT INVOICE {n6}',
      'Tahweel sadir {n9}',
      'ATM WITHDRAWAL {w}',
      'CUSTOMS DUTIES {n6}',
    ],
    credit: ['CASH DEPOSIT', 'INCOMING TRANSFER {n9}', 'Idaa naqdi {n6}'],
    fee: 'ACCOUNT MAINTENANCE FEE',
    interest: 'PROFIT CREDIT',
  },
  sc: {
    debit: [
      'STC HYPERMARKET VICTORIA',
      'PUB UTILITIES CORP {n9}',
      'AIR SEYCHELLES {n6}',
      'CABLE AND WIRELESS SEY {n6}',
      'ISLAND CONSERVATION SHOP',
      'RESTAURANT {w} {n4}',
      'SHELL PROVIDENCE {n4}',
    ],
    credit: ['PAYMENT RECEIVED THANK YOU', 'REFUND MERCHANT {n6}'],
    fee: 'ANNUAL CARD FEE',
    interest: 'INTEREST ON PURCHASES',
  },
  ws: {
    debit: [
      'EFTPOS FARMER JOE APIA',
      'ATM WITHDRAWAL {w}',
      'EPC POWER CASHPOWER {n9}',
      'DIGICEL SAMOA TOPUP {n6}',
      'LOTO TAUMAFAI PAYMENT',
      'TRANSFER TO {n9}',
    ],
    credit: ['REMITTANCE FROM NZ {n6}', 'CASH DEPOSIT APIA', 'SALARY CREDIT MOF SAMOA'],
    fee: 'ACCOUNT SERVICE FEE',
    interest: 'INTEREST',
  },
  li: {
    debit: [
      'Lastschrift Liechtensteinische Kraftwerke',
      'Zahlung an {w} AG Rechnung {n6}',
      'Bargeldbezug Bancomat Vaduz',
      'Maestro Einkauf Coop Schaan',
      'Dauerauftrag Miete Schaan',
      'AHV-IV-FAK Beiträge {n6}',
      'Zahlung Steuerverwaltung FL',
    ],
    credit: ['Gutschrift Lohn Hilti AG', 'Eingang Zahlung {w} {n6}', 'Gutschrift Rückerstattung'],
    fee: 'Kontoführungsgebühr',
    interest: 'Zinsgutschrift',
  },
  ga: {
    debit: [
      'Chèque n° {n6}',
      'Virement SEEG facture {n9}',
      'Retrait espèces Libreville',
      'Paiement fournisseur {w} {n6}',
      'Prélèvement CNSS cotisations',
      'Virement salaires personnel',
      'Frais Airtel Money {n6}',
    ],
    credit: ['Versement espèces agence', 'Virement reçu {n9}', 'Remise chèque {n6}'],
    fee: 'Frais de tenue de compte',
    interest: 'Intérêts',
  },
  tl: {
    debit: [
      'Levantamentu ATM Dili',
      'Pagamentu EDTL eletrisidade {n9}',
      'Kompra POS Leader Dili {n4}',
      'Transferénsia ba konta {n9}',
      'Telkomcel pulsa {n6}',
      'Levantamento balcão Baucau',
    ],
    credit: ['Saláriu Governu RDTL', 'Depózitu osan {w}', 'Transferência recebida {n9}'],
    fee: 'Taxa manutensaun konta',
    interest: 'Juru',
  },
} as const satisfies Record<string, Vocab>;
