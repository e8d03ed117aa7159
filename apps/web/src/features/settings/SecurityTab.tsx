import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from '../../api/endpoints.ts';
import { ui } from '../../components/ui.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { SETTINGS_TEXTS } from './texts.ts';

const T = SETTINGS_TEXTS.security;

/** Security tab: change password, two-factor (coming soon), sign out everywhere, account deletion. */
export function SecurityTab() {
  const { token, logout } = useAuth();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [changing, setChanging] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  // Every session of the account ends on the server, this one too; a session already gone (401) is
  // signed out here as well. Any other failure keeps the user signed in and says so, since the other
  // devices would still be signed in.
  const signOutEverywhere = async () => {
    if (!token) return;
    setSigningOut(true);
    const result = await api.logoutAll(token);
    setSigningOut(false);
    if (!result.ok && result.status !== 401) {
      toast.error(result.detail ?? SETTINGS_TEXTS.toasts.signOutAllFailed);
      return;
    }
    await logout({ serverCall: false });
    toast.success(SETTINGS_TEXTS.toasts.signedOutEverywhere);
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
      <Row
        title={T.password}
        text={T.passwordText}
        below={changing && <ChangePasswordForm onDone={() => setChanging(false)} />}
      >
        <button
          type="button"
          className={ui.buttonSecondary}
          aria-expanded={changing}
          onClick={() => setChanging((open) => !open)}
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
        <button
          type="button"
          className={ui.buttonSecondary}
          disabled={signingOut}
          onClick={() => void signOutEverywhere()}
        >
          {signingOut ? T.signingOut : T.signOutAll}
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
  below,
}: {
  title: string;
  text: string;
  children: React.ReactNode;
  /** Shown under the row, across its width (the change-password form). */
  below?: React.ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
          <p className="mt-0.5 text-sm text-slate-600">{text}</p>
        </div>
        <div className="shrink-0">{children}</div>
      </div>
      {below}
    </div>
  );
}
