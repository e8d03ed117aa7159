import { Link } from 'react-router';
import { ui } from '../../components/ui.ts';
import { LEGAL_TEXTS } from './texts.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';

/** Any unknown address. */
export function NotFoundPage() {
  usePageTitle('Page not found - Statemint');
  return (
    <div className={`${ui.container} py-20 text-center`}>
      <h1 className={ui.pageTitle}>{LEGAL_TEXTS.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">{LEGAL_TEXTS.notFoundText}</p>
      <Link to="/converter" className={`${ui.buttonPrimary} mt-6`}>
        {LEGAL_TEXTS.notFoundAction}
      </Link>
    </div>
  );
}
