import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CLIENT_ROUTES } from '@statemint/contracts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { ui } from '../../components/ui.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { api } from '../../api/endpoints.ts';
import { AuthCard } from './AuthCard.tsx';
import { useAuth } from './AuthContext.ts';
import { validateReset } from './passwordForms.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { AUTH_TEXTS } from './texts.ts';

const T = AUTH_TEXTS.reset;

/** /reset-password?token=…: the mailed link's page, where a new password is chosen under the signup rules. */
export function ResetPasswordPage() {
  usePageTitle('Reset password - Statemint');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(token ? null : T.missingToken);
  const [linkDead, setLinkDead] = useState(!token);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateReset({ token, password, confirmPassword });
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await api.resetPassword({ token, password, confirm_password: confirmPassword });
    setBusy(false);
    if (!result.ok) {
      setError(result.detail ?? T.failed);
      setLinkDead(result.code === 'invalid_reset_token');
      return;
    }
    // The server signed out every session, this browser's too.
    await logout({ serverCall: false });
    toast.success(T.done);
    navigate(CLIENT_ROUTES.login, { replace: true });
  };

  return (
    <AuthCard
      title={T.title}
      subtitle={T.subtitle}
      footer={
        <Link to={CLIENT_ROUTES.login} className={ui.link}>
          {AUTH_TEXTS.forgot.back}
        </Link>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={error} />
        {linkDead && (
          <p className="text-sm">
            <Link to={CLIENT_ROUTES.forgotPassword} className={ui.link}>
              {T.requestNew}
            </Link>
          </p>
        )}
        <NewPasswordFields
          labels={T}
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
          disabled={busy}
        />
        <button type="submit" disabled={busy} className={`${ui.buttonPrimary} w-full`}>
          {busy ? T.busy : T.submit}
        </button>
      </form>
    </AuthCard>
  );
}
