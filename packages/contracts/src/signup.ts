import * as z from 'zod/mini';
import { FullName } from './api.ts';
import { requestBody, textField } from './fields.ts';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, MESSAGES, MIN_PASSWORD_LENGTH } from './messages.ts';
import { passwordProblem } from './passwords.ts';

// Its own module: the common-password list it needs loads only with the pages that sign up.

/** An email as sign-up checks it: trimmed, required, well-formed, at most 254 characters. */
export const SignupEmail = /* @__PURE__ */ textField(
  'email',
  z.trim(),
  z.minLength(1, MESSAGES.emailRequired),
  z.regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
  z.maxLength(MAX_EMAIL_LENGTH, MESSAGES.emailTooLong),
);

/**
 * Spec section 5's rules in the spec's order and with its messages, each field's length limit beside its
 * field, then ours on the password: not too long, not the email, not too common.
 */
export const SignupRequest = /* @__PURE__ */ requestBody({
  full_name: FullName,
  email: SignupEmail,
  password: textField('password', z.minLength(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)),
  confirm_password: textField('confirm_password'),
}).check(
  z.superRefine((value, ctx) => {
    const problem =
      value.password === value.confirm_password
        ? passwordProblem(value.password, value.email)
        : MESSAGES.passwordsDoNotMatch;
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem, path: ['password'], input: value });
  }),
);
export type SignupRequest = z.input<typeof SignupRequest>;
