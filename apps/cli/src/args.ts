import { parseArgs } from 'node:util';
// Types only: a one-file run's main thread loads no schema library (single.ts, docs/DECISIONS.md issue 11).
import type { ExportDateFormat, ExportFormat } from '@statemint/contracts';

export { HELP_TEXT } from './help.ts';

/**
 * Output formats of the CLI: the Statement as JSON and every export format of the web app (`csv` is the
 * flat CSV, `complete-csv` the spec's complete-data CSV), in the order of contracts' EXPORT_FORMATS
 * (args.test.ts compares them; FORMAT_SUFFIX below fails to compile if a format is missing).
 */
export const CLI_FORMATS = [
  'json',
  'csv',
  'csv-qbo3',
  'csv-qbo4',
  'csv-xero',
  'complete-csv',
  'xlsx',
  'ofx2',
  'ofx1',
  'qfx',
  'qbo',
  'qif',
] as const satisfies readonly ('json' | ExportFormat)[];
export type CliFormat = 'json' | ExportFormat;

/** Date layouts of the flat exports, as contracts' EXPORT_DATE_FORMATS (args.test.ts compares them). */
export const CLI_DATE_FORMATS = [
  'iso',
  'dmy',
  'mdy',
] as const satisfies readonly ExportDateFormat[];

/** File name ending each format gets; complete-data keeps the spec's `-complete-data.csv` suffix. */
export const FORMAT_SUFFIX = {
  json: '.json',
  csv: '.csv',
  'csv-qbo3': '-quickbooks.csv',
  'csv-qbo4': '-quickbooks-4-column.csv',
  'csv-xero': '-xero.csv',
  xlsx: '.xlsx',
  'complete-csv': '-complete-data.csv',
  ofx2: '.ofx',
  ofx1: '-ofx102.ofx',
  qfx: '.qfx',
  qbo: '.qbo',
  qif: '.qif',
} as const satisfies Record<CliFormat, string>;

export type CliOptions = {
  inputs: string[];
  format: CliFormat;
  /** Date layout of the flat CSVs and QIF. */
  dateFormat: ExportDateFormat;
  /** The European CSV: `;` between cells, `,` before the cents. */
  european: boolean;
  out: string | null;
  debug: boolean;
  strict: boolean;
  /** Time bound per file, in milliseconds. */
  timeLimitMs: number;
};

/** Default time bound per file: far above any real statement (400 pages take seconds), short of a hung run. */
export const DEFAULT_TIME_LIMIT_S = 300;

export type ParsedArgs =
  { kind: 'help' } | { kind: 'run'; options: CliOptions } | { kind: 'usage'; message: string };

/** Parses the command line into options, a help request or a one-line usage error. */
export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string' },
        'date-format': { type: 'string' },
        european: { type: 'boolean', default: false },
        out: { type: 'string' },
        debug: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        'time-limit': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return { kind: 'usage', message: usageMessage(error) };
  }
  const { values, positionals } = parsed;
  if (values.help === true) return { kind: 'help' };
  const format = values.format ?? 'json';
  if (!isFormat(format)) {
    return {
      kind: 'usage',
      message: `unknown format "${format}"; use one of ${CLI_FORMATS.join(', ')}`,
    };
  }
  const dateFormat = values['date-format'] ?? 'iso';
  if (!isDateFormat(dateFormat)) {
    return {
      kind: 'usage',
      message: `unknown date format "${dateFormat}"; use one of ${CLI_DATE_FORMATS.join(', ')}`,
    };
  }
  if (positionals.length === 0) {
    return {
      kind: 'usage',
      message: 'no input; give one or more PDF files or folders (see --help)',
    };
  }
  if (values.out === '') return { kind: 'usage', message: '--out needs a path' };
  const limit = values['time-limit'] ?? String(DEFAULT_TIME_LIMIT_S);
  if (!/^\d+$/.test(limit) || Number(limit) < 1)
    return {
      kind: 'usage',
      message: `--time-limit needs a whole number of seconds, not "${limit}"`,
    };
  return {
    kind: 'run',
    options: {
      inputs: positionals,
      format,
      dateFormat,
      european: values.european === true,
      out: values.out ?? null,
      debug: values.debug === true,
      strict: values.strict === true,
      timeLimitMs: Number(limit) * 1000,
    },
  };
}

function isFormat(value: string): value is CliFormat {
  return CLI_FORMATS.some((f) => f === value);
}

function isDateFormat(value: string): value is ExportDateFormat {
  return CLI_DATE_FORMATS.some((f) => f === value);
}

function usageMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // node:util explains at length; the first sentence names the problem.
  const first = text.split('. ')[0] ?? text;
  return `${first.replace(/\.$/, '')} (see --help)`;
}
