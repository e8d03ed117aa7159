/** Steps between file size units (spec section 9: steps of 1024). */
export const FILE_SIZE_STEP = 1024;

/** Decimals shown in a file size (spec section 9). */
export const FILE_SIZE_DECIMALS = 2;

export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Human-readable size: '0 Bytes', '512 Bytes', '1.5 KB', '2.35 MB' (trailing zeros dropped). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${FILE_SIZE_UNITS[0]}`;
  const unitIndex = Math.min(
    Math.floor(Math.log(bytes) / Math.log(FILE_SIZE_STEP)),
    FILE_SIZE_UNITS.length - 1,
  );
  const value = bytes / FILE_SIZE_STEP ** unitIndex;
  return `${parseFloat(value.toFixed(FILE_SIZE_DECIMALS))} ${FILE_SIZE_UNITS[unitIndex]}`;
}

/** Currency used when a statement names none (spec section 9: USD). */
export const DEFAULT_CURRENCY = 'USD';

/** A money amount as an absolute value, e.g. '$1,234.50' (summaries show absolute values). */
export function formatAbsoluteMoney(
  value: number,
  currency: string | null = DEFAULT_CURRENCY,
): string {
  return formatMoney(Math.abs(value), currency);
}

/** A signed money amount, e.g. '-$12.00'. */
export function formatMoney(value: number, currency: string | null = DEFAULT_CURRENCY): string {
  // A statement that does not say its currency gets plain amounts, never a guessed symbol.
  if (currency === null)
    return new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
  } catch {
    // An unknown ISO code from the engine must not break the results screen.
    return `${value.toFixed(2)} ${currency}`;
  }
}

/** A date such as 'Nov 23, 2026' from an ISO date or timestamp; the input itself when unparseable. */
export function formatDate(iso: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** Today's date as the legal pages show it, e.g. 'November 23, 2026'. */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}
