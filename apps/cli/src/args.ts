import { parseArgs } from 'node:util';
import { EXPORT_DATE_FORMATS, EXPORT_FORMATS, type ExportDateFormat } from '@statemint/contracts';

/**
 * Output formats of the CLI: the Statement as JSON and every export format of the web app (`csv` is the
 * flat CSV, `complete-csv` the spec's complete-data CSV).
 */
export const CLI_FORMATS = ['json', ...EXPORT_FORMATS] as const;
export type CliFormat = (typeof CLI_FORMATS)[number];

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

export const HELP_TEXT = `Usage: npm run --silent convert -- <file.pdf|folder>... [options]

Convert text-based PDF bank statements into JSON, CSV, Excel, OFX, QFX, QBO or QIF.

Options:
  --format FORMAT
                 json (default): the extracted Statement, pretty-printed
                 csv: one row per transaction (flat CSV)
                 csv-qbo3, csv-qbo4: QuickBooks Online CSV, 3 or 4 columns
                 csv-xero: Xero's precoded bank statement CSV
                 xlsx: the Excel workbook
                 complete-csv: the complete-data CSV (summary, categories side by side,
                 all transactions by date)
                 ofx2: OFX 2 (XML); ofx1: OFX 1.0.2 (SGML); qfx: Quicken; qbo: QuickBooks
                 Web Connect; qif: QIF. A statement with several accounts gives one file
                 per account, in a zip written as <output>.zip
  --date-format iso|dmy|mdy
                 dates of the CSVs and QIF: YYYY-MM-DD (default), DD/MM/YYYY, MM/DD/YYYY
  --european     the CSVs with ; between cells and a comma before the cents
  --out PATH     one input: the output file (or a folder to write <name>.<ext> into);
                 several inputs or a folder: the output folder, created if missing.
                 Without --out, json and csv of one file go to stdout; xlsx and batch
                 runs write <name>.<ext> next to each input.
  --debug        also write the engine's intermediates as JSON: to <output>.debug.json
                 when writing files, else to stderr
  --strict       exit 3 when a converted file's transactions do not reproduce a balance
                 or total printed on it (see the check below)
  --time-limit SECONDS
                 give up on a file after this long (default 300) and report it as
                 too_complex, exit 2
  -h, --help     show this help

Folders are searched recursively for *.pdf files. Batch runs use one worker per core.

Every converted file is checked against the figures the statement itself prints, and the
result goes to stderr (in batch runs each line ends with the file's name; a file with
several accounts gets a line per account):
  verified: every printed balance matches (ending balance, 14 running balances)
  not checked: no printed balances to check against
  MISMATCH: running balance on page 3, transaction 14 (2024-03-05 CARD PAYMENT) is
    12.40 off: the statement prints 1,234.56, the transactions give 1,222.16
  warning: <each problem the converter noticed, in a sentence>
A mismatch means the output is probably missing or misreading a row: compare it with the
PDF around the place named first. The output is still written.

Exit codes: 0 success, whatever the check says; 2 bad input (one line
"error: <code>: <message>" per failing file, "error: usage: ..." for a bad command line);
1 internal fault (set STATEMINT_DEBUG=1 for the stack trace); 3 only with --strict: every
file converted, and some file has a MISMATCH. In a batch, 1 outranks 2, and 2 outranks 3.
`;

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
      message: `unknown date format "${dateFormat}"; use one of ${EXPORT_DATE_FORMATS.join(', ')}`,
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
  return EXPORT_DATE_FORMATS.some((f) => f === value);
}

function usageMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // node:util explains at length; the first sentence names the problem.
  const first = text.split('. ')[0] ?? text;
  return `${first.replace(/\.$/, '')} (see --help)`;
}
