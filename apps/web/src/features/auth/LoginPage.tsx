import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ui } from '../../components/ui.ts';
import { AuthCard, OrDivider } from './AuthCard.tsx';
import { useAuth } from './AuthContext.ts';
import { GoogleButton } from './GoogleButton.tsx';
import { afterAuthTarget } from './session.ts';
import { AUTH_TEXTS } from './texts.ts';
import { validateLogin } from './loginValidation.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';

const T = AUTH_TEXTS.login;

/** Sign in (spec section 2). */
export function LoginPage() {
  usePageTitle('Sign in - Statemint');
  const { login, isAuthenticated } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = afterAuthTarget(location.state);

  if (isAuthenticated && !busy) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLogin({ email: email.trim(), password });
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await login(email.trim(), password, remember);
    setBusy(false);
    if (!result.success) {
      setError(result.error);
      return;
    }
    toast.success(AUTH_TEXTS.toasts.welcomeBack(result.user.full_name));
    navigate(target, { replace: true });
  };

  return (
    <AuthCard
      title={T.title}
      subtitle={T.subtitle}
      footer={
        <>
          {T.noAccount}{' '}
          <Link to="/signup" state={location.state} className={ui.link}>
            {T.signUpLink}
          </Link>
        </>
      }
    >
      <GoogleButton disabled={busy} />
      <OrDivider />
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={error} />
        <TextField
          label={T.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          disabled={busy}
        />
        <PasswordField
          label={T.password}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          disabled={busy}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              disabled={busy}
              className="h-4 w-4 rounded border-slate-300 accent-emerald-700"
            />
            {T.rememberMe}
          </label>
          <Link to="/forgot-password" className={`${ui.link} text-sm`}>
            {T.forgotPassword}
          </Link>
        </div>
        <button type="submit" disabled={busy} className={`${ui.buttonPrimary} w-full`}>
          {busy ? T.busy : T.submit}
        </button>
      </form>
    </AuthCard>
  );
}
