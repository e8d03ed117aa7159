import { describe, expect, it } from 'vitest';
import { checkUpload } from './fileCheck.ts';

describe('checkUpload', () => {
  it('accepts a PDF of up to 10485760 bytes', () => {
    expect(checkUpload({ type: 'application/pdf', size: 1 })).toBeNull();
    expect(checkUpload({ type: 'application/pdf', size: 10_485_760 })).toBeNull();
  });

  it('refuses other types first, then sizes over the limit', () => {
    expect(checkUpload({ type: 'image/png', size: 20_000_000 })).toBe(
      'Please upload a PDF file only.',
    );
    expect(checkUpload({ type: '', size: 10 })).toBe('Please upload a PDF file only.');
    expect(checkUpload({ type: 'application/pdf', size: 10_485_761 })).toBe(
      'File size must be under 10MB.',
    );
  });
});
