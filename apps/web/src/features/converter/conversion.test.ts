import { describe, expect, it } from 'vitest';
import { balancedChecking } from './fixtures/statements.ts';
import {
  conversionOutcome,
  converterReducer,
  failureToast,
  INITIAL_CONVERTER_STATE,
  showsUpgrade,
} from './conversion.ts';

const failed = (detail: string | null, network = false) =>
  ({ ok: false, status: network ? 0 : 400, detail, code: null, network }) as const;

describe('conversionOutcome', () => {
  it('uses the server detail, else the spec fallback', () => {
    expect(conversionOutcome(failed('File size must be under 10MB.'))).toEqual({
      ok: false,
      message: 'File size must be under 10MB.',
    });
    expect(conversionOutcome(failed(null))).toEqual({
      ok: false,
      message: 'Failed to process PDF',
    });
    expect(conversionOutcome(failed(null, true))).toEqual({
      ok: false,
      message: 'Failed to process the bank statement.',
    });
  });

  it('rejects an answer that breaks its contract or says it failed', () => {
    const invalid = { ok: false, message: 'Invalid response from AI processing' };
    expect(
      conversionOutcome({
        ok: false,
        status: 200,
        detail: null,
        code: 'invalid_response',
        network: false,
      }),
    ).toEqual(invalid);
    const data = balancedChecking();
    expect(
      conversionOutcome({
        ok: true,
        status: 200,
        data: { success: false, data, pages_processed: 3, pages_used: 3, anonymous: true },
      }),
    ).toEqual(invalid);
  });

  it('reads pages_used or pages_processed, and the document id', () => {
    const data = balancedChecking();
    expect(
      conversionOutcome({
        ok: true,
        status: 200,
        data: {
          success: true,
          data,
          pages_used: 3,
          document_id: 'd1',
          anonymous: false,
        },
      }),
    ).toEqual({ ok: true, data, pagesUsed: 3, documentId: 'd1', claimToken: null });
    expect(
      conversionOutcome({
        ok: true,
        status: 200,
        data: { success: true, data, pages_processed: 4, anonymous: true, claim_token: 'tok' },
      }),
    ).toEqual({ ok: true, data, pagesUsed: 4, documentId: null, claimToken: 'tok' });
  });
});

describe('converterReducer', () => {
  const file = new File(['%PDF'], 'march.pdf', { type: 'application/pdf' });

  it('goes upload -> processing -> results and resets to upload', () => {
    const processing = converterReducer(INITIAL_CONVERTER_STATE, {
      type: 'start',
      file,
      anonymous: true,
    });
    expect(processing.step).toBe('processing');
    expect(processing.file).toBe(file);
    const results = converterReducer(processing, {
      type: 'succeed',
      data: balancedChecking(),
      pagesUsed: 2,
      documentId: null,
    });
    expect(results.step).toBe('results');
    expect(results.pagesUsed).toBe(2);
    expect(results.anonymous).toBe(true);
    expect(converterReducer(results, { type: 'reset' })).toEqual(INITIAL_CONVERTER_STATE);
  });

  it('moves to the error step with the message, and ignores a late success after reset', () => {
    const processing = converterReducer(INITIAL_CONVERTER_STATE, {
      type: 'start',
      file,
      anonymous: false,
    });
    const error = converterReducer(processing, { type: 'fail', message: 'Boom' });
    expect(error).toMatchObject({ step: 'error', message: 'Boom', file });
    const reset = converterReducer(error, { type: 'reset' });
    expect(
      converterReducer(reset, {
        type: 'succeed',
        data: balancedChecking(),
        pagesUsed: 1,
        documentId: null,
      }),
    ).toBe(reset);
  });
});

describe('a result kept in the browser', () => {
  it('is restored onto an empty converter only, as an anonymous result with its claim token', () => {
    const data = balancedChecking();
    const restore = {
      type: 'restore',
      data,
      fileName: 'march.pdf',
      pagesUsed: 3,
      claimToken: 'tok',
    } as const;
    expect(converterReducer(INITIAL_CONVERTER_STATE, restore)).toEqual({
      ...INITIAL_CONVERTER_STATE,
      step: 'results',
      fileName: 'march.pdf',
      data,
      pagesUsed: 3,
      anonymous: true,
      claimToken: 'tok',
      restored: true,
    });
    const file = new File(['%PDF'], 'april.pdf', { type: 'application/pdf' });
    const busy = converterReducer(INITIAL_CONVERTER_STATE, {
      type: 'start',
      file,
      anonymous: true,
    });
    expect(busy.fileName).toBe('april.pdf');
    expect(converterReducer(busy, restore)).toBe(busy);
  });
});

describe('error step helpers', () => {
  it('offers Upgrade Plan only for insufficient pages', () => {
    expect(showsUpgrade('Insufficient pages remaining. Please upgrade your plan.')).toBe(true);
    expect(showsUpgrade('Failed to process PDF')).toBe(false);
    expect(showsUpgrade(null)).toBe(false);
  });

  it('falls back to the spec toast for an empty message', () => {
    expect(failureToast('')).toBe('Failed to process the bank statement.');
    expect(failureToast('Failed to process PDF')).toBe('Failed to process PDF');
  });
});
