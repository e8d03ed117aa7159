import { useId, useState, type FormEvent } from 'react';
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
import { StrengthMeter } from './StrengthMeter.tsx';
import { AUTH_TEXTS } from './texts.ts';
import { passwordMatchText, validateSignup } from './validation.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';

const T = AUTH_TEXTS.signup;

/** Register (spec section 2). */
export function SignupPage() {
  usePageTitle('Create account - Statemint');
  const { signup, isAuthenticated } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const meterId = useId();
  const matchId = useId();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = afterAuthTarget(location.state);

  if (isAuthenticated && !busy) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSignup({ fullName, email, password, confirmPassword, acceptTerms });
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await signup({
      full_name: fullName.trim(),
      email: email.trim(),
      password,
      confirm_password: confirmPassword,
    });
    setBusy(false);
    if (!result.success) {
      setError(result.error);
      return;
    }
    toast.success(AUTH_TEXTS.toasts.welcomeNew(result.user.full_name));
    navigate(target, { replace: true });
  };

  const match = passwordMatchText(password, confirmPassword);

  return (
    <AuthCard
      title={T.title}
      subtitle={T.subtitle}
      footer={
        <>
          {T.haveAccount}{' '}
          <Link to="/login" state={location.state} className={ui.link}>
            {T.signInLink}
          </Link>
        </>
      }
    >
      <GoogleButton disabled={busy} />
      <OrDivider />
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={error} />
        <TextField
          label={T.fullName}
          autoComplete="name"
          value={fullName}
          onChange={setFullName}
          disabled={busy}
        />
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
          autoComplete="new-password"
          disabled={busy}
          describedBy={password ? meterId : undefined}
        >
          {password && <StrengthMeter password={password} id={meterId} />}
        </PasswordField>
        <PasswordField
          label={T.confirmPassword}
          value={confirmPassword}
          onChange={setConfirmPassword}
          autoComplete="new-password"
          disabled={busy}
          describedBy={match ? matchId : undefined}
        >
          {match && (
            <p
              id={matchId}
              className={`mt-1.5 text-xs font-medium ${
                match === T.passwordsMatch ? 'text-emerald-800' : 'text-red-700'
              }`}
            >
              {match}
            </p>
          )}
        </PasswordField>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={acceptTerms}
            onChange={(event) => setAcceptTerms(event.target.checked)}
            disabled={busy}
            className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-emerald-700"
          />
          <span>
            {T.termsPrefix}{' '}
            <Link to="/terms" className={ui.link}>
              {T.termsLink}
            </Link>{' '}
            {T.termsJoin}{' '}
            <Link to="/privacy" className={ui.link}>
              {T.privacyLink}
            </Link>
          </span>
        </label>
        <button type="submit" disabled={busy} className={`${ui.buttonPrimary} w-full`}>
          {busy ? T.busy : T.submit}
        </button>
      </form>
    </AuthCard>
  );
}
