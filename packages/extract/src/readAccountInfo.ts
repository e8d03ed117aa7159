/** Stage helpers: statement period (readPeriod.ts), currency and account type, read from the whole document's lines. */
import type { DateOrder } from './parseDate.ts';
import type { Line } from './types.ts';
import { LIABILITY_BALANCE_MARKERS, LIABILITY_MARKERS, squash } from './vocabulary.ts';

export type { Period } from './readPeriod.ts';
export { choosePeriod, findPeriod, periodCandidates, shareInsidePeriod } from './readPeriod.ts';

/** Pages read for the account type (statements print it up front). */
const FRONT_PAGES = 3;

/** The ISO currency code the statement is in, from the symbols and codes it prints; USD when none. */
export function detectCurrency(lines: Line[]): string {
  const counts: Record<string, number> = { USD: 0, GBP: 0, EUR: 0, AUD: 0, CAD: 0, CHF: 0 };
  let commaDecimals = 0;
  let dotDecimals = 0;
  for (const line of lines) {
    const t = line.text;
    if (!/[$£€]|USD|GBP|EUR|AUD|CAD|CHF|Sterling|\d[.,]\d\d\b/.test(t)) continue;
    // "A$" and "C$" are Australian and Canadian dollars; a bare "$" counts as US dollars.
    counts.AUD! += (t.match(/\bA\$|\bAU\$|\bAUD\b/g) ?? []).length;
    counts.CAD! += (t.match(/\bC\$|\bCA\$|\bCAD\b/g) ?? []).length;
    counts.CHF! += (t.match(/\bCHF\b/g) ?? []).length;
    counts.USD! += (t.match(/(?<![A-Z])\$|\bUSD\b/g) ?? []).length;
    counts.GBP! += (t.match(/£|\bGBP\b|\bSterling\b/g) ?? []).length;
    counts.EUR! += (t.match(/€|\bEUR\b|\bEuro\b/g) ?? []).length;
    commaDecimals += (t.match(/\d,\d\d(?!\d)/g) ?? []).length;
    dotDecimals += (t.match(/\d\.\d\d(?!\d)/g) ?? []).length;
  }
  let best = 'USD';
  let bestCount = 0;
  for (const [code, n] of Object.entries(counts)) {
    if (n > bestCount) {
      best = code;
      bestCount = n;
    }
  }
  if (bestCount === 0 && commaDecimals > dotDecimals) return 'EUR';
  return best;
}

/** True when the front pages read like a credit card statement (credit limit, minimum payment, new balance). */
export function detectLiability(lines: Line[]): boolean {
  let marker = false;
  let balance = false;
  for (const line of lines) {
    if (line.page > FRONT_PAGES) break;
    const key = squash(line.text);
    if (!marker && LIABILITY_MARKERS.some((m) => key.includes(m))) marker = true;
    if (!balance && LIABILITY_BALANCE_MARKERS.some((m) => key.includes(m))) balance = true;
    if (marker && balance) return true;
  }
  return false;
}

/** The default numeric date order for a currency: month first for dollars, day first elsewhere. */
export function defaultDateOrder(currency: string): DateOrder {
  return currency === 'USD' ? 'MDY' : 'DMY';
}
