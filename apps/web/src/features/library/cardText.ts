import type { DocumentSummary, Verdict } from '@statemint/contracts';
import { formatDate } from '../../lib/format.ts';
import { LIBRARY_TEXTS as T } from './texts.ts';

/** Longest file name a card shows whole; a longer one loses its middle, keeping its start and its end. */
export const CARD_NAME_LENGTH = 40;

/** `name` cut in the middle to at most `max` characters with an ellipsis, so the date at its end stays. */
export function truncateMiddle(name: string, max = CARD_NAME_LENGTH): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const keep = max - 1;
  const head = Math.ceil(keep / 2);
  return `${chars.slice(0, head).join('')}…${chars.slice(chars.length - (keep - head)).join('')}`;
}

/** The statement period, e.g. 'Jul 9, 2019 – Aug 8, 2019'; null when the engine read none. */
export function periodText(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  if (end) return T.periodEnding(formatDate(end));
  if (start) return T.periodFrom(formatDate(start));
  return null;
}

/** How many accounts a card names before it says '+N more'. */
const ACCOUNTS_SHOWN = 2;

/** The accounts, e.g. 'Premier Checking ••6789, Savings +1 more'; null when nothing identifies one. */
export function accountsText(accounts: DocumentSummary['accounts']): string | null {
  const named = accounts
    .map(({ name, last_digits: digits }) =>
      name && digits
        ? `${name} ••${digits}`
        : name
          ? name
          : digits
            ? T.accountDigits(digits)
            : null,
    )
    .filter((label): label is string => label !== null);
  if (named.length === 0) return null;
  const shown = named.slice(0, ACCOUNTS_SHOWN).join(', ');
  return named.length > ACCOUNTS_SHOWN
    ? `${shown} ${T.moreAccounts(named.length - ACCOUNTS_SHOWN)}`
    : shown;
}

/** The conversion time on a card, e.g. 'Nov 26, 2026, 14:03', in the browser's time zone. */
export function conversionTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** The badge of a verdict: its word and its tone; null for documents from before verdicts. */
export function verdictBadge(
  verdict: Verdict | null,
): { label: string; tone: 'good' | 'bad' | 'neutral' } | null {
  if (verdict === null) return null;
  return {
    label: T.verdicts[verdict],
    tone: verdict === 'verified' ? 'good' : verdict === 'mismatch' ? 'bad' : 'neutral',
  };
}
