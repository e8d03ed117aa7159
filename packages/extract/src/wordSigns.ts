/**
 * A column of two words that says each amount's side: every row of an account prints its amount
 * without a sign or mark, and one of exactly two words in a cell of its own of the table (a column no
 * known title names). Which word is money out is never read from the words: the statement's printed
 * figures decide. Where the rows as read do not reproduce them, and reading one word's rows as money
 * out and the other's as money in does, in exactly one way over all such columns, that is the sign.
 */
import type { AccountDraft, DraftTransaction } from './types.ts';

/** Two words, no more: a column of more (a type code) names kinds, not sides. */
const SIDES = 2;

/**
 * Whether the account's printed balances hold for `cents` (the rows' amounts, signed from the holder's
 * side): each printed balance (the opening, the running balances, the closing) is the one before it
 * moved by the rows between, and at least one such pair has rows between.
 */
function figuresHold(account: AccountDraft, cents: readonly number[]): boolean {
  const points: { after: number; cents: number }[] = [];
  if (account.opening && account.opening.source !== 'derived')
    points.push({ after: 0, cents: account.opening.cents });
  points.push(...[...account.checkpoints].sort((a, b) => a.after - b.after));
  if (account.closing && account.closing.source !== 'derived')
    points.push({ after: cents.length, cents: account.closing.cents });
  const step = (c: number) => (account.liability ? -c : c);
  let checked = 0;
  for (let k = 1; k < points.length; k++) {
    const from = points[k - 1]!;
    const to = points[k]!;
    if (to.after <= from.after) continue;
    let sum = from.cents;
    for (let i = from.after; i < to.after; i++) sum += step(cents[i]!);
    if (sum !== to.cents) return false;
    checked++;
  }
  return checked > 0;
}

/** The account's rows signed by a column of two words, when the printed figures prove one reading. */
export function signsByWords(account: AccountDraft): AccountDraft {
  const txns = account.transactions;
  const width = txns[0]?.cellWords?.length ?? 0;
  const unsigned = (t: DraftTransaction) =>
    t.signSource === 'default' && t.cents > 0 && t.cellWords?.length === width;
  if (width === 0 || !txns.every(unsigned)) return account;
  const asRead = txns.map((t) => t.cents);
  if (figuresHold(account, asRead)) return account;
  let proven: { column: number; out: string } | null = null;
  for (let column = 0; column < width; column++) {
    const words = txns.map((t) => t.cellWords![column]);
    const kinds = new Set(words);
    if (kinds.size !== SIDES || kinds.has(null)) continue;
    for (const out of kinds as Set<string>) {
      const cents = txns.map((t, i) => (words[i] === out ? -t.cents : t.cents));
      if (!figuresHold(account, cents)) continue;
      // Two readings the figures both prove: neither is the sign.
      if (proven) return account;
      proven = { column, out };
    }
  }
  if (!proven) return account;
  const { column, out } = proven;
  const transactions = txns.map((t) =>
    t.cellWords![column] === out
      ? { ...t, cents: -t.cents, signSource: 'column' as const }
      : {
          ...t,
          signSource: 'column' as const,
        },
  );
  return { ...account, transactions };
}
