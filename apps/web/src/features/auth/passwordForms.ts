import {
  ChangePasswordRequest,
  firstProblem,
  ForgotPasswordRequest,
  passwordProblem,
  ResetPasswordRequest,
} from '@statemint/contracts';

// The request contracts the server applies, so each form refuses exactly what the server refuses.

/** The forgot-password form: the email, checked as at sign-up. */
export function validateForgot(email: string): string | null {
  return firstProblem(ForgotPasswordRequest, { email });
}

/** The reset form: the signup rules on the new password (the server adds the email rule). */
export function validateReset(fields: {
  token: string;
  password: string;
  confirmPassword: string;
}): string | null {
  return firstProblem(ResetPasswordRequest, {
    token: fields.token,
    password: fields.password,
    confirm_password: fields.confirmPassword,
  });
}

/** The change-password form: the current password, then the signup rules, the user's own email included. */
export function validateChange(
  fields: { current: string; next: string; confirm: string },
  email: string,
): string | null {
  return (
    firstProblem(ChangePasswordRequest, {
      current_password: fields.current,
      new_password: fields.next,
      confirm_password: fields.confirm,
    }) ??
    passwordProblem(fields.next, email) ??
    null
  );
}
