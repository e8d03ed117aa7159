/** Stage: a draft transaction -> its category, from its section heading first, then description keywords. */
import type { TransactionCategory } from '@statemint/contracts';
import type { SectionKind } from './vocabulary.ts';

const FEE_RE =
  /\b(?:FEES?|SERVICE CHARGE|MAINTENANCE|OVERDRAFT|NSF|INTEREST CHARGED?|GEBUHR|GEBUEHR|GEBÜHR|ENTGELT|FRAIS|COMMISSION|COMISION|COMISIÓN|CUOTA)\b/i;
const ATM_RE =
  /\b(?:ATM|CASH WITHDRAWAL|CASH MACHINE|GELDAUTOMAT|BARGELD|BARGELDAUSZAHLUNG|DAB|RETRAIT|CAJERO)\b/i;
const CHECK_RE = /\b(?:CHECK|CHEQUE|CHQ|CHK|SCHECK)\b\s*(?:NO\.?|#)?\s*(\d{2,})/i;
const CARD_RE =
  /\b(?:POS|VISA|MASTERCARD|PURCHASE|DEBIT CARD|CHECKCARD|CARD PURCHASE|VIS|KARTENZAHLUNG|KARTE|CARTE|CB|COMPRA|TARJETA)\b|\)\)\)/i;
const TRANSFER_RE =
  /\b(?:TRANSFER|XFER|TFR|ZELLE|WIRE|ACH|ONLINE PMT|STANDING ORDER|DIRECT DEBIT|SO|DD|BP|ÜBERWEISUNG|UEBERWEISUNG|UBERWEISUNG|LASTSCHRIFT|DAUERAUFTRAG|VIREMENT|PRLV|PRÉLÈVEMENT|PRELEVEMENT|TRANSFERENCIA|RECIBO|DOMICILIACION)\b/i;

/** Reads a check number from a description such as "CHECK 1234" or "Check #1234". */
export function checkNumberFromDescription(description: string): string | null {
  return CHECK_RE.exec(description)?.[1] ?? null;
}

/** Category for one transaction: the section decides when it names one, else keywords, else the sign. */
export function classify(
  description: string,
  cents: number,
  section: SectionKind | null,
  checkNumber: string | null,
): TransactionCategory {
  if (cents > 0) {
    if (section === 'deposits') return 'deposit';
    return TRANSFER_RE.test(description) &&
      !/\b(?:DEPOSIT|INTEREST|PAYROLL|SALARY)\b/i.test(description)
      ? 'transfer'
      : 'deposit';
  }
  switch (section) {
    case 'checks':
      return 'check';
    case 'card':
      return 'card';
    case 'fees':
      return 'fee';
    case 'atm':
      return CARD_RE.test(description) && !ATM_RE.test(description) ? 'card' : 'atm';
    default:
      break;
  }
  if (checkNumber || CHECK_RE.test(description)) return 'check';
  if (FEE_RE.test(description)) return 'fee';
  if (ATM_RE.test(description)) return 'atm';
  if (CARD_RE.test(description)) return 'card';
  if (TRANSFER_RE.test(description)) return 'transfer';
  return section === 'electronic' ? 'transfer' : 'other';
}
