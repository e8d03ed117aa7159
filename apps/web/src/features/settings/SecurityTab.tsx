import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from '../../api/endpoints.ts';
import { ui } from '../../components/ui.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { SETTINGS_TEXTS } from './texts.ts';

const T = SETTINGS_TEXTS.security;

/** Security tab: coming-soon actions, sign out, and account deletion behind the DELETE prompt. */
export function SecurityTab() {
  const { token, logout } = useAuth();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  const signOut = async () => {
    await logout();
    navigate('/login');
  };

  const deleteAccount = async () => {
    if (!token) return;
    if (window.prompt(T.deletePrompt) !== T.deleteWord) return;
    setDeleting(true);
    const result = await api.deleteProfile(token);
    setDeleting(false);
    if (!result.ok) {
      toast.error(SETTINGS_TEXTS.toasts.deleteFailed);
      return;
    }
    toast.success(SETTINGS_TEXTS.toasts.accountDeleted);
    await logout({ serverCall: false });
    navigate('/login');
  };

  return (
    <div className="max-w-2xl space-y-5">
      <h2 className="text-lg font-semibold text-slate-900">{T.heading}</h2>
      <Row title={T.password} text={T.passwordText}>
        <button
          type="button"
          className={ui.buttonSecondary}
          onClick={() => toast.info(T.passwordSoon)}
        >
          {T.changePassword}
        </button>
      </Row>
      <Row title={T.twoFactor} text={T.twoFactorText}>
        <button
          type="button"
          className={ui.buttonSecondary}
          onClick={() => toast.info(T.twoFactorSoon)}
        >
          {T.enableTwoFactor}
        </button>
      </Row>
      <Row title={T.sessions} text={T.sessionsText}>
        <button type="button" className={ui.buttonSecondary} onClick={() => void signOut()}>
          {T.signOutAll}
        </button>
      </Row>
      <section
        aria-labelledby="danger-heading"
        className="rounded-xl border border-red-200 bg-red-50 p-4"
      >
        <h3 id="danger-heading" className="text-base font-semibold text-red-900">
          {T.dangerZone}
        </h3>
        <p className="mt-1 text-sm text-red-900">{T.dangerText}</p>
        <button
          type="button"
          className={`${ui.buttonDanger} mt-4`}
          disabled={deleting}
          onClick={() => void deleteAccount()}
        >
          {deleting ? T.deleting : T.deleteAccount}
        </button>
      </section>
    </div>
  );
}

function Row({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <p className="mt-0.5 text-sm text-slate-600">{text}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}
