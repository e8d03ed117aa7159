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
  /** One stored document reopened on the results screen (issue 10, the library's View). */
  documentView: '/documents/:id',
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
  'documentView',
  'settings',
] as const satisfies readonly ClientRouteName[];

/** Each route as its segments; a `:name` segment matches any one non-empty segment, as in React Router. */
const CLIENT_PATTERNS: readonly (readonly string[])[] = Object.values(CLIENT_ROUTES).map((path) =>
  path.split('/').slice(1),
);

function matchesPattern(pattern: readonly string[], segments: readonly string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, i) => part.startsWith(':') || part === segments[i])
  );
}

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
  const trimmed = (decoded.replace(/\/+$/, '') || '/').toLowerCase();
  const segments = trimmed.split('/').slice(1);
  if (segments.slice(0, -1).includes('')) return false;
  return CLIENT_PATTERNS.some((pattern) => matchesPattern(pattern, segments));
}
