import { Link } from 'react-router';
import { ui } from '../../../components/ui.ts';
import { KEEP_TEXTS as T } from './texts.ts';
import { updateLastResult } from './lastResult.ts';

/**
 * "Sign up to keep this conversion" on an anonymous result (issue 10): following either link marks the
 * kept result, and the next sign-up or sign-in in this browser claims it.
 */
export function ClaimBanner() {
  const markKeep = () => void updateLastResult({ keepRequested: true });
  return (
    <section
      aria-labelledby="keep-heading"
      className="rounded-xl border border-emerald-300 bg-white p-4 shadow-sm"
    >
      <h3 id="keep-heading" className="text-sm font-semibold text-slate-900">
        {T.keepHeading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{T.keepText}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Link to="/signup" onClick={markKeep} className={ui.buttonPrimary}>
          {T.keepAction}
        </Link>
        <Link to="/login" onClick={markKeep} className={ui.buttonSecondary}>
          {T.keepSignIn}
        </Link>
      </div>
    </section>
  );
}
