import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
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
const PricingPage = lazy(() =>
  import('./features/billing/PricingPage.tsx').then((m) => ({ default: m.PricingPage })),
);
const DocumentsPage = lazy(() =>
  import('./features/library/DocumentsPage.tsx').then((m) => ({ default: m.DocumentsPage })),
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

export const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <ConverterPage /> },
      { path: 'converter', element: <ConverterPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'pricing', element: <PricingPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: 'documents', element: <DocumentsPage /> },
          { path: 'settings', element: <SettingsPage /> },
        ],
      },
      { path: 'privacy-policy', element: <LegalPage kind="privacy" /> },
      { path: 'terms-conditions', element: <LegalPage kind="terms" /> },
      { path: 'cookie-policy', element: <LegalPage kind="cookies" /> },
      // The signup checkbox links here (spec section 2); they show the same documents.
      { path: 'terms', element: <LegalPage kind="terms" /> },
      { path: 'privacy', element: <LegalPage kind="privacy" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
