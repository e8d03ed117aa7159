import { describe, expect, it } from 'vitest';
import { errorLine, EXIT, stderrLines, worstExit } from './report.ts';
import { account, statement, VERIFIED } from './testing.ts';
import { summarize } from './verdict.ts';

const notPdf = {
  kind: 'bad_input',
  code: 'not_pdf',
  message: 'Please upload a PDF file only.',
} as const;
const verified = {
  kind: 'ok',
  summary: summarize(statement(account(VERIFIED))),
  stdout: null,
  stderr: null,
} as const;
const mismatch = {
  kind: 'ok',
  summary: summarize(statement(account({ ...VERIFIED, verdict: 'mismatch', sectionTotals: [] }))),
  stdout: null,
  stderr: null,
} as const;

describe('errorLine', () => {
  it('prints error: <code>: <message>, naming the file only in batch runs', () => {
    expect(errorLine(notPdf, 'x.pdf', false)).toBe(
      'error: not_pdf: Please upload a PDF file only.',
    );
    expect(errorLine(notPdf, 'x.pdf', true)).toBe(
      'error: not_pdf: Please upload a PDF file only. (x.pdf)',
    );
  });

  it('keeps a fault to its first line, without the stack', () => {
    const fault = {
      kind: 'fault',
      message: 'boom\nat somewhere',
      stack: 'Error: boom\n  at x',
    } as const;
    expect(errorLine(fault, 'x.pdf', false)).toBe('error: internal: boom');
  });

  it('prints nothing for success', () => {
    expect(errorLine(verified, 'x.pdf', true)).toBeNull();
  });
});

describe('stderrLines', () => {
  it('gives a failed file its one error line and a converted file its verdict, naming the file in batches', () => {
    expect(stderrLines(notPdf, 'x.pdf', false)).toEqual([
      'error: not_pdf: Please upload a PDF file only.',
    ]);
    expect(stderrLines(verified, 'x.pdf', false)).toEqual([
      'verified: Checked against the statement: every balance and total printed on it matches these transactions.',
    ]);
    expect(stderrLines(mismatch, 'in/x.pdf', true)).toEqual([
      'MISMATCH: Does not match: a figure printed on the statement differs from what these transactions add up to. Compare them with your PDF before you rely on them. (in/x.pdf)',
    ]);
  });
});

describe('worstExit', () => {
  it('lets a fault win over bad input, and bad input over success', () => {
    const bad = { kind: 'bad_input', code: 'empty_file', message: 'm' } as const;
    const fault = { kind: 'fault', message: 'm', stack: null } as const;
    expect(worstExit(EXIT.ok, verified, false)).toBe(0);
    expect(worstExit(EXIT.ok, bad, false)).toBe(2);
    expect(worstExit(EXIT.badInput, fault, false)).toBe(1);
    expect(worstExit(EXIT.fault, bad, false)).toBe(1);
    expect(worstExit(EXIT.badInput, verified, false)).toBe(2);
  });

  it('turns a mismatch into exit 3 only when strict, below bad input and faults', () => {
    const bad = { kind: 'bad_input', code: 'empty_file', message: 'm' } as const;
    expect(worstExit(EXIT.ok, mismatch, false)).toBe(0);
    expect(worstExit(EXIT.ok, mismatch, true)).toBe(3);
    expect(worstExit(EXIT.ok, verified, true)).toBe(0);
    expect(worstExit(EXIT.mismatch, verified, true)).toBe(3);
    expect(worstExit(EXIT.mismatch, bad, true)).toBe(2);
    expect(worstExit(EXIT.badInput, mismatch, true)).toBe(2);
    expect(worstExit(EXIT.fault, mismatch, true)).toBe(1);
  });
});
