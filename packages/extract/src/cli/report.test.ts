import { describe, expect, it } from 'vitest';
import { errorLine, EXIT, worstExit } from './report.ts';

describe('errorLine', () => {
  it('prints error: <code>: <message>, naming the file only in batch runs', () => {
    const notPdf = {
      kind: 'bad_input',
      code: 'not_pdf',
      message: 'Please upload a PDF file only.',
    } as const;
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
    expect(errorLine({ kind: 'ok', stdout: null, stderr: null }, 'x.pdf', true)).toBeNull();
  });
});

describe('worstExit', () => {
  it('lets a fault win over bad input, and bad input over success', () => {
    const ok = { kind: 'ok', stdout: null, stderr: null } as const;
    const bad = { kind: 'bad_input', code: 'empty_file', message: 'm' } as const;
    const fault = { kind: 'fault', message: 'm', stack: null } as const;
    expect(worstExit(EXIT.ok, ok)).toBe(0);
    expect(worstExit(EXIT.ok, bad)).toBe(2);
    expect(worstExit(EXIT.badInput, fault)).toBe(1);
    expect(worstExit(EXIT.fault, bad)).toBe(1);
    expect(worstExit(EXIT.badInput, ok)).toBe(2);
  });
});
