import { firstProblem, MIN_PASSWORD_LENGTH, SignupRequest } from '@statemint/contracts';
import { AUTH_TEXTS } from './texts.ts';

const { errors } = AUTH_TEXTS;

export type SignupFields = {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

/**
 * The signup checks of spec section 5 in the spec's order, then our password and length rules: the same
 * contract the server applies, then the terms checkbox, which only the browser sees.
 */
export function validateSignup(fields: SignupFields): string | null {
  const problem = firstProblem(SignupRequest, {
    full_name: fields.fullName,
    email: fields.email,
    password: fields.password,
    confirm_password: fields.confirmPassword,
  });
  if (problem) return problem;
  if (!fields.acceptTerms) return errors.acceptTerms;
  return null;
}

/** Highest password strength score (spec section 5). */
export const MAX_PASSWORD_SCORE = 5;

/** Score 0-5: one point each for length >= 8, an uppercase, a lowercase, a digit and a special character. */
export function passwordScore(password: string): number {
  const criteria = [
    password.length >= MIN_PASSWORD_LENGTH,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  return criteria.filter(Boolean).length;
}

export type StrengthLabel = (typeof AUTH_TEXTS.strengthLabels)[number];

/** Meter label: 0 and 1 are Very Weak, then one label per point up to Strong at 5. */
export function strengthLabel(score: number): StrengthLabel {
  const labels = AUTH_TEXTS.strengthLabels;
  const index = Math.min(Math.max(score - 1, 0), labels.length - 1);
  return labels[index] ?? labels[0];
}

/** The confirm-password hint, or null while the confirmation is empty. */
export function passwordMatchText(password: string, confirmPassword: string): string | null {
  if (!confirmPassword) return null;
  return password === confirmPassword
    ? AUTH_TEXTS.signup.passwordsMatch
    : AUTH_TEXTS.signup.passwordsDoNotMatch;
}
