import { Link } from 'react-router';
import { LAYOUT_TEXTS } from '../../components/texts.ts';
import { ui } from '../../components/ui.ts';
import { AuthCard } from './AuthCard.tsx';
import { AUTH_TEXTS } from './texts.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';

const T = AUTH_TEXTS.forgot;

/** /forgot-password: the spec shows no reset call, so the page points to support. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password - Statemint');
  return (
    <AuthCard title={T.title}>
      <p className="text-sm text-slate-700">{T.body}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a
          href={`mailto:${LAYOUT_TEXTS.links.supportEmail}?subject=${encodeURIComponent('Password reset')}`}
          className={ui.buttonPrimary}
        >
          {T.contact}
        </a>
        <Link to="/login" className={ui.buttonSecondary}>
          {T.back}
        </Link>
      </div>
    </AuthCard>
  );
}
