import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { User } from '@statemint/contracts';
import { AuthContext, type AuthContextValue } from '../auth/AuthContext.ts';
import { PreferencesTab } from './PreferencesTab.tsx';

const USER: User = {
  id: 'u1',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  language_preference: 'en',
  subscription_tier: 'daily_free',
  pages_remaining: 7,
  pages_limit: 7,
  created_at: '2026-01-01T00:00:00.000Z',
};

function render(saved: string | undefined): string {
  const client = new QueryClient();
  // The saved preference as the query has it after GET /api/user/preferences.
  if (saved !== undefined) client.setQueryData(['export-preference', 'token'], saved);
  const auth: AuthContextValue = {
    user: USER,
    token: 'token',
    loading: false,
    isAuthenticated: true,
    login: () => Promise.resolve({ success: false, error: '' }),
    signup: () => Promise.resolve({ success: false, error: '' }),
    logout: () => Promise.resolve(),
    refreshUser: () => Promise.resolve(),
    setUser: () => undefined,
  };
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <PreferencesTab user={USER} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/** The options of the select labelled `label`, and which one is selected. */
function select(html: string, label: string): { options: string[]; selected: string | null } {
  const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  const body = new RegExp(`<select id="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '';
  const options = [...body.matchAll(/<option value="([^"]+)"( selected="")?>([^<]*)<\/option>/g)];
  return {
    options: options.map((m) => m[3] ?? ''),
    selected: options.find((m) => m[2] !== undefined)?.[1] ?? null,
  };
}

describe('PreferencesTab', () => {
  it('offers every export format, the spec’s two under their own names, and shows the saved one', () => {
    const html = render('qbo');
    expect(/<select id="[^"]+"[^>]*disabled=""[^>]*aria-describedby/.test(html)).toBe(false);
    const saved = select(html, 'Default Export Format');
    expect(saved).toEqual({
      options: [
        'CSV',
        'QuickBooks Online CSV (3 columns)',
        'QuickBooks Online CSV (4 columns)',
        'Xero precoded statement CSV',
        'Complete CSV',
        'Excel (xlsx)',
        'OFX 2 (XML)',
        'OFX 1.0.2 (SGML)',
        'QFX (Quicken Web Connect)',
        'QBO (QuickBooks Web Connect)',
        'QIF (Quicken Interchange Format)',
      ],
      selected: 'qbo',
    });
  });

  it('shows CSV until the saved preference is known', () => {
    const html = render(undefined);
    expect(select(html, 'Default Export Format').selected).toBe('csv');
    // Not changeable before it is known, so a save cannot overwrite it with the placeholder.
    expect(/<select id="[^"]+"[^>]*disabled=""[^>]*aria-describedby/.test(html)).toBe(true);
  });
});
