/**
 * The adversarial generator's own wordings, written from what banks print in ten languages and kept apart
 * from the engine's vocabulary on purpose: a test drawn from the engine's own word lists proves nothing.
 */
import type { MonthLanguage } from '../zoo/format.ts';

export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'sv', 'pl', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Wording = {
  date: readonly string[];
  desc: readonly string[];
  debit: readonly string[];
  credit: readonly string[];
  amount: readonly string[];
  balance: readonly string[];
  /** A second date column (value or booking date). */
  value: readonly string[];
  opening: readonly string[];
  closing: readonly string[];
  /** [printed at a page's foot, printed at the next page's head] */
  carry: readonly (readonly [string, string])[];
  /** Subtotal wordings that do not start with "Total"; `{n}` is the row count. */
  subtotal: readonly string[];
  account: readonly string[];
  currency: string;
  period: string;
  page: string;
  /** The language's words for ACCOUNT, BALANCE, TOTAL, PAGE and DATE, planted inside descriptions. */
  keywords: readonly string[];
  /** Payees and transaction wordings, short words only (they must fit a column). */
  payees: readonly string[];
  months?: MonthLanguage;
};

export const WORDING: Record<Language, Wording> = {
  en: {
    date: ['Date', 'Txn Date', 'Posting Date', 'Trans. Date', 'Booked'],
    desc: ['Details', 'Particulars', 'Narrative', 'Transaction', 'Memo'],
    debit: ['Withdrawals', 'Debits', 'Money out', 'Paid out', 'Payments', 'Dr'],
    credit: ['Deposits', 'Credits', 'Money in', 'Paid in', 'Receipts', 'Cr'],
    amount: ['Amount', 'Value', 'Sum'],
    balance: ['Balance', 'Running balance', 'Ledger bal.'],
    value: ['Value date', 'Effective'],
    opening: ['Opening balance', 'Balance brought forward', 'Previous balance', 'Starting balance'],
    closing: ['Closing balance', 'Balance carried forward', 'New balance', 'Ending balance'],
    carry: [
      ['Carried forward', 'Brought forward'],
      ['Balance C/F', 'Balance B/F'],
    ],
    subtotal: ['Sub-total', '{n} items totalling', 'Period turnover', 'Sum of entries'],
    account: ['Account number', 'Account No.', 'A/C', 'Acct'],
    currency: 'Currency',
    period: 'Statement period',
    page: 'Page {p} of {n}',
    keywords: ['ACCOUNT', 'BALANCE', 'TOTAL', 'PAGE', 'DATE'],
    payees: [
      'GROCER',
      'PHARMACY',
      'RENT',
      'PAYROLL',
      'TRANSFER',
      'CAFE',
      'FUEL',
      'INSURER',
      'GYM',
      'TAXI',
    ],
    months: 'en',
  },
  de: {
    date: ['Buchungstag', 'Datum', 'Buchung'],
    desc: ['Buchungstext', 'Verwendungszweck', 'Vorgang', 'Text'],
    debit: ['Soll', 'Belastung', 'Ausgang'],
    credit: ['Haben', 'Gutschrift', 'Eingang'],
    amount: ['Betrag', 'Umsatz'],
    balance: ['Saldo', 'Kontostand'],
    value: ['Valuta', 'Wert'],
    opening: ['Anfangssaldo', 'Alter Kontostand', 'Saldo alt'],
    closing: ['Endsaldo', 'Neuer Kontostand', 'Saldo neu'],
    carry: [
      ['Übertrag', 'Übertrag'],
      ['Zwischensaldo', 'Vortrag'],
    ],
    subtotal: ['Summe Umsätze', 'Zwischensumme', 'Umsatzsumme'],
    account: ['Konto', 'Kontonummer', 'Konto-Nr.'],
    currency: 'Währung',
    period: 'Zeitraum',
    page: 'Seite {p} von {n}',
    keywords: ['KONTO', 'SALDO', 'SUMME', 'SEITE', 'DATUM'],
    payees: [
      'Bäckerei',
      'Miete',
      'Gehalt',
      'Apotheke',
      'Tankstelle',
      'Versicherung',
      'Strom',
      'Kita',
    ],
    months: 'de',
  },
  fr: {
    date: ['Date', 'Date opé.', 'Le'],
    desc: ['Libellé', 'Opération', 'Nature'],
    debit: ['Débit', 'Débits', 'Sorties'],
    credit: ['Crédit', 'Crédits', 'Entrées'],
    amount: ['Montant'],
    balance: ['Solde'],
    value: ['Valeur', 'Date valeur'],
    opening: ['Ancien solde', 'Solde précédent', 'Solde au début'],
    closing: ['Nouveau solde', 'Solde final', 'Solde en fin'],
    carry: [
      ['A reporter', 'Report'],
      ['Solde intermédiaire', 'Report page précédente'],
    ],
    subtotal: ['Sous-total', 'Mouvements de la période', 'Cumul des opérations'],
    account: ['Compte n°', 'N° de compte'],
    currency: 'Devise',
    period: 'Période',
    page: 'Page {p} / {n}',
    keywords: ['COMPTE', 'SOLDE', 'TOTAL', 'PAGE', 'DATE'],
    payees: ['Boulangerie', 'Loyer', 'Salaire', 'Pharmacie', 'Carburant', 'Assurance', 'Cantine'],
    months: 'fr',
  },
  es: {
    date: ['Fecha', 'F. Oper.', 'Fecha oper.'],
    desc: ['Concepto', 'Descripción', 'Movimiento'],
    debit: ['Cargos', 'Débitos', 'Retiros'],
    credit: ['Abonos', 'Créditos', 'Depósitos'],
    amount: ['Importe', 'Monto'],
    balance: ['Saldo', 'Saldo disp.'],
    value: ['F. Valor', 'Valor'],
    opening: ['Saldo anterior', 'Saldo inicial'],
    closing: ['Saldo final', 'Saldo actual', 'Nuevo saldo'],
    carry: [
      ['Suma y sigue', 'Suma anterior'],
      ['Transporte', 'Transporte'],
    ],
    subtotal: ['Suma de movimientos', 'Subtotal', 'Sumas del periodo'],
    account: ['Cuenta', 'Nro. de cuenta'],
    currency: 'Moneda',
    period: 'Periodo',
    page: 'Página {p} de {n}',
    keywords: ['CUENTA', 'SALDO', 'TOTAL', 'PAGINA', 'FECHA'],
    payees: ['Panadería', 'Alquiler', 'Nómina', 'Farmacia', 'Gasolinera', 'Seguro', 'Luz'],
    months: 'es',
  },
  it: {
    date: ['Data', 'Data contabile', 'Data op.'],
    desc: ['Descrizione', 'Causale'],
    debit: ['Dare', 'Addebiti', 'Uscite'],
    credit: ['Avere', 'Accrediti', 'Entrate'],
    amount: ['Importo'],
    balance: ['Saldo'],
    value: ['Valuta'],
    opening: ['Saldo iniziale', 'Saldo precedente'],
    closing: ['Saldo finale', 'Saldo contabile'],
    carry: [
      ['A riportare', 'Riporto'],
      ['Riporto', 'Riporto'],
    ],
    subtotal: ['Somma movimenti', 'Movimenti del periodo'],
    account: ['Conto n.', 'Numero conto', 'C/C'],
    currency: 'Divisa',
    period: 'Periodo',
    page: 'Pagina {p} di {n}',
    keywords: ['CONTO', 'SALDO', 'TOTALE', 'PAGINA', 'DATA'],
    payees: ['Panificio', 'Affitto', 'Stipendio', 'Farmacia', 'Benzina', 'Assicurazione'],
    months: 'it',
  },
  nl: {
    date: ['Datum', 'Boekdatum'],
    desc: ['Omschrijving', 'Mededelingen'],
    debit: ['Af', 'Debet'],
    credit: ['Bij', 'Credit'],
    amount: ['Bedrag'],
    balance: ['Saldo'],
    value: ['Valutadatum', 'Rentedatum'],
    opening: ['Beginsaldo', 'Vorig saldo'],
    closing: ['Eindsaldo', 'Nieuw saldo'],
    carry: [
      ['Transport', 'Transport'],
      ['Over te brengen', 'Overgebracht'],
    ],
    subtotal: ['Subtotaal', 'Som van de bedragen'],
    account: ['Rekening', 'Rekeningnummer'],
    currency: 'Valuta',
    period: 'Periode',
    page: 'Pagina {p} van {n}',
    keywords: ['REKENING', 'SALDO', 'TOTAAL', 'PAGINA', 'DATUM'],
    payees: ['Bakkerij', 'Huur', 'Salaris', 'Apotheek', 'Tanken', 'Verzekering', 'Energie'],
    months: 'nl',
  },
  pt: {
    date: ['Data', 'Data mov.', 'Data lanç.'],
    desc: ['Descritivo', 'Histórico', 'Descrição'],
    debit: ['Débito', 'Saídas'],
    credit: ['Crédito', 'Entradas'],
    amount: ['Valor', 'Montante'],
    balance: ['Saldo'],
    value: ['Data valor'],
    opening: ['Saldo inicial', 'Saldo anterior'],
    closing: ['Saldo final', 'Saldo atual'],
    carry: [
      ['A transportar', 'Transporte'],
      ['Saldo a transportar', 'Saldo transportado'],
    ],
    subtotal: ['Soma dos movimentos', 'Subtotal'],
    account: ['Conta', 'Conta n.'],
    currency: 'Moeda',
    period: 'Período',
    page: 'Página {p} de {n}',
    keywords: ['CONTA', 'SALDO', 'TOTAL', 'PAGINA', 'DATA'],
    payees: ['Padaria', 'Renda', 'Salário', 'Farmácia', 'Combustível', 'Seguro', 'Mercado'],
    months: 'pt',
  },
  sv: {
    date: ['Datum', 'Bokföringsdag', 'Transaktionsdag'],
    desc: ['Text', 'Beskrivning', 'Specifikation'],
    debit: ['Uttag', 'Belastning'],
    credit: ['Insättning', 'Insättningar'],
    amount: ['Belopp'],
    balance: ['Saldo', 'Behållning'],
    value: ['Valutadag'],
    opening: ['Ingående saldo', 'Saldo från föregående'],
    closing: ['Utgående saldo', 'Saldo vid periodens slut'],
    carry: [['Transport', 'Transport']],
    subtotal: ['Summa transaktioner', 'Delsumma'],
    account: ['Konto', 'Kontonummer'],
    currency: 'Valuta',
    period: 'Period',
    page: 'Sida {p} av {n}',
    keywords: ['KONTO', 'SALDO', 'SUMMA', 'SIDA', 'DATUM'],
    payees: ['Bageri', 'Hyra', 'Lön', 'Apotek', 'Bensin', 'Försäkring', 'Elräkning'],
    months: 'sv',
  },
  pl: {
    date: ['Data', 'Data operacji', 'Data ksieg.'],
    desc: ['Opis', 'Tytul', 'Opis operacji'],
    debit: ['Obciazenia', 'Wyplaty', 'Winien'],
    credit: ['Uznania', 'Wplaty', 'Ma'],
    amount: ['Kwota'],
    balance: ['Saldo', 'Saldo po operacji'],
    value: ['Data waluty'],
    opening: ['Saldo poczatkowe', 'Saldo poprzednie'],
    closing: ['Saldo koncowe', 'Saldo na koniec'],
    carry: [['Do przeniesienia', 'Z przeniesienia']],
    subtotal: ['Suma obrotow', 'Obroty w okresie'],
    account: ['Rachunek', 'Nr rachunku'],
    currency: 'Waluta',
    period: 'Okres',
    page: 'Strona {p} z {n}',
    keywords: ['RACHUNEK', 'SALDO', 'SUMA', 'STRONA', 'DATA'],
    payees: ['Piekarnia', 'Czynsz', 'Pensja', 'Apteka', 'Paliwo', 'Ubezpieczenie', 'Prad'],
  },
  id: {
    date: ['Tanggal', 'Tgl'],
    desc: ['Keterangan', 'Uraian', 'Deskripsi'],
    debit: ['Debet', 'Mutasi debet'],
    credit: ['Kredit', 'Mutasi kredit'],
    amount: ['Mutasi', 'Jumlah'],
    balance: ['Saldo'],
    value: ['Tgl valuta'],
    opening: ['Saldo awal', 'Saldo sebelumnya'],
    closing: ['Saldo akhir'],
    carry: [['Saldo dipindahkan', 'Saldo pindahan']],
    subtotal: ['Jumlah mutasi', 'Subtotal'],
    account: ['No. Rekening', 'Rekening'],
    currency: 'Mata uang',
    period: 'Periode',
    page: 'Halaman {p} dari {n}',
    keywords: ['REKENING', 'SALDO', 'TOTAL', 'HALAMAN', 'TANGGAL'],
    payees: ['Toko', 'Sewa', 'Gaji', 'Apotek', 'Bensin', 'Asuransi', 'Listrik', 'Pulsa'],
    months: 'id',
  },
};

/** Currencies the generator prints by ISO code, with whether they have minor units. */
export const CURRENCIES = [
  ['EUR', true],
  ['USD', true],
  ['GBP', true],
  ['CHF', true],
  ['SEK', true],
  ['PLN', true],
  ['IDR', false],
  ['JPY', false],
  ['HUF', true],
  ['CLP', false],
] as const;

/** Words English descriptions of any language borrow (payment schemes, codes). */
export const SCHEMES = [
  'SEPA',
  'POS',
  'ATM',
  'DD',
  'SO',
  'FPS',
  'ACH',
  'NEFT',
  'IBG',
  'BLIK',
] as const;

/** Short codes printed in a narrow type column before a debit's description (credits print SAL). */
export const TYPE_CODES = ['POS', 'TRF', 'ATM', 'DD', 'CHG'] as const;

/** Branch names printed in an extra column. */
export const BRANCHES = ['CENTRAL', 'NORTH', 'ONLINE', 'HARBOUR', 'AIRPORT'] as const;
