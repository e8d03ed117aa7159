/**
 * Descriptions for the layouts of `layouts/world23.ts` and `layouts/world23b.ts`: what banks in these
 * countries and territories print, in their own words. Arabic is printed in the Latin transliteration
 * the banks' English statements use; Spanish, French and Portuguese keep their accents.
 */
import type { Vocab } from './vocab9.ts';

export const VOCAB23 = {
  gq: {
    debit: [
      'Pago proveedor {w} fra. {n6}',
      'Transferencia emitida a {n9}',
      'Pago SEGESA electricidad {n6}',
      'Reintegro ventanilla Malabo',
      'Cheque n.º {n6}',
      'Pago nóminas personal',
      'Pago Hacienda impuestos {n9}',
      'Compra combustible GEPetrol {n4}',
    ],
    credit: ['Ingreso en efectivo {w}', 'Transferencia recibida de {n9}', 'Remesa cheque n.º {n6}'],
    fee: 'Comisión mantenimiento cuenta',
    interest: 'Intereses acreedores',
  },
  st: {
    debit: [
      'Levantamento ATM Praça {n4}',
      'Pagamento EMAE água/luz {n6}',
      'Transferência para {n9}',
      'Compra POS Supermercado CKT {n4}',
      'Carregamento Unitel {n6}',
      'Cheque n.º {n6}',
    ],
    credit: ['Depósito numerário {w}', 'Transferência recebida {n9}', 'Vencimento mensal'],
    fee: 'Comissão de manutenção de conta',
    interest: 'Juros credores',
  },
  gw: {
    debit: [
      'Levantamento ao balcão Bissau',
      'Levantamento ATM Bandim {n4}',
      'Transferência Orange Money {n9}',
      'Transferência para {n9}',
    ],
    credit: ['Depósito em numerário {w}', 'Transferência recebida {n9}', 'Poupança mensal'],
    fee: 'Comissão de manutenção',
    interest: 'Juros de poupança',
  },
  cf: {
    debit: [
      'Retrait guichet Bangui',
      'Retrait GAB Avenue Boganda {n4}',
      'Paiement ENERCA électricité {n6}',
      'Paiement SODECA eau {n6}',
      'Virement émis vers {n9}',
      'Transfert Orange Money {n9}',
      'Chèque n° {n6}',
    ],
    credit: ['Virement reçu salaire', 'Versement espèces {w}', 'Virement reçu de {n9}'],
    fee: 'Frais de tenue de compte',
    interest: 'Intérêts créditeurs',
  },
  ss: {
    debit: [
      'Cash Withdrawal Juba Branch',
      'ATM Withdrawal Juba Town {n4}',
      'Outward Transfer to {n9}',
      'm-Gurush Transfer {n9}',
      'Payment JEDCO Electricity {n6}',
      'Cheque No {n6}',
      'Payment Supplier Konyo Konyo {n6}',
    ],
    credit: ['Cash Deposit {w}', 'Inward Transfer from {n9}', 'Salary Credit'],
    fee: 'Ledger Fee',
    interest: 'Interest Credit',
  },
  er: {
    debit: [
      'Cash Withdrawal Asmara Br.',
      'Transfer to A/C {n9}',
      'EEC Electricity Bill {n6}',
      'EriTel Telephone Bill {n6}',
      'Withdrawal by Cheque {n6}',
    ],
    credit: ['Cash Deposit {w}', 'Transfer from A/C {n9}', 'Remittance Inward {n6}'],
    fee: 'Service Charge',
    interest: 'Interest Capitalised',
  },
  ps: {
    debit: [
      'ATM Withdrawal Ramallah {n4}',
      'POS Purchase Bravo {n4}',
      'Transfer to Acct {n9}',
      'Jawwal Bill Payment {n6}',
      'JDECO Electricity {n6}',
      'Cheque Cleared No {n6}',
      'Cash Withdrawal Nablus Br.',
    ],
    credit: ['Salary Transfer', 'Cash Deposit {w}', 'Transfer from Acct {n9}'],
    fee: 'Account Commission',
    interest: 'Credit Interest',
  },
  je: {
    debit: [
      'CARD PAYMENT TO CO-OP ST HELIER {n4}',
      'CARD PAYMENT TO WAITROSE JERSEY {n4}',
      'DIRECT DEBIT JERSEY ELECTRICITY',
      'DIRECT DEBIT JT GLOBAL {n6}',
      'STANDING ORDER RENT {n6}',
      'CASH WITHDRAWAL KING ST {n4}',
      'FASTER PAYMENT TO {n9}',
    ],
    credit: ['SALARY STATES OF JERSEY', 'FASTER PAYMENT FROM {n9}', 'CASH DEPOSIT {w}'],
    fee: 'ACCOUNT FEE',
    interest: 'INTEREST PAID',
  },
  gg: {
    debit: [
      'Outward SEPA Transfer {n9}',
      'Transfer to GBP Account {n6}',
      'Outward SWIFT Payment {n9}',
      'Custody Fee Portfolio {n6}',
    ],
    credit: ['Inward SEPA Credit {n9}', 'Dividend Receipt {n6}', 'Transfer from GBP Account {n6}'],
    fee: 'Telegraphic Transfer Charge',
    interest: 'Interest Credited',
  },
  vg: {
    debit: [
      'RIMAS MARKET ROAD TOWN {n4}',
      'BOBBY S MARKETPLACE TORTOLA {n4}',
      'CAPE AIR TORTOLA {n6}',
      'DELTA PETROLEUM TORTOLA {n4}',
      'AMAZON.COM {n9}',
      'PUSSERS PUB ROAD TOWN {n4}',
      'CCT BOATPHONE {n6}',
    ],
    credit: ['MERCHANT CREDIT {n6}', 'REFUND AMAZON.COM {n6}'],
    fee: 'ANNUAL MEMBERSHIP FEE',
    interest: 'FINANCE CHARGE',
  },
  tc: {
    debit: [
      'GRACEBAY IGA PROVIDENCIALES {n4}',
      'FIRST CHOICE PROVO {n4}',
      'INTERCARIBBEAN AIRWAYS {n6}',
      'FORTIS TCI ELECTRICITY {n6}',
      'DA CONCH SHACK {n4}',
      'SUNOCO LEEWARD HWY {n4}',
    ],
    credit: ['MERCHANT REFUND {n6}', 'CREDIT ADJUSTMENT {n6}'],
    fee: 'LATE PAYMENT FEE',
    interest: 'PURCHASE INTEREST',
  },
  sx: {
    debit: [
      "Betaling Sang's Supermarket {n4}",
      'GEBE energie/water {n6}',
      'Overboeking naar {n9}',
      'Geldopname ATM Front Street {n4}',
      'Pinbetaling Cost-U-Less {n4}',
      'TelEm mobiel {n6}',
    ],
    credit: ['Salaris / Salary', 'Overboeking van {n9}', 'Storting contant {w}'],
    fee: 'Kosten rekening / Account fee',
    interest: 'Rente / Interest',
  },
} as const satisfies Record<string, Vocab>;
