/**
 * Descriptions for the layouts of `layouts/world25.ts` and `layouts/world25b.ts`: what these kinds of
 * statements print in the United States, mainland China, Japan, India, Germany, the United Kingdom,
 * France and Brazil. Chinese and Japanese are printed in the romanised or English wording those banks'
 * English-language and romanised statements use (the zoo's fonts have no CJK glyphs).
 */
import type { Vocab } from './vocab9.ts';

export const VOCAB25 = {
  us25: {
    debit: [
      'HSA DEBIT CARD CVS/PHARMACY #{n4}',
      'HSA DEBIT CARD WALGREENS #{n4}',
      'PROVIDER PAYMENT ST MARY MEDICAL GROUP CLM {n9}',
      'ONLINE DISTRIBUTION TO CHECKING ...{n4}',
      'HSA DEBIT CARD SMILE DENTAL CARE {n4}',
      'HSA DEBIT CARD LENSCRAFTERS #{n4}',
      'REIMBURSEMENT TO MEMBER CLAIM {n6}',
    ],
    credit: [
      'EMPLOYER CONTRIBUTION ACME CORP',
      'PAYROLL CONTRIBUTION PRE-TAX',
      'PERSONAL CONTRIBUTION ONLINE',
    ],
    fee: 'MONTHLY ACCOUNT ADMIN FEE',
    interest: 'INTEREST CREDIT',
  },
  cn25: {
    debit: [
      'Batch payroll 202403 ({n3} items)',
      'Online transfer out payment for goods',
      'Tax payment VAT {n9}',
      'Social insurance batch deduction',
      'Electricity fee State Grid {n6}',
      'Transfer out service charge refund',
      'Bill acceptance payment {n9}',
      'Batch reimbursement {n3} items',
    ],
    credit: ['Transfer in payment for goods', 'Sales receipt UnionPay POS {n6}', 'Cash deposit'],
    fee: 'Service charge',
    interest: 'Interest settlement',
  },
  jp25: {
    debit: [
      'ATM HIKIDASHI {n4}',
      'FURIKOMI YAMADA TARO',
      'DENKI TOKYO DENRYOKU',
      'GASU TOKYO GAS',
      'KAADO SMBC {n6}',
      'SUIDO TOKYO-TO',
      'YACHIN KANRI {n4}',
    ],
    credit: ['KYUYO KABUSHIKI GAISHA SAKURA', 'FURIKOMI SATO HANAKO', 'ATM AZUKEIRE {n4}'],
    fee: 'FURIKOMI TESURYO',
    interest: 'RISOKU',
  },
  in25: {
    debit: [
      'NEFT BULK UPLOAD BATCH {n6} {n3} TXNS',
      'RTGS DR-HDFC0000123-SHREE BALAJI TRADERS-{n9}',
      'GST PAYMENT CBDT CIN {n9}',
      'TDS PAYMENT CHALLAN {n6}',
      'CHQ PAID-MICR CLG-KRISHNA STEELS',
      'IMPS P2A {n9} VENDOR PAYMENT',
      'SALARY BATCH MAR24 {n3} EMPLOYEES',
      'ECS DR ELECTRICITY MSEDCL {n6}',
    ],
    credit: [
      'NEFT CR-ICIC0000456-SUNRISE EXPORTS-{n9}',
      'CASH DEPOSIT BY SELF',
      'UPI COLLECT SETTLEMENT {n9}',
      'RTGS CR-SBIN0001234-OM ENTERPRISES',
    ],
    fee: 'CHRGS NEFT BULK UPLOAD GST',
    interest: 'SWEEP INTEREST',
  },
  de25: {
    debit: [
      'AMAZON.DE AMAZON.DE LU',
      'REWE MARKT BERLIN',
      'DB FERNVERKEHR FAHRKARTE',
      'LUFTHANSA FRANKFURT',
      'BOOKING.COM AMSTERDAM',
      'SHELL TANKSTELLE {n4} MUENCHEN',
      'NETFLIX.COM LOS GATOS',
      'HOTEL LEONARDO WIEN',
      'UBER *TRIP SAN FRANCISCO',
      'DELTA AIR LINES ATLANTA',
      'MACYS NEW YORK',
    ],
    credit: ['Gutschrift Haendler {n6}'],
    fee: 'Auslandseinsatzentgelt',
    interest: 'Sollzinsen',
  },
  uk25: {
    debit: [
      'BACS PAYMENT BATCH {n6} 12 ITEMS',
      'HMRC VAT {n9}',
      'BT BUSINESS DD {n9}',
      'BRITISH GAS BUSINESS',
      'SCREWFIX DIRECT {n4}',
      'TRAVIS PERKINS {n4}',
      'PAYE HMRC CUMBERNAULD',
      'CASH WITHDRAWAL LEEDS {n4}',
    ],
    credit: [
      'J SMITH BUILDERS INV {n4}',
      'STRIPE PAYMENTS UK {n6}',
      'CASH & CHQ DEPOSIT LEEDS',
      'CLIENT PAYMENT INV {n4}',
    ],
    fee: 'ACCOUNT CHARGES MAR',
    interest: 'GROSS INTEREST',
  },
  fr25: {
    debit: [
      'VIREMENT VERS COMPTE CHEQUES {n6}',
      'RETRAIT GUICHET AGENCE',
      'VIREMENT EMIS VERS LIVRET JEUNE {n6}',
    ],
    credit: [
      'VERSEMENT ESPECES AGENCE',
      'VIREMENT DE COMPTE CHEQUES {n6}',
      'VIREMENT PERMANENT EPARGNE',
    ],
    fee: 'FRAIS DE RECHERCHE DOCUMENT',
    interest: 'INTERETS ACQUIS 2023',
  },
  br25: {
    debit: [
      'MERCADOLIVRE*LOJA {n4}',
      'IFOOD *RESTAURANTE',
      'UBER *TRIP {n4}',
      'POSTO IPIRANGA {n4}',
      'MAGAZINE LUIZA',
      'PAO DE ACUCAR {n4}',
      'DROGASIL {n4}',
      'NETFLIX.COM',
      'AMAZON BR MARKETPLACE',
      'CASAS BAHIA',
      'FAST SHOP',
    ],
    credit: ['ESTORNO COMPRA {n6}'],
    fee: 'ANUIDADE DIFERENCIADA',
    interest: 'JUROS ROTATIVO',
  },
} as const satisfies Record<string, Vocab>;
