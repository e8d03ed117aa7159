import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DocumentSummary } from '@statemint/contracts';
import { DocumentCard } from './DocumentCard.tsx';

const LONG_NAME = 'Chase Premier Plus Checking statement for account ending 6789 - 2021-02-10.pdf';

const document: DocumentSummary = {
  id: '0f8c2f6e-3a8b-4c1d-9e2f-1a2b3c4d5e6f',
  original_filename: LONG_NAME,
  conversion_date: '2026-11-26T14:03:00.000Z',
  file_size: 119_824,
  page_count: 4,
  status: 'completed',
  period_start: '2021-01-14',
  period_end: '2021-02-10',
  accounts: [
    { name: 'Premier Plus Checking', last_digits: '6789' },
    { name: 'Plus Savings', last_digits: '0123' },
  ],
  transaction_count: 20,
  verdict: 'mismatch',
};

function render(doc: DocumentSummary): string {
  const noop = () => undefined;
  return renderToStaticMarkup(
    <MemoryRouter>
      <DocumentCard
        document={doc}
        busy={null}
        onDownload={noop}
        onDownloadXlsx={noop}
        onDelete={noop}
      />
    </MemoryRouter>,
  );
}

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('a library card', () => {
  it('shows the period, the accounts, the rows, the verdict and a name cut in the middle', () => {
    const html = render(document);
    const text = textOf(html);
    expect(text).toContain('Chase Premier Plus C…89 - 2021-02-10.pdf');
    expect(text).not.toContain(LONG_NAME);
    // The whole name stays available: as the heading's title and its accessible name.
    expect(html).toContain(`title="${LONG_NAME}"`);
    expect(html).toContain(`aria-label="${LONG_NAME}"`);
    expect(text).toContain(
      'Jan 14, 2021 – Feb 10, 2021 · Premier Plus Checking ••6789, Plus Savings ••0123',
    );
    expect(text).toContain('20 transactions');
    expect(text).toContain('Balance check: Mismatch');
    expect(text).toContain('117.02 KB');
    expect(text).toContain('4 pages');
    expect(text).toContain('completed');
    expect(html).toContain(`href="/documents/${document.id}"`);
    expect(html).toContain(`aria-label="View the conversion of ${LONG_NAME}"`);
    // The icon is a table, never a PDF badge: the PDF itself is not kept.
    expect(text).not.toMatch(/\bPDF\b/);
  });

  it('leaves out what a document from before the cards does not know', () => {
    const text = textOf(
      render({
        ...document,
        original_filename: 'march.pdf',
        period_start: null,
        period_end: null,
        accounts: [],
        transaction_count: 0,
        verdict: null,
      }),
    );
    expect(text).not.toContain('Balance check');
    expect(text).not.toContain('·');
    expect(text).toContain('0 transactions');
  });
});
