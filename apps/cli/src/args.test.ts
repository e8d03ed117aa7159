import { describe, expect, it } from 'vitest';
import { EXPORT_DATE_FORMATS, EXPORT_FORMATS } from '@statemint/contracts';
import { CLI_DATE_FORMATS, CLI_FORMATS, parseCliArgs } from './args.ts';

describe('parseCliArgs', () => {
  it('defaults to JSON on stdout without debug, a mismatch leaving the exit code alone', () => {
    expect(parseCliArgs(['a.pdf'])).toEqual({
      kind: 'run',
      options: {
        inputs: ['a.pdf'],
        format: 'json',
        dateFormat: 'iso',
        european: false,
        out: null,
        debug: false,
        strict: false,
        timeLimitMs: 300_000,
      },
    });
  });

  it('reads a time limit in whole seconds and refuses anything else', () => {
    const run = parseCliArgs(['a.pdf', '--time-limit', '45']);
    expect(run.kind === 'run' && run.options.timeLimitMs).toBe(45_000);
    expect(parseCliArgs(['a.pdf', '--time-limit', '0'])).toEqual({
      kind: 'usage',
      message: '--time-limit needs a whole number of seconds, not "0"',
    });
    expect(parseCliArgs(['a.pdf', '--time-limit', '1.5'])).toEqual({
      kind: 'usage',
      message: '--time-limit needs a whole number of seconds, not "1.5"',
    });
  });

  it('reads format, out, debug, strict and several inputs', () => {
    expect(
      parseCliArgs([
        'a.pdf',
        'dir',
        '--format',
        'complete-csv',
        '--out',
        'o',
        '--debug',
        '--strict',
      ]),
    ).toEqual({
      kind: 'run',
      options: {
        inputs: ['a.pdf', 'dir'],
        format: 'complete-csv',
        dateFormat: 'iso',
        european: false,
        out: 'o',
        debug: true,
        strict: true,
        timeLimitMs: 300_000,
      },
    });
  });

  it('answers --help and -h before anything else', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['a.pdf', '-h', '--format', 'nope'])).toEqual({ kind: 'help' });
  });

  it('rejects a bad command line with one usage line', () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'usage',
      message: 'no input; give one or more PDF files or folders (see --help)',
    });
    expect(parseCliArgs(['a.pdf', '--format', 'pdf'])).toEqual({
      kind: 'usage',
      message:
        'unknown format "pdf"; use one of json, csv, csv-qbo3, csv-qbo4, csv-xero, complete-csv, xlsx, ofx2, ofx1, qfx, qbo, qif',
    });
    expect(parseCliArgs(['a.pdf', '--bogus'])).toEqual({
      kind: 'usage',
      message: "Unknown option '--bogus' (see --help)",
    });
    expect(parseCliArgs(['a.pdf', '--out'])).toEqual({
      kind: 'usage',
      message: "Option '--out <value>' argument missing (see --help)",
    });
  });

  it('reads every export format, the date layout and the European CSV', () => {
    const run = parseCliArgs(['a.pdf', '--format', 'qbo', '--date-format', 'dmy', '--european']);
    expect(
      run.kind === 'run' && [run.options.format, run.options.dateFormat, run.options.european],
    ).toEqual(['qbo', 'dmy', true]);
    expect(parseCliArgs(['a.pdf', '--date-format', 'ymd'])).toEqual({
      kind: 'usage',
      message: 'unknown date format "ymd"; use one of iso, dmy, mdy',
    });
  });

  it("keeps its own lists of formats equal to contracts' (the main thread does not load contracts)", () => {
    expect(CLI_FORMATS).toEqual(['json', ...EXPORT_FORMATS]);
    expect(CLI_DATE_FORMATS).toEqual(EXPORT_DATE_FORMATS);
  });
});
