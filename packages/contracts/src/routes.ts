/**
 * Every page of the web app (spec section 2's route table), the one list both the web router and the
 * server read: the server answers these with the app and 200, any other page with the app and 404.
 */
export const CLIENT_ROUTES = {
  home: '/',
  converter: '/converter',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  pricing: '/pricing',
  documents: '/documents',
  settings: '/settings',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  cookiePolicy: '/cookie-policy',
  terms: '/terms',
  privacy: '/privacy',
} as const;

export type ClientRouteName = keyof typeof CLIENT_ROUTES;
export type ClientRoutePath = (typeof CLIENT_ROUTES)[ClientRouteName];

/** The pages that need a signed-in user; the browser redirects to /login, the server still answers 200. */
export const GUARDED_CLIENT_ROUTES = [
  'documents',
  'settings',
] as const satisfies readonly ClientRouteName[];

const CLIENT_PATHS: ReadonlySet<string> = new Set(Object.values(CLIENT_ROUTES));

/**
 * Whether a URL path is one of the app's pages, matched as React Router matches it: case-insensitive,
 * percent-decoded, trailing slashes ignored, query string ignored.
 */
export function isClientRoute(urlPath: string): boolean {
  const pathname = urlPath.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (!decoded.startsWith('/')) return false;
  const trimmed = decoded.replace(/\/+$/, '') || '/';
  return CLIENT_PATHS.has(trimmed.toLowerCase());
}
