import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Statement } from '@statemint/contracts';
import { AuthContext, type AuthContextValue } from '../auth/AuthContext.ts';
import { consolidatedMixed, balancedChecking } from './fixtures/statements.ts';
import { ResultDownloads } from './ResultDownloads.tsx';

const SIGNED_OUT: AuthContextValue = {
  user: null,
  token: null,
  loading: false,
  isAuthenticated: false,
  login: () => Promise.resolve({ success: false, error: '' }),
  signup: () => Promise.resolve({ success: false, error: '' }),
  logout: () => Promise.resolve(),
  refreshUser: () => Promise.resolve(),
  setUser: () => undefined,
};

function render(data: Statement): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={SIGNED_OUT}>
          <ResultDownloads data={data} fileName="march.pdf">
            <button type="button">Convert Another File</button>
          </ResultDownloads>
        </AuthContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

function texts(html: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(pattern)].map((m) =>
    (m[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .trim(),
  );
}

describe('ResultDownloads', () => {
  it('puts the one-row-per-transaction CSV first, keeps the spec’s two buttons, then More formats', () => {
    const html = render(balancedChecking());
    expect(texts(html, 'button')).toEqual([
      'Download CSV (one row per transaction)',
      'Download Complete CSV',
      'Download Excel (XLSX)',
      'Convert Another File',
      'Download as CSV (one row per transaction)',
    ]);
    expect(texts(html, 'summary')).toEqual(['More formats']);
    expect(texts(html, 'option')).toEqual([
      'CSV (one row per transaction)',
      'QuickBooks Online CSV (3 columns)',
      'QuickBooks Online CSV (4 columns)',
      'Xero precoded statement CSV',
      'OFX 2 (XML)',
      'OFX 1.0.2 (SGML)',
      'QFX (Quicken Web Connect)',
      'QBO (QuickBooks Web Connect)',
      'QIF (Quicken Interchange Format)',
      'Complete CSV',
      'Excel (XLSX)',
      'YYYY-MM-DD (ISO)',
      'DD/MM/YYYY',
      'MM/DD/YYYY',
    ]);
    expect(html).toContain('European CSV (semicolon separator, comma decimals)');
  });

  it('lists the sheets of the workbook this statement gives', () => {
    const html = render(consolidatedMixed());
    expect(texts(html, 'h3')).toEqual(['What the Excel workbook contains']);
    expect(texts(html, 'li')).toEqual([
      'Account Summary',
      'Checks – Checks against the statement',
      'Deposits & Credits – Deposits and credits',
      'ATM Withdrawals',
      'Checks Paid',
      'Card Purchases',
      'Other Withdrawals',
      'All Transactions – All transactions combined',
      'Everyday Checking – Transactions of this account',
      'Plus Savings – Transactions of this account',
    ]);
  });
});
