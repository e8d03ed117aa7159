import type { ExportDateFormat } from '@statemint/contracts';

/** A date layout every flat export (CSV flavours, QIF) can be written in. */
export type DateFormat = ExportDateFormat;

/** What a user can choose beside the format itself. */
export type ExportOptions = {
  /** `iso` is YYYY-MM-DD, `dmy` DD/MM/YYYY, `mdy` MM/DD/YYYY. */
  dateFormat: DateFormat;
  /** The "European CSV": `;` between cells and `,` before the cents, as German and French Excel read. */
  european: boolean;
};

export const DEFAULT_EXPORT_OPTIONS: ExportOptions = { dateFormat: 'iso', european: false };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO date in the chosen layout; text that is not an ISO date is returned unchanged. */
export function formatDate(iso: string, format: DateFormat): string {
  const match = ISO_DATE.exec(iso);
  if (match === null || format === 'iso') return iso;
  const [, year, month, day] = match;
  return format === 'dmy' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** Separator and decimal mark of a CSV file. */
export type CsvDialect = { separator: ',' | ';'; decimal: '.' | ',' };

export const US_CSV: CsvDialect = { separator: ',', decimal: '.' };
export const EUROPEAN_CSV: CsvDialect = { separator: ';', decimal: ',' };

/** The dialect the options ask for. */
export function csvDialect(options: Pick<ExportOptions, 'european'>): CsvDialect {
  return options.european ? EUROPEAN_CSV : US_CSV;
}
