/** Matching extracted transactions against ground truth: date, amount to the cent, and description. */

/** A transaction as both sides see it: ISO date, signed amount, description. */
export type Row = { date: string; amount: number; description: string };

/** How far ahead (in extracted rows) a truth row may find its match, so one inserted or dropped row does not shift every later match. */
export const MATCH_WINDOW_ROWS = 64;

export const toCents = (x: number): number => Math.round(x * 100);

/** Whitespace collapsed, case folded. */
export function normaliseDescription(s: string): string {
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}

export function sameRow(truth: Row, got: Row): boolean {
  return (
    truth.date === got.date &&
    toCents(truth.amount) === toCents(got.amount) &&
    normaliseDescription(truth.description) === normaliseDescription(got.description)
  );
}

/** Why a truth row went unmatched, judged from the nearest extracted row that shares two of the three fields. */
export const MISS_KINDS = ['description', 'amount', 'sign', 'date', 'missing'] as const;
export type MissKind = (typeof MISS_KINDS)[number];

export type Miss = { kind: MissKind; truth: Row; got?: Row };

export type MatchResult = {
  truthCount: number;
  extractedCount: number;
  matched: number;
  misses: Miss[];
  /** Extracted rows that matched no truth row (spurious or wrong). */
  extras: Row[];
};

function classify(truth: Row, got: Row[], from: number): Miss {
  const end = Math.min(got.length, from + MATCH_WINDOW_ROWS);
  const start = Math.max(0, from - MATCH_WINDOW_ROWS);
  const desc = normaliseDescription(truth.description);
  const cents = toCents(truth.amount);
  for (let j = start; j < end; j++) {
    const g = got[j];
    if (!g) continue;
    const sameDesc = normaliseDescription(g.description) === desc;
    const sameDate = g.date === truth.date;
    const gc = toCents(g.amount);
    if (sameDate && gc === cents) return { kind: 'description', truth, got: g };
    if (sameDate && sameDesc && gc === -cents) return { kind: 'sign', truth, got: g };
    if (sameDate && sameDesc) return { kind: 'amount', truth, got: g };
    if (sameDesc && gc === cents) return { kind: 'date', truth, got: g };
  }
  return { kind: 'missing', truth };
}

/** Matches each truth row at most once, in order, to an extracted row within the window ahead of the last match. */
export function matchRows(truth: Row[], got: Row[]): MatchResult {
  const used = new Uint8Array(got.length);
  const misses: Miss[] = [];
  let next = 0;
  let matched = 0;
  for (const t of truth) {
    let found = -1;
    const end = Math.min(got.length, next + MATCH_WINDOW_ROWS);
    for (let j = next; j < end; j++) {
      const g = got[j];
      if (g && !used[j] && sameRow(t, g)) {
        found = j;
        break;
      }
    }
    if (found >= 0) {
      used[found] = 1;
      matched++;
      next = found + 1;
    } else {
      misses.push(classify(t, got, next));
    }
  }
  return {
    truthCount: truth.length,
    extractedCount: got.length,
    matched,
    misses,
    extras: got.filter((_, j) => !used[j]),
  };
}

export type Score = { precision: number; recall: number; f1: number };

export function score(matched: number, truthCount: number, extractedCount: number): Score {
  const precision = extractedCount === 0 ? (truthCount === 0 ? 1 : 0) : matched / extractedCount;
  const recall = truthCount === 0 ? 1 : matched / truthCount;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Account numbers compare on their letters and digits only (spaces and dashes are layout). */
export function sameAccountNumber(truth: string | null, got: string | null | undefined): boolean {
  const norm = (s: string | null | undefined): string =>
    (s ?? '').replace(/[^0-9a-z]/gi, '').toUpperCase();
  return norm(truth) !== '' && norm(truth) === norm(got);
}

/** Word tokens without punctuation, lower case, for comparing descriptions of real samples. */
export function wordTokens(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== '');
}

/** HSBC's payment-type codes, which the real samples' expected descriptions leave out (keeping them is fine). */
export const PAYMENT_TYPE_CODES: ReadonlySet<string> = new Set([
  'dd',
  'bp',
  'vis',
  'cr',
  'so',
  'atm',
  'dr',
  'tfr',
  'chq',
  'obp',
  'fpi',
  'fpo',
  'bgc',
  'cc',
  'dbt',
]);

/** Whether a description matches the expected one by word tokens, allowing extra payment-type codes. */
export function sameWords(expected: string, got: string): boolean {
  const want = wordTokens(expected);
  const have = wordTokens(got).filter((t) => !PAYMENT_TYPE_CODES.has(t) || want.includes(t));
  return want.length === have.length && want.every((t, i) => t === have[i]);
}
