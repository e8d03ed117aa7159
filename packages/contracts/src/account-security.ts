import * as z from 'zod/mini';
import { requestBody, textField } from './fields.ts';
import { MESSAGES, MIN_PASSWORD_LENGTH } from './messages.ts';
import { passwordProblem } from './passwords.ts';
import { SignupEmail } from './signup.ts';

// Its own module, like signup.ts: the common-password list loads only with the pages that set a password.

/** How long a password reset link works. */
export const RESET_TOKEN_LIFETIME_SECONDS = 3600;

/** Texts of password reset and account security (ours: the spec shows no reset call, docs/DECISIONS.md). */
export const ACCOUNT_SECURITY_MESSAGES = {
  /** The one answer of forgot-password, whether or not the account exists. */
  resetMailSent:
    'If an account exists for that email, we have sent it a link to reset the password. The link works once, within an hour.',
  invalidResetToken:
    'This password reset link is invalid or has expired. Please request a new one.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  noPasswordYet:
    'Your account signs in with Google and has no password yet. Use "Forgot password?" on the sign-in page to set one.',
  tooManyResetRequests: 'Too many password reset requests. Please try again later.',
  tooManyResetAttempts: 'Too many password reset attempts. Please try again later.',
  tooManyPasswordChanges: 'Too many password change attempts. Please try again later.',
  tooManySignOuts: 'Too many sign-out requests. Please try again later.',
} as const;

/** The signup rules on a new password and its confirmation; `email` is the account's when known. */
function newPasswordProblem(password: string, confirm: string, email: string): string | undefined {
  return password === confirm ? passwordProblem(password, email) : MESSAGES.passwordsDoNotMatch;
}

/** POST /api/auth/forgot-password: the email, checked as at sign-up. */
export const ForgotPasswordRequest = /* @__PURE__ */ requestBody({ email: SignupEmail });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;

export const ForgotPasswordResponse = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;

/**
 * POST /api/auth/reset-password: the link's token and a new password under the signup rules. The rule
 * against the email address is checked by the server once the token names the account.
 */
export const ResetPasswordRequest = /* @__PURE__ */ requestBody({
  token: textField('token', z.trim(), z.minLength(1, ACCOUNT_SECURITY_MESSAGES.invalidResetToken)),
  password: textField('password', z.minLength(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)),
  confirm_password: textField('confirm_password'),
}).check(
  z.superRefine((value, ctx) => {
    const problem = newPasswordProblem(value.password, value.confirm_password, '');
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem, path: ['password'], input: value });
  }),
);
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

/** POST /api/auth/change-password (bearer): the current password, then a new one under the signup rules. */
export const ChangePasswordRequest = /* @__PURE__ */ requestBody({
  current_password: textField(
    'current_password',
    z.minLength(1, ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired),
  ),
  new_password: textField(
    'new_password',
    z.minLength(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
  ),
  confirm_password: textField('confirm_password'),
}).check(
  z.superRefine((value, ctx) => {
    const problem = newPasswordProblem(value.new_password, value.confirm_password, '');
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem, path: ['new_password'], input: value });
  }),
);
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;
