/**
 * Descriptions for the layouts of `layouts/world24.ts` and `layouts/world24b.ts`: what banks in these
 * territories print, in their own words. Puerto Rican banks mix Spanish and English on one line; Réunion
 * banks print French; Cook Islands Māori is printed without macrons, as the islands' banks' core
 * systems do.
 */
import type { Vocab } from './vocab9.ts';

export const VOCAB24 = {
  pr: {
    debit: [
      'COMPRA ATH {n4} ECONO SUPERMERCADO {w}',
      'POS PURCHASE PUEBLO XTRA {n4}',
      'RETIRO ATM / ATM WITHDRAWAL {n6}',
      'PAGO LUMA ENERGY {n9}',
      'PAGO AAA ACUEDUCTOS {n9}',
      'ATH MOVIL A {n9}',
      'CHEQUE / CHECK {n4}',
      'PAGO PREPA TARJETA {n6}',
    ],
    credit: [
      'DEPOSITO DIRECTO / DIRECT DEPOSIT {n9}',
      'ATH MOVIL DE {n9}',
      'DEPOSITO SUCURSAL {w}',
    ],
    fee: 'CARGO POR SERVICIO / SERVICE CHARGE',
    interest: 'INTERESES / INTEREST',
  },
  vi: {
    debit: [
      'POS PURCHASE PUEBLO SUPERMARKET ST THOMAS {n4}',
      'BILL PAY ST THOMAS GAS {n6}',
      'ACH DEBIT WAPA ELECTRIC {n9}',
      'ACH DEBIT VIYA COMMUNICATIONS {n6}',
      'WIRE OUT {n9} ST CROIX',
      'POS PURCHASE COST-U-LESS {n4}',
      'VI BUREAU INTERNAL REVENUE GRT {n6}',
      'ACH DEBIT PAYROLL SERVICES {n9}',
    ],
    credit: ['DEPOSIT BRANCH CHRISTIANSTED', 'MERCHANT SETTLEMENT {n9}', 'WIRE IN {n9}'],
    fee: 'MONTHLY MAINTENANCE FEE',
    interest: 'INTEREST EARNED',
  },
  mp: {
    debit: [
      'JOETEN MOTORS SAIPAN {n4}',
      'HOPWOODS MARKET GARAPAN {n4}',
      'UNITED AIRLINES {n9}',
      'CUC UTILITIES {n6}',
      'IT&E SAIPAN {n6}',
      'SHELL SUSUPE {n4}',
      'PAYLESS MARKET CHALAN KANOA {n4}',
    ],
    credit: ['MERCHANT CREDIT {n6}', 'RETURN CREDIT {n6}'],
    fee: 'LATE FEE',
    interest: 'FINANCE CHARGE PURCHASES',
  },
  ai: {
    debit: [
      'ATM W/D THE VALLEY {n4}',
      'POS ALBERTS SUPERMARKET {n4}',
      'ANGLEC ELECTRICITY {n6}',
      'TRF TO A/C {n9}',
      'WATER CORP OF ANGUILLA {n6}',
      'DIGICEL TOP UP {n6}',
    ],
    credit: ['SALARY GOVT OF ANGUILLA', 'CASH DEPOSIT {w}', 'TRF FROM A/C {n9}'],
    fee: 'SERVICE CHARGE',
    interest: 'INTEREST CREDIT',
  },
  ms: {
    debit: [
      'STANDING ORDER {n6}',
      'MUL ELECTRICITY {n6}',
      'TRANSFER TO {n9}',
      'WIRE TRANSFER OUT {n9}',
      'CASH W/D BRADES BRANCH',
      'PAYROLL {n6}',
      'GOVT OF MONTSERRAT CUSTOMS {n6}',
    ],
    credit: ['CASH LODGEMENT BRADES', 'TRANSFER FROM {n9}', 'WIRE TRANSFER IN {n9}'],
    fee: 'LEDGER FEE',
    interest: 'CREDIT INTEREST',
  },
  re: {
    debit: [
      'PRLV SEPA EDF REUNION {n9}',
      'CB LEADER PRICE {w} {n4}',
      'CB JUMBO SCORE ST DENIS {n4}',
      'RETRAIT DAB ST PIERRE {n4}',
      'VIR SEPA LOYER {n6}',
      'PRLV SEPA SFR REUNION {n9}',
      'CHEQUE {n6}',
      'PRLV CISE REUNION EAU {n6}',
    ],
    credit: ['VIR SEPA SALAIRE {n6}', 'VIR CAF DE LA REUNION', 'REMISE CHEQUE {n6}'],
    fee: 'COTISATION CARTE',
    interest: 'INTERETS CREDITEURS',
  },
  fk: {
    debit: [
      'CARD PURCHASE KELPER STORE STANLEY {n4}',
      'CARD PURCHASE WEST STORE {n4}',
      'FIG ELECTRICITY {n6}',
      'SURE SOUTH ATLANTIC {n6}',
      'TRANSFER TO {n9}',
      'CASH WITHDRAWAL ROSS ROAD {n4}',
      'FIGAS FLIGHT {n6}',
    ],
    credit: ['SALARY FALKLAND ISLANDS GOVT', 'TRANSFER FROM {n9}', 'CASH PAID IN {w}'],
    fee: 'ACCOUNT CHARGE',
    interest: 'INTEREST PAID',
  },
  ck: {
    debit: [
      'CITIMART RAROTONGA {n4}',
      'CITY MARKET AVARUA {n4}',
      'TE APONGA UIRA {n6}',
      'VODAFONE COOK ISLANDS {n6}',
      'AIR RAROTONGA {n6}',
      'TOA PETROLEUM ARORANGI {n4}',
      'PUNANGA NUI MARKET {n4}',
    ],
    credit: ['REFUND {n6}', 'MERCHANT CREDIT {n6}'],
    fee: 'LATE PAYMENT FEE',
    interest: 'INTEREST CHARGED',
  },
} as const satisfies Record<string, Vocab>;
