import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import { MAX_PASSWORD_LENGTH, MESSAGES } from './messages.ts';

let commonSet: Set<string> | undefined;

/** True for a password on the common list (any letter case), one character repeated, or only spaces. */
export function isCommonPassword(password: string): boolean {
  commonSet ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return (
    commonSet.has(password.toLowerCase()) || password.trim() === '' || /^(.)\1*$/su.test(password)
  );
}

/**
 * The first rule a new password breaks after the spec's length and confirmation checks, or undefined:
 * too long, the email address or its name part (any letter case), or too common.
 */
export function passwordProblem(password: string, email: string): string | undefined {
  if (password.length > MAX_PASSWORD_LENGTH) return MESSAGES.passwordTooLong;
  const address = email.trim().toLowerCase();
  const candidate = password.trim().toLowerCase();
  if (address !== '' && (candidate === address || candidate === address.split('@')[0]))
    return MESSAGES.passwordIsEmail;
  if (isCommonPassword(password)) return MESSAGES.passwordTooCommon;
  return undefined;
}
