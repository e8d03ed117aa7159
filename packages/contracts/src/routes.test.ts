import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from './routes.ts';

describe('client routes', () => {
  it('lists the pages of spec section 2 and the reset page of issue 9', () => {
    expect(Object.values(CLIENT_ROUTES).sort()).toEqual([
      '/',
      '/converter',
      '/cookie-policy',
      '/documents',
      '/documents/:id',
      '/forgot-password',
      '/login',
      '/pricing',
      '/privacy',
      '/privacy-policy',
      '/reset-password',
      '/settings',
      '/signup',
      '/terms',
      '/terms-conditions',
    ]);
  });

  it('matches a path as React Router does: any case, trailing slashes, encoded letters, a query', () => {
    for (const path of [
      '/',
      '/converter',
      '/Converter',
      '/converter/',
      '/converter//',
      '/conv%65rter',
      '/settings?tab=billing',
      '//',
      '/documents/0f8c2f6e-3a8b-4c1d-9e2f-1a2b3c4d5e6f',
      '/Documents/123/',
    ]) {
      expect(isClientRoute(path), path).toBe(true);
    }
  });

  it('refuses other pages, sub-paths, files and malformed escapes', () => {
    for (const path of [
      '/nope',
      '/documents/123/edit',
      '/documents//x',
      '/settings/123',
      '//documents',
      '/converter.html',
      '/index.html',
      '/api/health',
      '/%E0%A4%A',
      '',
    ]) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});
