/**
 * Descriptions for the layouts of `layouts/world9.ts` and `layouts/styles9.ts`: what banks in these
 * countries (and credit unions and brokerages) print, in their own words. Letters the standard PDF fonts
 * lack (Turkish ş ğ ı, Romanian ș ț ă, Vietnamese tones, Czech háčeks) are printed in ASCII, as the banks'
 * own core systems often do.
 */
export type Vocab = {
  debit: readonly string[];
  credit: readonly string[];
  fee: string;
  interest: string;
};

export const VOCAB9 = {
  tr: {
    debit: [
      'POS HARCAMA MIGROS {w} {n4}',
      'FATURA ÖDEME TURKCELL {n9}',
      'EFT GIDEN AHMET YILMAZ {n6}',
      'ATM PARA ÇEKME {w}',
      'HAVALE KIRA ÖDEMESI {n6}',
      'KREDI KARTI ÖDEMESI {n4}',
    ],
    credit: ['MAAS ÖDEMESI ACME A.S.', 'FAST GELEN MEHMET DEMIR {n6}', 'EFT GELEN {n9}'],
    fee: 'HESAP ISLETIM ÜCRETI',
    interest: 'FAIZ TAHAKKUKU',
  },
  il: {
    debit: [
      'ISRACARD CREDIT CARD {n6}',
      'BIT TRANSFER TO {n6}',
      'STANDING ORDER ARNONA TEL AVIV',
      'ATM WITHDRAWAL {w}',
      'CHEQUE {n6}',
      'HOT TELECOM DIRECT DEBIT {n9}',
    ],
    credit: ['SALARY ACME LTD', 'BIT TRANSFER FROM {n6}', 'BITUACH LEUMI NATIONAL INSURANCE'],
    fee: 'ACCOUNT MANAGEMENT FEE',
    interest: 'CREDIT INTEREST',
  },
  sa: {
    debit: [
      'POS PURCHASE MADA PANDA {w}',
      'SADAD BILL PAYMENT SEC {n9}',
      'LOCAL TRANSFER SARIE TO {n9}',
      'ATM WITHDRAWAL {w}',
      'STC PAY WALLET TOPUP {n6}',
    ],
    credit: ['SALARY ACME TRADING CO', 'INCOMING SARIE TRANSFER {n9}', 'CASH DEPOSIT CDM {w}'],
    fee: 'ACCOUNT MAINTENANCE FEE',
    interest: 'PROFIT PAYMENT',
  },
  vn: {
    debit: [
      'CHUYEN TIEN DEN {n9} NGUYEN VAN AN',
      'THANH TOAN QR VINMART {n6}',
      'RUT TIEN ATM {w}',
      'THANH TOAN HOA DON EVN {n9}',
      'NAPAS CHUYEN KHOAN NHANH {n9}',
    ],
    credit: ['LUONG THANG ACME VIETNAM', 'NHAN TIEN TU TRAN THI BINH {n6}', 'NOP TIEN MAT {w}'],
    fee: 'PHI QUAN LY TAI KHOAN',
    interest: 'TRA LAI TIEN GUI',
  },
  kr: {
    debit: [
      'CHECK CARD GS25 {w}',
      'INTERNET BANKING TRANSFER KIM MINJI {n6}',
      'AUTO TRANSFER KEPCO {n9}',
      'ATM WITHDRAWAL {w}',
      'KAKAOPAY {n6}',
    ],
    credit: ['SALARY ACME KOREA CO', 'TRANSFER FROM PARK JIHO {n6}', 'TOSS TRANSFER {n6}'],
    fee: 'TRANSFER FEE',
    interest: 'DEPOSIT INTEREST',
  },
  cl: {
    debit: [
      'COMPRA NACIONAL LIDER {w}',
      'TRANSFERENCIA A TERCEROS {n9}',
      'GIRO CAJERO AUTOMATICO {w}',
      'PAC ENEL DISTRIBUCION {n9}',
      'PAGO EN LINEA SERVIPAG {n6}',
    ],
    credit: ['DEPOSITO EN EFECTIVO {w}', 'TRANSFERENCIA DE TERCEROS {n9}', 'REMUNERACION ACME SPA'],
    fee: 'COMISION MANTENCION PLAN',
    interest: 'INTERESES LINEA CREDITO',
  },
  hu: {
    debit: [
      'Kártyás vásárlás TESCO {w}',
      'Átutalás Kovács Péter {n6}',
      'Csoportos beszedés MVM NEXT {n9}',
      'Készpénzfelvétel ATM {w}',
      'Azonnali átutalás {n9}',
    ],
    credit: ['Munkabér ACME Kft.', 'Jóváírás Nagy Anna {n6}', 'Átutalás jóváírása {n9}'],
    fee: 'Számlavezetési díj',
    interest: 'Kamatjóváírás',
  },
  ro: {
    debit: [
      'PLATA LA POS KAUFLAND {w}',
      'TRANSFER CATRE ION POPESCU {n6}',
      'RETRAGERE NUMERAR ATM {w}',
      'PLATA FACTURA ENEL ENERGIE {n9}',
      'DEBITARE DIRECTA ORANGE {n9}',
    ],
    credit: ['INCASARE SALARIU ACME SRL', 'TRANSFER DE LA MARIA IONESCU {n6}', 'DEPUNERE NUMERAR'],
    fee: 'COMISION ADMINISTRARE CONT',
    interest: 'DOBANDA CREDITOARE',
  },
  fi: {
    debit: [
      'K-Market Kamppi Viite {n6}',
      'Helen Oy e-lasku Viite {n9}',
      'MobilePay Matti {n6}',
      'Otto.-automaatti {w}',
      'Asunto Oy Vuokra Viesti: vuokra {n4}',
    ],
    credit: ['Palkka Acme Oy', 'Tilisiirto Liisa Virtanen Viesti: lounas', 'Kela etuus {n6}'],
    fee: 'Palvelumaksu',
    interest: 'Korko',
  },
  bd: {
    debit: [
      'CHQ WDL {n6} {w} BRANCH',
      'NPSB TRANSFER TO {n9}',
      'BEFTN DR {n9} DESCO BILL',
      'RTGS DR SUPPLIER PAYMENT {n6}',
      'BKASH TRANSFER 01{n4}{n4}',
      'EXCISE DUTY',
    ],
    credit: [
      'BEFTN CR ACME TEXTILES LTD',
      'CASH DEPOSIT {w} BRANCH',
      'RTGS CR {n9}',
      'EXPORT PROCEEDS LC {n6}',
    ],
    fee: 'ACCOUNT MAINTENANCE FEE',
    interest: 'INTEREST',
  },
  cu: {
    debit: [
      'SHARE DRAFT {n4}',
      'POS WD WALMART {w}',
      'ACH WD VERIZON WIRELESS {n9}',
      'TRANSFER TO SHARE 00 ACCOUNT {n4}',
      'ATM WD {w} CU SERVICE CENTER',
      'LOAN PAYMENT TO L01 BALANCE {n4}',
    ],
    credit: ['ACH DEP ACME PAYROLL', 'DEPOSIT AT BRANCH', 'TRANSFER FROM SHARE 09 ACCOUNT {n4}'],
    fee: 'COURTESY PAY FEE',
    interest: 'DIVIDEND',
  },
  brk: {
    debit: [
      'BOUGHT VANGUARD TOTAL STOCK MKT ETF',
      'BOUGHT APPLE INC',
      'ACH WITHDRAWAL TO CHECKING {n4}',
      'WIRE TRANSFER OUT {n9}',
      'BOUGHT ISHARES CORE S&P 500 ETF',
    ],
    credit: [
      'SOLD MICROSOFT CORP',
      'DIVIDEND RECEIVED JOHNSON & JOHNSON',
      'ACH DEPOSIT FROM CHECKING {n4}',
    ],
    fee: 'ADVISORY FEE',
    interest: 'BANK SWEEP INTEREST',
  },
} as const satisfies Record<string, Vocab>;
