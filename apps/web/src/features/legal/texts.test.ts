import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS } from './texts.ts';

const fullText = (kind: keyof typeof LEGAL_DOCUMENTS) =>
  LEGAL_DOCUMENTS[kind].sections.flatMap((s) => s.paragraphs).join(' ');

describe('legal pages', () => {
  it('state the allowances and plan sizes of the spec', () => {
    for (const kind of ['privacy', 'terms'] as const) {
      const text = fullText(kind);
      expect(text).toContain('1 free conversion per device, recognised by a browser fingerprint');
      expect(text).toContain('7 pages per day');
      expect(text).toContain(
        'Starter: 400 pages per month; Professional: 1,000 pages per month; Business: 4,000 pages per month',
      );
    }
  });

  it('state the refund window, cookie lifetimes and contacts', () => {
    expect(fullText('terms')).toContain('within 30 days');
    expect(fullText('terms')).toContain('legal@statemint.app');
    expect(fullText('privacy')).toContain('privacy@statemint.app');
    const cookies = fullText('cookies');
    expect(cookies).toContain('expire after 7 days of inactivity');
    expect(cookies).toContain('kept up to 2 years');
    expect(cookies).toContain('kept up to 1 year');
  });

  it('mention secure processing, the AI extraction and card payment providers', () => {
    const privacy = fullText('privacy');
    expect(privacy).toContain('Files are processed securely and not permanently stored.');
    expect(privacy).toContain('AI text-extraction provider');
    expect(privacy).toContain('card payment provider');
  });
});
