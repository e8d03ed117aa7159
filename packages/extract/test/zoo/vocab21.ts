/**
 * Descriptions for the layouts of `layouts/world21.ts` and `layouts/world21b.ts`: what banks in these
 * countries print, in their own words. Arabic and Persian are printed in the Latin transliterations the
 * banks' English statements use (the standard PDF fonts lack their letters); French and Portuguese keep
 * their accents.
 */
import type { Vocab } from './vocab9.ts';

export const VOCAB21 = {
  td: {
    debit: [
      'Paiement fournisseur {w} fact. {n6}',
      'Retrait guichet {w}',
      'Virement émis vers {n9}',
      'Paiement SNE électricité {n6}',
      'Paiement DGI impôts {n9}',
      'Chèque n° {n6}',
      'Paiement salaires personnel',
      'Achat carburant Tchad Oil {n4}',
    ],
    credit: ['Versement espèces {w}', 'Virement reçu de {w} {n9}', 'Remise chèque n° {n6}'],
    fee: 'Frais de tenue de compte',
    interest: 'Intérêts créditeurs',
  },
  ne: {
    debit: [
      'Retrait guichet Niamey {n4}',
      'Retrait GAB Plateau {n4}',
      'Virement émis {n9}',
      'Transfert Airtel Money {n9}',
    ],
    credit: ['Versement espèces {w}', 'Virement reçu {n9}', 'Dépôt épargne mensuel'],
    fee: 'Frais de tenue de livret',
    interest: 'Intérêts capitalisés',
  },
  ml: {
    debit: [
      'Paiement fournisseur fact. {n6}',
      'Retrait chèque n° {n6}',
      'Virement émis vers {n9}',
      'Paiement EDM-SA facture {n6}',
      'Paiement SOMAGEP eau {n6}',
      'Paiement DGI patente {n9}',
      'Orange Money marchand {n9}',
    ],
    credit: ['Versement espèces {w}', 'Virement reçu {w} {n9}', 'Remise chèque n° {n6}'],
    fee: 'Commission de tenue de compte',
    interest: 'Intérêts créditeurs',
  },
  bf: {
    debit: [
      'Retrait GAB Ouaga 2000 {n4}',
      'Paiement SONABEL facture {n9}',
      'Paiement ONEA eau {n6}',
      'Achat TPE Marina Market {n4}',
      'Transfert Orange Money {n9}',
      'Virement émis vers {n9}',
      'Retrait guichet {w}',
    ],
    credit: ['Virement reçu salaire', 'Versement espèces {w}', 'Transfert reçu Moov Money {n9}'],
    fee: 'Frais de tenue de compte',
    interest: 'Intérêts sur compte',
  },
  cg: {
    debit: [
      'Retrait DAB Poto-Poto {n4}',
      'Paiement E2C électricité {n9}',
      'Paiement LCDE eau {n6}',
      'Virement émis vers {n9}',
      'Achat TPE Park n Shop {n4}',
      'Transfert MTN MoMo {n9}',
      'Chèque n° {n6}',
    ],
    credit: ['Virement reçu salaire', 'Versement espèces {w}', 'Virement reçu de {n9}'],
    fee: 'Frais de tenue de compte',
    interest: 'Intérêts créditeurs',
  },
  dj: {
    debit: [
      'ACHAT TPE NOUGAPRIX {n4}',
      'ACHAT TPE CASINO DJIBOUTI {n4}',
      'RETRAIT DAB PLACE DU 27 JUIN {n4}',
      'ACHAT INTERNET AIR DJIBOUTI {n6}',
      'ACHAT TPE STATION TOTAL {n4}',
      'RESTAURANT LE HERON {n4}',
    ],
    credit: ['REMBOURSEMENT CARTE MERCI', 'AVOIR COMMERÇANT {n6}'],
    fee: 'COTISATION ANNUELLE CARTE',
    interest: 'INTÉRÊTS DÉBITEURS',
  },
  so: {
    debit: [
      'EVC Plus Transfer {n9}',
      'ATM Cash Withdrawal {w}',
      'Hormuud Bill Payment {n6}',
      'Zaad Transfer {n9}',
      'Outward Transfer to {n9}',
      'BECO Electricity {n6}',
      'Cheque No {n6}',
    ],
    credit: ['Inward Remittance Dahabshiil {n6}', 'Cash Deposit {w}', 'Salary Credit'],
    fee: 'Account Maintenance Fee',
    interest: 'Profit Share',
  },
  ye: {
    debit: [
      'Cash Withdrawal Branch Sanaa',
      'Transfer to Acct {n9}',
      'Payment Yemen Mobile {n6}',
      'Payment Public Electricity Corp {n6}',
      'Cheque Paid No {n6}',
      'Hawala Outward {n9}',
    ],
    credit: ['Cash Deposit {w}', 'Hawala Inward {n9}', 'Transfer from Acct {n9}'],
    fee: 'Service Charges',
    interest: 'Profit Distribution',
  },
  sy: {
    debit: [
      'Cash Withdrawal Branch Damascus',
      'ATM Withdrawal Mazzeh {n4}',
      'Transfer to Acct {n9}',
      'Syriatel Bill Payment {n6}',
      'Electricity Bill {n6}',
    ],
    credit: ['Cash Deposit {w}', 'Transfer from Acct {n9}', 'Savings Deposit'],
    fee: 'Account Fees',
    interest: 'Interest Paid',
  },
  ir: {
    debit: [
      'Kharid POS Shahrvand {n6}',
      'Enteghal Paya be {n9}',
      'Enteghal Satna be {n9}',
      'Pardakht ghabz bargh {n9}',
      'Pardakht ghabz ab {n9}',
      'Bardasht ATM Enghelab {n4}',
      'Chek shomare {n6}',
    ],
    credit: ['Variz hoghugh', 'Variz naghdi shobe {n4}', 'Enteghal Paya az {n9}'],
    fee: 'Karmozd khadamat',
    interest: 'Sood seporde',
  },
  cv: {
    debit: [
      'COMPRA CALU E ANGELA PRAIA {n4}',
      'COMPRA SHELL CABO VERDE {n4}',
      'COMPRA SUPERMERCADO FRAGATA {n4}',
      'COMPRA TACV BILHETE {n6}',
      'COMPRA FARMACIA AFRICANA {n4}',
      'LEVANTAMENTO ATM VINTI4 {n4}',
      'COMPRA ONLINE CVMOVEL {n6}',
    ],
    credit: ['PAGAMENTO RECEBIDO OBRIGADO', 'DEVOLUÇÃO COMERCIANTE {n6}'],
    fee: 'ANUIDADE CARTÃO',
    interest: 'JUROS DE FINANCIAMENTO',
  },
  km: {
    debit: [
      'Retrait guichet Moroni {n4}',
      'Paiement MA-MWE électricité {n6}',
      'Virement émis vers {n9}',
      'Paiement Comores Telecom {n6}',
      'Transfert Huri Money {n9}',
      'Chèque n° {n6}',
    ],
    credit: ['Versement espèces {w}', 'Virement reçu de France {n9}', 'Virement reçu salaire'],
    fee: 'Frais de tenue de compte',
    interest: 'Intérêts créditeurs',
  },
} as const satisfies Record<string, Vocab>;
