import { lazy, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { CLIENT_ROUTES, GUARDED_CLIENT_ROUTES, type ClientRouteName } from '@statemint/contracts';
import { Layout } from './components/Layout.tsx';
import { RequireAuth } from './components/RequireAuth.tsx';
import { RouteError } from './components/RouteError.tsx';

// Every page is its own chunk, so the first load carries only the frame and the page it shows.
const ConverterPage = lazy(() =>
  import('./features/converter/ConverterPage.tsx').then((m) => ({ default: m.ConverterPage })),
);
const LoginPage = lazy(() =>
  import('./features/auth/LoginPage.tsx').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('./features/auth/SignupPage.tsx').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./features/auth/ForgotPasswordPage.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/auth/ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const PricingPage = lazy(() =>
  import('./features/billing/PricingPage.tsx').then((m) => ({ default: m.PricingPage })),
);
const DocumentsPage = lazy(() =>
  import('./features/library/DocumentsPage.tsx').then((m) => ({ default: m.DocumentsPage })),
);
const DocumentViewPage = lazy(() =>
  import('./features/library/DocumentViewPage.tsx').then((m) => ({ default: m.DocumentViewPage })),
);
const SettingsPage = lazy(() =>
  import('./features/settings/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })),
);
const LegalPage = lazy(() =>
  import('./features/legal/LegalPage.tsx').then((m) => ({ default: m.LegalPage })),
);
const NotFoundPage = lazy(() =>
  import('./features/legal/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/** The element of every page in the shared route list; the type makes a missing page a compile error. */
const PAGES = {
  home: <ConverterPage />,
  converter: <ConverterPage />,
  login: <LoginPage />,
  signup: <SignupPage />,
  forgotPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  pricing: <PricingPage />,
  documents: <DocumentsPage />,
  documentView: <DocumentViewPage />,
  settings: <SettingsPage />,
  privacyPolicy: <LegalPage kind="privacy" />,
  termsConditions: <LegalPage kind="terms" />,
  cookiePolicy: <LegalPage kind="cookies" />,
  // The signup checkbox links here (spec section 2); they show the same documents.
  terms: <LegalPage kind="terms" />,
  privacy: <LegalPage kind="privacy" />,
} satisfies Record<ClientRouteName, ReactElement>;

const guarded: ReadonlySet<ClientRouteName> = new Set(GUARDED_CLIENT_ROUTES);
const pageRoute = (name: ClientRouteName): RouteObject => ({
  path: CLIENT_ROUTES[name],
  element: PAGES[name],
});
const names = Object.keys(CLIENT_ROUTES) as ClientRouteName[];

/** The app's routes: the pages of @statemint/contracts' CLIENT_ROUTES, then the not-found page. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      ...names.filter((name) => !guarded.has(name)).map(pageRoute),
      { element: <RequireAuth />, children: GUARDED_CLIENT_ROUTES.map(pageRoute) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
