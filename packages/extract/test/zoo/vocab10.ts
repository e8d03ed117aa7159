/**
 * Descriptions for the layouts of `layouts/world10.ts` and `layouts/world10b.ts`: what banks in these
 * countries print, in their own words. Scripts the standard PDF fonts lack (Thai, Chinese, Greek,
 * Cyrillic, Arabic, Czech háčeks) are printed in ASCII or in the English the banks' own statements use.
 */
import type { Vocab } from './vocab9.ts';

export const VOCAB10 = {
  pk: {
    debit: [
      'IBFT TO {n9} MEEZAN BANK',
      'ATM CASH WITHDRAWAL {w}',
      '1LINK BILL PAYMENT K-ELECTRIC {n9}',
      'POS PURCHASE IMTIAZ STORE {w}',
      'CHQ PAID {n6} CLEARING',
      'RAAST P2P TRANSFER {n9}',
      'WHT U/S 236P {n6}',
    ],
    credit: [
      'IBFT FROM {n9} SALARY ACME PAK',
      'CASH DEPOSIT {w} BRANCH',
      'RAAST P2P CREDIT {n9}',
      'HOME REMITTANCE INWARD {n6}',
    ],
    fee: 'SMS ALERT CHARGES',
    interest: 'PROFIT CREDITED',
  },
  lk: {
    debit: [
      'ATM WDL {w} {n6}',
      'CEFT TRANSFER TO {n9}',
      'DIALOG BILL PAYMENT {n9}',
      'CEB ELECTRICITY {n9}',
      'POS KEELLS SUPER {w}',
      'WHT ON INTEREST',
    ],
    credit: [
      'INTEREST CREDITED',
      'SALARY CREDIT ACME LANKA PVT LTD',
      'CEFT TRANSFER FROM {n9}',
      'CASH DEPOSIT {w}',
    ],
    fee: 'DEBIT CARD FEE',
    interest: 'INTEREST CREDITED',
  },
  th: {
    debit: [
      'TRANSFER TO X{n4} {w}',
      'PROMPTPAY TO 08{n4}{n4}',
      'PAYMENT 7-ELEVEN {n6}',
      'WITHDRAWAL ATM {w}',
      'BILL PAYMENT TRUE MOVE H {n9}',
      'QR PAYMENT GRAB FOOD {n6}',
    ],
    credit: [
      'TRANSFER DEPOSIT FROM X{n4}',
      'PROMPTPAY DEPOSIT {n6}',
      'SALARY ACME THAILAND CO LTD',
    ],
    fee: 'ANNUAL DEBIT CARD FEE',
    interest: 'INTEREST DEPOSIT',
  },
  tw: {
    debit: [
      'PX MART {w}',
      'FAMILYMART {n6}',
      'UBER EATS TAIPEI',
      'TAIPOWER AUTOPAY {n9}',
      'EASYCARD AUTOLOAD {n6}',
      'SHOPEE TW {n9}',
      'CHUNGHWA TELECOM {n9}',
    ],
    credit: ['REFUND SHOPEE TW {n6}'],
    fee: 'ANNUAL FEE',
    interest: 'CASH REBATE',
  },
  cn: {
    debit: [
      'ALIPAY QUICK PAYMENT {n9}',
      'TENPAY WECHAT {n6}',
      'UNIONPAY POS {w}',
      'ATM WITHDRAWAL {w}',
      'TRANSFER OUT LI NA {n6}',
      'STATE GRID POWER {n9}',
    ],
    credit: ['SALARY ACME CHINA CO LTD', 'TRANSFER IN WANG FANG {n6}', 'ALIPAY REFUND {n9}'],
    fee: 'ANNUAL CARD FEE',
    interest: 'INTEREST SETTLEMENT',
  },
  cz: {
    debit: [
      'Platba kartou ALBERT {w}',
      'Trvaly prikaz NAJEM {n6}',
      'Inkaso CEZ Prodej {n9}',
      'Vyber z bankomatu {w}',
      'Odchozi platba {n9}',
    ],
    credit: ['Prichozi platba ACME s.r.o. MZDA', 'Prichozi platba NOVAK JAN', 'Vraceni preplatku'],
    fee: 'Poplatek za vedeni uctu',
    interest: 'Uroky',
  },
  gr: {
    debit: [
      'AGORA ME KARTA SKLAVENITIS {w}',
      'PLIROMI DEH {n9}',
      'ANALIPSI ATM {w}',
      'EMVASMA IRIS PROS {n6}',
      'PAGIA ENTOLI COSMOTE {n9}',
    ],
    credit: ['MISTHODOSIA ACME AE', 'EMVASMA APO PAPADOPOULOS {n6}', 'EPISTROFI FOROU {n6}'],
    fee: 'EXODA TIRISIS LOGARIASMOU',
    interest: 'TOKOI PISTOTIKOI',
  },
  ua: {
    debit: [
      'Silpo {w}',
      'Nova Poshta {n6}',
      'Kyivstar mobile {n9}',
      'Transfer to card *{n4}',
      'Uklon ride',
      'Cash withdrawal ATM {w}',
      'Steam purchase',
    ],
    credit: ['Salary ACME LLC', 'From: Olena K.', 'Cashback payout'],
    fee: 'Commission for transfer',
    interest: 'Interest on balance',
  },
  pe: {
    debit: [
      'COMPRA POS PLAZA VEA {w}',
      'RETIRO AGENTE {w}',
      'TRANSF. A TERCEROS {n9}',
      'PAGO SERV. LUZ DEL SUR {n9}',
      'YAPE A JUAN QUISPE {n6}',
    ],
    credit: ['ABONO HABERES ACME SAC', 'YAPE DE MARIA {n6}', 'DEPOSITO EFECTIVO {w}'],
    fee: 'COMISION MANTENIMIENTO',
    interest: 'INTERESES GANADOS',
  },
  ma: {
    debit: [
      'PAIEMENT CARTE MARJANE {w}',
      'RETRAIT GAB {w}',
      'VIREMENT EMIS VERS {n9}',
      'PRELEVEMENT LYDEC {n9}',
      'PAIEMENT FACTURE IAM {n6}',
    ],
    credit: ['VIREMENT RECU ACME MAROC SARL', 'VERSEMENT ESPECES {w}', 'VIREMENT RECU DE YOUSSEF'],
    fee: 'COMMISSION TENUE DE COMPTE',
    interest: 'INTERETS CREDITEURS',
  },
  jm: {
    debit: [
      'POS HI-LO FOOD STORES {w}',
      'ABM WITHDRAWAL {w}',
      'JPS BILL PAYMENT {n9}',
      'FLOW JAMAICA {n9}',
      'ONLINE TRANSFER TO {n9}',
    ],
    credit: ['SALARY ACME JAMAICA LTD', 'LYNK TRANSFER FROM {n6}', 'CASH DEPOSIT {w}'],
    fee: 'GCT ON SERVICE CHARGE',
    interest: 'INTEREST EARNED',
  },
  is: {
    debit: [
      'Bónus {w}',
      'Millif\u00e6rsla {n6}',
      'Hra\u00f0banki {w}',
      'Orka n\u00e1tt\u00farunnar {n9}',
      'Krónan {w}',
      'Strætó {n6}',
    ],
    credit: [
      'Laun ACME ehf.',
      'Millif\u00e6rsla fr\u00e1 J\u00f3n {n6}',
      'Endurgrei\u00f0sla {n6}',
    ],
    fee: 'Færslugjald',
    interest: 'Vextir',
  },
} as const satisfies Record<string, Vocab>;
