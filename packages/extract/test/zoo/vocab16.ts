/**
 * Descriptions for the layouts of `layouts/world16.ts` and `layouts/world16b.ts`: what banks in these
 * countries print, in their own words. Letters the standard PDF fonts lack (Belarusian, Russian and Tajik
 * Cyrillic, Arabic, Lao, Dzongkha) are printed in the Latin transliteration, French or English the banks'
 * own exports use; Montenegrin drops the letters the fonts lack (c for the two soft c's, dj), as many
 * exports do; Albanian and French keep their accents.
 */
import type { Vocab } from './vocab9.ts';

export const VOCAB16 = {
  by: {
    debit: [
      'Oplata tovarov MINSK GUM {n4}',
      'Vydacha nalichnykh bankomat {w}',
      'Oplata uslug ERIP {n9}',
      'Perevod s karty na kartu {n4}',
      'Oplata kommunalnykh uslug ZhES {n6}',
      'Oplata A1 mobilnaya svyaz {n9}',
      'Pokupka EVROOPT {w} {n4}',
    ],
    credit: [
      'Zachislenie zarabotnoy platy OAO {w}',
      'Popolnenie scheta nalichnymi {n6}',
      'Perevod ot fizlitsa {n9}',
    ],
    fee: 'Komissionnoe voznagrazhdenie za obsluzhivanie',
    interest: 'Protsenty po ostatku',
  },
  me: {
    debit: [
      'Placanje karticom VOLI {w} {n4}',
      'Podizanje gotovine ATM {w}',
      'Nalog za placanje EPCG {n9}',
      'Placanje racuna Crnogorski Telekom {n6}',
      'Uplata poreza Poreska uprava {n9}',
      'Zakup poslovnog prostora ugovor {n4}',
      'Placanje dobavljacu Idea {n6}',
    ],
    credit: [
      'Uplata kupca po fakturi {n6}',
      'Priliv iz inostranstva SWIFT {n9}',
      'Polog gotovine {w}',
    ],
    fee: 'Naknada za vodjenje racuna',
    interest: 'Kamata na sredstva',
  },
  xk: {
    debit: [
      'Pagesë me kartelë VIVA FRESH {n4}',
      'Tërheqje ATM {w}',
      'Pagesë KEDS rryma {n9}',
      'Pagesë Vala mobile {n9}',
      'Transfer te llogaria {n9}',
      'Pagesë Ujësjellësi Prishtina {n6}',
      'Blerje online {w} {n4}',
    ],
    credit: [
      'Paga mujore {w} SH.P.K.',
      'Remitancë nga jashtë {n9}',
      'Depozitë në para të gatshme {w}',
    ],
    fee: 'Tarifë mirëmbajtjeje e llogarisë',
    interest: 'Interes i kursimeve',
  },
  dz: {
    debit: [
      'Retrait DAB {w} {n4}',
      'Paiement TPE ARDIS {n6}',
      'Facture SONELGAZ réf {n9}',
      'Virement émis CCP {n9}',
      'Paiement Algérie Télécom {n9}',
      'Cotisation CNAS {n6}',
      'Chèque n° {n6}',
    ],
    credit: ['Virement reçu SARL {w}', 'Versement espèces guichet {n6}', 'Remise chèque n° {n6}'],
    fee: 'Frais de tenue de compte',
    interest: 'Intérêts créditeurs',
  },
  ci: {
    debit: [
      'ACHAT TPE PROSUMA {n4}',
      'RETRAIT GAB {w}',
      'PAIEMENT CIE ELECTRICITE {n9}',
      'TRANSFERT ORANGE MONEY 07{n6}',
      'PAIEMENT SODECI EAU {n9}',
      'VIREMENT EMIS FOURNISSEUR {n6}',
      'ACHAT CARBURANT TOTAL {w}',
    ],
    credit: ['VIREMENT RECU CLIENT {w}', 'VERSEMENT ESPECES AGENCE {n4}', 'REMISE CHEQUE {n6}'],
    fee: 'FRAIS DE GESTION DE COMPTE',
    interest: 'INTERETS CREDITEURS',
  },
  na: {
    debit: [
      'POS PURCHASE CHECKERS {w} {n4}',
      'ATM WITHDRAWAL {w}',
      'NAMPOWER PREPAID {n9}',
      'MTC AITIME {n9}',
      'DEBIT ORDER OLD MUTUAL {n6}',
      'CITY OF WINDHOEK RATES {n9}',
      'EFT PAYMENT {w}',
    ],
    credit: ['SALARY NAMDEB {w}', 'CASH DEPOSIT {w}', 'EFT RECEIVED {n9}'],
    fee: 'MONTHLY SERVICE FEE',
    interest: 'CREDIT INTEREST',
  },
  mw: {
    debit: [
      'SHOPRITE LILONGWE {n4}',
      'ESCOM PREPAID TOKEN {n9}',
      'AIRTEL MONEY CASH IN {n6}',
      'PUMA BLANTYRE {n4}',
      'CHIPIKU STORES {w}',
      'ONLINE PURCHASE {w} {n4}',
      'LILONGWE WATER BOARD {n9}',
    ],
    credit: ['PAYMENT RECEIVED THANK YOU'],
    fee: 'ANNUAL CARD FEE',
    interest: 'FINANCE CHARGE',
  },
  zw: {
    debit: [
      'POS OK ZIMBABWE {w} {n4}',
      'ZESA PREPAID {n9}',
      'ECOCASH TRANSFER 077{n6}',
      'RTGS PAYMENT {w}',
      'IMTT 2% TAX {n6}',
      'ZIMRA PAYMENT {n9}',
      'CITY OF HARARE RATES {n6}',
    ],
    credit: ['RTGS RECEIPT {w}', 'CASH DEPOSIT {w}', 'INTERNAL TRANSFER {n9}'],
    fee: 'MONTHLY LEDGER FEE',
    interest: 'CREDIT INTEREST',
  },
  la: {
    debit: [
      'Transfer to {w} {n9}',
      'ATM Withdrawal {w}',
      'EDL Electricity {n9}',
      'Nam Papa Vientiane {n6}',
      'Lao Telecom {n9}',
      'QR Payment {w} {n4}',
      'Purchase Vientiane Center {n4}',
    ],
    credit: ['Salary {w}', 'Transfer from {n9}', 'Cash Deposit {w}'],
    fee: 'Account maintenance fee',
    interest: 'Interest',
  },
  bt: {
    debit: [
      'mBoB transfer {n9}',
      'ATM Withdrawal Thimphu {w}',
      'BPC Electricity bill {n9}',
      'B-Mobile recharge {n9}',
      'Tashi Cell recharge {n9}',
      'Payment {w} {n4}',
    ],
    credit: ['Salary RGOB {w}', 'Transfer from {n9}', 'Cash deposit {w}'],
    fee: 'Service charges',
    interest: 'Interest credited',
  },
  tj: {
    debit: [
      'Pardokht bo korti {n4} Dushanbe',
      'Girifti naqd bankomat {w}',
      'Pardokhti Barqi Tojik {n9}',
      'Pardokhti Tcell {n9}',
      'Intiqol ba hisob {n9}',
      'Kharid Auchan Dushanbe {n4}',
    ],
    credit: ['Maoshi kori {w}', 'Intiqoli puli az Rossiya {n9}', 'Guzoshtani naqd {w}'],
    fee: 'Haqqi khizmatrasoni',
    interest: 'Foiz ba boqimonda',
  },
  bz: {
    debit: [
      'BRODIES SUPERMARKET {n4}',
      'ATM WITHDRAWAL {w}',
      'BEL ELECTRICITY {n9}',
      'BTL DIGI PAYMENT {n9}',
      'PUMA BELMOPAN {n4}',
      'AMERICAN AIRLINES {n6}',
      'ONLINE PURCHASE AMAZON {n4}',
    ],
    credit: ['PAYMENT RECEIVED THANK YOU'],
    fee: 'ANNUAL FEE',
    interest: 'INTEREST CHARGE',
  },
} as const satisfies Record<string, Vocab>;
