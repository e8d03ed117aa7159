import { useId } from 'react';
import { PasswordField } from '../../components/PasswordField.tsx';
import { StrengthMeter } from './StrengthMeter.tsx';
import { AUTH_TEXTS } from './texts.ts';
import { passwordMatchText } from './validation.ts';

type NewPasswordFieldsProps = {
  labels: { password: string; confirmPassword: string };
  password: string;
  confirmPassword: string;
  onPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  disabled: boolean;
};

/** A new password with the strength meter, and its confirmation with the match hint, as at sign-up. */
export function NewPasswordFields({
  labels,
  password,
  confirmPassword,
  onPassword,
  onConfirmPassword,
  disabled,
}: NewPasswordFieldsProps) {
  const meterId = useId();
  const matchId = useId();
  const match = passwordMatchText(password, confirmPassword);
  return (
    <>
      <PasswordField
        label={labels.password}
        value={password}
        onChange={onPassword}
        autoComplete="new-password"
        disabled={disabled}
        describedBy={password ? meterId : undefined}
      >
        {password && <StrengthMeter password={password} id={meterId} />}
      </PasswordField>
      <PasswordField
        label={labels.confirmPassword}
        value={confirmPassword}
        onChange={onConfirmPassword}
        autoComplete="new-password"
        disabled={disabled}
        describedBy={match ? matchId : undefined}
      >
        {match && (
          <p
            id={matchId}
            className={`mt-1.5 text-xs font-medium ${
              match === AUTH_TEXTS.signup.passwordsMatch ? 'text-emerald-800' : 'text-red-700'
            }`}
          >
            {match}
          </p>
        )}
      </PasswordField>
    </>
  );
}
