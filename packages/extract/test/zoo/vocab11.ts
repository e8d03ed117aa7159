/**
 * Descriptions for the layouts of `layouts/world11.ts` and `layouts/world11b.ts`: what banks in these
 * countries print, in their own words. Scripts the standard PDF fonts lack (Arabic, Cyrillic, Georgian)
 * are printed in the English or the Latin transliteration the banks' own statements use.
 */
import type { Vocab } from './vocab9.ts';

export const VOCAB11 = {
  eg: {
    debit: [
      'POS PURCHASE CARREFOUR {w} EG',
      'ATM WITHDRAWAL {w} {n6}',
      'INSTAPAY TRANSFER TO {n9}',
      'FAWRY BILL PAYMENT WE {n9}',
      'CARD PURCHASE TALABAT {n6}',
      'OUTGOING TRANSFER ACH {n9}',
    ],
    credit: [
      'SALARY TRANSFER ACME EGYPT SAE',
      'INSTAPAY TRANSFER FROM {n9}',
      'CASH DEPOSIT BRANCH {w}',
      'INWARD SWIFT TRANSFER {n6}',
    ],
    fee: 'ACCOUNT MAINTENANCE FEES',
    interest: 'CREDIT INTEREST',
  },
  tz: {
    debit: [
      'MPESA B2C {n9} TO 0754{n6}',
      'ATM WDL {w} BRANCH',
      'LUKU PREPAID TANESCO {n9}',
      'POS SHOPPERS PLAZA {w}',
      'TIPS TRANSFER TO {n9}',
      'GePG PAYMENT TRA {n9}',
    ],
    credit: [
      'SALARY ACME TANZANIA LTD',
      'TIPS TRANSFER FROM {n9}',
      'CASH DEPOSIT {w} BRANCH',
      'MPESA C2B {n9}',
    ],
    fee: 'MONTHLY LEDGER FEE',
    interest: 'INTEREST CREDIT',
  },
  kz: {
    debit: [
      'Purchase Magnum {w}',
      'Transfer to card *{n4}',
      'Payment Kazakhtelecom {n9}',
      'Purchase Small {w}',
      'Cash withdrawal ATM {w}',
      'Payment Alseco utilities {n6}',
    ],
    credit: ['Salary ACME KAZAKHSTAN LLP', 'Transfer from Aigerim S.', 'Bonus cashback'],
    fee: 'Fee for transfer',
    interest: 'Deposit reward',
  },
  ge: {
    debit: [
      'Payment Goodwill {w}',
      'Transfer to own account {n6}',
      'Payment Magti GSM {n9}',
      'Cash withdrawal ATM {w}',
      'Payment Wolt Georgia {n6}',
      'Conversion GEL/USD {n6}',
    ],
    credit: ['Salary ACME LLC', 'Transfer from Giorgi B. {n6}', 'Incoming SWIFT {n9}'],
    fee: 'Service package fee',
    interest: 'Interest accrual',
  },
  rs: {
    debit: [
      'Kupovina karticom MAXI {w}',
      'Podizanje gotovine ATM {w}',
      'Placanje racuna EPS {n9}',
      'Trajni nalog Telekom Srbija',
      'Prenos na racun {n9}',
      'Kupovina Wolt {n6}',
    ],
    credit: ['Zarada ACME DOO', 'Uplata od Petrovic Marko', 'Povracaj sredstava {n6}'],
    fee: 'Naknada za vodjenje racuna',
    interest: 'Pripis kamate',
  },
  ee: {
    debit: [
      'Kaardimakse RIMI {w}',
      'Sularaha ATM {w}',
      'Eesti Energia arve {n9}',
      'Telia Eesti {n9}',
      'Bolt Food {n6}',
      'Ulekanne Kask Mari {n6}',
    ],
    credit: ['Palk ACME OU', 'Ulekanne Tamm Jaan', 'Maksuamet tagastus {n6}'],
    fee: 'Kuutasu',
    interest: 'Intress',
  },
  lu: {
    debit: [
      'CACTUS {w} LU',
      'DELHAIZE {w} LU',
      'AMAZON EU SARL LU',
      'CFL MOBILITY {n6}',
      'ARAL STATION {w}',
      'BOOKING.COM AMSTERDAM NL',
    ],
    credit: ['REMBOURSEMENT CACTUS {n6}'],
    fee: 'COTISATION ANNUELLE',
    interest: 'BONUS',
  },
  kw: {
    debit: [
      'POS PURCHASE SULTAN CENTER {w}',
      'K-NET PAYMENT {n9}',
      'ATM WITHDRAWAL NBK {w}',
      'TRANSFER TO {n9}',
      'TALABAT KW {n6}',
      'OOREDOO BILL {n9}',
    ],
    credit: ['SALARY ACME KUWAIT WLL', 'TRANSFER FROM {n9}', 'CASH DEPOSIT {w}'],
    fee: 'SERVICE CHARGE',
    interest: 'PROFIT CREDIT',
  },
  uy: {
    debit: [
      'COMPRA TARJETA DEBITO TATA {w}',
      'RETIRO REDBROU {w}',
      'PAGO UTE {n9}',
      'TRANSFERENCIA ENVIADA {n9}',
      'PAGO ANTEL {n9}',
    ],
    credit: ['ACREDITACION SUELDO ACME SA', 'TRANSFERENCIA RECIBIDA {n9}', 'DEPOSITO {w}'],
    fee: 'COMISION MANTENIMIENTO',
    interest: 'INTERESES',
  },
  sn: {
    debit: [
      'RETRAIT GAB {w}',
      'PAIEMENT CARTE AUCHAN {w}',
      'VIREMENT EMIS VERS {n9}',
      'PRELEVEMENT SENELEC {n9}',
      'TRANSFERT WAVE {n9}',
      'FACTURE SONATEL {n6}',
    ],
    credit: [
      'VIREMENT RECU ACME SENEGAL SA',
      'VERSEMENT ESPECES {w}',
      'TRANSFERT ORANGE MONEY {n6}',
    ],
    fee: 'FRAIS TENUE DE COMPTE',
    interest: 'INTERETS CREDITEURS',
  },
  mu: {
    debit: [
      'JUICE TRANSFER TO {n9}',
      'ATM WITHDRAWAL {w}',
      'CEB BILL PAYMENT {n9}',
      'POS INTERMART {w}',
      'STANDING ORDER {n6}',
    ],
    credit: [
      'INTEREST ON SAVINGS',
      'SALARY ACME MAURITIUS LTD',
      'JUICE TRANSFER FROM {n9}',
      'CASH DEPOSIT {w}',
    ],
    fee: 'SMS BANKING FEE',
    interest: 'INTEREST ON SAVINGS',
  },
  tt: {
    debit: [
      'POS PURCHASE MASSY STORES {w}',
      'ABM WITHDRAWAL {w}',
      'T&TEC BILL PAYMENT {n9}',
      'TSTT BILL PAYMENT {n9}',
      'ACH DEBIT {n9}',
    ],
    credit: ['PAYROLL ACME TRINIDAD LTD', 'ACH CREDIT {n9}', 'CASH DEPOSIT {w}'],
    fee: 'SERVICE CHARGE',
    interest: 'INTEREST PAID',
  },
} as const satisfies Record<string, Vocab>;
