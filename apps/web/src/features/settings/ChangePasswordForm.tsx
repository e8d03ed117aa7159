import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { api } from '../../api/endpoints.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { ui } from '../../components/ui.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { NewPasswordFields } from '../auth/NewPasswordFields.tsx';
import { validateChange } from '../auth/passwordForms.ts';
import { SETTINGS_TEXTS } from './texts.ts';

const T = SETTINGS_TEXTS.security;

/** Settings → Security: the current password, then a new one; the server signs out the other sessions. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { token, user } = useAuth();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || !user) return;
    const invalid = validateChange({ current, next, confirm }, user.email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await api.changePassword(token, {
      current_password: current,
      new_password: next,
      confirm_password: confirm,
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.detail ?? SETTINGS_TEXTS.toasts.passwordChangeFailed);
      return;
    }
    toast.success(SETTINGS_TEXTS.toasts.passwordChanged);
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={T.changePassword}
      className="mt-4 space-y-4 border-t border-slate-200 pt-4"
    >
      <FormAlert message={error} />
      <PasswordField
        label={T.currentPassword}
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        disabled={busy}
      />
      <NewPasswordFields
        labels={{ password: T.newPassword, confirmPassword: T.confirmPassword }}
        password={next}
        confirmPassword={confirm}
        onPassword={setNext}
        onConfirmPassword={setConfirm}
        disabled={busy}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={ui.buttonPrimary}>
          {busy ? T.updating : T.updatePassword}
        </button>
        <button type="button" disabled={busy} className={ui.buttonSecondary} onClick={onDone}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
