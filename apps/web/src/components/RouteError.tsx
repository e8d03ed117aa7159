import { Link } from 'react-router';
import { Logo } from './Logo.tsx';
import { LAYOUT_TEXTS } from './texts.ts';
import { ui } from './ui.ts';

/** Shown instead of a page that failed to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  const T = LAYOUT_TEXTS.routeError;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 text-center">
      <Logo className="h-10 w-10" />
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{T.title}</h1>
      <p className="mt-2 max-w-md text-sm text-slate-600">{T.text}</p>
      <div className="mt-6 flex gap-3">
        <button type="button" className={ui.buttonPrimary} onClick={() => window.location.reload()}>
          {T.reload}
        </button>
        <Link to="/" reloadDocument className={ui.buttonSecondary}>
          {T.home}
        </Link>
      </div>
    </main>
  );
}
