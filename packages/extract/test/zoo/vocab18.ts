/**
 * Descriptions for the layouts of `layouts/world18.ts` and `layouts/world18b.ts`: what banks in these
 * countries print, in their own words. Russian is printed in the Latin transliteration the banks' own
 * exports use and Arabic and Dari in the transliteration or English the banks' own exports use (the
 * standard PDF fonts lack those letters); Turkmen keeps the letters those fonts have (ä, ç, ö, ü, ý, ž)
 * and writes the two it lacks (s-cedilla, n-caron) as s and n, as plain-text exports do; French keeps its accents.
 */
import type { Vocab } from './vocab9.ts';

export const VOCAB18 = {
  ru: {
    debit: [
      'PYATEROCHKA {n4} MOSKVA RUS',
      'PEREKRESTOK {w} RUS',
      'YANDEX.TAXI MOSKVA',
      'OZON.RU {n9}',
      'WILDBERRIES {n6}',
      'APTEKA RIGLA {n4}',
      'MTS OPLATA {n9}',
      'SBP perevod po nomeru telefona +7 9{n9}',
    ],
    credit: ['Popolnenie karty cherez SBP', 'Vozvrat pokupki OZON.RU {n6}'],
    fee: 'Plata za obsluzhivanie karty',
    interest: 'Protsenty za polzovanie kreditom',
  },
  tm: {
    debit: [
      'Töleg tabsyryk No {n4} Türkmenaragatnasyk',
      'Harytlar üçin töleg sertnama {n6}',
      'Zähmet haky geçirimi',
      'Salgyt tölegi {n9}',
      'Elektrik energiýasy üçin töleg {n6}',
      'Ulag hyzmatlary üçin {n6}',
    ],
    credit: [
      'Müsderiden töleg sertnama {n6}',
      'Nagt pul girizildi {w}',
      'Harytlar üçin tölegin gelmegi {n9}',
    ],
    fee: 'Bank hyzmaty üçin töleg',
    interest: 'Göterim',
  },
  af: {
    debit: [
      'ATM Withdrawal {w}',
      'Transfer to A/C {n9}',
      'Roshan top-up {n9}',
      'DABS electricity bill {n6}',
      'POS Purchase Finest Supermarket {n4}',
      'Cheque No {n6} paid',
      'Hawala transfer out {n6}',
    ],
    credit: ['Salary credit Ministry of Education', 'Cash deposit {w}', 'Inward remittance {n9}'],
    fee: 'Account maintenance charges',
    interest: 'Profit credited',
  },
  ly: {
    debit: [
      'Cheque No. {n6} cleared',
      'Transfer to supplier Al-Nakheel Trading {n6}',
      'Letter of credit margin {n9}',
      'Salaries transfer',
      'GECOL electricity {n6}',
      'Libyana mobile {n9}',
      'Cash withdrawal {w}',
    ],
    credit: ['Cash deposit {w}', 'Transfer received from {n9}', 'Cheque deposit {n6}'],
    fee: 'Bank commission',
    interest: 'Credit interest',
  },
  sd: {
    debit: [
      'ATM withdrawal {w}',
      'Bankak transfer to {n9}',
      'Zain recharge {n9}',
      'Electricity prepaid {n9}',
      'Cash withdrawal counter {w}',
    ],
    credit: ['Cash deposit {w}', 'Bankak transfer from {n9}', 'Remittance from abroad {n6}'],
    fee: 'Account service fee',
    interest: 'Investment profit distribution',
  },
  mr: {
    debit: [
      'Chèque n° {n6}',
      'Virement émis fournisseur SOMELEC {n6}',
      'Retrait espèces guichet {w}',
      'Prélèvement Mauritel {n9}',
      'Virement émis salaires',
      'Frais de transfert international',
      'Paiement carte GAB {n4}',
    ],
    credit: ['Versement espèces {w}', 'Virement reçu {n9}', 'Remise de chèque {n6}'],
    fee: 'Frais de tenue de compte',
    interest: 'Intérêts créditeurs',
  },
  bj: {
    debit: [
      'Retrait GAB {w}',
      'Paiement SBEE facture {n9}',
      'Transfert MTN MoMo {n9}',
      'Paiement carte Erevan {w}',
      'Virement SONEB eau {n6}',
      'Chèque n° {n6}',
    ],
    credit: [
      'Virement salaire Ministère des Finances',
      'Versement espèces {w}',
      'Réception MoMo {n9}',
    ],
    fee: 'Commission de tenue de compte',
    interest: 'Intérêts créditeurs',
  },
  tg: {
    debit: [
      'Virement fournisseur {n6}',
      'Paiement CEET facture {n9}',
      'Chèque n° {n6}',
      'Paiement TdE eau {n6}',
      'Retrait espèces {w}',
      'Prélèvement impôts OTR {n9}',
      'Transfert Flooz {n9}',
    ],
    credit: ['Versement espèces {w}', 'Virement client {n9}', 'Remise chèque {n6}'],
    fee: 'Frais de tenue de compte',
    interest: 'Intérêts créditeurs',
  },
  gn: {
    debit: [
      'Retrait espèces {w}',
      'Transfert Orange Money {n9}',
      'Paiement EDG électricité {n9}',
      'Retrait GAB {w}',
    ],
    credit: ['Versement espèces {w}', 'Virement reçu {n9}', 'Réception Orange Money {n9}'],
    fee: 'Frais de gestion',
    interest: 'Intérêts sur livret',
  },
  sl: {
    debit: [
      'ATM WDL {w}',
      'EDSA CASHPOWER {n9}',
      'ORANGE MONEY TRF {n9}',
      'CHQ {n6}',
      'POS FREETOWN SUPERMARKET {n4}',
      'TRF TO {n9}',
    ],
    credit: ['SALARY LODGEMENT', 'CASH LODGEMENT {w}', 'AFRIMONEY TRF IN {n9}'],
    fee: 'LEDGER FEE',
    interest: 'INTEREST ON SAVINGS',
  },
  lr: {
    debit: [
      'LONESTAR CELL MTN {n9}',
      'STOP AND SHOP MONROVIA {n4}',
      'LEC ELECTRICITY {n6}',
      'SUPERMARKET CITY CENTER {n4}',
      'JFK HOSPITAL PHARMACY',
      'TOTAL ENERGIES SINKOR {n4}',
      'ROYAL GRAND HOTEL {w}',
    ],
    credit: ['PAYMENT RECEIVED THANK YOU', 'MERCHANT REFUND {n6}'],
    fee: 'ANNUAL CARD FEE',
    interest: 'FINANCE CHARGE',
  },
  gm: {
    debit: [
      'ATM WITHDRAWAL {w}',
      'NAWEC CASH POWER {n9}',
      'AFRICELL TOP UP {n9}',
      'WAVE TRANSFER {n9}',
      'CHEQUE NO {n6}',
    ],
    credit: ['CASH DEPOSIT {w}', 'REMITTANCE INWARD {n9}', 'SALARY GOTG'],
    fee: 'SMS ALERT CHARGES',
    interest: 'INTEREST ON SAVINGS',
  },
} as const satisfies Record<string, Vocab>;
