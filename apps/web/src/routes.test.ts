import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { CLIENT_ROUTES, GUARDED_CLIENT_ROUTES, isClientRoute } from '@statemint/contracts';
import { routes } from './routes.tsx';

/** The path pattern of the deepest route a URL lands on. */
function landing(url: string): string | undefined {
  return matchRoutes(routes, url)?.at(-1)?.route.path;
}

describe('web routes', () => {
  it('gives every page of the shared route list its own route', () => {
    for (const path of Object.values(CLIENT_ROUTES)) {
      expect(landing(path), path).toBe(path);
    }
  });

  it('puts exactly the guarded pages behind the sign-in guard', () => {
    const guard = routes[0]?.children?.find((r) => r.path === undefined && r.children);
    expect(guard?.children?.map((r) => r.path)).toEqual(
      GUARDED_CLIENT_ROUTES.map((name) => CLIENT_ROUTES[name]),
    );
  });

  it('sends what the server calls unknown to the not-found page, and agrees on what it knows', () => {
    for (const url of [
      '/nope',
      '/documents/123',
      '/documents/123/edit',
      '/converter.html',
      '/Converter',
      '/login/',
    ]) {
      expect(landing(url) === '*', url).toBe(!isClientRoute(url));
    }
  });
});
