/**
 * Descriptions for the layouts of `layouts/world12.ts` and `layouts/world12b.ts`: what banks in these
 * countries print, in their own words. Letters the standard PDF fonts lack (Croatian č ć đ, Slovak č ľ ť,
 * Armenian and Mongolian script) are printed in ASCII or the English the banks' own statements use.
 */
import type { Vocab } from './vocab9.ts';

export const VOCAB12 = {
  hr: {
    debit: [
      'Kupnja Konzum {w} kartica {n4}',
      'Placanje HEP Elektra poziv na broj HR01 {n9}',
      'Isplata bankomat {w} {d}',
      'Trajni nalog najamnina stan {n6}',
      'Kupnja INA benzinska postaja {n4}',
      'Placanje Hrvatski Telekom {n9}',
      'Prijenos na racun HR{n9}',
    ],
    credit: ['Placa ACME d.o.o. za {d}', 'Uplata od Ivana Horvat', 'Povrat poreza {n6}'],
    fee: 'Naknada za vodenje racuna',
    interest: 'Kamata na stanje',
  },
  sk: {
    debit: [
      'Platba kartou TESCO {w} {n4}',
      'Trvaly prikaz najom byt {n6}',
      'Vyber z bankomatu {w}',
      'Inkaso Slovak Telekom VS {n9}',
      'Platba kartou LIDL SK {n4}',
      'SEPA prevod do SK{n9}',
    ],
    credit: ['Mzda ACME s.r.o. VS {n6}', 'Prijata platba Jan Novak', 'Vratka dane {n6}'],
    fee: 'Poplatok za vedenie uctu',
    interest: 'Pripisany urok',
  },
  qa: {
    debit: [
      'POS PURCHASE LULU HYPERMARKET {w}',
      'ATM WITHDRAWAL QNB {n6}',
      'OOREDOO BILL PAYMENT {n9}',
      'KAHRAMAA E-PAYMENT {n9}',
      'FAWRAN TRANSFER TO {n9}',
      'CARD PURCHASE TALABAT QA {n6}',
    ],
    credit: ['SALARY ACME QATAR WLL', 'FAWRAN TRANSFER FROM {n9}', 'CASH DEPOSIT CDM {n6}'],
    fee: 'MONTHLY SERVICE CHARGE',
    interest: 'PROFIT CREDITED',
  },
  jo: {
    debit: [
      'POS CARREFOUR CITY MALL {n4}',
      'CLIQ TRANSFER TO {n9}',
      'EFAWATEERCOM ORANGE {n9}',
      'ATM WITHDRAWAL {w} {n6}',
      'JEPCO ELECTRICITY BILL {n9}',
    ],
    credit: ['SALARY TRANSFER ACME JORDAN', 'CLIQ TRANSFER FROM {n9}', 'CASH DEPOSIT {w}'],
    fee: 'SMS SERVICE CHARGE',
    interest: 'CREDIT INTEREST',
  },
  np: {
    debit: [
      'CHQ WDL SELF {n6}',
      'FONEPAY TRANSFER TO {n9}',
      'ESEWA LOAD {n9}',
      'NEA ELECTRICITY BILL {n6}',
      'ATM WDL {w} {n6}',
      'CONNECTIPS TRANSFER {n9}',
    ],
    credit: ['SALARY ACME NEPAL PVT LTD', 'CASH DEPOSIT BY SELF', 'FONEPAY TRANSFER FROM {n9}'],
    fee: 'TDS ON INTEREST',
    interest: 'INTEREST CAPITALISED',
  },
  kh: {
    debit: [
      'PURCHASE AT LUCKY SUPERMARKET {w}',
      'TRANSFER TO {n9} VIA KHQR',
      'ATM CASH WITHDRAWAL {n6}',
      'EDC ELECTRICITY BILL {n9}',
      'PAYMENT TO CELLCARD {n6}',
    ],
    credit: ['SALARY ACME CAMBODIA CO LTD', 'RECEIVED FROM {n9} VIA KHQR', 'CASH DEPOSIT {w}'],
    fee: 'CARD ANNUAL FEE',
    interest: 'INTEREST CREDITED',
  },
  mn: {
    debit: [
      'Purchase Nomin supermarket {w}',
      'Transfer to {n9} rent',
      'Mobicom payment {n6}',
      'ATM cash withdrawal {n6}',
      'UB heating payment {n9}',
    ],
    credit: ['Salary ACME LLC', 'Transfer from {n9}', 'Cash deposit branch {w}'],
    fee: 'Service fee',
    interest: 'Interest income',
  },
  am: {
    debit: [
      'POS purchase SAS supermarket {w}',
      'Transfer to card *{n4}',
      'Payment Ucom internet {n9}',
      'Cash withdrawal ATM {w}',
      'Payment Electric Networks {n6}',
    ],
    credit: ['Salary ACME CJSC', 'Incoming transfer {n9}', 'Cash deposit branch {w}'],
    fee: 'Account service fee',
    interest: 'Interest accrued',
  },
  ug: {
    debit: [
      'MTN MOMO TRANSFER 0772{n6}',
      'ATM WDL {w} {n6}',
      'UMEME YAKA PREPAID {n9}',
      'POS SHOPRITE {w}',
      'EFT TO {n9} SCHOOL FEES',
      'URA TAX PAYMENT PRN {n9}',
    ],
    credit: ['SALARY ACME UGANDA LTD', 'CASH DEPOSIT {w} BRANCH', 'EFT FROM {n9}'],
    fee: 'LEDGER FEES',
    interest: 'CREDIT INTEREST',
  },
  py: {
    debit: [
      'COMPRA POS SUPERSEIS {w}',
      'PAGO ANDE FACT {n9}',
      'EXTRACCION ATM {w}',
      'TRANSF SIPAP A {n9}',
      'DEBITO AUTOM TIGO {n6}',
    ],
    credit: ['ACREDITACION SALARIO ACME SA', 'TRANSF SIPAP DE {n9}', 'DEPOSITO EFECTIVO'],
    fee: 'COMISION MANTENIMIENTO',
    interest: 'INTERESES GANADOS',
  },
  pa: {
    debit: [
      'SUPER 99 {w}',
      'RIBA SMITH {w}',
      'COPA AIRLINES {n6}',
      'CUOTA 03/12 ALMACENES {w}',
      'CUOTA 07/18 ELECTRO {n4}',
      'FARMACIAS ARROCHA {n4}',
      'UBER TRIP {n6}',
    ],
    credit: ['SU PAGO GRACIAS'],
    fee: 'CARGO POR MANEJO',
    interest: 'INTERESES CORRIENTES',
  },
  fj: {
    debit: [
      'EFTPOS MH SUPERMARKET {w}',
      'ATM WDL {w} {n6}',
      'EFL ELECTRICITY {n9}',
      'M-PAISA TRANSFER {n9}',
      'DIRECT DEBIT FNPF {n6}',
    ],
    credit: ['SALARY ACME FIJI PTE LTD', 'CASH DEPOSIT {w}', 'TRANSFER FROM {n9}'],
    fee: 'MONTHLY ACCOUNT FEE',
    interest: 'INTEREST CREDIT',
  },
} as const satisfies Record<string, Vocab>;
