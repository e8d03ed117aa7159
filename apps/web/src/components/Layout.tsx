import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { useClaimAfterSignIn } from '../features/converter/keep/useClaimAfterSignIn.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageSpinner } from './Spinner.tsx';
import { LAYOUT_TEXTS } from './texts.ts';

/** Toasts: top-right, 4 seconds, at most 3 visible (spec section 9). */
const TOAST_DURATION_MS = 4000;
const VISIBLE_TOASTS = 3;
/**
 * Toasts start below the sticky header (64 px + its 1 px border), never over it: a toast over the
 * navigation would take the click meant for a link, and hovering it pauses its timer, so it stays.
 */
const TOAST_OFFSET = { top: 80 } as const;
const TOAST_MOBILE_OFFSET = { top: 72 } as const;

/** The frame of every page: header, content, footer and the toast area. */
export function Layout() {
  useClaimAfterSignIn();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 text-sm font-semibold focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50"
      >
        {LAYOUT_TEXTS.skipToContent}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        visibleToasts={VISIBLE_TOASTS}
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_MOBILE_OFFSET}
        richColors
        closeButton
      />
      <ScrollRestoration />
    </div>
  );
}
