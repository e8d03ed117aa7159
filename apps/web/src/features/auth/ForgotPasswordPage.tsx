import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ui } from '../../components/ui.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { api } from '../../api/endpoints.ts';
import { AuthCard } from './AuthCard.tsx';
import { validateForgot } from './passwordForms.ts';
import { AUTH_TEXTS } from './texts.ts';

const T = AUTH_TEXTS.forgot;

/** /forgot-password: asks for the email and shows the server's one answer, whether or not it has an account. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password - Statemint');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateForgot(email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await api.forgotPassword(email.trim());
    setBusy(false);
    if (result.ok) setSent(result.data.message);
    else setError(result.detail ?? T.failed);
  };

  return (
    <AuthCard
      title={T.title}
      subtitle={sent ? undefined : T.subtitle}
      footer={
        <Link to="/login" className={ui.link}>
          {T.back}
        </Link>
      }
    >
      {sent ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900"
        >
          {sent}
        </p>
      ) : (
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
          <button type="submit" disabled={busy} className={`${ui.buttonPrimary} w-full`}>
            {busy ? T.busy : T.submit}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
