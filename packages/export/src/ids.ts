import type { AccountStatement, Transaction } from '@statemint/contracts';

/**
 * Identifiers the OFX, QFX and QBO writers give an account and its transactions. A transaction's FITID is
 * a hash of what identifies it (account, date, amount, description) and of how many identical rows came
 * before it, so it is the same on every export of the same statement and unique within the file; Quicken
 * and QuickBooks skip a FITID they have already imported.
 */

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;
const HEX = 16;
const HASH_DIGITS = 16;
const CENTS_PER_UNIT = 100;
/** OFX limits ACCTID to 22 characters. */
export const MAX_ACCTID_CHARS = 22;
/** The ACCTID written when a statement prints neither an account number nor a name. */
export const UNKNOWN_ACCTID = 'UNKNOWN';

/** FNV-1a, 64 bits, over the UTF-8 bytes of the text, as 16 hex digits. */
export function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash.toString(HEX).padStart(HASH_DIGITS, '0');
}

/** The account identifier for OFX: the printed number without spaces or dashes, else the name. */
export function accountId(account: AccountStatement, fallback: string | null): string {
  const candidates = [account.accountInfo.accountNumber, account.accountName, fallback];
  for (const candidate of candidates) {
    const id = (candidate ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    if (id !== '') return id.slice(-MAX_ACCTID_CHARS);
  }
  return UNKNOWN_ACCTID;
}

/** One FITID per transaction, in order: `YYYYMMDD` and a 16-digit hash, unique within the account. */
export function transactionIds(acctId: string, transactions: readonly Transaction[]): string[] {
  const seen = new Map<string, number>();
  return transactions.map((t) => {
    const key = [acctId, t.date, Math.round(t.amount * CENTS_PER_UNIT), t.description].join(
      '\u001f',
    );
    const position = seen.get(key) ?? 0;
    seen.set(key, position + 1);
    return `${t.date.replaceAll('-', '')}${fnv1a64(`${key}\u001f${position}`)}`;
  });
}
