/** The `--help` text, alone in its module so that printing it loads nothing else (see main.ts). */
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

/**
 * Writes the help text. Only here does the main thread touch stdout: a one-file run's engine thread writes
 * the output through the descriptor itself (engineThread.ts).
 */
export function writeHelp(): Promise<void> {
  // A reader that stops early (`| head`) is not an error of ours.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  return new Promise((resolve) => {
    process.stdout.write(HELP_TEXT, () => resolve());
  });
}
